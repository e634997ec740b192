import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
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
import {
  Avatar,
  Button,
  EmptyState,
  Field,
  Input,
  Pagination,
  pagingFromMeta,
  Skeleton,
  useWideLayout,
} from '@/ui';
import { CardList, ListCard } from '../../shared/CardList';
import { formatServerDateTime } from '../../shared/dates';
import { ListChoice } from '../../shared/list-controls';
import { PageTitle } from '../../shared/PageTitle';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { numericCellStyle, pageStyle, tableStyle, tableWrapStyle, toolbarStyle } from '../../shared/styles';
import { useListParams } from '../../shared/use-list-params';
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
  const { params, page, update, setPage, clear } = useListParams();
  const uid = Number.parseInt(params.get('uid') ?? '', 10);
  const typeParam = params.get('type');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const query: TransactionListQuery = {
    page,
    ...(uid > 0 ? { uid } : {}),
    ...(isType(typeParam) ? { type: typeParam } : {}),
    ...(DAY.test(from) ? { date_from: `${from} 00:00:00` } : {}),
    ...(DAY.test(to) ? { date_to: `${to} 23:59:59` } : {}),
  };
  return {
    values: { uid: uid > 0 ? String(uid) : '', type: isType(typeParam) ? typeParam : '', from, to },
    query,
    update,
    setPage,
    clear,
    filtered: params.toString() !== '' && !(params.size === 1 && params.has('page')),
  };
}

/** /settings/incentives/transactions: every movement of points, newest first, 25 per page. */
export function TransactionsListPage() {
  const { t, formatNumber, langcode } = useTranslation();
  const { values, query, update, setPage, clear, filtered } = useTransactionFilters();
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
        <ListChoice
          label={t('Person')}
          className={css({ minWidth: '56', flex: '1 1 14rem' })}
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
        <Field label={t('From')} className={css({ width: '44' })}>
          <Input
            type="date"
            value={values.from}
            max={values.to || undefined}
            onChange={(event) => update({ from: event.target.value || undefined })}
          />
        </Field>
        <Field label={t('To')} className={css({ width: '44' })}>
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
          <Pagination label={t('Transaction pages')} {...pagingFromMeta(list.data.meta, setPage)} />
        </>
      )}
    </div>
  );
}
