import { normaliseSubscriptionStatus, type Profile, type ProfileType, type SubscriptionStatus } from '@/entities/profile';

/*
 * The two routing decisions of seed 000 section 2 (its last two bullets), as ordered rules: the
 * first rule whose condition holds decides. The machine takes each rule as a guarded transition
 * of its own, in the same order; the pure functions below read the same lists.
 */

/** The quiz step a new profile goes on to. */
export type QuizStep = 'membership' | 'subscription';
/** How the profile came: the quiz of a new sign-up, or a profile added to an account. */
export type ProfileOrigin = 'signup' | 'added';

export type KidQuizCode = 'client' | 'paused' | 'signup' | 'new-kid' | 'subscriber';
export type QuizCode = KidQuizCode | 'client-woman' | 'paused-woman' | 'signup-woman' | 'new-profile-woman' | 'subscriber-woman';

const WOMAN_CODES: Record<KidQuizCode, QuizCode> = {
  client: 'client-woman',
  paused: 'paused-woman',
  signup: 'signup-woman',
  'new-kid': 'new-profile-woman',
  subscriber: 'subscriber-woman',
};

/** What chooses the quiz code once a profile is created. */
export interface ProfileCreation {
  step: QuizStep;
  /**
   * The account's subscription status for this type of profile (the client's
   * `subscription_status` for a kid, `woman_subscription_status` for a woman), as the server
   * spells it: the misspelt PROPECT is read as PROSPECT.
   */
  status: string | null;
  origin: ProfileOrigin;
  profileType: ProfileType;
}

const onMembershipWith = (status: SubscriptionStatus) => (creation: ProfileCreation) =>
  creation.step === 'membership' && normaliseSubscriptionStatus(creation.status) === status;

/** The conditions of the code rules, named as the machine's guards. */
export const quizCodeConditions = {
  oneShotOnMembership: onMembershipWith('ONE_SHOT'),
  pausedOnMembership: onMembershipWith('PAUSED_SUBSCRIPTION'),
  terminatedOnMembership: onMembershipWith('TERMINATED_SUBSCRIPTION'),
  newSignupOnMembership: (creation: ProfileCreation) => creation.step === 'membership' && creation.origin === 'signup',
  addedProfileOnMembership: (creation: ProfileCreation) => creation.step === 'membership' && creation.origin === 'added',
};

/**
 * The code rules in the seed's order, before the default (subscriber). How the cases the seed
 * leaves open resolve:
 * - on the membership step, a status rule wins over the origin: a one-shot client adding a
 *   profile gets client, not new-kid;
 * - on the membership step, any other status (PROSPECT, PROPECT, PROSPECT_WITH_KID, none, and
 *   ONGOING_SUBSCRIPTION too) is decided by the origin: signup or new-kid;
 * - on the subscription step every status gives subscriber, whatever the origin.
 */
export const QUIZ_CODE_RULES: readonly { guard: keyof typeof quizCodeConditions; code: KidQuizCode }[] = [
  { guard: 'oneShotOnMembership', code: 'client' },
  { guard: 'pausedOnMembership', code: 'paused' },
  { guard: 'terminatedOnMembership', code: 'client' },
  { guard: 'newSignupOnMembership', code: 'signup' },
  { guard: 'addedProfileOnMembership', code: 'new-kid' },
];

/** The subscription step: ONGOING_SUBSCRIPTION and every other status. */
export const DEFAULT_QUIZ_CODE: KidQuizCode = 'subscriber';

/** The code of a profile type: women get the woman variant (new-kid becomes new-profile-woman). */
export function quizCodeFor(code: KidQuizCode, profileType: ProfileType): QuizCode {
  return profileType === 'WOMAN' ? WOMAN_CODES[code] : code;
}

/**
 * A code read for a profile of `profileType`: a kid's code becomes its woman variant for a woman,
 * a woman's code its kid variant for a kid; any other code (profile, a campaign's) stays.
 */
export function quizCodeOfType(code: string, profileType: ProfileType): string {
  const kidCode = (Object.keys(WOMAN_CODES) as KidQuizCode[]).find((kid) => kid === code || WOMAN_CODES[kid] === code);
  return kidCode ? quizCodeFor(kidCode, profileType) : code;
}

