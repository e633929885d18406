import { isFeatureOn } from '@/shared/i18n';
import { localePath } from '@/shared/lib';
import { PENDING_GUARDS } from '../routes/pending';
import { ALLOW, GuardRegistry, type Guard } from './registry';

/** Signed-out visitors go to the login page of their locale, with the way back in `redirect`. */
export const lcAuth: Guard = ({ session, locale, path, search }) =>
  session.status === 'authenticated' ? ALLOW : { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(localePath(path, locale) + search)}` };

/** Visitor-only pages send signed-in users home. */
export const guest: Guard = ({ session }) => (session.status === 'authenticated' ? { kind: 'redirect', to: '/' } : ALLOW);

/** An area switched off for the locale does not exist there. */
export const featureSwitch =
  (feature: Parameters<typeof isFeatureOn>[1]): Guard =>
  ({ messages }) =>
    isFeatureOn(messages, feature) ? ALLOW : { kind: 'not-found' };

export function createGuardRegistry(): GuardRegistry {
  const registry = new GuardRegistry()
    .register('lc-auth', lcAuth)
    .register('guest', guest)
    .register('blog', featureSwitch('blog'))
    .register('loyalty', featureSwitch('loyalty'));
  for (const name of Object.keys(PENDING_GUARDS)) registry.register(name, () => ALLOW);
  return registry;
}

export const guards = createGuardRegistry();
