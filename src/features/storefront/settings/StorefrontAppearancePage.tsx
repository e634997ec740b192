import { Field as ArkField } from '@ark-ui/react/field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { css } from 'styled-system/css';
import { type FieldErrorMap, fieldErrorAt, isApiError } from '@/api/errors';
import {
  type StorefrontAppearance,
  saveStorefrontAppearanceMutationOptions,
  storefrontAppearanceQueryOptions,
} from '@/api/storefront';
import { useTranslation } from '@/i18n';
import { BackLink, Button, ErrorScreen, Field, Input, inputRecipe, Page, SkeletonText } from '@/ui';
import { toast } from '@/ui/Toast';
import { GENERIC_ERROR, SAVED_MESSAGE } from '../editor/StorefrontEditorPage';

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
const form = css({ display: 'grid', gap: '6', maxWidth: '3xl' });
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' });
const swatch = css({
  width: '10',
  height: '10',
  padding: '0.5',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'surface',
  flexShrink: 0,
});

type ColourKey = 'background_color' | 'text_color' | 'accent_color';
type ChoiceKey = 'section_spacing' | 'content_width' | 'card_style';

const COLOURS: { key: ColourKey; label: string }[] = [
  { key: 'background_color', label: 'Background colour' },
  { key: 'text_color', label: 'Text colour' },
  { key: 'accent_color', label: 'Accent colour' },
];
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

function AppearanceForm({ initial }: { initial: StorefrontAppearance }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The form keeps its own copy: a failed save refetches the settings but never throws the edits away.
  const [values, setValues] = useState<StorefrontAppearance>(initial);
  const [clientErrors, setClientErrors] = useState<Partial<Record<ColourKey, string>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrorMap | undefined>();
  const mutation = useMutation({
    ...saveStorefrontAppearanceMutationOptions(queryClient),
    onSuccess: (saved, ...rest) => {
      saveStorefrontAppearanceMutationOptions(queryClient).onSuccess?.(saved, ...rest);
      setServerErrors(undefined);
      // docs/product.md §8: the success notice only when the response has data, else the generic one.
      if (saved) toast.success(t(SAVED_MESSAGE));
      else toast.error(t(GENERIC_ERROR));
    },
    onError: (error, ...rest) => {
      saveStorefrontAppearanceMutationOptions(queryClient).onError?.(error, ...rest);
      setServerErrors(isApiError(error) ? error.fieldErrors : undefined);
      toast.error(t(GENERIC_ERROR));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: Partial<Record<ColourKey, string>> = {};
    for (const { key } of COLOURS)
      if (!HEX.test(values[key])) errors[key] = t('Enter a colour such as #1f5fbf.');
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) return;
    mutation.mutate(values);
  };

  return (
    <form className={form} onSubmit={submit} noValidate aria-label={t('Storefront appearance')}>
      <div className={grid}>
        {COLOURS.map(({ key, label }) => (
          <Field
            key={key}
            label={t(label)}
            required
            error={clientErrors[key]}
            serverError={fieldErrorAt(serverErrors, key)}
          >
            <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
              <input
                type="color"
                className={swatch}
                aria-label={t('Pick @label', { '@label': t(label) })}
                value={/^#[0-9a-f]{6}$/i.test(values[key]) ? values[key] : '#ffffff'}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
              />
              <Input
                name={key}
                dir="ltr"
                value={values[key]}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
              />
            </div>
          </Field>
        ))}
        {CHOICES.map(({ key, label, options }) => (
          <Field key={key} label={t(label)} serverError={fieldErrorAt(serverErrors, key)}>
            <ArkField.Select
              name={key}
              className={inputRecipe()}
              value={values[key]}
              onChange={(event) =>
                setValues((current) => ({ ...current, [key]: event.target.value }) as StorefrontAppearance)
              }
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </ArkField.Select>
          </Field>
        ))}
      </div>
      <div
        className={css({ padding: '6', borderRadius: 'l3', borderWidth: '1px', borderColor: 'border' })}
        style={{
          backgroundColor: HEX.test(values.background_color) ? values.background_color : undefined,
          color: HEX.test(values.text_color) ? values.text_color : undefined,
        }}
        data-testid="appearance-preview"
      >
        <p className={css({ fontWeight: 'semibold' })}>{t('Preview')}</p>
        <p>{t('Sections use these colours unless they set their own.')}</p>
        <span
          className={css({
            display: 'inline-block',
            marginBlockStart: '2',
            paddingInline: '3',
            paddingBlock: '1',
            borderRadius: 'l2',
            color: 'white',
            fontWeight: 'semibold',
          })}
          style={{ backgroundColor: HEX.test(values.accent_color) ? values.accent_color : undefined }}
        >
          {t('Accent')}
        </span>
      </div>
      <div>
        <Button type="submit" loading={mutation.isPending}>
          {t('Save')}
        </Button>
      </div>
    </form>
  );
}

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
