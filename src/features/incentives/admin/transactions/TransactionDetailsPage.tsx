import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import type { RuleEvent } from '@/api/incentives-settings';
import {
  FULFILMENT_STATUSES,
  type Fulfilment,
  type Transaction,
  transactionQueryOptions,
  updateFulfilmentMutationOptions,
} from '@/api/incentives-transactions';
import { prefetchOrNotFound } from '@/api/prefetch-or-not-found';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { Avatar, BackLink, Button, Field, Page, Select, Skeleton, Table } from '@/ui';
import { formatServerDateTime } from '../../shared/dates';
import { useNotify } from '../../shared/notices';
import { QueryErrorState } from '../../shared/QueryErrorState';
import { cardStyle } from '../../shared/styles';
import { numericParamLoader, useNumericParam } from '../../shared/use-numeric-param';
import { RULE_LABELS } from '../rule-labels';
import { useSaveFailureNotice } from '../save-feedback';
import { FULFILMENT_LABELS, TYPE_LABELS } from './transaction-text';

/** A rule is named by its event (`course_completed`), which is said in the user's language. */
function referenceLabel({ kind, label }: Transaction['reference'], t: (text: string) => string) {
  return kind === 'rule' && Object.hasOwn(RULE_LABELS, label) ? t(RULE_LABELS[label as RuleEvent]) : label;
}

const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'token(sizes.48) 1fr' },
  columnGap: '6',
  rowGap: '3',
  margin: 0,
  '& dt': { color: 'fg.muted' },
  '& dd': { margin: 0, fontWeight: 'medium', overflowWrap: 'anywhere' },
});

export const loader = numericParamLoader('id', (queryClient, id) =>
  prefetchOrNotFound(queryClient, transactionQueryOptions(id)),
);

/** /settings/incentives/transactions/{id} */
export function TransactionDetailsPage() {
  const { t, formatNumber } = useTranslation();
  const id = useNumericParam('id');
  const transaction = useQuery({ ...transactionQueryOptions(id ?? 0), enabled: id !== undefined });
  const back = { to: '/settings/incentives/transactions', title: t('Transactions') };
  // A missing transaction is the app's not-found page, not a box inside this one.
  if (id === undefined || hasStatus(transaction.error, 404)) return <NotFoundPage />;

  let body: React.ReactNode;
  if (transaction.isPending) body = <Skeleton height={320} />;
  else if (transaction.isError)
    body = <QueryErrorState error={transaction.error} onRetry={() => transaction.refetch()} backTo={back} />;
  else body = <TransactionDetails transaction={transaction.data} />;

  return (
    <Page title={t('Transaction #@id', { '@id': formatNumber(id) })} back={<BackLink {...back} />}>
      {body}
    </Page>
  );
}

function TransactionDetails({ transaction }: { transaction: Transaction }) {
  const { t, formatNumber, formatPlural, formatSignedNumber, langcode } = useTranslation();
  return (
    <div className={css({ display: 'grid', gap: '6', maxWidth: '3xl' })}>
      <section className={cardStyle} aria-label={t('Details')}>
        <dl className={facts}>
          <dt>{t('Person')}</dt>
          <dd>
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '3' })}>
              <Avatar name={transaction.user.full_name} src={transaction.user.avatar} />
              <bdi>{transaction.user.full_name}</bdi>
            </span>
          </dd>
          <dt>{t('Date')}</dt>
          <dd>{formatServerDateTime(transaction.created, langcode)}</dd>
          <dt>{t('Type')}</dt>
          <dd>{t(TYPE_LABELS[transaction.type])}</dd>
          <dt>{t('Points')}</dt>
          <dd data-testid="transaction-points">{formatSignedNumber(transaction.points)}</dd>
          <dt>{t('Balance after')}</dt>
          <dd>{formatPlural(transaction.balance_after, '@count point', '@count points')}</dd>
          <dt>{t('Reason')}</dt>
          <dd>
            <bdi>{transaction.reason}</bdi>
          </dd>
          <dt>{t('Reference')}</dt>
          <dd>
            <bdi>{referenceLabel(transaction.reference, t)}</bdi>
          </dd>
        </dl>
      </section>
      {transaction.products.length > 0 && (
        <section aria-labelledby="transaction-products" className={css({ display: 'grid', gap: '3' })}>
          <h2
            id="transaction-products"
            className={css({ fontSize: 'lg', fontWeight: 'semibold', margin: 0 })}
          >
            {t('Products')}
          </h2>
          <Table
            caption={t('Products')}
            hideCaption
            rows={transaction.products}
            rowKey={(line) => String(line.id)}
            columns={[
              {
                key: 'title',
                header: t('Product'),
                cell: (line) => line.title,
                rowHeader: true,
                card: 'title',
              },
              {
                key: 'quantity',
                header: t('Quantity'),
                cell: (line) => formatNumber(line.quantity),
                align: 'end',
              },
              {
                key: 'price',
                header: t('Price'),
                cell: (line) => formatPlural(line.price, '@count point', '@count points'),
                align: 'end',
              },
            ]}
          />
        </section>
      )}
      {transaction.fulfilment && (
        <FulfilmentForm transaction={transaction} current={transaction.fulfilment} />
      )}
    </div>
  );
}

/** Purchases carry a fulfilment status the administrator moves on as the reward is delivered. */
function FulfilmentForm({ transaction, current }: { transaction: Transaction; current: Fulfilment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyFailure = useSaveFailureNotice();
  const [value, setValue] = useState<Fulfilment>(current);
  const update = useMutation(updateFulfilmentMutationOptions(queryClient));
  return (
    <form
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: transaction.id, fulfilment: value },
          {
            onSuccess: () => notify('success', t('The fulfilment status has been saved.')),
            onError: notifyFailure,
          },
        );
      }}
    >
      <Field label={t('Fulfilment')} className={css({ minWidth: '48' })}>
        <Select
          value={[value]}
          onValueChange={([next]) => {
            if (next) setValue(next as Fulfilment);
          }}
          options={FULFILMENT_STATUSES.map((status) => ({
            value: status,
            label: t(FULFILMENT_LABELS[status]),
          }))}
        />
      </Field>
      <Button type="submit" variant="outline" loading={update.isPending} disabled={value === current}>
        {t('Save status')}
      </Button>
    </form>
  );
}

export { TransactionDetailsPage as Component };
