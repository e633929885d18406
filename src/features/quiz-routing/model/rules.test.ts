import { describe, expect, it } from 'vitest';
import { nextScreenAfterSave, quizCodeAfterCreation, quizCodeOfType, type ProfileOrigin, type QuizStep, type SavedProfile } from './rules';

const STATUSES = [
  'PROSPECT',
  'PROPECT',
  'PROSPECT_WITH_KID',
  'PROSPECT_WITH_WOMAN',
  'ONGOING_SUBSCRIPTION',
  'PAUSED_SUBSCRIPTION',
  'ONE_SHOT',
  'TERMINATED_SUBSCRIPTION',
  null,
  'SOMETHING_NEW',
] as const;

/**
 * Seed 000 section 2, last bullet, for every status, origin and step: [step, status, origin,
 * code for a kid, code for a woman]. On the membership step the status rules come first, then
 * the origin decides; on the subscription step everything is subscriber.
 */
const CODE_TABLE: [QuizStep, string | null, ProfileOrigin, string, string][] = [
  ['membership', 'ONE_SHOT', 'signup', 'client', 'client-woman'],
  ['membership', 'ONE_SHOT', 'added', 'client', 'client-woman'],
  ['membership', 'PAUSED_SUBSCRIPTION', 'signup', 'paused', 'paused-woman'],
  ['membership', 'PAUSED_SUBSCRIPTION', 'added', 'paused', 'paused-woman'],
  ['membership', 'TERMINATED_SUBSCRIPTION', 'signup', 'client', 'client-woman'],
  ['membership', 'TERMINATED_SUBSCRIPTION', 'added', 'client', 'client-woman'],
  ['membership', 'PROSPECT', 'signup', 'signup', 'signup-woman'],
  ['membership', 'PROSPECT', 'added', 'new-kid', 'new-profile-woman'],
  ['membership', 'PROPECT', 'signup', 'signup', 'signup-woman'],
  ['membership', 'PROPECT', 'added', 'new-kid', 'new-profile-woman'],
  ['membership', 'PROSPECT_WITH_KID', 'signup', 'signup', 'signup-woman'],
  ['membership', 'PROSPECT_WITH_KID', 'added', 'new-kid', 'new-profile-woman'],
  ['membership', 'PROSPECT_WITH_WOMAN', 'signup', 'signup', 'signup-woman'],
  ['membership', 'PROSPECT_WITH_WOMAN', 'added', 'new-kid', 'new-profile-woman'],
  ['membership', 'ONGOING_SUBSCRIPTION', 'signup', 'signup', 'signup-woman'],
  ['membership', 'ONGOING_SUBSCRIPTION', 'added', 'new-kid', 'new-profile-woman'],
  ['membership', null, 'signup', 'signup', 'signup-woman'],
  ['membership', null, 'added', 'new-kid', 'new-profile-woman'],
  ['membership', 'SOMETHING_NEW', 'signup', 'signup', 'signup-woman'],
  ['membership', 'SOMETHING_NEW', 'added', 'new-kid', 'new-profile-woman'],
  ...STATUSES.flatMap((status) =>
    (['signup', 'added'] as const).map((origin): [QuizStep, string | null, ProfileOrigin, string, string] => ['subscription', status, origin, 'subscriber', 'subscriber-woman']),
  ),
];

describe('quizCodeAfterCreation', () => {
  it('the table holds every status, origin and step once', () => {
    expect(CODE_TABLE).toHaveLength(STATUSES.length * 2 * 2);
    expect(new Set(CODE_TABLE.map(([step, status, origin]) => `${step} ${status} ${origin}`)).size).toBe(CODE_TABLE.length);
  });

  it.each(CODE_TABLE)('%s step, status %s, %s: %s for a kid, %s for a woman', (step, status, origin, kidCode, womanCode) => {
    expect(quizCodeAfterCreation({ step, status, origin, profileType: 'KID' })).toBe(kidCode);
    expect(quizCodeAfterCreation({ step, status, origin, profileType: 'WOMAN' })).toBe(womanCode);
  });
});

const lou: SavedProfile = { id: 12, firstname: 'lou', profile_type: 'KID' };
const marieLou: SavedProfile = { id: 31, firstname: 'marie-lou', profile_type: 'WOMAN' };

