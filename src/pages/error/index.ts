export { ErrorPage } from './ui/ErrorPage';
export type { ErrorPageProps } from './ui/ErrorPage';
