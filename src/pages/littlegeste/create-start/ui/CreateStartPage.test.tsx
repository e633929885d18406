import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRecycleLabels, sampleRecycleOffer } from '@/entities/recycle-label';
import { sampleClient, SessionContext, staticSession, type Viewer } from '@/entities/session';
import { readRecycleDraft } from '@/features/littlegeste/recycle-label';
import type { Locale } from '@/shared/config';
import { renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import CreateStartPage from './CreateStartPage';

/** The API: the offer, and the client's labels with `remaining` labels left this month. */
function serve(remaining: number) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    calls.push(path);
    if (path === '/api/clients/recycle-offer') return Response.json(sampleRecycleOffer());
    if (path === '/api/clients/me/recycle-labels') return Response.json(sampleRecycleLabels({ allowance: { monthly_limit: 2, used_this_month: 2 - remaining, remaining, next_available_on: remaining ? null : '2026-12-01' } }));
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

const visitor: Partial<Viewer> = { status: 'unauthenticated', client: null };
const client: Partial<Viewer> = { status: 'authenticated', client: sampleClient() };

function render(path: string, locale: Locale, viewer: Partial<Viewer>, messages = SEEDED_MESSAGES[locale]) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession(viewer)}>
      <CreateStartPage />
    </SessionContext.Provider>,
    { locale, path, messages: { ...messages, 'feature.recycle': messages['feature.recycle'] ?? 'true' } },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/littlegeste/create-label', () => {
  it('gives a visitor the rules in Dutch, then asks them to sign in and come back to the address step', async () => {
    const calls = serve(2);
    render('/nl/littlegeste/create-label', 'nl', visitor, { ...SEEDED_MESSAGES.nl, 'feature.recycle': 'true' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn Little Geste-label maken' })).toBeInTheDocument();
    expect(await screen.findByText('2 labels per maand.')).toBeInTheDocument();
    expect(screen.getByText('Eén pakket van maximaal 10 kg.')).toBeInTheDocument();
    expect(screen.getByText(/^€ 5 extra tegoed zodra/)).toBeInTheDocument();
    // A visitor's allowance is not asked for.
    expect(calls).toEqual(['/api/clients/recycle-offer']);
    await userEvent.click(screen.getByRole('button', { name: 'Verder' }));
    expect(screen.getByRole('status')).toHaveTextContent('Log in om je label te maken');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/nl/login?redirect=%2Fnl%2Flittlegeste%2Fcreate-label%2Faddress');
    expect(readRecycleDraft()).toMatchObject({ started: true, address: null });
  });

  it('takes a signed-in client with labels left to the address step', async () => {
    serve(1);
    const { location } = render('/littlegeste/create-label', 'fr', client);
    await userEvent.click(await screen.findByRole('button', { name: 'Continuer' }));
    expect(location.history.at(-1)).toBe('/littlegeste/create-label/address');
    expect(readRecycleDraft()).toMatchObject({ started: true });
  });

  it('sends a client with no label left this month to the monthly limit page', async () => {
    serve(0);
    const { location } = render('/littlegeste/create-label', 'fr', client);
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/littlegeste/create-label/blocked/monthly-limit'));
  });

  it('sends everyone to the switched-off page where the programme is off in the locale', async () => {
    serve(2);
    const { location } = render('/de/littlegeste/create-label', 'de', visitor, { ...SEEDED_MESSAGES.de, 'feature.recycle': 'false' });
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/littlegeste/create-label/blocked/switched-off'));
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
  });
});
