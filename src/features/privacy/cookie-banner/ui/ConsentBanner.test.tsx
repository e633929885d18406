import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, readConsent, requestConsentChoice } from '@/shared/consent';
import { forgetTracking, renderWithApp, translator } from '@/shared/testing';
import { ConsentBanner } from './ConsentBanner';

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
const events = () => layer().filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry);
const commands = () => layer().filter((entry) => !(typeof entry === 'object' && entry !== null && 'event' in entry)).map((entry) => Array.from(entry as ArrayLike<unknown>));

afterEach(() => {
  forgetTracking();
  document.body.style.paddingBottom = '';
});

describe('the cookie banner', () => {
  it('asks on a first visit without taking the focus, refusing as easy as accepting', () => {
    const t = translator('fr');
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    renderWithApp(<ConsentBanner />);
    const region = screen.getByRole('region', { name: 'Vos cookies, votre choix' });
    expect(outside).toHaveFocus();
    const [refuse, accept, choose] = within(region).getAllByRole('button');
    expect(refuse).toHaveTextContent('Tout refuser');
    expect(accept).toHaveTextContent('Tout accepter');
    expect(choose).toHaveTextContent(t('consent.choose'));
    // Same weight: the same kind of button, side by side.
    expect(refuse!.className).toBe(accept!.className);
    expect(refuse!.parentElement).toBe(accept!.parentElement);
    // Everything denied is told to Google consent mode before any choice.
    expect(commands()).toEqual([['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]]);
    outside.remove();
  });

  it('refuses everything in one click: the cookie, consent mode and the cookie banner event say so', async () => {
    const user = userEvent.setup();
    renderWithApp(<ConsentBanner />, { locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Alle ablehnen' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(readConsent()).toMatchObject({ measurement: false, advertising: false });
    expect(document.cookie).toMatch(new RegExp(`${CONSENT_COOKIE}=v1\\.m0\\.a0\\.\\d+`));
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
    expect(events()).toEqual([{ event: 'cookie_banner', label: 'bannière cookies', choice: 'refuse_all', measurement: false, advertising: false }]);
  });

  it('chooses by purpose with the switches, each with its one-line explanation and the data page', async () => {
    const user = userEvent.setup();
    renderWithApp(<ConsentBanner />, { locale: 'es' });
    await user.click(screen.getByRole('button', { name: 'Elegir' }));
    const measurement = screen.getByRole('switch', { name: 'Medición de audiencia' });
    expect(measurement).toHaveFocus();
    expect(measurement).toHaveAccessibleDescription(translator('es')('consent.purpose.measurement.hint'));
    expect(screen.getByRole('switch', { name: 'Publicidad' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Más sobre tus datos' })).toHaveAttribute('href', '/es/terms-and-conditions#data');
    await user.keyboard(' ');
    expect(measurement).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar mi elección' }));
    expect(readConsent()).toMatchObject({ measurement: true, advertising: false });
    expect(events()).toEqual([{ event: 'cookie_banner', label: 'bannière cookies', choice: 'custom', measurement: true, advertising: false }]);
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
  });

  it('stays away after a decision, and "manage cookies" reopens the choice as decided, the focus given back on closing', async () => {
    const user = userEvent.setup();
    document.cookie = `${CONSENT_COOKIE}=v1.m0.a1.${Math.floor(Date.now() / 1000) - 3600}; path=/`;
    renderWithApp(
      <>
        <button type="button" onClick={requestConsentChoice}>
          Cookies beheren
        </button>
        <ConsentBanner />
      </>,
      { locale: 'nl' },
    );
    expect(screen.queryByRole('region')).toBeNull();
    // The stored choice is told to consent mode at once.
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    const manage = screen.getByRole('button', { name: 'Cookies beheren' });
    await user.click(manage);
    expect(screen.getByRole('switch', { name: 'Bezoekersmeting' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Advertenties' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Sluiten zonder wijzigen' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(manage).toHaveFocus();
    expect(events()).toEqual([]);
  });

  it('keeps room below the page for its own height while it shows', async () => {
    const user = userEvent.setup();
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')!;
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 180 });
    try {
      renderWithApp(<ConsentBanner />);
      expect(screen.getByRole('region')).toBeVisible();
      expect(document.body.style.paddingBottom).toBe('180px');
      await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
      expect(document.body.style.paddingBottom).toBe('');
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'offsetHeight', height);
    }
  });
});
