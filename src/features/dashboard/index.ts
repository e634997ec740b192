export { preloadDashboardLists } from './preload-lists';
