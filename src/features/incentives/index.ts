export { PointsBadge, type PointsBadgeProps } from './wallet/PointsBadge';
export { POINTS_STORAGE_KEY, useWalletPoints, type WalletPoints } from './wallet/use-wallet-points';
