// The referral programme (issue 18): what the contract's `ReferralOffer` says, in one place.

/** Credited to the godfather's wallet when the godson's first payment (a shop order or a trunk) succeeds. */
export const REFERRAL_GODFATHER_CENTS = 1500;
/** The godson's welcome code (AMOUNT, owned, used once, no minimum), given at sign-up. */
export const REFERRAL_GODSON_CENTS = 1500;
/** How long the welcome code is valid. */
export const REFERRAL_CODE_VALIDITY_MONTHS = 3;
/** Invitations a client may send in 24 hours. */
export const REFERRAL_INVITATIONS_PER_DAY = 20;
/** The welcome code's prefix. */
export const REFERRAL_CODE_PREFIX = 'WELCOME';
