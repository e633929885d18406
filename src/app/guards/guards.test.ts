import { describe, expect, it } from 'vitest';
import type { GuardContext } from './registry';
import { createGuardRegistry, guest, lcAuth } from './guards';

const signedOut = { status: 'unauthenticated', accessToken: null, clientId: null } as const;
const signedIn = { status: 'authenticated', accessToken: 'token', clientId: '7' } as const;

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return { session: signedOut, locale: 'fr', path: '/infos/orders', search: '', messages: {}, ...overrides };
}

describe('lc-auth', () => {
  it('sends a signed-out visitor to login with the way back, in the current locale', () => {
    expect(lcAuth(context({ locale: 'de', search: '?tab=2' }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fde%2Finfos%2Forders%3Ftab%3D2' });
    expect(lcAuth(context())).toEqual({ kind: 'redirect', to: '/login?redirect=%2Finfos%2Forders' });
  });
  it('lets a signed-in client through', () => {
    expect(lcAuth(context({ session: signedIn }))).toEqual({ kind: 'allow' });
  });
});

describe('guest', () => {
  it('sends a signed-in client home and lets visitors through', () => {
    expect(guest(context({ session: signedIn, path: '/login' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guest(context({ path: '/login' }))).toEqual({ kind: 'allow' });
  });
});

describe('the guard registry', () => {
  const registry = createGuardRegistry();
  it('throws on an unknown guard name', () => {
    expect(() => registry.get('stylist-only')).toThrow('Unknown route guard: stylist-only');
    expect(() => registry.run(['lc-auth', 'nope'], context({ session: signedIn }))).toThrow('Unknown route guard: nope');
  });
  it('runs guards in order and stops at the first that does not allow', () => {
    expect(registry.run(['lc-auth', 'loyalty'], context())).toMatchObject({ kind: 'redirect' });
    expect(registry.run(['lc-auth', 'loyalty'], context({ session: signedIn, messages: { 'feature.loyalty': 'false' } }))).toEqual({ kind: 'not-found' });
    expect(registry.run(['lc-auth', 'loyalty'], context({ session: signedIn, messages: { 'feature.loyalty': 'true' } }))).toEqual({ kind: 'allow' });
  });
  it('hides the blog where its switch is off', () => {
    expect(registry.run(['blog'], context({ messages: { 'feature.blog': 'false' } }))).toEqual({ kind: 'not-found' });
    expect(registry.run(['blog'], context({ messages: {} }))).toEqual({ kind: 'not-found' });
    expect(registry.run(['blog'], context({ messages: { 'feature.blog': 'true' } }))).toEqual({ kind: 'allow' });
  });
  it('refuses a name registered twice', () => {
    expect(() => registry.register('guest', guest)).toThrow('registered twice');
  });
});
