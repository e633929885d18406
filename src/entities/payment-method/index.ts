export type {
  PaymentMethod,
  PaymentPlatforms,
  PaymentPlatform,
  PaymentPlatformName,
  PaymentGatewayName,
  SandboxApproval,
} from './model/types';
export {
  listPaymentMethods,
  getPaymentPlatforms,
  createSetupIntent,
  saveCard,
  startRedirectPlatform,
  saveApprovedPlatform,
  confirmSandboxCard,
  getSandboxApproval,
  decideSandboxApproval,
} from './api/calls';
export type { SandboxCard } from './api/calls';
export { isPaymentMethodValid } from './lib/validity';
export { cardBrandName } from './lib/brand';
export { paymentErrorKey, PAYMENT_ERROR_CODES } from './lib/errors';
export type { PaymentFailureLike } from './lib/errors';
export { PaymentMethodChoice } from './ui/PaymentMethodChoice';
