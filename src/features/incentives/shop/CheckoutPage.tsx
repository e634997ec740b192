import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { hasStatus, isApiError } from '@/api/errors';
import { newIdempotencyKey } from '@/api/idempotency';
import {
  checkoutMutationOptions,
  invalidateAfterCheckout,
  type ShopItem,
  shopItemQueryOptions,
} from '@/api/incentives';
import { walletQueryOptions } from '@/api/wallet';
import { NotFoundPage } from '@/features/errors';
import { useTranslation } from '@/i18n';
import { BackLink, Button, Icon, Link, Page, Skeleton } from '@/ui';
import { unplacedMessages } from '@/ui/form';
import { QueryErrorState } from '../shared/QueryErrorState';
import { cardStyle } from '../shared/styles';
import { useNumericParam } from '../shared/use-numeric-param';
import { blockerMessage } from './availability';
import { ProductImage } from './ProductImage';

const summary = css({
  display: 'grid',
  // A thumbnail beside the title at every width, so that on a phone the points and Confirm stay near the top.
  gridTemplateColumns: { base: 'token(sizes.20) 1fr', sm: 'token(sizes.32) 1fr' },
  gap: '4',
  alignItems: 'center',
});
const ledger = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: '2',
  margin: 0,
  '& dt': { color: 'fg.muted' },
  // The room between the columns is the values' own, so that the total's rule runs unbroken across both.
  '& dd': {
    margin: 0,
    paddingInlineStart: '6',
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 'semibold',
  },
});
const total = css({
  borderBlockStartWidth: 'thin',
  borderBlockStartStyle: 'solid',
  borderColor: 'border',
  paddingBlockStart: '2',
  fontSize: 'lg',
});
const alert = css({
  display: 'grid',
  gap: '1',
  padding: '4',
  borderRadius: 'l2',
  bg: 'error.subtle',
  color: 'error',
  borderInlineStartWidth: 'accent',
  borderInlineStartStyle: 'solid',
  borderColor: 'error',
  '& p': { margin: 0 },
  // It takes the focus only when Confirm can no longer keep it (below): the message, not a control.
  _focus: { outline: 'none' },
});

export { productLoader as loader } from './product-loader';

/** /incentives/{productId}/purchase: what is bought, the points before and after, and one confirmation. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const id = useNumericParam('productId');
  const item = useQuery({ ...shopItemQueryOptions(id ?? 0), enabled: id !== undefined });
  const wallet = useQuery(walletQueryOptions());
  const backToShop = { to: '/incentives', title: t('Incentives') };
  if (id === undefined || hasStatus(item.error, 404)) return <NotFoundPage />;

  // A refresh that fails (after a refused order, say) keeps the form and what it showed: only a
  // first load that failed stands in its place.
  let body: React.ReactNode;
  if (item.isError && !item.data)
    body = <QueryErrorState error={item.error} onRetry={() => item.refetch()} backTo={backToShop} />;
  else if (wallet.isError && !wallet.data)
    body = <QueryErrorState error={wallet.error} onRetry={() => wallet.refetch()} />;
  else if (!item.data || !wallet.data) body = <Skeleton height={320} />;
  else body = <CheckoutForm item={item.data} points={wallet.data.points} />;

  return (
    <Page
      title={t('Checkout')}
      back={<BackLink to={`/incentives/${id}`} title={item.data?.title ?? t('Incentives')} />}
    >
      {body}
    </Page>
  );
}

function CheckoutForm({ item, points }: { item: ShopItem; points: number }) {
  const translator = useTranslation();
  const { t, formatPlural, formatSignedNumber } = translator;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation(checkoutMutationOptions(queryClient));
  // A second click can land before React re-renders the busy button: the ref closes that gap.
  const submitted = useRef(false);
  // One key for this attempt to buy, sent again by "Confirm purchase" after a failure: a purchase
  // whose response was lost then gets that response again instead of being charged twice (src/api/incentives.ts).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const blocked = blockerMessage(item, points, translator);
  const after = points - item.price;

  const confirm = () => {
    if (submitted.current || mutation.isPending) return;
    submitted.current = true;
    mutation.mutate(
      { products: [item.id], idempotencyKey },
      {
        onSuccess: (result) =>
          navigate(`/incentives/purchase-success?transaction=${result.transaction_id}`, {
            replace: true,
            state: { result },
          }),
        // A refusal may mean the stock or the wallet changed meanwhile: show the fresh state.
        onError: () => invalidateAfterCheckout(queryClient),
        onSettled: () => {
          submitted.current = false;
        },
      },
    );
  };

  const refusals =
    mutation.error && isApiError(mutation.error) && mutation.error.fieldErrors
      ? unplacedMessages(mutation.error.fieldErrors, [])
      : mutation.error
        ? [t('Something went wrong, please try again.')]
        : [];

  // A refusal that leaves the product unbuyable (sold out meanwhile) disables Confirm under the
  // focus: the focus goes to the message that says why, not to the document's start.
  const confirmRef = useRef<HTMLButtonElement>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const refusedForGood = Boolean(blocked) && refusals.length > 0;
  useEffect(() => {
    const focused = document.activeElement;
    if (refusedForGood && (!focused || focused === document.body || focused === confirmRef.current))
      refusalRef.current?.focus();
  }, [refusedForGood]);

  return (
    <div className={css({ display: 'grid', gap: '5', maxWidth: '2xl' })}>
      <section className={cardStyle} aria-labelledby="checkout-item">
        <div className={summary}>
          <ProductImage src={item.image} />
          <div className={css({ display: 'grid', gap: '1' })}>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('You are buying')}</span>
            <h2
              id="checkout-item"
              className={css({ fontSize: 'lg', fontWeight: 'bold', margin: 0, overflowWrap: 'anywhere' })}
            >
              <bdi>{item.title}</bdi>
            </h2>
          </div>
        </div>
      </section>
      <section className={cardStyle} aria-label={t('Points')}>
        <dl className={ledger}>
          <dt>{t('Points before')}</dt>
          <dd data-testid="points-before">{formatPlural(points, '@count point', '@count points')}</dd>
          <dt>{t('Price')}</dt>
          <dd>
            {formatPlural(item.price, '@count point', '@count points', {
              '@count': formatSignedNumber(-item.price),
            })}
          </dd>
          <dt className={total}>{t('Points after')}</dt>
          <dd className={total} data-testid="points-after">
            {after >= 0 ? formatPlural(after, '@count point', '@count points') : t('Not enough points')}
          </dd>
        </dl>
      </section>
      {refusals.length > 0 && (
        <div ref={refusalRef} tabIndex={-1} className={alert} role="alert">
          <strong>{t('Your purchase could not be completed')}</strong>
          {refusals.map((message) => (
            // The server's words, in whatever language it wrote them, keep their own direction.
            <p key={message}>
              <bdi>{message}</bdi>
            </p>
          ))}
        </div>
      )}
      {blocked && refusals.length === 0 && (
        <div className={alert} role="status">
          <strong>{t('You cannot buy this product now')}</strong>
          <p>{blocked}</p>
        </div>
      )}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' })}>
        <Button
          ref={confirmRef}
          variant="solid"
          size="lg"
          onClick={confirm}
          disabled={Boolean(blocked)}
          loading={mutation.isPending}
          startIcon={<Icon icon={ShieldCheck} size={20} />}
        >
          {t('Confirm purchase')}
        </Button>
        <Link to={`/incentives/${item.id}`}>{t('Cancel')}</Link>
      </div>
    </div>
  );
}

export { CheckoutPage as Component };
