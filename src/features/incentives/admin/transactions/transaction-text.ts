import type { Fulfilment, TransactionType } from '@/api/incentives-transactions';

export const TYPE_LABELS: Record<TransactionType, string> = {
  earned: 'Earned',
  spent: 'Spent',
  expired: 'Expired',
  adjusted: 'Adjusted',
  refunded: 'Refunded',
};

export const FULFILMENT_LABELS: Record<Fulfilment, string> = {
  pending: 'Pending',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
};

/** Points with their sign: "+120", "−60" (a true minus sign). */
export const signedPoints = (points: number, formatNumber: (value: number) => string) =>
  points > 0 ? `+${formatNumber(points)}` : points < 0 ? `−${formatNumber(-points)}` : formatNumber(0);
