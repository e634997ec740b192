export { DeniedPage } from './DeniedPage';
export { NotFoundPage } from './NotFoundPage';
export { StatusPage, type StatusPageProps } from './StatusPage';
