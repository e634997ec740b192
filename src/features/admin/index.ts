/** Administration landings /settings and /course-administration (README.md). */
export { AdminLandingPage, type Landing } from './AdminLandingPage';
