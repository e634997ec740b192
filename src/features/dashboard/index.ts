export { preloadDashboardLists } from './first-answers';
