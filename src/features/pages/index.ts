/** Content pages: /page/{slug} and the footer's addresses (README.md). Its pages load through routes.tsx. */
export { PAGE_PATHS } from './paths';
