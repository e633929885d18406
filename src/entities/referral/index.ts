export { referralOfferQuery, myReferralOfferQuery, getReferral, referralQuery, inviteGodson, recordInvitation, forgetReferral } from './api/referral';
export { inviteRefusal, withNewGodson } from './lib/rules';
export type { InviteRefusal } from './lib/rules';
export { sampleReferralOffer, sampleGodson, sampleReferral } from './lib/samples';
export type { Godson, GodsonStatus, Referral, ReferralOffer } from './model/types';
