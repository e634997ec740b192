import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { type PeopleQuery, peopleQueryOptions } from '@/api/availability';
import { peopleQuerySchema } from '@/api/availability.schemas';
import { organizationsQueryOptions } from '@/api/organizations';
import { useTranslation } from '@/i18n';
import {
  Avatar,
  Button,
  Field,
  IconButton,
  Input,
  Pagination,
  pagingFromMeta,
  Select,
  Skeleton,
  tokenVar,
} from '@/ui';
import { FormField, useZodForm } from '@/ui/form';

const panel = css({ display: 'grid', gap: '3', alignContent: 'start', minWidth: 0 });
const list = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1' });
const person = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: '100%',
  paddingBlock: '2',
  paddingInline: '2',
  borderRadius: 'l2',
  textAlign: 'start',
  cursor: 'pointer',
  borderWidth: 'thin',
  borderColor: 'transparent',
  _hover: { bg: 'muted' },
  '&[aria-current=true]': { bg: 'primary.subtle', borderColor: 'primary' },
});
const name = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const meta = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });

/** The search box of the contract's people query (`peopleQuerySchema`): any text, empty for everyone. */
const searchSchema = peopleQuerySchema.pick({ search: true }).required();

/** The list's query when it is first rendered: everyone, first page. */
export const FIRST_PEOPLE_QUERY: PeopleQuery = { page: 0 };

export interface PeopleListProps {
  selectedUid: number | undefined;
  onSelect: (uid: number, fullName: string) => void;
}

/** The people whose calendars a manager can open: search, organisation filter, 25 a page. */
export function PeopleList({ selectedUid, onSelect }: PeopleListProps) {
  const { t, formatPlural } = useTranslation();
  const headingId = useId();
  const [query, setQuery] = useState<PeopleQuery>(FIRST_PEOPLE_QUERY);
  const form = useZodForm(searchSchema, { defaultValues: { search: '' } });
  const onSearch = form.handleSubmit(({ search }) =>
    setQuery((current) => ({ ...current, page: 0, search: search.trim() || undefined })),
  );
  const organizations = useQuery(organizationsQueryOptions());
  const organizationOptions = useMemo(
    () =>
      (organizations.data ?? []).map((organization) => ({
        value: String(organization.id),
        label: organization.name,
      })),
    [organizations.data],
  );
  const people = useQuery({ ...peopleQueryOptions(query), placeholderData: keepPreviousData });

  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'bold', margin: 0 })}>
        {t('People')}
      </h2>
      <search className={css({ display: 'grid', gap: '3' })}>
        <form noValidate onSubmit={onSearch}>
          <div className={css({ display: 'flex', alignItems: 'flex-end', gap: '2' })}>
            <FormField
              control={form.control}
              name="search"
              label={t('Search by name')}
              className={css({ flex: 1 })}
            >
              <Input type="search" {...form.register('search')} />
            </FormField>
            <IconButton type="submit" icon={Search} variant="outline" label={t('Search')} />
          </div>
        </form>
        {/* A choice applies at once, so it sits outside the search form. */}
        <Field label={t('Organisation')}>
          <Select
            clearable
            placeholder={t('All organisations')}
            disabled={!organizations.data}
            options={organizationOptions}
            value={query.organization ? [String(query.organization)] : []}
            onValueChange={([organization]) =>
              setQuery((current) => ({
                ...current,
                page: 0,
                organization: organization ? Number(organization) : undefined,
              }))
            }
          />
        </Field>
      </search>
      {people.isPending ? (
        <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
          <span className={css({ srOnly: true })}>{t('Loading people')}</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={tokenVar('sizes.10')} />
          ))}
        </div>
      ) : people.isError ? (
        <div role="alert" className={css({ display: 'grid', gap: '2', color: 'error' })}>
          {t('The list of people could not be loaded.')}
          <Button variant="outline" size="sm" onClick={() => people.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : people.data.data.length === 0 ? (
        <p role="status" className={cx(meta, css({ margin: 0 }))}>
          {t('Nobody matches this search.')}
        </p>
      ) : (
        <>
          <p role="status" className={cx(meta, css({ margin: 0 }))}>
            {formatPlural(people.data.meta.total, '@count person', '@count people')}
          </p>
          <ul className={list} aria-labelledby={headingId} aria-busy={people.isPlaceholderData}>
            {people.data.data.map((entry) => (
              <li key={entry.uid}>
                <button
                  type="button"
                  className={person}
                  aria-current={entry.uid === selectedUid}
                  onClick={() => onSelect(entry.uid, entry.full_name)}
                >
                  <Avatar name={entry.full_name} src={entry.avatar} />
                  <span className={css({ display: 'grid', minWidth: 0 })}>
                    {/* The name is isolated inline: as a block of its own direction, a Latin name
                        would sit at the far side of an Arabic list, away from its avatar. */}
                    <span className={name}>
                      <bdi>{entry.full_name}</bdi>
                    </span>
                    <span className={meta}>
                      {/* Isolated too, so that the count reads with its words, not with the name. */}
                      {entry.organization && (
                        <>
                          <bdi>{entry.organization}</bdi>
                          {' · '}
                        </>
                      )}
                      {formatPlural(entry.upcoming_slots, '@count upcoming slot', '@count upcoming slots')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Pagination
            label={t('Pages of people')}
            siblingCount={0}
            {...pagingFromMeta(people.data.meta, (next) => setQuery({ ...query, page: next }))}
          />
        </>
      )}
    </section>
  );
}
