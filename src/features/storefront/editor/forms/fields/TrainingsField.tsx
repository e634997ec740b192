import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { type TrainingsQuery, trainingsQueryOptions } from '@/api/trainings';
import { useTranslation } from '@/i18n';
import { Combobox } from '@/ui/Combobox';
import { IdsField } from './IdsField';

/** How many matches a search shows: enough to choose from, few enough to read. */
const MATCHES = 20;
/** The trainings a section may show, as its own query asks for them (src/api/trainings.ts). */
const SECTION_FLAGS = { include_own: 1, linked: 1, multilingual: 1 } as const satisfies TrainingsQuery;

export interface TrainingsFieldProps {
  name: string;
  /** The chosen trainings' ids in the section's order, or the text typed while a part is no id (when typing). */
  value: readonly number[] | string;
  onChange: (value: number[] | string) => void;
  onBlur: () => void;
}

/**
 * Hand-picked trainings, found by their title (`GET trainings` with `s`), in the order chosen, the
 * section showing them in that order; the section stores their ids. The chosen ones are listed by
 * title in that order, each with buttons to move it earlier or later and to remove it. Ids no training has any more stay chosen,
 * under their number, so that opening the form loses nothing. When the trainings cannot be
 * searched, their ids are typed instead. Inside the Field SectionForm renders.
 */
export function TrainingsField({ name, value, onChange, onBlur }: TrainingsFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // Typing stays quick while the matches render: React renders them for the words typed once it can.
  const words = useDeferredValue(text.trim());
  const ids = Array.isArray(value) ? value : [];
  const matches = useQuery({
    ...trainingsQueryOptions({ ...SECTION_FLAGS, s: words, limit: MATCHES }),
    enabled: words !== '',
    placeholderData: keepPreviousData,
  });
  const chosen = useQuery({
    ...trainingsQueryOptions({ ...SECTION_FLAGS, id: [...ids], limit: ids.length }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
  // Once a load has failed the ids are typed for as long as the form is open: what the user types
  // changes the queries, and a fresh one must not take the field from under their hands.
  const [typing, setTyping] = useState(false);
  // The titles of the trainings chosen from the matches, shown until the chosen ones' own load has them.
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  if ((matches.isError || chosen.isError) && !typing) setTyping(true);
  if (typing || matches.isError || chosen.isError)
    return (
      <IdsField
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        note={t('The trainings could not be loaded: enter their ids, separated by commas.')}
      />
    );
  const titles = new Map((chosen.data?.data ?? []).map((training) => [training.id, training.title]));
  const matched = (words === '' ? [] : (matches.data?.data ?? [])).filter(
    (training) => !ids.includes(training.id),
  );
  const options = [
    ...ids.map((id) => ({ value: String(id), label: titles.get(id) ?? picked.get(id) ?? String(id) })),
    ...matched.map((training) => ({ value: String(training.id), label: training.title })),
  ];
  return (
    <Combobox
      multiple
      ordered
      name={name}
      options={options}
      value={ids.map(String)}
      placeholder={t('Search trainings by title')}
      onSearch={setText}
      onValueChange={(values) => {
        const chosenNow = matched.filter((training) => values.includes(String(training.id)));
        if (chosenNow.length > 0)
          setPicked(
            (known) =>
              new Map([...known, ...chosenNow.map((training) => [training.id, training.title] as const)]),
          );
        onChange(values.map(Number));
      }}
      onBlur={onBlur}
    />
  );
}
