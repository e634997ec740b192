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
