export type { DeliveryTerms } from './model/types';
export { deliveryTermsQuery, getDeliveryTerms } from './api/terms';
export { DeliveryPromises } from './ui/DeliveryPromises';
