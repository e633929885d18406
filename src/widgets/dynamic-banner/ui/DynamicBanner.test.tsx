import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetQuery } from '@/shared/lib';
import { renderWithApp, translator } from '@/shared/testing';
import { DynamicBanner } from './DynamicBanner';

let config: Record<string, string> = {};

beforeEach(() => {
  vi.stubGlobal('fetch', async (request: Request) => {
    const key = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
    return key in config ? Response.json({ key, value: config[key] }) : new Response(null, { status: 404 });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  for (const locale of ['fr', 'de', 'nl', 'es']) forgetQuery(`website:${locale}:dynamic-banner`);
});

describe('the dynamic banner', () => {
  it('shows the text in a labelled region that a button closes for the browser session', async () => {
    config = { dynamic_banner_switch: 'true', dynamic_banner_text: '  Livraison offerte tout le week-end  ' };
    const t = translator('fr');
    const first = renderWithApp(<DynamicBanner routeName="shop" />, { locale: 'fr' });
    const region = await screen.findByRole('region', { name: t('banner.label') });
    expect(region).toHaveTextContent('Livraison offerte tout le week-end');

    await userEvent.click(screen.getByRole('button', { name: t('banner.close') }));
    expect(screen.queryByRole('region', { name: t('banner.label') })).not.toBeInTheDocument();
    first.unmount();

    // Another page of the same session: still closed.
    renderWithApp(<DynamicBanner routeName="home" />, { locale: 'fr' });
    await Promise.resolve();
    expect(screen.queryByRole('region', { name: t('banner.label') })).not.toBeInTheDocument();
  });

  it('shows again when an administrator writes another text', async () => {
    sessionStorage.setItem('lc_banner_closed', 'Soldes d’hiver');
    config = { dynamic_banner_switch: 'true', dynamic_banner_text: 'Nouvelle collection de printemps' };
    renderWithApp(<DynamicBanner routeName="home" />, { locale: 'de' });
    expect(await screen.findByRole('region', { name: translator('de')('banner.label') })).toHaveTextContent('Nouvelle collection de printemps');
  });

  it('stays hidden when the switch is off or the text is blank', async () => {
    for (const [locale, values] of [
      ['nl', { dynamic_banner_switch: 'false', dynamic_banner_text: 'Gratis verzending' }],
      ['es', { dynamic_banner_switch: 'true', dynamic_banner_text: '   ' }],
    ] as const) {
      config = values;
      let settled = false;
      vi.stubGlobal('fetch', async (request: Request) => {
        const key = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
        settled = key === 'dynamic_banner_text';
        return Response.json({ key, value: config[key] });
      });
      const view = renderWithApp(<DynamicBanner routeName="home" />, { locale });
      await vi.waitFor(() => expect(settled).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('is not on the checkout, the cart, login or the quiz', async () => {
    config = { dynamic_banner_switch: 'true', dynamic_banner_text: 'Soldes' };
    const view = renderWithApp(<DynamicBanner routeName="shop" />, { locale: 'es' });
    expect(await screen.findByRole('region')).toHaveTextContent('Soldes');
    for (const routeName of ['shop-checkout', 'shop-cart', 'login', 'quiz-step', 'giftcard-checkout', 'create-label']) {
      view.rerender(<DynamicBanner routeName={routeName} />);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    }
  });
});
