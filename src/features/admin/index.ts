/** Administration landings /settings and /course-administration (README.md); the card list for other landings. */
export { type AreaLink, AreaLinkList, AreaLinkListSkeleton } from './AreaLinkList';
