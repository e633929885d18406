export type { KidQuiz, Profile, ProfileColor, ProfileGender, ProfileType, SubscriptionStatus, WomanQuiz } from './model/types';
export {
  normaliseSubscriptionStatus,
  profileStatus,
  clientKind,
  QUIZ_ANSWERS,
  givenAnswers,
  hasQuizAnswers,
  subscriptionStanding,
  profileStanding,
  subscriptionCall,
} from './model/status';
export type { ClientKind, ProfileStatus, QuizAnswer, SubscriptionStanding, ProfileStanding, SubscriptionCall } from './model/status';
export { SIZE_BANDS, KID_AGE_LIMIT_MONTHS, sizeBandForBirthdate, sizeBandValues } from './model/size-bands';
export type { SizeBand } from './model/size-bands';
export { chooseProfile, isActiveProfile, profilePath } from './model/profiles';
export { sampleProfile } from './model/sample';
export { listProfiles } from './api/profiles';
export { createProfile, updateProfile, uploadPhoto, reassignProfile } from './api/profile-changes';
export type { ProfileInput, ProfilePatch } from './api/profile-changes';
export { createProfileStore, ProfileStoreContext, useProfiles, useProfileStore } from './model/store';
export type { ProfileCalls, ProfileList, ProfileStore } from './model/store';
export { displayFirstname } from './lib/firstname';
export { ProfileIdentity, profileColors } from './ui/ProfileIdentity';
export { ProfilesGate } from './ui/ProfilesGate';
