import { Field as ArkField } from '@ark-ui/react/field';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { type PeopleQuery, peopleQueryOptions } from '@/api/availability';
import { organizationsQueryOptions } from '@/api/organizations';
import { useTranslation } from '@/i18n';
import { Avatar, Button, Field, IconButton, Input, Skeleton } from '@/ui';
import { inputRecipe } from '@/ui/input-recipe';

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
  borderWidth: '1px',
  borderColor: 'transparent',
  _hover: { bg: 'muted' },
  '&[aria-current=true]': { bg: 'primary.subtle', borderColor: 'primary' },
});
const name = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const meta = css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' });

export interface PeopleListProps {
  selectedUid: number | undefined;
  onSelect: (uid: number, fullName: string) => void;
}

/** The people whose calendars a manager can open: search, organisation filter, 25 a page. */
export function PeopleList({ selectedUid, onSelect }: PeopleListProps) {
  const { t, formatPlural } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<PeopleQuery>({ page: 0 });
  const organizations = useQuery(organizationsQueryOptions());
  const people = useQuery({ ...peopleQueryOptions(query), placeholderData: keepPreviousData });
  const page = query.page ?? 0;
  const totalPages = people.data?.meta.totalPages ?? 1;

  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: 'bold', margin: 0 })}>
        {t('People')}
      </h2>
      <search>
        <form
          className={css({ display: 'grid', gap: '3' })}
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ ...query, page: 0, search: search.trim() || undefined });
          }}
        >
          <div className={css({ display: 'flex', alignItems: 'flex-end', gap: '2' })}>
            <Field label={t('Search by name')} className={css({ flex: 1 })}>
              <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
            </Field>
            <IconButton type="submit" icon={Search} variant="outline" label={t('Search')} />
          </div>
          <Field label={t('Organisation')}>
            <ArkField.Select
              className={inputRecipe({})}
              value={query.organization ?? ''}
              disabled={!organizations.data}
              onChange={(event) =>
                setQuery({
                  ...query,
                  page: 0,
                  organization: event.target.value ? Number(event.target.value) : undefined,
                })
              }
            >
              <option value="">{t('All organisations')}</option>
              {organizations.data?.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </ArkField.Select>
          </Field>
        </form>
      </search>
      {people.isPending ? (
        <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
          <span className={css({ srOnly: true })}>{t('Loading people')}</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={40} />
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
                    <bdi className={name}>{entry.full_name}</bdi>
                    <span className={meta}>
                      {[
                        entry.organization,
                        formatPlural(entry.upcoming_slots, '@count upcoming slot', '@count upcoming slots'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {totalPages > 1 && (
            <nav
              aria-label={t('Pages of people')}
              className={css({ display: 'flex', alignItems: 'center', gap: '2' })}
            >
              <IconButton
                icon={ChevronLeft}
                mirrored
                variant="outline"
                size="sm"
                label={t('Previous page')}
                disabled={page === 0}
                onClick={() => setQuery({ ...query, page: page - 1 })}
              />
              <span className={meta}>
                {t('Page @page of @total', { '@page': page + 1, '@total': totalPages })}
              </span>
              <IconButton
                icon={ChevronRight}
                mirrored
                variant="outline"
                size="sm"
                label={t('Next page')}
                disabled={people.data.meta.isLastPage}
                onClick={() => setQuery({ ...query, page: page + 1 })}
              />
            </nav>
          )}
        </>
      )}
    </section>
  );
}
