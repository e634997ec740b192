import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { taxonomyTermsQueryOptions } from '@/api/taxonomy';
import { useTranslation } from '@/i18n';
import { Select } from '@/ui/Select';
import type { FormValues } from '../validate';
import { IdsField } from './IdsField';

export interface TermsFieldProps {
  control: Control<FormValues>;
  /** The form's field that holds the vocabulary's machine name. */
  vocabularyField: string;
  /** Only the vocabulary's top-level terms (the categories section shows those). */
  topLevel?: boolean;
  name: string;
  /** The field's label, translated: what the list is loading the choices of. */
  label: string;
  /** The chosen terms' ids, or the text typed while a part of it is no id (when typing). */
  value: readonly number[] | string;
  onChange: (value: number[] | string) => void;
  onBlur: () => void;
}

/**
 * Terms of the vocabulary chosen in the same form, picked by name; the section stores their ids.
 * Ids stored that the vocabulary does not list stay chosen, under their number, so that opening the
 * form loses nothing; choosing another vocabulary empties the choice. Before a vocabulary is
 * chosen the list waits for it; when the terms cannot be loaded, their ids are typed instead.
 */
export function TermsField({
  control,
  vocabularyField,
  topLevel = false,
  name,
  label,
  value,
  onChange,
  onBlur,
}: TermsFieldProps) {
  const { t } = useTranslation();
  const vocabulary = useWatch({ control, name: vocabularyField });
  const machineName = typeof vocabulary === 'string' ? vocabulary.trim() : '';
  const terms = useQuery({
    ...taxonomyTermsQueryOptions({ machine_name: machineName, ...(topLevel ? { parent: 0 } : {}) }),
    enabled: machineName !== '',
  });
  // The terms of the vocabulary the form opened with are the ones stored; another vocabulary's are not.
  const shownFor = useRef(machineName);
  useEffect(() => {
    if (shownFor.current === machineName) return;
    shownFor.current = machineName;
    onChange([]);
  }, [machineName, onChange]);

  if (terms.isError)
    return (
      <IdsField
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        note={t('The terms could not be loaded: enter their ids, separated by commas.')}
      />
    );
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const listed = (terms.data ?? []).map((term) => ({ value: String(term.tid), label: term.name }));
  const options = [
    ...listed,
    ...chosen
      .filter((id) => !listed.some((option) => option.value === id))
      .map((id) => ({ value: id, label: id })),
  ];
  const waiting = machineName === '' || terms.isPending;
  return (
    <Select
      multiple
      clearable
      name={name}
      options={options}
      value={chosen}
      disabled={waiting}
      placeholder={
        machineName === ''
          ? t('Choose a vocabulary first')
          : terms.isPending
            ? t('Loading the choices for @label', { '@label': label })
            : undefined
      }
      onValueChange={(ids) => onChange(ids.map(Number))}
      onBlur={onBlur}
    />
  );
}
