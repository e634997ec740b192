import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { css } from 'styled-system/css';
import {
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionListQuery,
  type TransactionType,
  transactionsQueryOptions,
} from '@/api/incentives-transactions';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { allUsersQueryOptions } from '@/api/users';
import { useTranslation } from '@/i18n';
import { pageIndexFrom } from '@/lib/page-param';
import { SERVER_DAY } from '@/lib/server-date';
import {
  Avatar,
  BackLink,
  Button,
  besideFieldControls,
  DatePicker,
  type DatePickerValueDetails,
  EmptyState,
  Field,
  Page,
  type TableColumn,
} from '@/ui';
import { formatServerDateTime } from '../../shared/dates';
import { ListChoice } from '../../shared/list-controls';
import { PagedTable } from '../../shared/PagedTable';
import { useListParams } from '../../shared/use-list-params';
import { TYPE_LABELS } from './transaction-text';

type Bound = 'from' | 'to';

const isType = (value: string | null): value is TransactionType =>
  TRANSACTION_TYPES.some((type) => type === value);

const pointsTone = css({
  '&[data-sign=plus]': { color: 'success' },
  '&[data-sign=minus]': { color: 'error' },
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
});
const detailsLink = css({ color: 'primary', fontWeight: 'semibold' });
const personStyle = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });
const avatarStyle = css({ width: '8!', height: '8!', fontSize: 'xs!' });
const signOf = (points: number) => (points > 0 ? 'plus' : points < 0 ? 'minus' : undefined);
const detailsPath = (transaction: Transaction) => `/settings/incentives/transactions/${transaction.id}`;

/** Aligned at the top: a date's message grows its field downwards and moves no other field. */
const filterBar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '4' });

/** Filters live in the URL (uid, type, from, to, page); dates become the server's UTC format. */
export function transactionFiltersFrom(params: URLSearchParams) {
  const uid = Number.parseInt(params.get('uid') ?? '', 10);
  const typeParam = params.get('type');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query: TransactionListQuery = {
    page: pageIndexFrom(params),
    ...(uid > 0 ? { uid } : {}),
    ...(isType(typeParam) ? { type: typeParam } : {}),
    ...(SERVER_DAY.test(from) ? { date_from: `${from} 00:00:00` } : {}),
    ...(SERVER_DAY.test(to) ? { date_to: `${to} 23:59:59` } : {}),
  };
  return {
    values: { uid: uid > 0 ? String(uid) : '', type: isType(typeParam) ? typeParam : '', from, to },
    query,
    filtered: params.toString() !== '' && !(params.size === 1 && params.has('page')),
  };
}

function useTransactionFilters() {
  const { params, update, setPage, clear } = useListParams();
  return { ...transactionFiltersFrom(params), update, setPage, clear };
}

export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  const { query } = transactionFiltersFrom(new URL(args.request.url).searchParams);
  await Promise.all([
    queryClient.prefetchQuery(transactionsQueryOptions(query)),
    queryClient.prefetchQuery(allUsersQueryOptions()),
  ]);
  return null;
};

