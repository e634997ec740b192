import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { vocabulariesQueryOptions } from '@/api/taxonomy';
import { useTranslation } from '@/i18n';
import { Input } from '@/ui/Input';
import { Select } from '@/ui/Select';

const note = css({ fontSize: 'sm', color: 'fg.muted', margin: 0 });

export interface VocabularyFieldProps {
  name: string;
  /** The field's label, translated: what the list is loading the choices of. */
  label: string;
  /** The vocabulary's machine name, as the section stores it; '' for none yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * A vocabulary chosen by its name from the site's (`GET vocabularies`); the section stores its
 * machine name. One stored that the site no longer lists stays a choice, under its machine name,
 * so that opening the form loses nothing. When the list cannot be loaded, the machine name is
 * typed instead, as before there was a list. Inside the Field SectionForm renders.
 */
export function VocabularyField({ name, label, value, onChange, onBlur }: VocabularyFieldProps) {
  const { t } = useTranslation();
  const vocabularies = useQuery(vocabulariesQueryOptions());
  const noteId = useId();
  if (vocabularies.isError)
    return (
      <>
        <Input
          name={name}
          value={value}
          aria-describedby={noteId}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <p id={noteId} className={note}>
          {t('The vocabularies could not be loaded: enter the machine name of one, such as topics.')}
        </p>
      </>
    );
  const listed = (vocabularies.data ?? []).map((vocabulary) => ({
    value: vocabulary.taxonomy,
    label: vocabulary.name,
  }));
  const options =
    value === '' || listed.some((option) => option.value === value)
      ? listed
      : [...listed, { value, label: value }];
  return (
    <Select
      name={name}
      options={options}
      value={value === '' ? [] : [value]}
      disabled={vocabularies.isPending}
      placeholder={
        vocabularies.isPending ? t('Loading the choices for @label', { '@label': label }) : undefined
      }
      onValueChange={([chosen]) => {
        if (chosen === undefined) return;
        onChange(chosen);
        // Choosing is the whole answer, as a tick is.
        onBlur();
      }}
      onBlur={onBlur}
    />
  );
}
