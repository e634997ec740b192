import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { z } from 'zod';
import { fieldErrorAt, isApiError } from '@/api/errors';
import {
  type ShopSettings,
  saveShopSettingsMutationOptions,
  shopSettingsQueryOptions,
} from '@/api/incentives-settings';
import { useTranslation } from '@/i18n';
import { Input, Link, Skeleton } from '@/ui';
import { FormErrors, FormField, useServerErrorSubmit, useZodForm } from '@/ui/form';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { useNotify } from '../../shared/notices';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { formStyle, pageStyle } from '../../shared/styles';
import { CheckboxField, NumberField, SubmitRow } from '../form-parts';
import { ImageField } from '../ImageField';
import { useSaveFailureNotice } from '../save-feedback';

const HEIGHT_MESSAGE = 'Enter a height from 80 to 600 pixels.';
const shopSettingsFormSchema = z.object({
  enabled: z.boolean(),
  title: z.string().trim().min(1, 'Title field is required.'),
  intro: z.string(),
  banner_height: z
    .number({ error: HEIGHT_MESSAGE })
    .int(HEIGHT_MESSAGE)
    .min(80, HEIGHT_MESSAGE)
    .max(600, HEIGHT_MESSAGE),
});
const FIELDS = ['enabled', 'title', 'intro', 'banner_height'] as const;

/** /settings/incentives/shop: the shop's switch, title, introduction and banner (docs/product.md §3, §4). */
export function ShopSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(shopSettingsQueryOptions());
  return (
    <div className={pageStyle}>
      <PageTitle
        title={t('Shop settings')}
        back={{ to: '/settings/incentives', title: t('Incentives settings') }}
        actions={<Link to="/incentives">{t('View the shop')}</Link>}
      />
      {settings.isPending ? (
        <Skeleton height={480} />
      ) : settings.isError ? (
        <QueryErrorState error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <ShopSettingsForm settings={settings.data} />
      )}
    </div>
  );
}

function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const save = useMutation(saveShopSettingsMutationOptions(queryClient));
  const [banner, setBanner] = useState<File | null | undefined>(undefined);
  const [bannerError, setBannerError] = useState<string>();
  const form = useZodForm(shopSettingsFormSchema, {
    defaultValues: {
      enabled: settings.enabled,
      title: settings.title,
      intro: settings.intro,
      banner_height: settings.banner_height,
    },
  });
  const { control, register } = form;
  const height = useWatch({ control, name: 'banner_height' });
  // The stored banner, kept up to date after each save (the mutation merges the answer into the cache).
  const stored = useQuery(shopSettingsQueryOptions()).data?.banner ?? settings.banner;
  const { onSubmit, formErrors } = useServerErrorSubmit(
    form,
    FIELDS,
    async (values) => {
      setBannerError(undefined);
      await save.mutateAsync({ ...values, banner });
      setBanner(undefined);
      notify('success', t('The shop settings have been saved.'));
    },
    (error) => {
      // The banner is no field of the form: its message goes under the picture, not above the form.
      setBannerError(isApiError(error) ? fieldErrorAt(error.fieldErrors, 'banner') : undefined);
      notifyFailure(error);
    },
  );

  return (
    <form className={formStyle} onSubmit={onSubmit} noValidate>
      <FormErrors messages={formErrors.filter((text) => text !== bannerError)} />
      <CheckboxField form={form} name="enabled">
        {t('The shop is open')}
      </CheckboxField>
      <FormField control={control} name="title" label={t('Title')} required>
        <Input {...register('title')} />
      </FormField>
      <FormField
        control={control}
        name="intro"
        label={t('Introduction')}
        helpText={t('Shown under the title. Basic formatting is kept.')}
      >
        <Controller
          control={control}
          name="intro"
          render={({ field }) => <RichTextEditor {...field} rows={4} />}
        />
      </FormField>
      <ImageField
        label={t('Banner')}
        current={stored}
        value={banner}
        onChange={setBanner}
        serverError={bannerError}
        previewHeight={Number.isInteger(height) && height >= 80 && height <= 600 ? height : undefined}
      />
      <NumberField
        form={form}
        name="banner_height"
        label={t('Banner height in pixels')}
        helpText={t('From 80 to 600.')}
        min={80}
        max={600}
        inputClassName={css({ maxWidth: '48' })}
      />
      <SubmitRow label={t('Save settings')} pending={form.formState.isSubmitting} />
    </form>
  );
}
