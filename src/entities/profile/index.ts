export type { Profile, ProfileColor, ProfileGender, ProfileType, SubscriptionStatus } from './model/types';
export { normaliseSubscriptionStatus, profileStatus, clientKind } from './model/status';
export type { ClientKind, ProfileStatus } from './model/status';
export { SIZE_BANDS, KID_AGE_LIMIT_MONTHS, sizeBandForBirthdate } from './model/size-bands';
export type { SizeBand } from './model/size-bands';
export { displayFirstname } from './lib/firstname';
