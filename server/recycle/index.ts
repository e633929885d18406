// Little Geste (issue 19): the recycling programme's free labels (PDF with a Code 128 barcode),
// the monthly allowance, the carrier's scans moved by the trunk clock in the demo, and the reward
// credited once to the wallet (the ledger) when a parcel is received and accepted.
export { advanceRecycleLabels, type RecycleClockRun } from './clock';
export { recordRecycleEvent, rewardKey } from './events';
export { recycleBarcodeOf } from './labels';
export type { RecycleMailer } from './mails';
export { LABEL_VALID_DAYS, MAX_WEIGHT_KG, MONTHLY_LIMIT, RECYCLE_COUNTRIES, REWARD_CENTS, monthInFrance } from './rules';
export { recycleHandlers } from './routes';
