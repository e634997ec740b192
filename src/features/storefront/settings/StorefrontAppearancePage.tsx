import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Controller, type FieldPath, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { uploadFileMutationOptions, uploadRefusal } from '@/api/files';
import { keys } from '@/api/keys';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import {
  APPEARANCE_FONTS,
  type StorefrontAppearance,
  saveStorefrontAppearanceMutationOptions,
  storefrontAppearanceQueryOptions,
} from '@/api/storefront';
import { useTranslation } from '@/i18n';
import {
  BackLink,
  Button,
  ColorPicker,
  ErrorScreen,
  Icon,
  ImageUpload,
  LeaveWithoutSaving,
  Page,
  RadioGroup,
  Select,
  SkeletonText,
} from '@/ui';
import {
  FormErrors,
  FormField,
  fieldMessageProps,
  unsavedEdits,
  useServerErrorSubmit,
  useZodForm,
} from '@/ui/form';
import { toast } from '@/ui/Toast';
import { GENERIC_ERROR, SAVED_MESSAGE } from '../editor/StorefrontEditorPage';
import { AppearancePreview } from './AppearancePreview';
import {
  APPEARANCE_FIELDS,
  type AppearanceFormValues,
  appearanceFormSchema,
  type ContrastProblem,
  contrastProblems,
  toFormValues,
  toThemeInput,
} from './appearance-form';

const layout = css({
  display: 'grid',
  gap: '8',
  alignItems: 'start',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
});
const formStyle = css({ display: 'grid', gap: '6', minWidth: 0 });
const group = css({ display: 'grid', gap: '4', border: 'none', padding: 0, margin: 0, minWidth: 0 });
const legend = css({ fontSize: 'lg', fontWeight: 'bold', marginBlockEnd: '2' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });
const warningBox = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '2',
  padding: '3',
  borderRadius: 'l2',
  borderWidth: 'thin',
  borderColor: 'warning',
  bg: 'warning.subtle',
  color: 'fg',
  fontSize: 'sm',
  '& ul': { margin: 0, paddingInlineStart: '4', listStyle: 'disc' },
});

type ColourKey = 'accent_color' | 'secondary_color' | 'header_color' | 'text_color' | 'background_color';
const COLOURS: { key: ColourKey; label: string }[] = [
  { key: 'accent_color', label: 'Accent colour' },
  { key: 'secondary_color', label: 'Secondary colour' },
  { key: 'header_color', label: 'Header colour' },
  { key: 'text_color', label: 'Text colour' },
  { key: 'background_color', label: 'Background colour' },
];
const PRESETS = ['#1f5fbf', '#0f766e', '#6b3fa0', '#1b2430', '#ffffff'];

type ChoiceKey = 'section_spacing' | 'content_width' | 'card_style';
const CHOICES: { key: ChoiceKey; label: string; options: { value: string; label: string }[] }[] = [
  {
    key: 'section_spacing',
    label: 'Space between sections',
    options: [
      { value: 'small', label: 'Small' },
      { value: 'medium', label: 'Medium' },
      { value: 'large', label: 'Large' },
    ],
  },
  {
    key: 'content_width',
    label: 'Content width',
    options: [
      { value: 'narrow', label: 'Narrow' },
      { value: 'normal', label: 'Normal' },
      { value: 'wide', label: 'Wide' },
    ],
  },
  {
    key: 'card_style',
    label: 'Card style',
    options: [
      { value: 'flat', label: 'Flat' },
      { value: 'outlined', label: 'Outlined' },
      { value: 'elevated', label: 'Elevated' },
    ],
  },
];

type ImageKey = 'logo' | 'favicon' | 'site_background';
const IMAGES: { key: ImageKey; label: string; help: string; shape: 'wide' | 'square' }[] = [
  { key: 'logo', label: 'Logo', help: 'Shown in the header. PNG, SVG or WebP, up to 5 MB.', shape: 'wide' },
  {
    key: 'favicon',
    label: 'Favicon',
    help: 'The small icon of the browser tab. Square, ICO, PNG or SVG.',
    shape: 'square',
  },
  {
    key: 'site_background',
    label: 'Site background',
    help: 'A picture behind every page. Leave empty for the background colour alone.',
    shape: 'wide',
  },
];

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

