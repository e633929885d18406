import { screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile, type Profile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import type { RouteDef } from '../routes/table';
import { RouteScreen } from './RouteScreen';

/** A route of the table with a page of its own, guarded as given. */
function route(path: string, guards: string[]): RouteDef {
  return { name: `test${path}`, path, guards, layout: 'default', transition: 'none', page: { load: async () => ({ default: () => <h1>Page {path}</h1> }) }, ssr: false, sitemap: false };
}

function renderRoute(definition: RouteDef, session: ReturnType<typeof staticSession>, path = definition.path, locale: 'fr' | 'de' = 'fr') {
  return renderWithApp(
    <SessionContext.Provider value={session}>
      <RouteScreen match={{ route: definition, params: {} }} path={definition.path} />
    </SessionContext.Provider>,
    { path, locale },
  );
}

describe('a guarded route', () => {
  it('shows the page loading while the session loads, then the page', async () => {
    const session = staticSession({ status: 'loading' });
    const { container } = renderRoute(route('/infos', ['lc-auth']), session);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => session.set({ status: 'authenticated', client: sampleClient() }));
    expect(await screen.findByRole('heading', { name: 'Page /infos' })).toBeVisible();
  });

  it('sends a signed-in client home from /logout, a visitor-only page, without signing out', async () => {
    const session = staticSession({ status: 'authenticated', client: sampleClient() });
    const { location } = renderRoute(route('/logout', ['guest']), session);
    expect(location.history?.at(-1)).toBe('/');
    expect(session.calls).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'Page /logout' })).toBeNull();
  });

  it('sends a German client to the German home, written as links write it', () => {
    const session = staticSession({ status: 'authenticated', client: sampleClient() });
    const { location } = renderRoute(route('/logout', ['guest']), session, '/de/logout', 'de');
    expect(location.history?.at(-1)).toBe('/de');
  });

  it('shows /logout once a sign-out has ended the session', async () => {
    const session = staticSession({ status: 'loading' });
    const { container } = renderRoute(route('/logout', ['guest']), session);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => session.set({ status: 'unauthenticated' }));
    expect(await screen.findByRole('heading', { name: 'Page /logout' })).toBeVisible();
    expect(session.calls).toEqual([]);
  });

  it('sends a client who just signed in back where login was asked for', async () => {
    const session = staticSession({ status: 'loading' });
    const { location } = renderRoute(route('/login', ['guest']), session, '/login?redirect=%2Fde%2Finfos%3Ftab%3D2');
    act(() => session.set({ status: 'authenticated', client: sampleClient() }));
    expect(location.history?.at(-1)).toBe('/de/infos?tab=2');
  });
});

describe('a route with a profile guard', () => {
  function renderWithProfiles(definition: RouteDef, list: () => Promise<Profile[]>, params: Record<string, string> = {}) {
    const calls = { list: vi.fn(list), remove: vi.fn() };
    const rendered = renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
        <ProfileStoreContext.Provider value={createProfileStore(calls)}>
          <RouteScreen match={{ route: definition, params }} path={definition.path.replace(':editingKidId', params.editingKidId ?? '')} />
        </ProfileStoreContext.Provider>
      </SessionContext.Provider>,
      { path: definition.path },
    );
    return { ...rendered, calls };
  }

  it('loads the client’s profiles, waits for them, then decides', async () => {
    let answer!: (profiles: Profile[]) => void;
    const { container, location, calls } = renderWithProfiles(route('/infos/kids', ['lc-auth', 'profile']), () => new Promise((resolve) => (answer = resolve)));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await act(async () => answer([]));
    expect(location.history?.at(-1)).toBe('/quiz/new-kid/kid');
    expect(calls.list).toHaveBeenCalledTimes(1);
  });

  it('gives the guards the route parameters', async () => {
    const definition = route('/quiz/new-kid/kid/:editingKidId', ['lc-auth', 'kids', 'new-kid']);
    renderWithProfiles(definition, async () => [sampleProfile({ id: 11 })], { editingKidId: '12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  });

  it('leaves the profiles unloaded where no guard reads them', async () => {
    const { calls } = renderWithProfiles(route('/infos', ['lc-auth']), async () => []);
    expect(await screen.findByRole('heading', { name: 'Page /infos' })).toBeVisible();
    expect(calls.list).not.toHaveBeenCalled();
  });
});
