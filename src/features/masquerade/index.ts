export { MasqueradeBanner } from './MasqueradeBanner';
export { MasqueradePage } from './MasqueradePage';
