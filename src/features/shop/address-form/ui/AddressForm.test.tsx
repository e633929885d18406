import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@/entities/address';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import { AddressForm } from './AddressForm';

const client = sampleClient({ phone: '0612345678' });

/** The API as a fake: each call is answered by `answer` from its method and path; the calls as made. */
function serve(answer: (method: string, path: string, query: URLSearchParams, body: unknown) => Response) {
  const calls: Array<{ method: string; path: string; query: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json();
    calls.push({ method: request.method, path: url.pathname, query: url.search, body });
    return answer(request.method, url.pathname, url.searchParams, body);
  });
  return calls;
}

function saved(body: Record<string, unknown>): Address {
  return { id: 31, kind: 'SHIPPING', firstname: null, lastname: null, street_complement: null, is_default: true, ...body } as Address;
}

function renderForm(locale: 'fr' | 'de' | 'nl' | 'es' = 'fr', onSaved = vi.fn()) {
  const session = staticSession({ status: 'authenticated', client });
  renderWithApp(
    <SessionContext.Provider value={session}>
      <AddressForm kind="SHIPPING" onSaved={onSaved} />
    </SessionContext.Provider>,
    { locale },
  );
  return { session, onSaved };
}

afterEach(() => vi.unstubAllGlobals());

describe('AddressForm', () => {
  it('refuses a wrong postcode when the field is left, offers the communes of the right one, saves and refreshes the client', async () => {
    const calls = serve((method, path, query, body) => {
      if (path === '/api/geo/communes') return Response.json({ communes: query.get('postcode') === '13100' ? ['Aix-en-Provence', 'Beaurecueil', 'Le Tholonet'] : [] });
      if (path === '/api/clients/me/shipping-addresses') return Response.json(saved(body as Record<string, unknown>), { status: 201 });
      if (path === '/api/clients/me') return Response.json({ ...client, default_shipping_address: saved({}) });
      throw new Error(`unexpected ${method} ${path}`);
    });
    const { session, onSaved } = renderForm();
    const user = userEvent.setup();
    expect(screen.getByRole('form', { name: 'Nouvelle adresse de livraison' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Claire');
    expect(screen.getByRole('combobox', { name: 'Pays *' })).toHaveDisplayValue('France');

    const postcode = screen.getByRole('textbox', { name: 'Code postal *' });
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    expect(postcode).toHaveAttribute('autocomplete', 'shipping postal-code');
    expect(postcode).toHaveAccessibleDescription('5 chiffres');
    await user.type(postcode, '1310');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Le code postal doit compter 5 caractères.');
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.type(postcode, '0');
    expect(postcode).not.toHaveAttribute('aria-invalid');
    await user.tab();
    const commune = await screen.findByRole('combobox', { name: 'Commune *' });
    expect(screen.queryByRole('textbox', { name: 'Ville *' })).not.toBeInTheDocument();
    await user.selectOptions(commune, 'Beaurecueil');
    await user.type(screen.getByRole('textbox', { name: 'Numéro et rue *' }), '4 chemin des Vignes');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.map((c) => `${c.method} ${c.path}${c.query}`)).toEqual(['GET /api/geo/communes?postcode=13100', 'POST /api/clients/me/shipping-addresses', 'GET /api/clients/me']);
    expect(calls[1]!.body).toEqual({
      firstname: 'Claire',
      lastname: 'Martin',
      street: '4 chemin des Vignes',
      street_complement: null,
      postcode: '13100',
      city: 'Beaurecueil',
      country_code: 'FR',
      phone: '0612345678',
    });
    expect(session.calls).toEqual([{ method: 'clientChanged', args: [expect.objectContaining({ default_shipping_address: expect.objectContaining({ id: 31 }) })] }]);
  });

  it('drops the town’s “required” message once the commune of a corrected postcode fills it in', async () => {
    serve((_method, path, query) => {
      if (path === '/api/geo/communes') return Response.json({ communes: query.get('postcode') === '75011' ? ['Paris'] : [] });
      throw new Error(`unexpected ${path}`);
    });
    renderForm();
    const user = userEvent.setup();
    const postcode = screen.getByRole('textbox', { name: 'Code postal *' });
    await user.type(postcode, '7501');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’adresse' }));
    expect(screen.getByRole('textbox', { name: 'Ville *' })).toHaveAccessibleDescription('Ce champ est obligatoire.');

    await user.clear(postcode);
    await user.type(postcode, '75011');
    await user.tab();
    const commune = await screen.findByRole('combobox', { name: 'Commune *' });
    expect(commune).toHaveDisplayValue('Paris');
    expect(commune).not.toHaveAttribute('aria-invalid');
    expect(commune).toHaveAccessibleDescription('');
    // The street, still empty, keeps its message: the only one left.
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Numéro et rue *' })).toHaveAccessibleDescription('Ce champ est obligatoire.');
  });

  it('says in German that required fields are missing, names each, and sends nothing', async () => {
    const calls = serve(() => {
      throw new Error('no call expected');
    });
    renderForm('de');
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: 'Telefonnummer *' }));
    await user.click(screen.getByRole('button', { name: 'Adresse speichern' }));
    expect(screen.getByText('Bitte füllen Sie alle Pflichtfelder aus.')).toHaveAttribute('role', 'alert');
    const street = screen.getByRole('textbox', { name: 'Straße und Hausnummer *' });
    expect(street).toHaveFocus();
    expect(street).toHaveAccessibleDescription('Dieses Feld ist ein Pflichtfeld.');
    for (const name of ['Postleitzahl *', 'Ort *', 'Telefonnummer *']) expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('follows the Dutch rule and suggests the places of the postcode (in Dutch)', async () => {
    serve((_method, path, query) => {
      expect(path).toBe('/api/geo/places');
      expect(Object.fromEntries(query)).toEqual({ country: 'NL', postcode: '1012 AB' });
      return Response.json({ places: ['Amsterdam'] });
    });
    renderForm('nl');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Land *' }), 'NL');
    const postcode = screen.getByRole('textbox', { name: 'Postcode *' });
    expect(postcode).toHaveAttribute('inputmode', 'text');
    expect(postcode).toHaveAccessibleDescription('4 cijfers en 2 letters, bijvoorbeeld 1012 AB');
    await user.type(postcode, '1012');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Een Nederlandse postcode bestaat uit 4 cijfers en 2 letters, bijvoorbeeld 1012 AB.');
    await user.type(postcode, ' AB');
    await user.tab();
    const group = await screen.findByRole('group', { name: 'Plaatsen met deze postcode:' });
    await user.click(screen.getByRole('button', { name: 'Amsterdam' }));
    expect(screen.getByRole('textbox', { name: 'Plaats *' })).toHaveValue('Amsterdam');
    expect(group).toBeInTheDocument();
  });

  it('shows the server’s refusal of the phone on its field, and a failure it cannot place', async () => {
    let refusal: Response = Response.json(
      { type: 'VALIDATION_ERROR', title: 'Invalid request', status: 400, detail: 'phone must be…', errors: [{ field: 'phone', pointer: '/phone', in: 'body', detail: 'x' }] },
      { status: 400, headers: { 'content-type': 'application/problem+json' } },
    );
    serve((_method, path) => (path === '/api/geo/places' ? Response.json({ places: null }) : refusal));
    renderForm('es');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'País *' }), 'ES');
    await user.type(screen.getByRole('textbox', { name: 'Calle y número *' }), 'Calle Mayor 3');
    await user.type(screen.getByRole('textbox', { name: 'Código postal *' }), '28013');
    await user.type(screen.getByRole('textbox', { name: 'Ciudad *' }), 'Madrid');
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    const phone = screen.getByRole('textbox', { name: 'Teléfono *' });
    await vi.waitFor(() => expect(phone).toHaveAccessibleDescription(expect.stringContaining('Este número de teléfono no parece válido.')));
    expect(phone).toHaveFocus();

    refusal = new Response('oops', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Guardar dirección' }));
    const message = await screen.findByText('No se ha podido guardar la dirección. Comprueba tu conexión e inténtalo de nuevo.');
    await waitFor(() => expect(message).toHaveFocus());
  });
});
