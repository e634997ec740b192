export { MasqueradeBanner } from './MasqueradeBanner';
export { MasqueradePage } from './MasqueradePage';
export { masqueradeAllowed } from './middleware';
