import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp, translator } from '@/shared/testing';
import { DiscountCodeOffer } from './DiscountCodeOffer';

beforeEach(() => {
  vi.stubGlobal('fetch', async (request: Request) =>
    new URL(request.url).pathname === '/api/shop/subscriber-offer' ? Response.json({ percent: 10, subscription_statuses: ['ONGOING_SUBSCRIPTION'] }) : new Response(null, { status: 404 }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  for (const name of ['kid_code', 'woman_code']) document.cookie = `${name}=; max-age=0; path=/`;
});

function renderOffer(routeName: string | null, path: string, session = staticSession({ status: 'unauthenticated' }), locale: 'fr' | 'de' | 'nl' | 'es' = 'fr') {
  return renderWithApp(
    <SessionContext.Provider value={session}>
      <DiscountCodeOffer routeName={routeName} path={path} />
    </SessionContext.Provider>,
    { locale },
  );
}

describe('the discount-code offer', () => {
  it('reminds a visitor of the kid code on the home, with the subscribers’ share, and hides when asked', async () => {
    document.cookie = 'kid_code=HELLO10; path=/';
    const t = translator('fr');
    renderOffer('home', '/');
    const offer = await screen.findByRole('complementary', { name: t('offer.label') });
    expect(offer).toHaveTextContent(t('offer.title', { code: 'HELLO10' }));
    expect(offer).toHaveTextContent(t('offer.kid', { percent: 10 }));
    await userEvent.click(screen.getByRole('button', { name: t('offer.close') }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('speaks of the woman’s own trunk on the woman quiz, in German', async () => {
    document.cookie = 'woman_code=ELLE15; path=/';
    const t = translator('de');
    renderOffer('quiz-signup-woman', '/quiz/signup/woman', staticSession({ status: 'unauthenticated' }), 'de');
    expect(await screen.findByRole('complementary', { name: t('offer.label') })).toHaveTextContent(t('offer.woman', { percent: 10 }));
  });

  it('is not shown to a client whose kid subscription is ongoing, nor on the shop', async () => {
    document.cookie = 'kid_code=HELLO10; path=/';
    const subscriber = staticSession({ status: 'authenticated', client: sampleClient({ subscription_status: 'ONGOING_SUBSCRIPTION' }) });
    const view = renderOffer('home', '/', subscriber);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    view.unmount();
    renderOffer('shop', '/shop');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('waits for the session, then shows it to a client whose subscription is paused', async () => {
    document.cookie = 'kid_code=HELLO10; path=/';
    const session = staticSession({ status: 'loading' });
    renderOffer('quiz-step', '/quiz/signup/kid-profile', session, 'es');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    session.set({ status: 'authenticated', client: sampleClient({ subscription_status: 'PAUSED_SUBSCRIPTION' }) });
    expect(await screen.findByRole('complementary', { name: translator('es')('offer.label') })).toHaveTextContent('HELLO10');
  });
});
