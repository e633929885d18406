export { TrunkOrderForm } from './ui/TrunkOrderForm';
export { createTrunkRequest, createSubscription } from './api/trunks';
export type { TrunkOrderOutcome } from './model/order';
export { FRAUD_LABEL_KEY, storeFraudLabel, readFraudLabel } from './lib/fraud-label';
