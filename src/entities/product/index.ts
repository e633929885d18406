export type { Look, Product, ProductFamily, ProductVariant, SuggestionList } from './model/types';
export { PRODUCT_FAMILIES } from './model/types';
export { getProduct } from './api/products';
export { ProductCard } from './ui/ProductCard';
