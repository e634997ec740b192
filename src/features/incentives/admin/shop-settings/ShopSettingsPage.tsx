import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { z } from 'zod';
import { fieldErrorAt, isApiError } from '@/api/errors';
import {
  type ShopSettings,
  saveShopSettingsMutationOptions,
  shopSettingsQueryOptions,
} from '@/api/incentives-settings';
import { useTranslation } from '@/i18n';
import { Field, Input, Link, Skeleton, Textarea } from '@/ui';
import { applyServerErrors, fieldMessageProps } from '@/ui/form';
import { useNotify } from '../../shared/notices';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { checkboxRowStyle, formStyle, pageStyle } from '../../shared/styles';
import { NumberInput, SubmitRow } from '../form-parts';
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
type ShopSettingsFormValues = z.infer<typeof shopSettingsFormSchema>;
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
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ShopSettingsFormValues>({
    resolver: zodResolver(shopSettingsFormSchema),
    defaultValues: {
      enabled: settings.enabled,
      title: settings.title,
      intro: settings.intro,
      banner_height: settings.banner_height,
    },
  });
  const height = useWatch({ control, name: 'banner_height' });
  // The stored banner, kept up to date after each save (the mutation merges the answer into the cache).
  const stored = useQuery(shopSettingsQueryOptions()).data?.banner ?? settings.banner;

  const submit = handleSubmit(async (values) => {
    setBannerError(undefined);
    try {
      await save.mutateAsync({ ...values, banner });
      setBanner(undefined);
      notify('success', t('The shop settings have been saved.'));
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      if (isApiError(error)) setBannerError(fieldErrorAt(error.fieldErrors, 'banner'));
      notifyFailure(error);
    }
  });

  const messages = (name: (typeof FIELDS)[number]) => fieldMessageProps(errors[name], t);

  return (
    <form className={formStyle} onSubmit={submit} noValidate>
      <label className={checkboxRowStyle}>
        <input type="checkbox" {...register('enabled')} />
        {t('The shop is open')}
      </label>
      <Field label={t('Title')} required {...messages('title')}>
        <Input {...register('title')} />
      </Field>
      <Field
        label={t('Introduction')}
        helpText={t('Shown under the title. Basic formatting is kept.')}
        {...messages('intro')}
      >
        <Textarea {...register('intro')} rows={4} />
      </Field>
      <ImageField
        label={t('Banner')}
        current={stored}
        value={banner}
        onChange={setBanner}
        serverError={bannerError}
        previewHeight={Number.isInteger(height) && height >= 80 && height <= 600 ? height : undefined}
      />
      <Field
        label={t('Banner height in pixels')}
        required
        helpText={t('From 80 to 600.')}
        {...messages('banner_height')}
      >
        <NumberInput
          min={80}
          max={600}
          className={css({ maxWidth: '48' })}
          {...register('banner_height', { valueAsNumber: true })}
        />
      </Field>
      <SubmitRow label={t('Save settings')} pending={isSubmitting} />
    </form>
  );
}
