import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { css, cx } from 'styled-system/css';
import {
  TRANSACTION_TYPES,
  type Transaction,
  type TransactionListQuery,
  type TransactionType,
  transactionsQueryOptions,
} from '@/api/incentives-transactions';
import { allUsersQueryOptions } from '@/api/users';
import { useTranslation } from '@/i18n';
import { Avatar, Button, EmptyState, Field, Input, Skeleton } from '@/ui';
import { CardList, ListCard } from '../../shared/CardList';
import { formatServerDateTime } from '../../shared/dates';
import { NativeSelect } from '../../shared/NativeSelect';
import { Pager } from '../../shared/Pager';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { numericCellStyle, pageStyle, tableStyle, tableWrapStyle, toolbarStyle } from '../../shared/styles';
import { useWideLayout } from '../../shared/use-wide-layout';
import { signedPoints, TYPE_LABELS } from './transaction-text';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isType = (value: string | null): value is TransactionType =>
  TRANSACTION_TYPES.some((type) => type === value);

const pointsTone = css({
  '&[data-sign=plus]': { color: 'success' },
  '&[data-sign=minus]': { color: 'error' },
  fontWeight: 'semibold',
});
const detailsLink = css({ color: 'primary', fontWeight: 'semibold' });
const signOf = (points: number) => (points > 0 ? 'plus' : points < 0 ? 'minus' : undefined);
const detailsPath = (transaction: Transaction) => `/settings/incentives/transactions/${transaction.id}`;

/** Filters live in the URL (uid, type, from, to, page); dates become the server's UTC format. */
function useTransactionFilters() {
  const [params, setParams] = useSearchParams();
  const uid = Number.parseInt(params.get('uid') ?? '', 10);
  const typeParam = params.get('type');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(Number.parseInt(params.get('page') ?? '0', 10) || 0, 0);
  const query: TransactionListQuery = {
    page,
    ...(uid > 0 ? { uid } : {}),
    ...(isType(typeParam) ? { type: typeParam } : {}),
    ...(DAY.test(from) ? { date_from: `${from} 00:00:00` } : {}),
    ...(DAY.test(to) ? { date_to: `${to} 23:59:59` } : {}),
  };
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return {
    values: { uid: uid > 0 ? String(uid) : '', type: isType(typeParam) ? typeParam : '', from, to },
    query,
    update,
    clear: () => setParams({}),
    filtered: params.toString() !== '' && !(params.size === 1 && params.has('page')),
  };
}

