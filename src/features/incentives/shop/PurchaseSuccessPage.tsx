import { type QueryClient, useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { hasStatus } from '@/api/errors';
import type { CheckoutResult } from '@/api/incentives';
import { checkoutResultSchema } from '@/api/incentives.schemas';
import { transactionQueryOptions } from '@/api/incentives-transactions';
import { keys } from '@/api/keys';
import { type PageLoader, queryClientOf } from '@/api/route-data';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { Icon, Link, Page, SkeletonText } from '@/ui';
import { QueryErrorState } from '../shared/QueryErrorState';
import { cardStyle } from '../shared/styles';

const lines = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '2',
  '& li': { display: 'flex', justifyContent: 'space-between', gap: '4', overflowWrap: 'anywhere' },
});

interface Receipt {
  products: CheckoutResult['products'];
  spent: number;
  balance: number;
}

/** The recorded transaction the address names (?transaction=id), if it names one. */
export function receiptTransactionId(params: URLSearchParams): number | undefined {
  const id = Number(params.get('transaction'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Whether this browser's checkout recorded the transaction: its receipt then comes in the navigation's
 * state, which a loader cannot read, and the page asks for nothing.
 */
const boughtHere = (queryClient: QueryClient, id: number) =>
  queryClient
    .getMutationCache()
    .findAll({ mutationKey: keys.incentives.checkout(), status: 'success' })
    .some((mutation) => checkoutResultSchema.safeParse(mutation.state.data).data?.transaction_id === id);

export const loader: PageLoader = async (args) => {
  const queryClient = queryClientOf(args);
  const id = receiptTransactionId(new URL(args.request.url).searchParams);
  if (id !== undefined && !boughtHere(queryClient, id))
    await queryClient.prefetchQuery(transactionQueryOptions(id));
  return null;
};

type ReceiptState =
  | { status: 'shown'; receipt: Receipt }
  | { status: 'loading' }
  /** No purchase of this user's to show: no transaction named, none found, or not a purchase. */
  | { status: 'missing' }
  | { status: 'failed'; error: Error; retry: () => void };

/**
 * What was bought: from the checkout's response passed along in navigation
 * state, or after a reload from the recorded transaction (?transaction=id).
 */
function useReceipt(): ReceiptState {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = checkoutResultSchema.safeParse((location.state as { result?: unknown } | null)?.result);
  const transactionId = receiptTransactionId(params);
  const fetchable = !fromState.success && transactionId !== undefined;
  const transaction = useQuery({ ...transactionQueryOptions(transactionId ?? 0), enabled: fetchable });
  if (fromState.success) {
    const { products, points_spent, balance } = fromState.data;
    return { status: 'shown', receipt: { products, spent: points_spent, balance } };
  }
  if (!fetchable) return { status: 'missing' };
  if (transaction.data) {
    const { type, products, points, balance_after } = transaction.data;
    if (type !== 'spent' || products.length === 0) return { status: 'missing' };
    return { status: 'shown', receipt: { products, spent: Math.abs(points), balance: balance_after } };
  }
  // Someone else's transaction is as missing as one that never was.
  if (hasStatus(transaction.error, 404) || hasStatus(transaction.error, 403)) return { status: 'missing' };
  if (transaction.error)
    return { status: 'failed', error: transaction.error, retry: () => transaction.refetch() };
  return { status: 'loading' };
}

/** /incentives/purchase-success */
export function PurchaseSuccessPage() {
  const { t, formatPlural } = useTranslation();
  const state = useReceipt();
  // An address no purchase led to thanks nobody: the app's not-found page says so, with a way on.
  if (state.status === 'missing') return <NotFoundPage />;
  const receipt = state.status === 'shown' ? state.receipt : undefined;
  return (
    <Page title={t('Thank you for your purchase')}>
      <section className={cardStyle} aria-labelledby="receipt-title">
        <div className={css({ display: 'grid', gap: '4', maxWidth: '2xl' })}>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center', color: 'success' })}>
            <Icon icon={CircleCheck} size={32} />
            <h2
              id="receipt-title"
              className={css({ fontSize: 'lg', fontWeight: 'bold', margin: 0, color: 'fg' })}
            >
              {t('Your order has been placed.')}
            </h2>
          </div>
          {state.status === 'loading' && <SkeletonText lines={3} />}
          {state.status === 'failed' && <QueryErrorState error={state.error} onRetry={state.retry} />}
          {receipt && (
            <>
              <ul className={lines} aria-label={t('Products')}>
                {receipt.products.map((line) => (
                  <li key={line.id}>
                    <span>
                      {line.quantity > 1 ? `${line.quantity} × ` : ''}
                      <bdi>{line.title}</bdi>
                    </span>
                    <strong>
                      {formatPlural(line.price * line.quantity, '@count point', '@count points')}
                    </strong>
                  </li>
                ))}
              </ul>
              <p className={css({ margin: 0 })} data-testid="receipt-summary">
                {t('You spent @spent. You now have @balance.', {
                  '@spent': formatPlural(receipt.spent, '@count point', '@count points'),
                  '@balance': formatPlural(receipt.balance, '@count point', '@count points'),
                })}
              </p>
            </>
          )}
          <p className={css({ margin: 0, color: 'fg.muted' })}>
            {t('An administrator will arrange delivery of your reward.')}
          </p>
          <div>
            <Link to="/incentives" button={{ variant: 'solid' }}>
              {t('Back to the shop')}
            </Link>
          </div>
        </div>
      </section>
    </Page>
  );
}

export { PurchaseSuccessPage as Component };