/** The quiz code chosen after a kid or woman profile is created. */
export function quizCodeAfterCreation(creation: ProfileCreation): QuizCode {
  const rule = QUIZ_CODE_RULES.find(({ guard }) => quizCodeConditions[guard](creation));
  return quizCodeFor(rule?.code ?? DEFAULT_QUIZ_CODE, creation.profileType);
}

/** What the screens know of the profile just saved. */
export type SavedProfile = Pick<Profile, 'id' | 'firstname' | 'profile_type'>;

/** What chooses the next screen once a profile is created or edited. */
export interface ProfileSave {
  /** The route the profile was saved on: the path without locale prefix. */
  path: string;
  /** The quiz code of the flow (chosen after a creation, the route's after an edit); null outside a quiz. */
  code: string | null;
  profile: SavedProfile;
}

/** The screens a user can be sent to; `back` returns to the previous page. */
export type NextScreen = 'commentStep' | 'kidChoice' | 'profilePage' | 'home' | 'quizProfile' | 'back';
export type AddressedScreen = Exclude<NextScreen, 'back'>;

const QUIZ_PROFILE_CODES: readonly string[] = ['client', 'paused', 'subscriber'] satisfies KidQuizCode[];

/** The conditions of the screen rules, named as the machine's guards. */
export const nextScreenConditions = {
  /** A code containing signup, on `/quiz/{code}/membership/{kidId}`. */
  signupCodeOnMembershipStep: ({ code, path }: ProfileSave) => Boolean(code?.includes('signup')) && /^\/quiz\/[^/]+\/membership\/[^/]+$/.test(path),
  /** `/quiz/new-kid/...` and `/quiz/new-profile/...`. */
  addingProfileRoute: ({ path }: ProfileSave) => /^\/quiz\/(new-kid|new-profile)(\/|$)/.test(path),
  profileCode: ({ code }: ProfileSave) => Boolean(code?.includes('profile')),
  signupCode: ({ code }: ProfileSave) => Boolean(code?.includes('signup')),
  /** client, paused or subscriber, or their woman variant: the code itself, not a code containing them. */
  quizProfileCode: ({ code }: ProfileSave) => code !== null && QUIZ_PROFILE_CODES.includes(code.replace(/-woman$/, '')),
};

/**
 * The screen rules in the seed's order; when none holds, the user goes back. How the
 * cases the seed leaves open resolve:
 * - "a signup code" is any code containing signup (signup, signup-woman); on the membership
 *   step it goes to the comment step, elsewhere (rule 4) to the home page;
 * - the adding routes come before the profile codes: new-profile-woman on
 *   `/quiz/new-profile/woman` goes to the kid choice, while the same code on another route goes
 *   to the profile page;
 * - new-kid off the adding routes matches no rule and goes back, as does a save with no code;
 * - "for women" follows the profile's type, not the code.
 */
export const NEXT_SCREEN_RULES: readonly { guard: keyof typeof nextScreenConditions; screen: AddressedScreen }[] = [
  { guard: 'signupCodeOnMembershipStep', screen: 'commentStep' },
  { guard: 'addingProfileRoute', screen: 'kidChoice' },
  { guard: 'profileCode', screen: 'profilePage' },
  { guard: 'signupCode', screen: 'home' },
  { guard: 'quizProfileCode', screen: 'quizProfile' },
];

/** The address of a screen (a path without locale prefix) for the profile saved. */
export function screenAddress(screen: AddressedScreen, { code, profile }: ProfileSave): string {
  const woman = profile.profile_type === 'WOMAN';
  switch (screen) {
    case 'commentStep':
      return `/quiz/${code}/comment/${profile.id}`;
    case 'kidChoice':
      return '/login/kid-choice';
    case 'profilePage':
      return woman ? `/profil/woman/${profile.id}` : `/profil/${profile.id}`;
    case 'home':
      return woman ? '/woman' : '/';
    case 'quizProfile':
      return woman ? `/quiz/${code}/woman/profile/${profile.id}` : `/quiz/${code}/profile/${profile.id}`;
  }
}

/** Where the user goes after a profile is created or edited: a screen and its address, or back. */
export function nextScreenAfterSave(save: ProfileSave): { screen: AddressedScreen; address: string } | { screen: 'back' } {
  const rule = NEXT_SCREEN_RULES.find(({ guard }) => nextScreenConditions[guard](save));
  return rule ? { screen: rule.screen, address: screenAddress(rule.screen, save) } : { screen: 'back' };
}
