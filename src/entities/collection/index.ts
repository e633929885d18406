export type { ShopCollection, ShopCollectionProducts, ShopFilters } from './model/types';
export { ALL_PRODUCTS, BIRTH_GIFT } from './model/types';
export { getShopCollection, listCollectionProducts, listShopCollections, shopCollectionsQuery, shopCollectionQuery, collectionProductsQuery } from './api/collections';
export type { CollectionQuery } from './api/collections';
