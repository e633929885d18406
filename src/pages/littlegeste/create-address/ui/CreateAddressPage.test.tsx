import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleRecycleLabels, sampleRecycleOffer } from '@/entities/recycle-label';
import { sampleClient, SessionContext, staticSession, type Viewer } from '@/entities/session';
import { readRecycleDraft, saveRecycleDraft, startedDraft } from '@/features/littlegeste/recycle-label';
import type { Locale } from '@/shared/config';
import { renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import CreateAddressPage from './CreateAddressPage';

const address = (id: number, street: string, postcode: string, city: string, country_code: string) => ({
  id, kind: 'SHIPPING', firstname: 'Lucía', lastname: 'García', street, street_complement: null, postcode, city, country_code, phone: '+34612345678', is_default: id === 61,
});
const madrid = address(61, 'Calle de Alcalá 12', '28014', 'Madrid', 'ES');
const milano = address(62, 'Via Roma 3', '20121', 'Milano', 'IT');
const relayPoint = { id: 'ES-28014-01', name: 'Papelería Sol', street: 'Calle Mayor 5', postcode: '28013', city: 'Madrid', country_code: 'ES', opening_hours: [{ day: 1, slots: ['09:00-14:00'] }] };

/** The API: the offer, the allowance, the client's saved addresses, the relay points near Madrid. */
function serve(addresses: unknown[]) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/clients/recycle-offer') return Response.json(sampleRecycleOffer());
    if (path === '/api/clients/me/recycle-labels') return Response.json(sampleRecycleLabels());
    if (path === '/api/clients/me/shipping-addresses') return Response.json({ addresses });
    if (path === '/api/clients/me/billing-addresses') return Response.json({ addresses: [] });
    if (path === '/api/shop/relay-points') return Response.json({ carrier: 'Correos', relay_points: [relayPoint] });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

function render(locale: Locale, viewer: Partial<Viewer>) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession(viewer)}>
      <CreateAddressPage />
    </SessionContext.Provider>,
    { locale, path: `/${locale}/littlegeste/create-label/address`, messages: { ...SEEDED_MESSAGES[locale], 'feature.recycle': 'true' } },
  );
}
const client = { status: 'authenticated', client: sampleClient() } as const;

beforeEach(() => saveRecycleDraft(startedDraft('d-7')));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/littlegeste/create-label/address', () => {
  it('takes a saved address and a relay point, in Spanish, then goes to the confirmation with the draft complete', async () => {
    serve([madrid, milano]);
    const { location } = render('es', client);
    expect(screen.getByRole('heading', { level: 1, name: '¿Desde dónde envías el paquete?' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Calle de Alcalá 12/ }));
    const create = screen.getByRole('button', { name: 'Crear mi etiqueta' });
    expect(create).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'En un punto de recogida (Correos)' }));
    expect(screen.getByText('Elige un punto de recogida para continuar.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: /Papelería Sol/ }));
    expect(create).toBeEnabled();
    await userEvent.click(create);
    expect(location.history.at(-1)).toBe('/littlegeste/create-label/confirmation');
    expect(readRecycleDraft()).toMatchObject({
      address: { id: 61, country_code: 'ES' },
      drop_off: 'RELAY',
      relay_point: { id: 'ES-28014-01', name: 'Papelería Sol', street: 'Calle Mayor 5', postcode: '28013', city: 'Madrid', country_code: 'ES' },
      idempotency_key: expect.stringMatching(/^recycle-d-7-/),
    });
  });

  it('sends an address in Italy to the "country not supported" page', async () => {
    serve([madrid, milano]);
    const { location } = render('es', client);
    await userEvent.click(await screen.findByRole('radio', { name: /Via Roma 3/ }));
    expect(location.history.at(-1)).toBe('/littlegeste/create-label/blocked/country-not-supported');
  });

  it('opens the address form straight away for a client without a saved address', async () => {
    serve([]);
    render('fr', client);
    expect(await screen.findByText('Vous n’avez pas encore d’adresse enregistrée : ajoutez-en une.'.replace(/’/g, "'"))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Code postal/ })).toBeInTheDocument();
  });

  it('asks a visitor to sign in first, with the way back to this step', async () => {
    serve([]);
    render('nl', { status: 'unauthenticated', client: null });
    expect(screen.getByRole('status')).toHaveTextContent('Log in om je label te maken');
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/nl/login?redirect=%2Fnl%2Flittlegeste%2Fcreate-label%2Faddress');
  });
});