/** /settings/incentives/transactions: every movement of points, newest first, 25 per page. */
export function TransactionsListPage() {
  const { t, formatNumber, formatSignedNumber, langcode } = useTranslation();
  const { values, query, update, setPage, clear, filtered } = useTransactionFilters();
  const filters = useRef<HTMLElement>(null);
  // A date typed that is no day, or outside the range, leaves the filter as it was and says why; a
  // day refused for being outside the range is taken once the other end moves to hold it.
  const [refused, setRefused] = useState<Partial<Record<Bound, { message: string; day?: string }>>>({});
  const dayFilter =
    (key: Bound) =>
    (value: string | null, { outOfRange }: DatePickerValueDetails) => {
      if (value === null || SERVER_DAY.test(value)) {
        const other = key === 'from' ? 'to' : 'from';
        const held = refused[other]?.day;
        const holds =
          held !== undefined && (value === null || (key === 'from' ? held >= value : held <= value));
        setRefused((current) => ({ ...current, [key]: undefined, ...(holds && { [other]: undefined }) }));
        update({ [key]: value ?? undefined, ...(holds && { [other]: held }) });
        return;
      }
      const bounded = key === 'from' ? values.to : values.from;
      const message = !bounded
        ? 'Enter a valid date, or choose one from the calendar.'
        : key === 'from'
          ? 'Enter a valid date no later than the end of the range.'
          : 'Enter a valid date no earlier than the start of the range.';
      setRefused((current) => ({ ...current, [key]: { message: t(message), day: outOfRange } }));
    };
  const list = useQuery({ ...transactionsQueryOptions(query), placeholderData: keepPreviousData });
  const people = useQuery(allUsersQueryOptions());
  const sortedPeople = [...(people.data?.data ?? [])].sort((a, b) =>
    a.full_name.localeCompare(b.full_name, langcode),
  );

  // A phone gets one card per movement: the person, the points beside them, the rest as facts.
  const columns: TableColumn<Transaction>[] = [
    {
      key: 'date',
      header: t('Date'),
      fit: true,
      cell: (transaction) => (
        <RouterLink to={detailsPath(transaction)} className={detailsLink}>
          {formatServerDateTime(transaction.created, langcode)}
        </RouterLink>
      ),
    },
    {
      key: 'person',
      header: t('Person'),
      card: 'title',
      cell: (transaction) => (
        <span className={personStyle}>
          <Avatar name={transaction.user.full_name} src={transaction.user.avatar} className={avatarStyle} />
          {/* Whole words: the column is as wide as the longest one and the table scrolls in its box. */}
          <span className={css({ minWidth: 0, overflowWrap: 'break-word' })}>
            <bdi>{transaction.user.full_name}</bdi>
          </span>
        </span>
      ),
    },
    { key: 'type', header: t('Type'), cell: (transaction) => t(TYPE_LABELS[transaction.type]) },
    {
      key: 'points',
      header: t('Points'),
      align: 'end',
      card: 'aside',
      fit: true,
      cell: (transaction) => (
        <span className={pointsTone} data-sign={signOf(transaction.points)}>
          {formatSignedNumber(transaction.points)}
        </span>
      ),
    },
    {
      key: 'balance',
      header: t('Balance'),
      align: 'end',
      fit: true,
      cell: (transaction) => formatNumber(transaction.balance_after),
    },
    {
      key: 'reason',
      header: t('Reason'),
      cell: (transaction) => (
        <span className={css({ overflowWrap: 'anywhere' })}>
          <bdi>{transaction.reason}</bdi>
        </span>
      ),
    },
  ];

  return (
    <Page
      title={t('Transactions')}
      back={<BackLink to="/settings/incentives" title={t('Incentives settings')} />}
      aria-busy={list.isFetching}
    >
      <search ref={filters} aria-label={t('Filter transactions')} className={filterBar}>
        <ListChoice
          label={t('Person')}
          className={css({ minWidth: '56', flex: '1 1 token(sizes.56)' })}
          value={values.uid}
          onChange={(value) => update({ uid: value })}
          disabled={people.isPending}
          options={[
            { value: 'everyone', label: t('Everyone') },
            ...sortedPeople.map((person) => ({ value: String(person.uid), label: person.full_name })),
          ]}
        />
        <ListChoice
          label={t('Type')}
          className={css({ minWidth: '40' })}
          value={values.type}
          onChange={(value) => update({ type: value })}
          options={[
            { value: 'any', label: t('Any') },
            ...TRANSACTION_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) })),
          ]}
        />
        <Field label={t('From')} className={css({ width: '48' })} error={refused.from?.message}>
          <DatePicker
            value={values.from || null}
            max={values.to || undefined}
            onValueChange={dayFilter('from')}
          />
        </Field>
        <Field label={t('To')} className={css({ width: '48' })} error={refused.to?.message}>
          <DatePicker
            value={values.to || null}
            min={values.from || undefined}
            onValueChange={dayFilter('to')}
          />
        </Field>
        {(filtered || refused.from || refused.to) && (
          <Button
            variant="ghost"
            className={besideFieldControls}
            onClick={() => {
              clear();
              setRefused({});
              // The button goes with the filters: the focus goes to the first of them.
              filters.current?.querySelector<HTMLElement>('[role=combobox]')?.focus();
            }}
          >
            {t('Clear filters')}
          </Button>
        )}
      </search>
      <PagedTable
        list={list}
        caption={t('Transactions')}
        columns={columns}
        rowKey={(transaction) => String(transaction.id)}
        pagesLabel={t('Transaction pages')}
        onPage={setPage}
        empty={
          <EmptyState
            icon={ReceiptText}
            title={filtered ? t('No transactions match these filters') : t('No transactions yet')}
          />
        }
      />
    </Page>
  );
}

export { TransactionsListPage as Component };
