import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, staticSession } from '@/entities/session';
import { landingState } from '@/features/landing-suggestions';
import { renderWithApp } from '@/shared/testing';
import { NavigationEffects } from './NavigationEffects';

function navigateTo(path: string) {
  const session = staticSession();
  renderWithApp(
    <SessionContext.Provider value={session}>
      <NavigationEffects />
    </SessionContext.Provider>,
    { path },
  );
  return session;
}

describe('every navigation', () => {
  it('hands an administrator’s connect-as-access-token to the session', () => {
    expect(navigateTo('/de/infos?tab=2&connect-as-access-token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2ln').calls).toEqual([
      { method: 'connectAs', args: ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.c2ln'] },
    ]);
  });

  it('leaves the session alone otherwise', () => {
    expect(navigateTo('/infos?tab=2').calls).toEqual([]);
  });
});

describe('discount codes of a link', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    for (const name of ['kid_code', 'woman_code', 'lc_kid_code', 'lc_woman_code', 'lc_godfather']) document.cookie = `${name}=; max-age=0; path=/`;
  });

  it('keeps kid_code and woman_code in cookies of those names for 7 days (seed 000 §9, seed 001 §9)', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    navigateTo('/nl/quiz/signup/kid?kid_code=WELKOM10&woman_code=mama-2026');
    expect(written.mock.calls.map(([cookie]) => cookie)).toEqual([
      'kid_code=WELKOM10; path=/; max-age=604800; SameSite=Lax',
      'woman_code=mama-2026; path=/; max-age=604800; SameSite=Lax',
    ]);
    expect(document.cookie).toContain('kid_code=WELKOM10');
    expect(document.cookie).not.toContain('lc_kid_code');
  });

  it('takes over the codes a visitor kept under the old names once, then drops the old cookies', () => {
    document.cookie = 'lc_kid_code=BIENVENUE10; path=/';
    document.cookie = 'lc_woman_code=ETE25; path=/';
    document.cookie = 'woman_code=PRINTEMPS; path=/';
    navigateTo('/quiz/kid');
    // The old kid code is kept under its new name; a woman code under the new name wins over the old one.
    expect(document.cookie.split('; ').sort()).toEqual(['kid_code=BIENVENUE10', 'woman_code=PRINTEMPS']);
    navigateTo('/quiz/kid?kid_code=NOEL');
    expect(document.cookie.split('; ').sort()).toEqual(['kid_code=NOEL', 'woman_code=PRINTEMPS']);
  });

  it('keeps only the code the link carries, and no code that is not one', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    navigateTo('/woman?woman_code=%3Cscript%3E&kid_code=');
    navigateTo('/woman?woman_code=ETE25');
    expect(written.mock.calls.map(([cookie]) => cookie)).toEqual(['woman_code=ETE25; path=/; max-age=604800; SameSite=Lax']);
  });

  it('keeps the referrer of a referral link for the sign-up, for 30 days, and no address that is not one', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    navigateTo('/quiz/kid?godfather=not-an-address');
    navigateTo('/es/quiz/kid?godfather=lucia.garcia%2Bmalle%40gmail.com');
    expect(written.mock.calls.map(([cookie]) => cookie)).toEqual(['lc_godfather=lucia.garcia%2Bmalle%40gmail.com; path=/; max-age=2592000; SameSite=Lax']);
    expect(document.cookie).toContain('lc_godfather=lucia.garcia%2Bmalle%40gmail.com');
  });

  it('decodes the base64url address of a shared link, on any page', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    // "camille.martin@demo.littlecloset.test", as /infos/referral shares it.
    navigateTo('/de/lp-referral/invitation?godfather=Y2FtaWxsZS5tYXJ0aW5AZGVtby5saXR0bGVjbG9zZXQudGVzdA');
    expect(written.mock.calls.map(([cookie]) => cookie)).toEqual(['lc_godfather=camille.martin%40demo.littlecloset.test; path=/; max-age=2592000; SameSite=Lax']);
  });
});

describe('a landing link', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps its sugg_* parameters for the visit, and later addresses without them keep the state', async () => {
    navigateTo('/nl?sugg_g=girl&sugg_t=4%20ans&sugg_b=5%20ans&sugg_c=DRESSES&sugg_ids=31,32');
    navigateTo('/nl/concept');
    await vi.waitFor(() => expect(landingState()).toEqual({ gender: 'GIRL', topSize: '4 ans', bottomSize: '5 ans', collection: 'DRESSES', wishes: [31, 32] }));
  });
});
