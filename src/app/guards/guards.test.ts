import { afterEach, describe, expect, it } from 'vitest';
import type { Profile, ProfileList } from '@/entities/profile';
import { sampleClient, type Viewer } from '@/entities/session';
import type { GuardContext } from './registry';
import { RECYCLE_DRAFT_KEY, saveRecycleDraft, startedDraft } from '@/features/littlegeste/recycle-label';
import { createGuardRegistry, guest, kidsGuard, lcAuth, littlegesteGuard, newKidGuard, newWomanGuard, previewGuard, profileGuard, profileSuggestionsGuard, shopGuard, signedUp } from './guards';

const viewer = (status: Viewer['status'], client: Viewer['client'] = null): Viewer => ({ status, client, signIn: { pending: false, failure: null } });
const signedOut = viewer('unauthenticated');
const loading = viewer('loading');
const signedIn = viewer('authenticated', sampleClient());

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return { session: signedOut, locale: 'fr', path: '/infos/orders', search: '', params: {}, messages: {}, profiles: { status: 'loading' }, ...overrides };
}

describe('lc-auth', () => {
  it('sends a signed-out visitor to login with the way back, in the current locale', () => {
    expect(lcAuth(context({ locale: 'de', search: '?tab=2' }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fde%2Finfos%2Forders%3Ftab%3D2' });
    expect(lcAuth(context())).toEqual({ kind: 'redirect', to: '/login?redirect=%2Finfos%2Forders' });
  });
  it('lets a signed-in client through, also one the start-up could not load', () => {
    expect(lcAuth(context({ session: signedIn }))).toEqual({ kind: 'allow' });
    expect(lcAuth(context({ session: viewer('authenticated') }))).toEqual({ kind: 'allow' });
  });
  it('waits while the session loads', () => {
    expect(lcAuth(context({ session: loading }))).toEqual({ kind: 'wait' });
  });
});

describe('a visitor halfway through the quiz (its temporary account)', () => {
  const kidQuiz = viewer('authenticated', sampleClient({ is_signed_up: false, origin: 'quiz-kid' }));
  const womanQuiz = viewer('authenticated', sampleClient({ is_signed_up: false, origin: 'quiz-woman' }));

  it('has no account area: /infos and its pages ask to create the account first, with the way back', () => {
    expect(lcAuth(context({ session: kidQuiz, path: '/infos' }))).toEqual({ kind: 'redirect', to: '/quiz/signup/kid?redirect=%2Finfos' });
    expect(lcAuth(context({ session: womanQuiz, locale: 'nl', path: '/infos/edit/addresses' }))).toEqual({
      kind: 'redirect',
      to: '/quiz/signup/woman?redirect=%2Fnl%2Finfos%2Fedit%2Faddresses',
    });
  });

  it('goes on with the quiz’s own steps', () => {
    expect(lcAuth(context({ session: womanQuiz, path: '/quiz/signup-woman/woman/size-alert/31' }))).toEqual({ kind: 'allow' });
  });

  it('signs in where the quiz’s answers move to the account: the quiz’s sign-up, with the way back', () => {
    expect(guest(context({ session: kidQuiz, path: '/login' }))).toEqual({ kind: 'redirect', to: '/quiz/signup/kid?account=existing' });
    expect(guest(context({ session: womanQuiz, path: '/login', search: '?redirect=%2Fshop' }))).toEqual({
      kind: 'redirect',
      to: '/quiz/signup/woman?account=existing&redirect=%2Fshop',
    });
  });

  it('may reset a forgotten password, and is sent home from /logout: there is no account to sign out of', () => {
    expect(guest(context({ session: kidQuiz, path: '/reset-password', search: '?client_id=7&token=abc' }))).toEqual({ kind: 'allow' });
    expect(guest(context({ session: kidQuiz, path: '/logout' }))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('guest', () => {
  it('lets visitors through, and waits while the session loads', () => {
    expect(guest(context({ path: '/login' }))).toEqual({ kind: 'allow' });
    expect(guest(context({ path: '/login', session: loading }))).toEqual({ kind: 'wait' });
  });
  it('sends a signed-in client home', () => {
    expect(guest(context({ session: signedIn, path: '/login' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guest(context({ session: signedIn, path: '/reset-password', search: '?client_id=7&token=abc' }))).toEqual({ kind: 'redirect', to: '/' });
  });
  it('sends a signed-in client back where login was asked for, with its locale prefix', () => {
    expect(guest(context({ session: signedIn, locale: 'de', path: '/login', search: '?redirect=%2Fde%2Finfos%2Forders%3Ftab%3D2' }))).toEqual({
      kind: 'redirect',
      to: '~/de/infos/orders?tab=2',
    });
    expect(guest(context({ session: signedIn, path: '/login', search: '?redirect=%2Finfos&reason=expired' }))).toEqual({ kind: 'redirect', to: '~/infos' });
  });
  it('never follows a redirect off the site', () => {
    for (const redirect of ['//evil.example/infos', 'https://evil.example', '/\\evil.example']) {
      expect(guest(context({ session: signedIn, path: '/login', search: `?redirect=${encodeURIComponent(redirect)}` }))).toEqual({ kind: 'redirect', to: '/' });
    }
  });
  it('shows /logout to a visitor, and sends a signed-in client home from it, still signed in (seed 000 section 6)', () => {
    expect(guest(context({ session: signedOut, path: '/logout' }))).toEqual({ kind: 'allow' });
    expect(guest(context({ session: loading, path: '/logout' }))).toEqual({ kind: 'wait' });
    expect(guest(context({ session: signedIn, path: '/logout' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(guest(context({ session: signedIn, path: '/logout', search: '?redirect=%2Finfos' }))).toEqual({ kind: 'redirect', to: '~/infos' });
  });
});

describe('signed-up', () => {
  const temporary = viewer('authenticated', sampleClient({ is_signed_up: false }));
  it('sends a client whose sign-up is not complete to finish it, with the way back', () => {
    expect(signedUp(context({ session: temporary, path: '/infos/subscriptions' }))).toEqual({ kind: 'redirect', to: '/quiz/signup/kid?redirect=%2Finfos%2Fsubscriptions' });
    expect(signedUp(context({ session: temporary, locale: 'es', path: '/profil/woman/12' }))).toEqual({
      kind: 'redirect',
      to: '/quiz/signup/woman?redirect=%2Fes%2Fprofil%2Fwoman%2F12',
    });
  });
  it('lets a signed-up client through, and one the start-up could not load', () => {
    expect(signedUp(context({ session: signedIn, path: '/infos/subscriptions' }))).toEqual({ kind: 'allow' });
    expect(signedUp(context({ session: viewer('authenticated'), path: '/infos/subscriptions' }))).toEqual({ kind: 'allow' });
  });
  it('comes after lc-auth: a visitor goes to login first', () => {
    expect(createGuardRegistry().run(['lc-auth', 'signed-up'], context({ path: '/infos/subscriptions' }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Finfos%2Fsubscriptions',
    });
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

describe('the profile guards', () => {
  const profile = (id: number, profile_type: Profile['profile_type']) => ({ id, profile_type }) as Profile;
  const ready = (...profiles: Profile[]): ProfileList => ({ status: 'ready', profiles });
  const family = ready(profile(11, 'KID'), profile(12, 'WOMAN'));
  const none = ready();
  const all = [profileGuard, kidsGuard, newKidGuard, newWomanGuard, profileSuggestionsGuard];

  it('wait while the session or the profiles load', () => {
    for (const guard of all) {
      expect(guard(context({ session: loading, profiles: family }))).toEqual({ kind: 'wait' });
      expect(guard(context({ session: signedIn, profiles: { status: 'loading' } }))).toEqual({ kind: 'wait' });
    }
  });
  it('let through a client the start-up or the list could not load: the page says so', () => {
    for (const guard of all) {
      expect(guard(context({ session: viewer('authenticated'), profiles: { status: 'loading' } }))).toEqual({ kind: 'allow' });
      expect(guard(context({ session: signedIn, profiles: { status: 'failed', error: new Error('offline') } }))).toEqual({ kind: 'allow' });
    }
  });

  it('profile: a client without any profile starts the kid quiz; with one, the page shows', () => {
    expect(profileGuard(context({ session: signedIn, path: '/infos/kids', profiles: none }))).toEqual({ kind: 'redirect', to: '/quiz/new-kid/kid' });
    expect(profileGuard(context({ session: signedIn, path: '/infos/kids', profiles: ready(profile(12, 'WOMAN')) }))).toEqual({ kind: 'allow' });
  });

  it('kids: the kid choice needs a profile, the quizzes that add one let a client without any in', () => {
    expect(kidsGuard(context({ session: signedIn, path: '/login/kid-choice', profiles: none }))).toEqual({ kind: 'redirect', to: '/quiz/new-kid/kid' });
    expect(kidsGuard(context({ session: signedIn, path: '/login/kid-choice', profiles: family }))).toEqual({ kind: 'allow' });
    expect(kidsGuard(context({ session: signedIn, path: '/quiz/new-kid/kid', profiles: none }))).toEqual({ kind: 'allow' });
    expect(kidsGuard(context({ session: signedIn, path: '/quiz/new-profile/woman', profiles: none }))).toEqual({ kind: 'allow' });
  });

  it('new-kid: only one of the client’s kids can be edited', () => {
    const editing = (editingKidId: string) => context({ session: signedIn, path: `/quiz/new-kid/kid/${editingKidId}`, params: { editingKidId }, profiles: family });
    expect(newKidGuard(editing('11'))).toEqual({ kind: 'allow' });
    expect(newKidGuard(editing('12'))).toEqual({ kind: 'not-found' });
    expect(newKidGuard(editing('13'))).toEqual({ kind: 'not-found' });
    expect(newKidGuard(editing('11abc'))).toEqual({ kind: 'not-found' });
  });

  it('new-woman: only one of the client’s woman profiles can be edited', () => {
    const editing = (editingKidId: string) => context({ session: signedIn, path: `/quiz/new-profile/woman/${editingKidId}`, params: { editingKidId }, profiles: family });
    expect(newWomanGuard(editing('12'))).toEqual({ kind: 'allow' });
    expect(newWomanGuard(editing('11'))).toEqual({ kind: 'not-found' });
  });

  it('profile-suggestions: a trunk’s pages are for one of the client’s profiles that has requested a trunk', () => {
    const requested = { ...profile(11, 'KID'), has_requested: true };
    const prospect = { ...profile(12, 'WOMAN'), has_requested: false };
    const at = (kidId: string) => context({ session: signedIn, path: `/${kidId}/suggestions/9`, params: { kidId, requestId: '9' }, profiles: ready(requested, prospect) });
    expect(profileSuggestionsGuard(at('11'))).toEqual({ kind: 'allow' });
    expect(profileSuggestionsGuard(at('12'))).toEqual({ kind: 'redirect', to: '/infos/kids' });
    expect(profileSuggestionsGuard(at('13'))).toEqual({ kind: 'not-found' });
    expect(profileSuggestionsGuard(at('11abc'))).toEqual({ kind: 'not-found' });
  });

  it('are registered under the names of the route table, after lc-auth', () => {
    const registry = createGuardRegistry();
    expect(registry.run(['lc-auth', 'profile'], context({ path: '/infos/kids' }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Finfos%2Fkids' });
    expect(registry.run(['lc-auth', 'profile'], context({ session: signedIn, profiles: none }))).toEqual({ kind: 'redirect', to: '/quiz/new-kid/kid' });
    expect(registry.run(['lc-auth', 'signed-up', 'profile-suggestions'], context({ session: signedIn, params: { kidId: '11' }, profiles: family }))).toEqual({
      kind: 'redirect',
      to: '/infos/kids',
    });
    expect(registry.run(['lc-auth', 'kids', 'new-woman'], context({ session: signedIn, path: '/quiz/new-profile/woman/11', params: { editingKidId: '11' }, profiles: family }))).toEqual({
      kind: 'not-found',
    });
  });
});

describe('preview', () => {
  const requested = { id: 11, profile_type: 'KID', has_requested: true } as Profile;
  const prospect = { id: 12, profile_type: 'WOMAN', has_requested: false } as Profile;
  const family: ProfileList = { status: 'ready', profiles: [requested, prospect] };
  const at = (profileId: string, overrides: Partial<GuardContext> = {}) =>
    context({ session: signedIn, path: `/infos/preview/${profileId}/41`, params: { profileId, requestId: '41' }, profiles: family, ...overrides });

  it('opens the preview of one of the client’s profiles that has requested a trunk', () => {
    expect(previewGuard(at('11'))).toEqual({ kind: 'allow' });
  });
  it('sends a profile without a trunk, another client’s or a malformed id to the list of previews', () => {
    expect(previewGuard(at('12'))).toEqual({ kind: 'redirect', to: '/infos/preview' });
    expect(previewGuard(at('13'))).toEqual({ kind: 'redirect', to: '/infos/preview' });
    expect(previewGuard(at('11abc'))).toEqual({ kind: 'redirect', to: '/infos/preview' });
  });
  it('needs a complete sign-up first, with the way back', () => {
    expect(previewGuard(at('11', { session: viewer('authenticated', sampleClient({ is_signed_up: false })) }))).toEqual({
      kind: 'redirect',
      to: '/quiz/signup/kid?redirect=%2Finfos%2Fpreview%2F11%2F41',
    });
  });
  it('waits while the session or the profiles load; a list that could not load lets the page say so', () => {
    expect(previewGuard(at('11', { session: loading }))).toEqual({ kind: 'wait' });
    expect(previewGuard(at('11', { profiles: { status: 'loading' } }))).toEqual({ kind: 'wait' });
    expect(previewGuard(at('11', { profiles: { status: 'failed', error: new Error('offline') } }))).toEqual({ kind: 'allow' });
  });
  it('is registered under its name, after lc-auth', () => {
    const registry = createGuardRegistry();
    expect(registry.run(['lc-auth', 'preview'], context({ path: '/infos/preview/11/41', params: { profileId: '11' } }))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Finfos%2Fpreview%2F11%2F41',
    });
    expect(registry.run(['lc-auth', 'preview'], at('12'))).toEqual({ kind: 'redirect', to: '/infos/preview' });
  });
});

describe('shop', () => {
  const family: ProfileList = { status: 'ready', profiles: [{ id: 11, profile_type: 'KID' } as Profile, { id: 12, profile_type: 'WOMAN' } as Profile] };
  const switches = { 'feature.shop': 'true', 'feature.customShop': 'true' };
  const at = (path: string, overrides: Partial<GuardContext> = {}) => {
    const kidId = /^\/(?!shop\/)([^/]+)\/your-shop/.exec(path)?.[1];
    return context({ session: signedIn, path, params: kidId ? { kidId } : {}, messages: switches, profiles: family, ...overrides });
  };

  it('opens the client’s own shop and the shop of each of their profiles, a kid’s or a woman’s', () => {
    expect(shopGuard(at('/your-shop'))).toEqual({ kind: 'allow' });
    expect(shopGuard(at('/shop/your-shop'))).toEqual({ kind: 'allow' });
    expect(shopGuard(at('/11/your-shop/new'))).toEqual({ kind: 'allow' });
    expect(shopGuard(at('/12/your-shop/looks/40'))).toEqual({ kind: 'allow' });
  });
  it('does not find another client’s profile nor a malformed id', () => {
    expect(shopGuard(at('/13/your-shop'))).toEqual({ kind: 'not-found' });
    expect(shopGuard(at('/11abc/your-shop'))).toEqual({ kind: 'not-found' });
  });
  it('sends a visitor to login with the way back, and a client without any profile to the kid quiz', () => {
    expect(shopGuard(at('/11/your-shop/promo', { session: signedOut, locale: 'nl' }))).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fnl%2F11%2Fyour-shop%2Fpromo' });
    expect(shopGuard(at('/your-shop', { profiles: { status: 'ready', profiles: [] } }))).toEqual({ kind: 'redirect', to: '/quiz/new-kid/kid' });
  });
  it('does not exist where the shop or the custom shop is switched off', () => {
    expect(shopGuard(at('/your-shop', { messages: { ...switches, 'feature.customShop': 'false' } }))).toEqual({ kind: 'not-found' });
    expect(shopGuard(at('/your-shop', { messages: { ...switches, 'feature.shop': 'false' } }))).toEqual({ kind: 'not-found' });
    expect(shopGuard(at('/your-shop', { session: signedOut, messages: {} }))).toEqual({ kind: 'not-found' });
  });
  it('waits while the session or the profiles load; a list that could not load lets the page say so', () => {
    expect(shopGuard(at('/11/your-shop', { session: loading }))).toEqual({ kind: 'wait' });
    expect(shopGuard(at('/11/your-shop', { profiles: { status: 'loading' } }))).toEqual({ kind: 'wait' });
    expect(shopGuard(at('/11/your-shop', { profiles: { status: 'failed', error: new Error('offline') } }))).toEqual({ kind: 'allow' });
  });
  it('is registered under its name', () => {
    expect(createGuardRegistry().run(['shop'], at('/13/your-shop'))).toEqual({ kind: 'not-found' });
    expect(createGuardRegistry().run(['shop'], at('/11/your-shop'))).toEqual({ kind: 'allow' });
  });
});

describe('littlegeste', () => {
  const on = { 'feature.recycle': 'true' };
  const address = context({ path: '/littlegeste/create-label/address', messages: on });
  const confirmation = context({ path: '/littlegeste/create-label/confirmation', messages: on, session: signedIn });
  const started = startedDraft('d-1');
  afterEach(() => sessionStorage.clear());

  it('sends every step to the switched-off page where the programme is off in the locale', () => {
    saveRecycleDraft(started);
    expect(littlegesteGuard({ ...address, messages: { 'feature.recycle': 'false' } })).toEqual({ kind: 'redirect', to: '/littlegeste/create-label/blocked/switched-off' });
    expect(littlegesteGuard({ ...confirmation, messages: {} })).toEqual({ kind: 'redirect', to: '/littlegeste/create-label/blocked/switched-off' });
  });

  it('sends a step opened from nowhere (no draft started in the tab) to the start', () => {
    expect(littlegesteGuard(address)).toEqual({ kind: 'redirect', to: '/littlegeste/create-label' });
    expect(littlegesteGuard(confirmation)).toEqual({ kind: 'redirect', to: '/littlegeste/create-label' });
    sessionStorage.setItem(RECYCLE_DRAFT_KEY, '{not json');
    expect(littlegesteGuard(address)).toEqual({ kind: 'redirect', to: '/littlegeste/create-label' });
  });

  it('lets the address step open once the start is done, signed in or not (the page asks to sign in)', () => {
    saveRecycleDraft(started);
    expect(littlegesteGuard(address)).toEqual({ kind: 'allow' });
    expect(littlegesteGuard({ ...address, session: signedIn })).toEqual({ kind: 'allow' });
  });

  it('sends the confirmation back to the address step until the address and the drop-off are chosen', () => {
    saveRecycleDraft({ ...started, address: { id: 5, country_code: 'NL' } });
    expect(littlegesteGuard(confirmation)).toEqual({ kind: 'redirect', to: '/littlegeste/create-label/address' });
    saveRecycleDraft({ ...started, address: { id: 5, country_code: 'NL' }, drop_off: 'RELAY' });
    expect(littlegesteGuard(confirmation)).toEqual({ kind: 'redirect', to: '/littlegeste/create-label/address' });
    saveRecycleDraft({ ...started, address: { id: 5, country_code: 'NL' }, drop_off: 'POST_OFFICE' });
    expect(littlegesteGuard(confirmation)).toEqual({ kind: 'allow' });
  });

  it('is the registry’s littlegeste guard, after lc-auth on the confirmation', () => {
    const registry = createGuardRegistry();
    expect(registry.run(['lc-auth', 'littlegeste'], { ...confirmation, session: signedOut })).toMatchObject({ kind: 'redirect', to: expect.stringMatching(/^\/login\?redirect=/) });
    expect(registry.run(['littlegeste'], address)).toEqual({ kind: 'redirect', to: '/littlegeste/create-label' });
  });
});
