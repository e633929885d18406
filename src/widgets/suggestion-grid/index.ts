export { SuggestionGrid } from './ui/SuggestionGrid';
export type { SuggestionGridProps } from './ui/SuggestionGrid';
export { ProductBadges } from './ui/ProductBadges';
