import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReturnMode, type ReturnMode } from '@/entities/return';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp, type RenderOptions } from '@/shared/testing';
import ReturnModePage from './ReturnModePage';

const POINT = {
  id: 'MR-59000-1',
  name: 'Tabac du Centre',
  street: '3 rue Nationale',
  postcode: '59000',
  city: 'Lille',
  country_code: 'FR',
  opening_hours: [{ day: 1, slots: ['09:00-19:00'] }],
};

/** The return mode's calls; PUT answers `saved` (the body echoed when it is a mode). The calls made, with their body. */
function serveMode(mode: ReturnMode | Response, saved?: Response) {
  const calls: Array<{ call: string; body?: unknown }> = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname, search } = new URL(request.url);
    const call = `${request.method} ${pathname}${search}`;
    if (request.method === 'PUT') {
      const body = await request.json();
      calls.push({ call, body });
      return saved?.clone() ?? Response.json({ ...sampleReturnMode(), ...body });
    }
    calls.push({ call });
    if (pathname === '/api/clients/me/return-mode') return mode instanceof Response ? mode.clone() : Response.json(mode);
    if (pathname === '/api/shop/relay-points') return Response.json({ carrier: 'Mondial Relay', relay_points: [POINT] });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

const renderPage = (options: RenderOptions) =>
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ default_shipping_address: { postcode: '59000' } as never }) })}>
      <ReturnModePage />
    </SessionContext.Provider>,
    options,
  );

afterEach(() => vi.unstubAllGlobals());

describe('choosing how parcels go back (/infos/edit/return-mode)', () => {
  it('offers the modes of the country, searches relay points near the client, and saves the point chosen', async () => {
    const user = userEvent.setup();
    const calls = serveMode(sampleReturnMode());
    const { location } = renderPage({ path: '/infos/edit/return-mode' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mon mode de retour');
    const modes = await screen.findAllByRole('radio');
    expect(modes.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(screen.getByRole('radio', { name: 'Au bureau de poste' })).toHaveAccessibleDescription('Déposez le colis dans n’importe quel bureau de poste.');
    expect(screen.getByRole('group', { name: 'Les modes proposés par Colissimo dans votre pays' })).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'En point relais' }));
    expect(screen.getByRole('textbox', { name: 'Code postal' })).toHaveValue('59000');
    expect(await screen.findByText('Choisissez où déposer vos colis retour.')).toBeVisible();
    // Saving without a point asks for one.
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Choisissez un point relais dans la liste.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Tabac du Centre' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(location.history?.at(-1)).toBe('/infos/edit/return-mode/confirmation'));
    expect(calls.filter((c) => c.call.startsWith('PUT'))).toEqual([
      { call: 'PUT /api/clients/me/return-mode', body: { mode: 'RELAY', relay_point: { id: 'MR-59000-1', name: 'Tabac du Centre', street: '3 rue Nationale', postcode: '59000', city: 'Lille', country_code: 'FR' } } },
    ]);
  });

  it('offers only what the country has, and says when the server refuses the mode (German)', async () => {
    const user = userEvent.setup();
    serveMode(sampleReturnMode({ country_code: 'AT', carrier: 'Österreichische Post', available_modes: ['POST_OFFICE', 'RELAY'] }), Response.json({ type: 'VALIDATION_FAILED', title: 'x', status: 400, errors: [{ field: 'mode', detail: 'not offered' }] }, { status: 400 }));
    renderPage({ locale: 'de', path: '/de/infos/edit/return-mode' });
    expect(await screen.findAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'In der Postfiliale' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Abholung zu Hause' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Diese Rücksendeart wird in Ihrem Land nicht angeboten.')).toBeVisible();
  });

  it('retries a failed load (Spanish)', async () => {
    const user = userEvent.setup();
    let first = true;
    vi.stubGlobal('fetch', async () => {
      if (first) {
        first = false;
        return Response.json({ type: 'INTERNAL_ERROR', title: 'x', status: 500 }, { status: 500 });
      }
      return Response.json(sampleReturnMode({ country_code: 'ES', carrier: 'Correos' }));
    });
    renderPage({ locale: 'es', path: '/es/infos/edit/return-mode' });
    expect(await screen.findByText('No se ha podido cargar tu forma de devolución.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('group', { name: 'Lo que ofrece Correos en tu país' })).toBeVisible();
  });
});
