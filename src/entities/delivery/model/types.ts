import type { components } from '@/shared/api';

/** The shop's delivery and return terms, as the server holds them (contract: ShopDeliveryTerms). */
export type DeliveryTerms = components['schemas']['ShopDeliveryTerms'];
