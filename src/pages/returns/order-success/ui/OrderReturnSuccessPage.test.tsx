import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleLabel, sampleOrderReturn, sampleShopReturn } from '@/entities/return';
import { renderWithApp } from '@/shared/testing';
import OrderReturnSuccessPage from './OrderReturnSuccessPage';

afterEach(() => vi.unstubAllGlobals());

describe('the return just made (/infos/returns/order/{id}/success)', () => {
  it('shows the latest return, its mode, and downloads its label as a PDF with the client’s token', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      calls.push(`${request.method} ${pathname}`);
      if (pathname === '/api/clients/me/orders/93/return') {
        return Response.json(
          sampleOrderReturn({
            returns: [
              sampleShopReturn({ id: 3, created_at: '2026-11-21T10:00:00.000Z', status: 'REFUNDED' }),
              sampleShopReturn({ id: 4, created_at: '2026-11-25T10:00:00.000Z', refund_amount: 64, lines: [{ position: 0, name: 'Robe à smocks', size: '3 ans', quantity: 1, reason: 'TOO_SMALL', unit_price: 29 }, { position: 1, name: 'Gilet en maille', size: '3 ans', quantity: 1, reason: 'QUALITY', unit_price: 35 }], label: sampleLabel({ id: 12, barcode: 'LC12345678903', mode: 'RELAY', carrier: 'Mondial Relay', relay_point: { id: 'MR1', name: 'Tabac du Centre', street: '3 rue Nationale', postcode: '59000', city: 'Lille', country_code: 'FR' } }) }),
            ],
          }),
        );
      }
      if (pathname === '/api/clients/me/return-labels/12/pdf') return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
      return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderWithApp(<OrderReturnSuccessPage params={{ id: '93' }} />, { path: '/infos/returns/order/93/success' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre retour est créé');
    expect(await screen.findByText('2 articles de la commande n° 93 nous reviennent.')).toBeVisible();
    expect(screen.getByText('1 × Gilet en maille (3 ans) · Qualité décevante')).toBeVisible();
    expect(screen.getByText(/En point relais avec Mondial Relay · Tabac du Centre, 3 rue Nationale, 59000 Lille/)).toBeVisible();
    expect(screen.getByText('Numéro de l’étiquette : LC12345678903')).toBeVisible();
    expect(screen.getByText(/nous vous remboursons 64 € sur votre moyen de paiement/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Télécharger l’étiquette (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual(['little-closet-return-LC12345678903.pdf blob:label']));
    expect(calls).toContain('GET /api/clients/me/return-labels/12/pdf');
    click.mockRestore();
  });

  it('says when the label could not be downloaded (German)', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', async (request: Request) =>
      new URL(request.url).pathname.endsWith('/return') ? Response.json(sampleOrderReturn({ returns: [sampleShopReturn()] })) : Response.json({ type: 'INTERNAL_ERROR', title: 'x', status: 500 }, { status: 500 }),
    );
    renderWithApp(<OrderReturnSuccessPage params={{ id: '93' }} />, { locale: 'de', path: '/de/infos/returns/order/93/success' });
    await user.click(await screen.findByRole('button', { name: 'Etikett herunterladen (PDF)' }));
    expect(await screen.findByText('Das Etikett konnte nicht heruntergeladen werden. Versuchen Sie es gleich noch einmal.')).toBeVisible();
  });

  it('leads to the form when no return was made yet, and retries a failed load (Spanish)', async () => {
    const user = userEvent.setup();
    let first = true;
    vi.stubGlobal('fetch', async () => {
      if (first) {
        first = false;
        return Response.json({ type: 'INTERNAL_ERROR', title: 'x', status: 500 }, { status: 500 });
      }
      return Response.json(sampleOrderReturn());
    });
    renderWithApp(<OrderReturnSuccessPage params={{ id: '93' }} />, { locale: 'es', path: '/es/infos/returns/order/93/success' });
    expect(await screen.findByText('No se ha podido cargar tu devolución.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Todavía no hay ninguna devolución para este pedido.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Devolver un artículo de este pedido' })).toHaveAttribute('href', '/es/infos/returns/order/93');
  });
});
