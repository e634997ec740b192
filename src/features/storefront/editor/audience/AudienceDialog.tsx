import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { css } from 'styled-system/css';
import { type RestrictionType, type StorefrontType, storefrontSettingsQueryOptions } from '@/api/storefront';
import { useTranslation } from '@/i18n';
import { Button, Checkbox, Field, Select, SkeletonText } from '@/ui';
import { Dialog } from '@/ui/Dialog';
import {
  type AudienceValues,
  audienceFromRestrictions,
  hasAnyCriterion,
  isSingleSelect,
  type Restriction,
  restrictionsFromAudience,
  restrictionTypesFor,
} from '../model';
import { type RestrictionOption, useRestrictionOptions } from './use-restriction-options';

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, token(sizes.72)), 1fr))',
  gap: '6',
  alignItems: 'start',
});
const checkList = css({
  display: 'grid',
  gap: '1',
  // About the heights of the kit's open lists (src/ui/listbox.ts), in the spacing scale.
  maxHeight: '72',
  minHeight: '36',
  overflowY: 'auto',
  padding: '2',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  bg: 'surface',
});
const checkRow = css({ paddingInline: '2', paddingBlock: '1', borderRadius: 'l1', _hover: { bg: 'muted' } });
const legend = css({ fontWeight: 'semibold', fontSize: 'sm', marginBlockEnd: '1.5' });

const same = (a: unknown, b: unknown) => String(a) === String(b);

interface CriterionProps {
  restriction: RestrictionType;
  single: boolean;
  value: AudienceValues[string];
  onChange: (value: AudienceValues[string]) => void;
}

/** One dropdown of the dialog: single-select as a select, multi-select as a list of checkboxes. */
function Criterion({ restriction, single, value, onChange }: CriterionProps) {
  const { t } = useTranslation();
  const { options, isPending, isError } = useRestrictionOptions(restriction);
  const label = t(restriction.label);
  if (isPending) {
    return (
      <div aria-busy="true">
        <p className={legend}>{label}</p>
        <SkeletonText lines={2} />
        <span className={css({ srOnly: true })}>
          {t('Loading the choices for @label', { '@label': label })}
        </span>
      </div>
    );
  }
  if (isError) {
    return (
      <div>
        <p className={legend}>{label}</p>
        <p role="alert" className={css({ color: 'error', fontSize: 'sm' })}>
          {t('The choices could not be loaded.')}
        </p>
      </div>
    );
  }
  if (single) {
    const selected = Array.isArray(value) ? value[0] : value;
    return (
      <Field label={label}>
        <Select
          clearable
          placeholder={t('Anyone')}
          options={options.map((option: RestrictionOption) => ({
            value: String(option.value),
            label: option.label,
          }))}
          value={selected === null || selected === undefined ? [] : [String(selected)]}
          onValueChange={([chosen]) => {
            const option = options.find((candidate) => same(candidate.value, chosen));
            onChange(option ? option.value : null);
          }}
        />
      </Field>
    );
  }
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return (
    <fieldset>
      <legend className={legend}>{label}</legend>
      {options.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('Nothing to choose from yet.')}</p>
      ) : (
        <div className={checkList}>
          {options.map((option) => (
            <div key={String(option.value)} className={checkRow}>
              <Checkbox
                value={String(option.value)}
                checked={list.some((item) => same(item, option.value))}
                onCheckedChange={(checked) =>
                  onChange(
                    checked ? [...list, option.value] : list.filter((item) => !same(item, option.value)),
                  )
                }
              >
                {option.label}
              </Checkbox>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}

export interface AudienceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  audience: StorefrontType;
  current: readonly Restriction[];
  onSave: (restrictions: Restriction[]) => void;
}

/**
 * 'Set a target audience' (docs/product.md §2, §5): one dropdown per restriction type
 * the settings list — every type for registered users, language and
 * organizations otherwise — and at least one criterion.
 */
export function AudienceDialog({ open, onOpenChange, audience, current, onSave }: AudienceDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const settings = useQuery({ ...storefrontSettingsQueryOptions(), enabled: open });
  const [values, setValues] = useState<AudienceValues>(() => audienceFromRestrictions(current));
  const [error, setError] = useState<string | null>(null);
  const available = settings.data?.restrictions ?? [];
  const offered = restrictionTypesFor(
    audience,
    available.map((restriction) => restriction.type),
  )
    .map((type) => available.find((restriction) => restriction.type === type))
    .filter((restriction): restriction is RestrictionType => restriction !== undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!hasAnyCriterion(values)) {
      setError(t('Select at least one criteria.'));
      return;
    }
    setError(null);
    onSave(restrictionsFromAudience(values));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="fullPage"
      title={t('Set a target audience')}
      description={t('Preview the storefront as the people who match every criterion you choose.')}
      closeOnInteractOutside={false}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={!settings.data}>
            {t('Save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className={css({ display: 'grid', gap: '6' })}>
        {error ? (
          <p role="alert" className={css({ color: 'error', fontWeight: 'semibold' })}>
            {error}
          </p>
        ) : null}
        {settings.isPending ? (
          <div aria-busy="true" className={grid}>
            <SkeletonText lines={3} />
            <SkeletonText lines={3} />
            <span className={css({ srOnly: true })}>{t('Loading')}</span>
          </div>
        ) : settings.isError ? (
          <p role="alert" className={css({ color: 'error' })}>
            {t('Something went wrong, please try again.')}
          </p>
        ) : (
          <div className={grid}>
            {offered.map((restriction) => (
              <Criterion
                key={restriction.type}
                restriction={restriction}
                single={isSingleSelect(restriction.type, audience)}
                value={values[restriction.type]}
                onChange={(value) => {
                  setValues((previous) => ({ ...previous, [restriction.type]: value }));
                  setError(null);
                }}
              />
            ))}
          </div>
        )}
      </form>
    </Dialog>
  );
}
