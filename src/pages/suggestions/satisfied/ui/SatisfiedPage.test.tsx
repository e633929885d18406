import { Component, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleRequest } from '@/entities/trunk';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import SatisfiedPage from './SatisfiedPage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });
const delivered = sampleRequest({ id: 8, status_details: { code: 'DELIVERED', actions: ['CHOOSE_PIECES', 'GIVE_FEEDBACK'] } });
const inCreation = sampleRequest({ id: 9 });
const onItsWay = sampleRequest({ id: 14, status_details: { code: 'SHIPPED', actions: [] } });
const atHome = (id: number, code: 'KEPT_PAID' | 'RETURNED') => sampleRequest({ id, status_details: { code, actions: ['GIVE_FEEDBACK'] } });

/** What the page throws, as the app's error boundary receives it. */
class Caught extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>{JSON.stringify(this.state.error)}</p> : this.props.children;
  }
}

function renderPage(orderId: string, locale: Locale = 'fr') {
  vi.stubGlobal('fetch', async () => Response.json([inCreation, delivered, onItsWay, atHome(10, 'KEPT_PAID'), atHome(12, 'RETURNED'), sampleRequest({ id: 13, status_details: { code: 'CANCELLED', actions: [] } })]));
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo], remove: async () => undefined })}>
        <Caught>
          <SatisfiedPage params={{ orderId }} />
        </Caught>
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale, path: `/${orderId}/satisfied` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the page after a trunk arrived', () => {
  it('thanks, asks for more, nudges to refer a friend and leads to the next trunks', async () => {
    renderPage('8', 'nl');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bedankt!' })).toBeVisible();
    expect(await screen.findByText('We hopen dat de box van Léo je bevallen is.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mijn mening geven' })).toHaveAttribute('href', '/nl/infos/rating/8');
    expect(screen.getByRole('link', { name: 'Een vriendin uitnodigen' })).toHaveAttribute('href', '/nl/referral');
    expect(screen.getByRole('link', { name: 'Mijn boxen bekijken' })).toHaveAttribute('href', '/nl/infos/all-boxes');
  });

  it('thanks for a trunk kept and paid, or returned, too, and leads to its rating', async () => {
    for (const orderId of ['10', '12']) {
      const { unmount } = renderPage(orderId);
      expect(await screen.findByRole('heading', { level: 1, name: 'Merci !' })).toBeVisible();
      expect(screen.getByRole('link', { name: 'Donner mon avis' })).toHaveAttribute('href', `/infos/rating/${orderId}`);
      unmount();
    }
  });

  it('is not found for a trunk that has not reached the family yet, or that the client does not have', async () => {
    const silenced = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const orderId of ['9', '14', '13', '77']) {
      const { unmount } = renderPage(orderId);
      expect(await screen.findByText(/"status":404/)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Merci !' })).toBeNull();
      unmount();
    }
    silenced.mockRestore();
  });
});