function AppearanceForm({ initial }: { initial: StorefrontAppearance }) {
  const { t, formatNumber } = useTranslation();
  const queryClient = useQueryClient();
  // The form keeps its own values: a failed save refetches the settings but never replaces the edits.
  const form = useZodForm(appearanceFormSchema, { defaultValues: toFormValues(initial) });
  const { control } = form;
  const save = useMutation(saveStorefrontAppearanceMutationOptions(queryClient));
  const upload = useMutation(uploadFileMutationOptions());
  const { onSubmit, formErrors } = useServerErrorSubmit(
    form,
    APPEARANCE_FIELDS as unknown as FieldPath<AppearanceFormValues>[],
    async (values) => {
      const saved = await save.mutateAsync(values);
      // The brand values are the site's appearance (GET appearance): fetching it again re-themes the
      // whole site at once (src/app/AppProviders.tsx builds the theme from it). Its logo and
      // background are the branding's too, which the header and the page background show.
      if (saved) {
        void queryClient.invalidateQueries({ queryKey: keys.appearance.all });
        void queryClient.invalidateQueries({ queryKey: keys.settings.branding() });
      }
      // The form now starts from what was saved: leaving it asks nothing.
      if (saved) form.reset(values);
      // docs/product.md §8: the success notice only when the response has data, else the generic one.
      if (saved) toast.success(t(SAVED_MESSAGE));
      else toast.error(t(GENERIC_ERROR));
    },
    // The notice only: nothing to add above the form.
    () => {
      toast.error(t(GENERIC_ERROR));
    },
  );

  // The preview follows every keystroke: useWatch re-renders this form only, not the page.
  const draft = useWatch({ control }) as Partial<AppearanceFormValues>;
  const key = JSON.stringify(draft);
  // A colour being typed that is not one yet leaves the preview in the last one it had.
  const previewed = useRef<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised draft is the dependency
  const theme = useMemo(() => {
    const next = toThemeInput(draft);
    previewed.current = { ...previewed.current, ...next.colors };
    return { ...next, colors: previewed.current };
  }, [key]);
  const problems = contrastProblems(draft);
  const pairName = (field: ContrastProblem['field']) =>
    field === 'header_color'
      ? t('Header text on the header colour')
      : field === 'accent_color'
        ? t('Button text on the accent colour')
        : t('Text on the background colour');

  return (
    <div className={layout}>
      <form className={formStyle} onSubmit={onSubmit} noValidate aria-label={t('Storefront appearance')}>
        <LeaveWithoutSaving when={unsavedEdits(form)} />
        <FormErrors messages={formErrors} />
        <fieldset className={group}>
          <legend className={legend}>{t('Colours')}</legend>
          {problems.length > 0 && (
            <div className={warningBox} role="status" data-testid="contrast-warning">
              <Icon icon={TriangleAlert} size={20} />
              <div>
                <p className={css({ fontWeight: 'semibold' })}>
                  {t('Some text will be hard to read (WCAG AA asks for 4.5:1):')}
                </p>
                <ul>
                  {problems.map((problem) => (
                    <li key={problem.pair}>
                      {t('@pair: @ratio:1', {
                        '@pair': pairName(problem.field),
                        '@ratio': formatNumber(problem.ratio),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          )}
          <div className={grid}>
            {COLOURS.map(({ key, label }) => (
              <Controller
                key={key}
                control={control}
                name={key}
                render={({ field, fieldState }) => {
                  const message = fieldMessageProps(fieldState.error, t);
                  return (
                    <ColorPicker
                      ref={field.ref}
                      label={t(label)}
                      value={field.value}
                      presets={PRESETS}
                      onValueChange={(hex) => field.onChange(hex)}
                      error={message.error ?? message.serverError ?? undefined}
                    />
                  );
                }}
              />
            ))}
          </div>
        </fieldset>

        <fieldset className={group}>
          <legend className={legend}>{t('Type and shape')}</legend>
          <div className={grid}>
            <FormField control={control} name="font" label={t('Font')}>
              <Controller
                control={control}
                name="font"
                render={({ field }) => (
                  <Select
                    name="font"
                    ref={field.ref}
                    options={APPEARANCE_FONTS.map((font) => ({ value: font, label: font }))}
                    value={[field.value]}
                    onValueChange={([value]) => value && field.onChange(value)}
                    onBlur={field.onBlur}
                  />
                )}
              />
            </FormField>
            <Controller
              control={control}
              name="roundness"
              render={({ field, fieldState }) => {
                const { error, serverError } = fieldMessageProps(fieldState.error, t);
                return (
                  <RadioGroup
                    label={t('Corners')}
                    name="roundness"
                    orientation="horizontal"
                    ref={field.ref}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    error={error ?? serverError}
                    options={[
                      { value: 'square', label: t('Square') },
                      { value: 'soft', label: t('Soft') },
                      { value: 'round', label: t('Round') },
                    ]}
                  />
                );
              }}
            />
          </div>
        </fieldset>

        <fieldset className={group}>
          <legend className={legend}>{t('Images')}</legend>
          {IMAGES.map(({ key, label, help, shape }) => (
            <Controller
              key={key}
              control={control}
              name={key}
              render={({ field, fieldState }) => (
                <ImageUpload
                  label={t(label)}
                  helpText={t(help)}
                  shape={shape}
                  name={key}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  maxFileSize={MAX_IMAGE_BYTES}
                  upload={async (file) => (await upload.mutateAsync(file)).url}
                  uploadErrorMessage={uploadRefusal}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </fieldset>

        <fieldset className={group}>
          <legend className={legend}>{t('Storefront sections')}</legend>
          <div className={grid}>
            {CHOICES.map(({ key, label, options }) => (
              <FormField key={key} control={control} name={key} label={t(label)}>
                <Controller
                  control={control}
                  name={key}
                  render={({ field }) => (
                    <Select
                      name={key}
                      ref={field.ref}
                      options={options.map((option) => ({ value: option.value, label: t(option.label) }))}
                      value={[field.value]}
                      onValueChange={([value]) => value && field.onChange(value)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </FormField>
            ))}
          </div>
        </fieldset>
        <div>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('Save')}
          </Button>
        </div>
      </form>
      <AppearancePreview appearance={theme} />
    </div>
  );
}

/** The appearance the form starts from. */
export const loader: PageLoader = async (args) => {
  await queryClientOf(args).prefetchQuery(storefrontAppearanceQueryOptions());
  return null;
};

/** /settings/storefront/appearance: GET and POST settings/storefront/appearance. */
export function StorefrontAppearancePage() {
  const { t } = useTranslation();
  const query = useQuery(storefrontAppearanceQueryOptions());
  return (
    <Page
      title={t('Storefront appearance')}
      back={<BackLink to="/settings/storefront" title={t('Storefront settings')} />}
    >
      {query.data ? (
        <AppearanceForm initial={query.data} />
      ) : query.isError ? (
        <ErrorScreen />
      ) : (
        <div aria-busy="true">
          <span className={css({ srOnly: true })}>{t('Loading')}</span>
          <SkeletonText lines={6} />
        </div>
      )}
    </Page>
  );
}

export { StorefrontAppearancePage as Component };
