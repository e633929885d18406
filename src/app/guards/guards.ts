import type { Profile, ProfileType } from '@/entities/profile';
import { isQuizAccount, safeRedirect } from '@/entities/session';
import { quizKindOfAccount, quizSignUpPath } from '@/features/quiz-routing';
import { savedDraftStep } from '@/features/littlegeste/recycle-label';
import { isFeatureOn } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { isWomanPath } from '../routes/table';
import { ALLOW, GuardRegistry, WAIT, type Guard, type GuardContext, type GuardOutcome } from './registry';

const NOT_FOUND: GuardOutcome = { kind: 'not-found' };

/** The page asked for, as `redirect` carries it: the browser path (locale prefix included) and its query. */
const wayBack = ({ locale, path, search }: GuardContext) => encodeURIComponent(localePath(path, locale) + search);

/** The quiz's sign-up a quiz account finishes: the woman's on a woman page or for the woman quiz's account. */
const quizSignUpOf = ({ path, session }: GuardContext) => quizSignUpPath(isWomanPath(path) ? 'WOMAN' : quizKindOfAccount(session.client));

/**
 * Signed-out visitors go to the login page of their locale, with the way back in `redirect`. A
 * visitor halfway through a quiz has no account yet: beyond the quiz's own steps, they create it
 * (or sign in) first, then come back.
 */
export const lcAuth: Guard = (context) => {
  if (context.session.status === 'loading') return WAIT;
  if (context.session.status !== 'authenticated') return { kind: 'redirect', to: `/login?redirect=${wayBack(context)}` };
  if (isQuizAccount(context.session) && !context.path.startsWith('/quiz/')) return { kind: 'redirect', to: `${quizSignUpOf(context)}?redirect=${wayBack(context)}` };
  return ALLOW;
};

/**
 * Visitor-only pages send signed-in users on: to the `redirect` they came with when it is a path of
 * the site, else home (seed 000 section 6). `/logout` too: it says a sign-out went through, and
 * opening it signs nobody out (the sign-out buttons end the session, then open it).
 *
 * A visitor halfway through a quiz is a visitor: they sign in on the quiz's sign-up, where their
 * answers move to the account they sign in to; they may reset a forgotten password. There is no
 * account to sign out of: /logout sends them home, their answers kept.
 */
export const guest: Guard = (context) => {
  const { session, path, search } = context;
  if (session.status === 'loading') return WAIT;
  if (session.status === 'unauthenticated') return ALLOW;
  if (isQuizAccount(session) && path === '/login') {
    const back = safeRedirect(new URLSearchParams(search).get('redirect'));
    return { kind: 'redirect', to: `${quizSignUpOf(context)}?account=existing${back ? `&redirect=${encodeURIComponent(back)}` : ''}` };
  }
  if (isQuizAccount(session) && path === '/reset-password') return ALLOW;
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  return { kind: 'redirect', to: redirect ? `~${redirect}` : '/' };
};

/**
 * Pages for clients whose sign-up is complete: a quiz's temporary account finishes it first (the
 * woman sign-up on a woman page), then comes back. A client the start-up could not load passes.
 */
export const signedUp: Guard = (context) => {
  if (context.session.client?.is_signed_up !== false) return ALLOW;
  const signUp = isWomanPath(context.path) ? '/quiz/signup/woman' : '/quiz/signup/kid';
  return { kind: 'redirect', to: `${signUp}?redirect=${wayBack(context)}` };
};

/** An area switched off for the locale does not exist there. */
export const featureSwitch =
  (feature: Parameters<typeof isFeatureOn>[1]): Guard =>
  ({ messages }) =>
    isFeatureOn(messages, feature) ? ALLOW : NOT_FOUND;

/** Where a signed-in client without any profile starts: the quiz that adds a kid to the account. */
const NEW_KID_QUIZ = '/quiz/new-kid/kid';

/**
 * A guard over the client's profiles. It waits while the session or the list loads. A client the
 * start-up could not load, or whose list could not be loaded, passes: the page says what failed.
 */
const withProfiles =
  (rule: (profiles: readonly Profile[], context: GuardContext) => GuardOutcome): Guard =>
  (context) => {
    if (context.session.status === 'loading') return WAIT;
    if (!context.session.client) return ALLOW;
    if (context.profiles.status === 'loading') return WAIT;
    return context.profiles.status === 'ready' ? rule(context.profiles.profiles, context) : ALLOW;
  };

/** `profile`: the pages about the family's profiles need one; a client without any starts the kid quiz. */
export const profileGuard = withProfiles((profiles) => (profiles.length > 0 ? ALLOW : { kind: 'redirect', to: NEW_KID_QUIZ }));

