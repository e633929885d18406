import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { onConsentChoiceRequested } from '@/shared/consent';
import { renderWithApp, SEEDED_MESSAGES, type RenderOptions } from '@/shared/testing';
import { Footer } from './Footer';

function renderFooter(options: RenderOptions, session = staticSession()) {
  return renderWithApp(
    <SessionContext.Provider value={session}>
      <Footer />
    </SessionContext.Provider>,
    options,
  );
}

const CONFIG: Record<string, string> = { phone_number: '+33 1 99 00 12 34', instagram_url: 'https://www.instagram.com/littlecloset', facebook_url: 'https://www.facebook.com/littlecloset', referral_godfather_amount: '15' };

function serveConfig() {
  vi.stubGlobal('fetch', async (request: Request) => {
    const key = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    return key in CONFIG ? Response.json({ key, value: CONFIG[key] }) : new Response(null, { status: 404 });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  for (const name of ['lc_country', 'lc_locale']) document.cookie = `${name}=; max-age=0; path=/`;
});

describe('the footer', () => {
  it('shows every section, the phone, the social links and the legal links in French', async () => {
    serveConfig();
    renderFooter({ path: '/' });
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Découvrez-nous', 'Notre univers', 'Des questions ?', 'La newsletter', 'Suivez-nous', 'Pays et langue']) {
      expect(within(footer).getByRole('heading', { name })).toBeVisible();
    }
    expect(await within(footer).findByRole('link', { name: 'Par téléphone : +33 1 99 00 12 34' })).toHaveAttribute('href', 'tel:+33199001234');
    expect(await within(footer).findByRole('link', { name: 'Little Closet sur Instagram' })).toHaveAttribute('href', CONFIG.instagram_url);
    expect(within(footer).getByRole('link', { name: 'Little Closet sur Facebook' })).toHaveAttribute('href', CONFIG.facebook_url);
    expect(await within(footer).findByRole('link', { name: /Parrainage : 15\s€ offerts/ })).toHaveAttribute('href', '/referral');
    expect(within(footer).getByRole('link', { name: 'Protection des données' })).toHaveAttribute('href', '/terms-and-conditions#data');
    expect(within(footer).getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/terms-and-conditions#legal');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Little Closet. Tous droits réservés.`)).toBeVisible();
  });

  it('reopens the cookie choice from "manage cookies", in each language', async () => {
    serveConfig();
    const user = userEvent.setup();
    let asked = 0;
    const stop = onConsentChoiceRequested(() => asked++);
    const names = { fr: 'Gérer les cookies', de: 'Cookies verwalten', nl: 'Cookies beheren', es: 'Gestionar cookies' } as const;
    for (const [locale, name] of Object.entries(names)) {
      const { unmount } = renderFooter({ path: '/', locale: locale as keyof typeof names });
      await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name }));
      unmount();
    }
    stop();
    expect(asked).toBe(4);
  });

  it('hides what the locale switches off: shop, loyalty, recycle and the phone', async () => {
    serveConfig();
    const messages = { ...SEEDED_MESSAGES.fr, 'feature.shop': 'false', 'feature.loyalty': 'false', 'feature.recycle': 'false', 'feature.phone': 'false' };
    renderFooter({ path: '/', messages });
    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Little Closet sur Instagram' });
    for (const name of ['La boutique', 'Programme de fidélité', 'Little Geste, le recyclage', /Par téléphone/]) {
      expect(within(footer).queryByRole('link', { name })).toBeNull();
    }
    expect(within(footer).getByRole('link', { name: 'Cadeaux de naissance' })).toBeVisible();
  });

  it('links in the page locale and hides "Our universe" on the woman page', () => {
    serveConfig();
    renderFooter({ path: '/woman', locale: 'de' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('heading', { name: SEEDED_MESSAGES.de['footer.universe.title'] })).toBeNull();
    expect(within(footer).getByRole('link', { name: SEEDED_MESSAGES.de['footer.questions.faq'] })).toHaveAttribute('href', '/de/faq');
  });

  it('speaks Dutch as it is written in the Dutch footer', async () => {
    serveConfig();
    renderFooter({ path: '/nl', locale: 'nl' });
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Ontdek ons', 'Onze wereld', 'Vragen?']) expect(within(footer).getByRole('heading', { name })).toBeVisible();
    for (const name of ['De looks', 'Onze stylisten', 'Klantervaringen', 'Onze merken']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^\/nl\//));
    }
  });

  it('saves a signed-in client’s language choice to the account, fetches the client again and shows the page in that language', async () => {
    const sent: string[] = [];
    const inGerman = sampleClient({ locale: 'de', country: 'AT' });
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/clients/me') {
        sent.push(`${request.method} ${request.method === 'PATCH' ? await request.text() : ''}`.trim());
        return Response.json(inGerman);
      }
      return new Response(null, { status: 404 });
    });
    history.replaceState(null, '', '/');
    const session = staticSession({ status: 'authenticated', client: sampleClient() });
    renderFooter({ path: '/' }, session);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Choisir votre pays et votre langue' }), 'Österreich · Deutsch');
    expect(window.location.pathname).toBe('/de');
    await vi.waitFor(() => expect(session.calls).toEqual([{ method: 'clientChanged', args: [inGerman] }]));
    expect(sent).toEqual(['PATCH {"locale":"de","country":"AT"}', 'GET']);
  });

  it('changes only the page language for a visitor, and keeps the choice in cookies', async () => {
    serveConfig();
    history.replaceState(null, '', '/faq?x=1');
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    const session = staticSession();
    renderFooter({ path: '/faq' }, session);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Choisir votre pays et votre langue' }), 'België · Nederlands');
    expect(session.calls).toEqual([]);
    expect(window.location.pathname + window.location.search).toBe('/nl/faq?x=1');
    // Seed 001 §9: the country for 7 days, SameSite Lax; the locale for a year.
    expect(written).toEqual(['lc_country=BE; path=/; max-age=604800; SameSite=Lax', 'lc_locale=nl; path=/; max-age=31536000; SameSite=Lax']);
  });
});
