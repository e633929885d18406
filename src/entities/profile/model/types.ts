import type { components } from '@/shared/api';

type Schemas = components['schemas'];

/** A kid or woman profile as the contract describes it (seed 000 section 3). */
export type Profile = Schemas['Profile'];
export type ProfileType = Schemas['ProfileType'];
/** A KID profile is a BOY or a GIRL; a WOMAN profile is a WOMAN. */
export type ProfileGender = Schemas['ProfileGender'];
export type ProfileColor = Schemas['ProfileColor'];
export type KidQuiz = Schemas['KidQuiz'];
export type WomanQuiz = Schemas['WomanQuiz'];

/** Every subscription status of a kid, a woman or a client (from the contract). */
export type SubscriptionStatus = NonNullable<Schemas['KidSubscriptionStatus'] | Schemas['WomanSubscriptionStatus']>;
