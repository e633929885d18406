import type { Client, SessionPort, Viewer } from './viewer';

const VISITOR: Viewer = { status: 'unauthenticated', client: null, signIn: { pending: false, failure: null } };

/**
 * A session that stays as given and records what was asked of it: for component tests and for
 * screens rendered outside the app (the machine atlas).
 */
export function staticSession(viewer: Partial<Viewer> = {}) {
  let current: Viewer = { ...VISITOR, ...viewer };
  const listeners = new Set<() => void>();
  const calls: { method: keyof SessionPort; args: unknown[] }[] = [];
  const record =
    (method: keyof SessionPort) =>
    (...args: unknown[]) => {
      calls.push({ method, args });
    };
  const port: SessionPort & { calls: typeof calls; set(next: Partial<Viewer>): void } = {
    calls,
    getViewer: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      current = { ...current, ...next };
      listeners.forEach((listener) => listener());
    },
    signIn: record('signIn'),
    signedIn: record('signedIn'),
    signOut: record('signOut'),
    clientChanged: record('clientChanged'),
    checkClientId: record('checkClientId'),
    connectAs: record('connectAs'),
  };
  return port;
}

/** A signed-in client for tests, with the fields a fresh account has. */
export function sampleClient(overrides: Partial<Client> = {}): Client {
  return {
    id: 7,
    email: 'claire.martin@example.fr',
    pending_email: null,
    firstname: 'Claire',
    lastname: 'Martin',
    phone: null,
    locale: 'fr',
    country: 'FR',
    role: 'client',
    is_signed_up: true,
    is_optin_kid: false,
    is_optin_woman: false,
    godfather_email: null,
    origin: 'login',
    subscription_status: 'PROSPECT',
    woman_subscription_status: null,
    shop_status: 'PROSPECT',
    gift_card_status: null,
    impersonated_by: null,
    created_at: '2026-11-01T09:30:00.000Z',
    default_shipping_address: null,
    default_billing_address: null,
    ...overrides,
  };
}
