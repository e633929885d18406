export { ContentListPage, type ContentListPageProps } from './ui/ContentListPage';
