export { AppShell } from './AppShell';
export {
  type FullPageNavigate,
  FullPageNavigationContext,
  useFullPageNavigate,
} from './full-page-navigation';
export type { PageChrome } from './page-chrome';
export { RouteError } from './RouteError';
export type { ShellSlots } from './shell-slots';
