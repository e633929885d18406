import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@/entities/address';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import AccountAddressesPage from './AccountAddressesPage';

const client = sampleClient();
const address = (id: number, street: string, isDefault: boolean): Address => ({
  id,
  kind: 'SHIPPING',
  firstname: 'Claire',
  lastname: 'Martin',
  street,
  street_complement: null,
  postcode: '75011',
  city: 'Paris',
  country_code: 'FR',
  phone: '0612345678',
  is_default: isDefault,
});

/** A server keeping the client's shipping addresses, the default first (billing: none); the calls as made. */
function serve(shipping: Address[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (pathname === '/api/clients/me/billing-addresses') return Response.json({ addresses: [] });
    if (pathname === '/api/clients/me/shipping-addresses') return Response.json({ addresses: [...shipping].sort((a, b) => Number(b.is_default) - Number(a.is_default)) });
    if (pathname === '/api/clients/me') return Response.json({ ...client, default_shipping_address: shipping.find((a) => a.is_default) ?? null });
    const [, id, action] = /^\/api\/clients\/me\/addresses\/(\d+)(\/default)?$/.exec(pathname)!;
    if (action) shipping = shipping.map((a) => ({ ...a, is_default: a.id === Number(id) }));
    else shipping = shipping.filter((a) => a.id !== Number(id)).map((a, i) => ({ ...a, is_default: i === 0 }));
    return action ? Response.json(shipping.find((a) => a.id === Number(id))) : new Response(null, { status: 204 });
  });
  return calls;
}

function renderPage() {
  const session = staticSession({ status: 'authenticated', client });
  renderWithApp(
    <SessionContext.Provider value={session}>
      <AccountAddressesPage />
    </SessionContext.Provider>,
    { path: '/infos/edit/addresses' },
  );
  return session;
}

afterEach(() => vi.unstubAllGlobals());

describe('the addresses page', () => {
  it('lists both kinds, makes another address the default, removes one, and refreshes the client', async () => {
    const calls = serve([address(2, '3 place Carnot', true), address(1, '12 rue des Lilas', false)]);
    const session = renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Adresses de facturation' });
    expect(await within(billing).findByText('Vous n’avez pas encore d’adresse de facturation.')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Adresses de livraison' });
    const items = await within(shipping).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringMatching(/^Adresse par défautClaire Martin3 place Carnot/), expect.stringMatching(/^Claire Martin12 rue des Lilas/)]);

    await user.click(within(shipping).getByRole('button', { name: 'Utiliser par défaut l’adresse 12 rue des Lilas' }));
    expect(await within(shipping).findByRole('status')).toHaveTextContent('C’est désormais votre adresse par défaut.');
    await vi.waitFor(() => expect(within(shipping).getAllByRole('listitem')[0]).toHaveTextContent('Adresse par défaut'));
    expect(within(shipping).getAllByRole('listitem')[0]).toHaveTextContent('12 rue des Lilas');
    expect(session.calls).toEqual([{ method: 'clientChanged', args: [expect.objectContaining({ default_shipping_address: expect.objectContaining({ id: 1 }) })] }]);

    await user.click(within(shipping).getByRole('button', { name: 'Supprimer l’adresse 12 rue des Lilas' }));
    expect(await within(shipping).findByRole('status')).toHaveTextContent('L’adresse est supprimée.');
    await vi.waitFor(() => expect(within(shipping).getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toContain('PUT /api/clients/me/addresses/1/default');
    expect(calls).toContain('DELETE /api/clients/me/addresses/1');
  });

  it('opens the form to add an address, and closes it with cancel', async () => {
    serve([]);
    renderPage();
    const user = userEvent.setup();
    const billing = screen.getByRole('region', { name: 'Adresses de facturation' });
    await user.click(within(billing).getByRole('button', { name: 'Ajouter une adresse de facturation' }));
    expect(within(billing).getByRole('form', { name: 'Nouvelle adresse de facturation' })).toBeInTheDocument();
    await user.click(within(billing).getByRole('button', { name: 'Annuler' }));
    expect(within(billing).queryByRole('form')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(within(billing).getByRole('button', { name: 'Ajouter une adresse de facturation' })).toHaveFocus());
  });
});
