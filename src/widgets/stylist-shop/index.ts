export { StylistShop } from './ui/StylistShop';
export type { StylistShopProps } from './ui/StylistShop';
export { StylistShopProduct } from './ui/StylistShopProduct';
export type { StylistShopProductProps } from './ui/StylistShopProduct';
export { sectionOfPath } from './lib/paths';
export type { KidCollectionSlug } from './model/types';
