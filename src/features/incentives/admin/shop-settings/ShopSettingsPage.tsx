import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { css } from 'styled-system/css';
import { fieldErrorAt, isApiError } from '@/api/errors';
import { MAX_UPLOAD_BYTES, uploadFileMutationOptions, uploadRefusal } from '@/api/files';
import {
  type ShopSettings,
  saveShopSettingsMutationOptions,
  shopSettingsQueryOptions,
} from '@/api/incentives-settings';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { z } from '@/api/zod';
import { useTranslation } from '@/i18n';
import { BackLink, ImageUpload, Input, LeaveWithoutSaving, Link, Page, PICTURE_TYPES, Skeleton } from '@/ui';
import { FormErrors, FormField, unsavedEdits, useServerErrorSubmit, useZodForm } from '@/ui/form';
import { RichTextEditor } from '@/ui/RichTextEditor';
import { useNotify } from '../../shared/notices';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { formStyle } from '../../shared/styles';
import { CheckboxField, NumberField, SubmitRow } from '../form-parts';
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

export const loader: PageLoader = async (args) => {
  await queryClientOf(args).prefetchQuery(shopSettingsQueryOptions());
  return null;
};

/** /settings/incentives/shop: the shop's switch, title, introduction and banner (docs/product.md §3, §4). */
export function ShopSettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(shopSettingsQueryOptions());
  return (
    <Page
      title={t('Shop settings')}
      back={<BackLink to="/settings/incentives" title={t('Incentives settings')} />}
      actions={<Link to="/incentives">{t('View the shop')}</Link>}
    >
      {settings.isPending ? (
        <Skeleton height={480} />
      ) : settings.isError ? (
        <QueryErrorState error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <ShopSettingsForm settings={settings.data} />
      )}
    </Page>
  );
}

function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const save = useMutation(saveShopSettingsMutationOptions(queryClient));
  // The banner is uploaded as soon as it is chosen; the settings keep its URL, as products do
  // (src/features/incentives/admin/products/ProductForm.tsx).
  const [banner, setBanner] = useState<string | null>(settings.banner);
  const upload = useMutation(uploadFileMutationOptions());
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
  // The stored banner: the page passes the cached settings, which each save's response updates (the
  // mutation merges it into the cache). Not a query of its own: mounted after the page's response,
  // one would ask the server again.
  const stored = settings.banner;
  const { onSubmit, formErrors } = useServerErrorSubmit(
    form,
    FIELDS,
    async (values) => {
      setBannerError(undefined);
      // An unchanged banner is not sent again (it may be a large inline picture stored before uploads).
      await save.mutateAsync({ ...values, banner: banner === stored ? undefined : banner });
      // The form now starts from what was saved: leaving it asks nothing.
      form.reset(values);
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
      <LeaveWithoutSaving when={unsavedEdits(form, banner !== stored)} />
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
      <ImageUpload
        label={t('Banner')}
        name="banner"
        value={banner}
        onChange={setBanner}
        helpText={t('PNG, JPEG, GIF, WebP or SVG, up to 5 MB.')}
        accept={PICTURE_TYPES}
        maxFileSize={MAX_UPLOAD_BYTES}
        upload={async (file) => (await upload.mutateAsync(file)).url}
        uploadErrorMessage={uploadRefusal}
        error={bannerError}
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

export { ShopSettingsPage as Component };
