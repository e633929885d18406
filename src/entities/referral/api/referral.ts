import { api, unwrap } from '@/shared/api';
import type { Locale } from '@/shared/config';
import { forgetQueries, query } from '@/shared/lib';
import type { Godson, Referral } from '../model/types';

/** The offer for everyone (`GET /clients/referral_offer`), read before rendering a public page. */
export const referralOfferQuery = () => query('referral:offer', () => unwrap(api.GET('/clients/referral_offer')));
/** The offer for the signed-in client (`GET /clients/me/referral_offer`). */
export const myReferralOfferQuery = () => query('referral:me:offer', () => unwrap(api.GET('/clients/me/referral_offer')));

export function getReferral(): Promise<Referral> {
  return unwrap(api.GET('/clients/me/referral'));
}

export const referralQuery = () => query('referral:me', getReferral);

/** Invites a friend by email; the mail goes out in `locale`. */
export function inviteGodson(email: string, locale: Locale): Promise<Godson> {
  return unwrap(api.POST('/clients/me/referral/godsons', { body: { email, locale } }));
}

/** Tells the CRM an invitation went out (seed 001 §7). */
export async function recordInvitation(email: string): Promise<void> {
  const { error, response } = await api.POST('/crm/event', { body: { event_name: 'referral_invitation', email } });
  if (error !== undefined || !response.ok) throw error ?? response;
}

export const forgetReferral = () => forgetQueries('referral:me');
