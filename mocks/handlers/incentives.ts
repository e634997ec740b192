import { incentivesScheduleHandlers } from './incentives-schedules';
import { incentivesShopHandlers } from './incentives-shop';
import { incentivesTransactionHandlers } from './incentives-transactions';
import type { GetDb } from './types';

/** Every incentives endpoint except the wallet (its own group, so stories can replace it alone). */
export const incentivesHandlers = (getDb: GetDb) => [
  ...incentivesShopHandlers(getDb),
  ...incentivesScheduleHandlers(getDb),
  ...incentivesTransactionHandlers(getDb),
];
