export { AppShell } from './AppShell';
export {
  type FullPageNavigate,
  FullPageNavigationContext,
  useFullPageNavigate,
} from './full-page-navigation';
export { Page, type PageProps } from './Page';
export type { PageChrome } from './page-chrome';
export { RouteError } from './RouteError';
export { useDocumentTitle } from './use-document-title';
