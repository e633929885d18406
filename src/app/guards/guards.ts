import { safeRedirect } from '@/entities/session';
import { isFeatureOn } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { PENDING_GUARDS } from '../routes/pending';
import { isWomanPath } from '../routes/table';
import { ALLOW, GuardRegistry, WAIT, type Guard, type GuardContext } from './registry';

/** The page asked for, as `redirect` carries it: the browser path (locale prefix included) and its query. */
const wayBack = ({ locale, path, search }: GuardContext) => encodeURIComponent(localePath(path, locale) + search);

/** Signed-out visitors go to the login page of their locale, with the way back in `redirect`. */
export const lcAuth: Guard = (context) => {
  if (context.session.status === 'loading') return WAIT;
  return context.session.status === 'authenticated' ? ALLOW : { kind: 'redirect', to: `/login?redirect=${wayBack(context)}` };
};

/**
 * Visitor-only pages send signed-in users on: to the `redirect` they came with when it is a path of
 * the site, else home. `/logout` signs a signed-in user out first, then shows.
 */
export const guest: Guard = ({ session, path, search }) => {
  if (session.status === 'loading') return WAIT;
  if (session.status === 'unauthenticated') return ALLOW;
  if (path === '/logout') return { kind: 'sign-out' };
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
    isFeatureOn(messages, feature) ? ALLOW : { kind: 'not-found' };

export function createGuardRegistry(): GuardRegistry {
  const registry = new GuardRegistry()
    .register('lc-auth', lcAuth)
    .register('guest', guest)
    .register('signed-up', signedUp)
    .register('blog', featureSwitch('blog'))
    .register('loyalty', featureSwitch('loyalty'));
  for (const name of Object.keys(PENDING_GUARDS)) registry.register(name, () => ALLOW);
  return registry;
}

export const guards = createGuardRegistry();
