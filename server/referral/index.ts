// The referral programme (issue 18): a client (the godfather) invites friends (godsons) by mail or
// by a share link; a godson gets a welcome code at sign-up, and the godfather 15 € in the wallet on
// the godson's first payment (`rewardGodfather`, which the ledger's `afterPayment` calls through
// `rewardOnPayment`), self-referrals refused.
export { REFERRAL_GODFATHER_CENTS, REFERRAL_GODSON_CENTS } from './constants';
export { mailboxOf, sameMailbox } from './emails';
export { referralAtSignUp } from './referral';
export { payingMethodOf, rewardGodfather, rewardOnPayment, type GodfatherReward } from './reward';
export { referralHandlers } from './routes';
