/** The catalogue area: /catalog and /course/{id} (README.md). Its pages load through routes.tsx. */
export { formatDuration } from './format';
