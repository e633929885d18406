import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp, type RenderOptions } from '@/shared/testing';
import { LocaleShell } from './LocaleShell';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });
const julia = sampleProfile({ id: 31, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: true });

/** Every call answers not found: the frame is what these tests read, whatever the page shows. */
function serveNothing() {
  vi.stubGlobal('fetch', async () => Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 }));
}

function renderShell(options: RenderOptions) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo, julia], remove: async () => undefined })}>
        <LocaleShell />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    options,
  );
}

const theme = (container: HTMLElement) => container.querySelector('[data-theme]')!.getAttribute('data-theme');

afterEach(() => vi.unstubAllGlobals());

describe('the theme of a screen (seed 000 §2, seed 001 §2)', () => {
  it('is the woman’s on a path that says woman, the kids’ on the others', async () => {
    serveNothing();
    const { container, unmount } = renderShell({ path: '/woman' });
    expect(theme(container)).toBe('woman');
    unmount();
    const kid = renderShell({ path: '/infos/preview' });
    expect(theme(kid.container)).toBe('kid');
  });

  it.each([
    ['her preview’s word for the stylist', '/infos/preview/31/41/comment'],
    ['her preview', '/infos/preview/31/41'],
    ['her preview’s confirmation', '/infos/preview/31/41/confirmation'],
    ['her profile page', '/profil/31'],
    ['her next trunk', '/31/malle'],
    ['her wishes', '/31/suggestions/41'],
    ['her shop', '/31/your-shop/new'],
    ['her stylist shop, chosen in the address', '/your-shop?profileId=31'],
    ['the end of her additional quiz', '/quiz/additional-quiz/confirm/31'],
  ])('is the woman’s on the pages of a woman’s profile: %s', async (_, path) => {
    serveNothing();
    const { container } = renderShell({ locale: 'de', path });
    await vi.waitFor(() => expect(theme(container)).toBe('woman'));
  });

  it('stays the kids’ on the same pages for a kid’s profile, and on the pages of no profile', async () => {
    serveNothing();
    for (const path of ['/infos/preview/11/41/comment', '/11/malle', '/your-shop?profileId=11', '/quiz/additional-quiz/confirm/11', '/infos/failed-payment']) {
      const { container, unmount } = renderShell({ path });
      // The family's profiles loaded, the page decided: the theme is still the kids'.
      await screen.findByRole('main');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect([path, theme(container)]).toEqual([path, 'kid']);
      unmount();
    }
  });
});
