import type { Godson, Referral, ReferralOffer } from '../model/types';

export const sampleReferralOffer = (over: Partial<ReferralOffer> = {}): ReferralOffer => ({ godfather_amount: 15, godson_amount: 15, godson_code_validity_months: 3, ...over });

export const sampleGodson = (over: Partial<Godson> = {}): Godson => ({
  id: 1,
  email: 'lena.schmidt@web.de',
  firstname: null,
  status: 'INVITED',
  refused_reason: null,
  invited_at: '2026-11-20T09:00:00.000Z',
  signed_up_at: null,
  rewarded_at: null,
  ...over,
});

export const sampleReferral = (over: Partial<Referral> = {}): Referral => ({
  link: 'http://localhost:3000/lp-referral/invitation?godfather=Y2FtaWxsZS5tYXJ0aW5AZGVtby5saXR0bGVjbG9zZXQudGVzdA',
  godfather_amount: 15,
  rewards_total: 0,
  godsons: [],
  ...over,
});
