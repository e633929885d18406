// The online shop: its collections and listings, each kid's own shop, the cart, discount codes,
// prices and shipping fees, orders and their payment.
export { cartHandlers } from './cart.routes';
export { shopHandlers } from './listing.routes';
export { orderHandlers } from './orders.routes';
export { releaseStaleOrders } from './orders';
export { orderTotals } from './pricing';
export { stylistShopHandlers } from './stylist-shop.routes';
export { discountEffect, loyaltyShortfall, usableDiscount, type DiscountRow } from './discounts';
export { usablePaymentMethod } from './orders';