/**
 * `kids`: choosing among the profiles needs one, else the kid quiz. On the quiz pages that add a
 * profile (the kid quiz itself among them) a client without any is let in: that is where they go.
 */
export const kidsGuard = withProfiles((profiles, { path }) =>
  profiles.length > 0 || path.startsWith('/quiz/') ? ALLOW : { kind: 'redirect', to: NEW_KID_QUIZ },
);

/** `new-kid` / `new-woman`: the profile edited (`editingKidId`) is one of the client's kids (or women); any other is not found. */
const editingProfileOf = (type: ProfileType): Guard =>
  withProfiles((profiles, { params }) =>
    profiles.some((profile) => profile.profile_type === type && String(profile.id) === params.editingKidId) ? ALLOW : NOT_FOUND,
  );
export const newKidGuard = editingProfileOf('KID');
export const newWomanGuard = editingProfileOf('WOMAN');

/**
 * `profile-suggestions`: the pages of a profile's trunk and wishes (`kidId`) are for one of the
 * client's profiles (any other is not found), once it has requested a trunk; before, the client
 * goes to the profiles page, where a trunk is ordered.
 */
export const profileSuggestionsGuard = withProfiles((profiles, { params }) => {
  const profile = profiles.find((candidate) => String(candidate.id) === params.kidId);
  if (!profile) return NOT_FOUND;
  return profile.has_requested ? ALLOW : { kind: 'redirect', to: '/infos/kids' };
});

/** Where a preview that cannot be opened sends the client: the list of their previews. */
const PREVIEW_LIST = '/infos/preview';

/**
 * `preview`: a preview is for a client whose sign-up is complete (else `signed-up` decides), of one
 * of their profiles that has requested a trunk; any other goes to the list of previews.
 */
export const previewGuard: Guard = (context) => {
  const signUp = signedUp(context);
  if (signUp.kind !== 'allow') return signUp;
  return withProfiles((profiles, { params }) =>
    profiles.some((profile) => String(profile.id) === params.profileId && profile.has_requested) ? ALLOW : { kind: 'redirect', to: PREVIEW_LIST },
  )(context);
};

/**
 * `shop`: the stylist shop is a stylist's choice for one of the client's profiles. It exists only
 * where the shop and the custom shop are switched on (else not found); a visitor signs in first
 * (with the way back); a client without any profile starts the kid quiz; a profile's shop
 * (`kidId`) is for one of the client's profiles, any other is not found.
 */
export const shopGuard: Guard = (context) => {
  if (!isFeatureOn(context.messages, 'shop') || !isFeatureOn(context.messages, 'customShop')) return NOT_FOUND;
  const signIn = lcAuth(context);
  if (signIn.kind !== 'allow') return signIn;
  return withProfiles((profiles, { params }) => {
    if (!profiles.length) return { kind: 'redirect', to: NEW_KID_QUIZ };
    return params.kidId === undefined || profiles.some((profile) => String(profile.id) === params.kidId) ? ALLOW : NOT_FOUND;
  })(context);
};

/** The start of the label creation, with its steps below it. */
const RECYCLE_START = '/littlegeste/create-label';

/**
 * `littlegeste`: the label creation's later steps. Where `feature.recycle` is off, the blocked page
 * says so; a step opened without the earlier one done (the draft of the tab) sends the client
 * back: no started draft to the start, the confirmation without the address and drop-off to the
 * address step. A visitor with a started draft passes: the address step asks them to sign in.
 */
export const littlegesteGuard: Guard = ({ messages, path }) => {
  const step = savedDraftStep();
  const to = !isFeatureOn(messages, 'recycle')
    ? `${RECYCLE_START}/blocked/switched-off`
    : step === 'none'
      ? RECYCLE_START
      : path.endsWith('/confirmation') && step !== 'addressed'
        ? `${RECYCLE_START}/address`
        : null;
  return to ? { kind: 'redirect', to } : ALLOW;
};

/** The guards that read the client's profiles: their routes load the list. */
export const PROFILE_GUARDS: readonly string[] = ['profile', 'kids', 'new-kid', 'new-woman', 'profile-suggestions', 'preview', 'shop'];

export function createGuardRegistry(): GuardRegistry {
  return new GuardRegistry()
    .register('lc-auth', lcAuth)
    .register('guest', guest)
    .register('signed-up', signedUp)
    .register('blog', featureSwitch('blog'))
    .register('loyalty', featureSwitch('loyalty'))
    .register('profile', profileGuard)
    .register('kids', kidsGuard)
    .register('new-kid', newKidGuard)
    .register('new-woman', newWomanGuard)
    .register('profile-suggestions', profileSuggestionsGuard)
    .register('preview', previewGuard)
    .register('shop', shopGuard)
    .register('littlegeste', littlegesteGuard);
}

export const guards = createGuardRegistry();