/** /settings/incentives/transactions: every movement of points, newest first, 25 per page. */
export function TransactionsListPage() {
  const { t, formatNumber, langcode } = useTranslation();
  const { values, query, update, clear, filtered } = useTransactionFilters();
  const list = useQuery({ ...transactionsQueryOptions(query), placeholderData: keepPreviousData });
  const wide = useWideLayout();
  const people = useQuery(allUsersQueryOptions());
  const sortedPeople = [...(people.data?.data ?? [])].sort((a, b) =>
    a.full_name.localeCompare(b.full_name, langcode),
  );

  return (
    <div className={pageStyle} aria-busy={list.isFetching}>
      <PageTitle
        title={t('Transactions')}
        back={{ to: '/settings/incentives', title: t('Incentives settings') }}
      />
      <search aria-label={t('Filter transactions')} className={toolbarStyle}>
        <Field label={t('Person')} className={css({ minWidth: '14rem', flex: '1 1 14rem' })}>
          <NativeSelect
            value={values.uid}
            onChange={(event) => update({ uid: event.target.value || undefined })}
            disabled={people.isPending}
          >
            <option value="">{t('Everyone')}</option>
            {sortedPeople.map((person) => (
              <option key={person.uid} value={String(person.uid)}>
                {person.full_name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('Type')} className={css({ minWidth: '10rem' })}>
          <NativeSelect
            value={values.type}
            onChange={(event) => update({ type: event.target.value || undefined })}
          >
            <option value="">{t('Any')}</option>
            {TRANSACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(TYPE_LABELS[type])}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label={t('From')} className={css({ width: '11rem' })}>
          <Input
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
        </Field>
        <Field label={t('To')} className={css({ width: '11rem' })}>
          <Input
            type="date"
            value={values.to}
            min={values.from || undefined}
            onChange={(event) => update({ to: event.target.value || undefined })}
          />
        </Field>
        {filtered && (
          <Button variant="ghost" onClick={clear}>
            {t('Clear filters')}
          </Button>
        )}
      </search>
      {list.isPending ? (
        <Skeleton height={400} />
      ) : list.isError ? (
        <QueryErrorState error={list.error} onRetry={() => list.refetch()} />
      ) : list.data.data.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title={filtered ? t('No transactions match these filters') : t('No transactions yet')}
        />
      ) : (
        <>
          {wide ? (
            <div className={tableWrapStyle}>
              <table className={tableStyle}>
                <caption className={css({ srOnly: true })}>{t('Transactions')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('Date')}</th>
                    <th scope="col">{t('Person')}</th>
                    <th scope="col">{t('Type')}</th>
                    <th scope="col" className={numericCellStyle}>
                      {t('Points')}
                    </th>
                    <th scope="col" className={numericCellStyle}>
                      {t('Balance')}
                    </th>
                    <th scope="col">{t('Reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((transaction) => (
                    <tr key={transaction.id}>
                      <td className={css({ whiteSpace: 'nowrap' })}>
                        <RouterLink to={detailsPath(transaction)} className={detailsLink}>
                          {formatServerDateTime(transaction.created, langcode)}
                        </RouterLink>
                      </td>
                      <td>
                        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
                          <Avatar
                            name={transaction.user.full_name}
                            src={transaction.user.avatar}
                            className={css({ width: '8!', height: '8!', fontSize: 'xs!' })}
                          />
                          {/* Whole words: the column is as wide as the longest one and the table scrolls in its box. */}
                          <span className={css({ overflowWrap: 'break-word' })}>
                            {transaction.user.full_name}
                          </span>
                        </span>
                      </td>
                      <td>{t(TYPE_LABELS[transaction.type])}</td>
                      <td className={numericCellStyle}>
                        <span className={pointsTone} data-sign={signOf(transaction.points)}>
                          {signedPoints(transaction.points, formatNumber)}
                        </span>
                      </td>
                      <td className={numericCellStyle}>{formatNumber(transaction.balance_after)}</td>
                      <td className={css({ overflowWrap: 'anywhere', minWidth: '12rem' })}>
                        {transaction.reason}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <CardList label={t('Transactions')}>
              {list.data.data.map((transaction) => (
                <ListCard
                  key={transaction.id}
                  title={
                    <>
                      <Avatar
                        name={transaction.user.full_name}
                        src={transaction.user.avatar}
                        className={css({ width: '8!', height: '8!', fontSize: 'xs!' })}
                      />
                      <span className={css({ minWidth: 0 })}>{transaction.user.full_name}</span>
                    </>
                  }
                  aside={
                    <span
                      className={cx(pointsTone, css({ whiteSpace: 'nowrap', fontSize: 'md' }))}
                      data-sign={signOf(transaction.points)}
                    >
                      {signedPoints(transaction.points, formatNumber)}
                    </span>
                  }
                  facts={[
                    {
                      label: t('Date'),
                      value: (
                        <RouterLink to={detailsPath(transaction)} className={detailsLink}>
                          {formatServerDateTime(transaction.created, langcode)}
                        </RouterLink>
                      ),
                    },
                    { label: t('Type'), value: t(TYPE_LABELS[transaction.type]) },
                    { label: t('Balance'), value: formatNumber(transaction.balance_after) },
                    { label: t('Reason'), value: transaction.reason },
                  ]}
                />
              ))}
            </CardList>
          )}
          <Pager
            meta={list.data.meta}
            onPage={(page) => update({ page: page > 0 ? String(page) : undefined })}
            label={t('Transaction pages')}
          />
        </>
      )}
    </div>
  );
}