/** Seed 000 section 2, the bullet before: [case, route, code, profile, where the user goes]. */
const SCREEN_TABLE: [string, string, string | null, SavedProfile, string][] = [
  // 1. A signup code on the membership step: the comment step.
  ['signup on the membership step', '/quiz/signup/membership/12', 'signup', lou, '/quiz/signup/comment/12'],
  ['signup-woman on the membership step', '/quiz/signup-woman/membership/31', 'signup-woman', marieLou, '/quiz/signup-woman/comment/31'],
  // 2. The new-kid and new-profile routes: the kid choice.
  ['the new-kid route', '/quiz/new-kid/kid', 'new-kid', lou, '/login/kid-choice'],
  ['the new-kid route, editing', '/quiz/new-kid/kid/12', 'new-kid', lou, '/login/kid-choice'],
  ['the new-profile route (its code contains profile: the route comes first)', '/quiz/new-profile/woman', 'new-profile-woman', marieLou, '/login/kid-choice'],
  ['the new-profile route, editing', '/quiz/new-profile/woman/31', 'new-profile-woman', marieLou, '/login/kid-choice'],
  ['a signup code on the new-kid route off the membership step', '/quiz/new-kid/kid', 'signup', lou, '/login/kid-choice'],
  // 3. A code containing profile: the profile page.
  ['profile, a kid', '/quiz/profile/kid/12', 'profile', lou, '/profil/12'],
  ['profile-woman, a woman', '/quiz/profile-woman/woman/31', 'profile-woman', marieLou, '/profil/woman/31'],
  ['new-profile-woman off the new-profile route', '/quiz/new-profile-woman/woman/profile/31', 'new-profile-woman', marieLou, '/profil/woman/31'],
  // 4. A code containing signup elsewhere: the home page, the woman home for women.
  ['signup on the comment step', '/quiz/signup/comment/12', 'signup', lou, '/'],
  ['signup in the sign-up quiz', '/quiz/signup/kid', 'signup', lou, '/'],
  ['signup-woman on the photo step', '/quiz/signup-woman/photo/31', 'signup-woman', marieLou, '/woman'],
  ['signup on a membership step with more after it', '/quiz/signup/membership/12/extra', 'signup', lou, '/'],
  // 5. client, paused, subscriber: the quiz profile step, with the woman suffix for women.
  ['client', '/quiz/client/kid/12', 'client', lou, '/quiz/client/profile/12'],
  ['paused', '/quiz/paused/membership/12', 'paused', lou, '/quiz/paused/profile/12'],
  ['subscriber', '/quiz/subscriber/subscription/12', 'subscriber', lou, '/quiz/subscriber/profile/12'],
  ['client-woman', '/quiz/client-woman/woman/31', 'client-woman', marieLou, '/quiz/client-woman/woman/profile/31'],
  ['paused-woman', '/quiz/paused-woman/woman/style/31', 'paused-woman', marieLou, '/quiz/paused-woman/woman/profile/31'],
  ['subscriber-woman', '/quiz/subscriber-woman/subscription/31', 'subscriber-woman', marieLou, '/quiz/subscriber-woman/woman/profile/31'],
  // 6. Otherwise: back.
  ['no code', '/infos/kids', null, lou, 'back'],
  ['new-kid off the new-kid routes', '/profil/12', 'new-kid', lou, 'back'],
  ['a code that only contains client', '/quiz/clients/kid/12', 'clients', lou, 'back'],
  ['a code that only contains subscriber', '/quiz/ex-subscriber/kid/12', 'ex-subscriber', lou, 'back'],
];

describe('nextScreenAfterSave', () => {
  it.each(SCREEN_TABLE)('%s', (_case, path, code, profile, expected) => {
    const next = nextScreenAfterSave({ path, code, profile });
    expect('address' in next ? next.address : next.screen).toBe(expected);
  });

  it('names the screen beside its address', () => {
    expect(nextScreenAfterSave({ path: '/quiz/signup/membership/12', code: 'signup', profile: lou })).toEqual({ screen: 'commentStep', address: '/quiz/signup/comment/12' });
    expect(nextScreenAfterSave({ path: '/infos/kids', code: null, profile: lou })).toEqual({ screen: 'back' });
  });
});

describe('after a creation', () => {
  it.each([
    ['a new signup on the membership step goes to the comment step', '/quiz/signup/membership/12', { step: 'membership', status: 'PROPECT', origin: 'signup' }, lou, '/quiz/signup/comment/12'],
    ['a subscriber adding a woman profile goes to the kid choice', '/quiz/new-profile/woman', { step: 'membership', status: 'ONGOING_SUBSCRIPTION', origin: 'added' }, marieLou, '/login/kid-choice'],
    ['a one-shot client goes to the quiz profile step', '/quiz/client/membership/12', { step: 'membership', status: 'ONE_SHOT', origin: 'added' }, lou, '/quiz/client/profile/12'],
    ['on the subscription step, a woman goes to her quiz profile step', '/quiz/subscriber-woman/subscription/31', { step: 'subscription', status: null, origin: 'signup' }, marieLou, '/quiz/subscriber-woman/woman/profile/31'],
  ] as const)('%s', (_case, path, creation, profile, expected) => {
    const code = quizCodeAfterCreation({ ...creation, profileType: profile.profile_type });
    expect(nextScreenAfterSave({ path, code, profile })).toMatchObject({ address: expected });
  });
});

describe('a code read for a profile type', () => {
  it.each([
    ['subscriber', 'KID', 'subscriber'],
    ['subscriber', 'WOMAN', 'subscriber-woman'],
    ['subscriber-woman', 'KID', 'subscriber'],
    ['new-profile-woman', 'KID', 'new-kid'],
    ['new-kid', 'WOMAN', 'new-profile-woman'],
    ['paused-woman', 'WOMAN', 'paused-woman'],
    ['profile', 'WOMAN', 'profile'],
  ] as const)('%s for a %s is %s', (code, type, expected) => {
    expect(quizCodeOfType(code, type)).toBe(expected);
  });
});
