// Payments through a gateway port (Stripe, or the sandbox gateway when no Stripe keys are
// configured): payment platforms, saved payment methods, setup intents, charges.
export { paymentGateway } from './configured';
export { type ChargeResult, type PaymentGateway, type RefundResult } from './gateway';
export { paymentHandlers } from './routes';
