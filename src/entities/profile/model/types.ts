import type { components } from '@/shared/api';

/*
 * The profile as seed 000 section 3 describes it. These types will come from the contract
 * (`components['schemas']`) once the profile calls are in openapi/openapi.yaml.
 */

export type ProfileType = 'KID' | 'WOMAN';
/** A KID profile is a BOY or a GIRL; a WOMAN profile is a WOMAN. */
export type ProfileGender = 'BOY' | 'GIRL' | 'WOMAN';

export interface ProfileColor {
  background: string;
  textColor: string;
}

export interface Profile {
  id: number;
  client_id: number;
  firstname: string;
  gender: ProfileGender;
  profile_type: ProfileType;
  /** A calendar date, `YYYY-MM-DD`; mandatory for kids. */
  birthdate: string | null;
  /** The free comment for the stylist. */
  description: string | null;
  has_requested: boolean;
  subscriptions: readonly unknown[];
  subscription_status: SubscriptionStatus | null;
  photo_url: string | null;
  color: ProfileColor;
}

/** Every subscription status of a kid, a woman or a client (from the contract). */
export type SubscriptionStatus = NonNullable<components['schemas']['KidSubscriptionStatus'] | components['schemas']['WomanSubscriptionStatus']>;
