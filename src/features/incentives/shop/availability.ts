import { purchaseBlocker, type ShopItem } from '@/api/incentives';
import type { Translator } from '@/i18n';

export type Blocker = ReturnType<typeof purchaseBlocker>;

/** Why the learner cannot buy this now, in words; undefined when they can. */
export function blockerMessage(
  item: ShopItem,
  points: number | undefined,
  { t, formatPlural }: Pick<Translator, 't' | 'formatPlural'>,
): string | undefined {
  const blocker = purchaseBlocker(item, points ?? Number.POSITIVE_INFINITY);
  if (blocker === 'sold_out') return t('Sold out');
  if (blocker === 'limit_reached')
    return formatPlural(
      item.purchase_limit,
      'You have reached the limit of @count purchase.',
      'You have reached the limit of @count purchases.',
    );
  if (blocker === 'insufficient_points' && points !== undefined)
    return formatPlural(item.price - points, 'You need @count more point.', 'You need @count more points.');
  return undefined;
}

/** Stock in words: unlimited items say nothing, low stock says how many are left. */
export function stockMessage(item: ShopItem, { formatPlural }: Pick<Translator, 'formatPlural'>) {
  if (item.stock_unlimited || item.stock <= 0) return undefined;
  return formatPlural(item.stock, '@count left', '@count left');
}
