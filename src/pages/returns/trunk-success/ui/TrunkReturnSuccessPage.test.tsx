import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi } from '@/entities/trunk';
import { sampleTrunkCheckout } from '@/features/trunk-checkout';
import { renderWithApp, translator } from '@/shared/testing';
import TrunkReturnSuccessPage from './TrunkReturnSuccessPage';

const es = translator('es');
const label = { id: 5, kind: 'TRUNK', request_id: 12, order_id: null, return_id: null, barcode: 'LC12424870041', carrier: 'Correos', mode: 'POST_OFFICE', relay_point: null, status: 'CREATED', created_at: '2026-03-04T10:15:00Z', received_at: null };

afterEach(() => vi.unstubAllGlobals());

describe('back from the payment', () => {
  it('reads the trunk again, thanks in Spanish, and downloads the label made once', async () => {
    const user = userEvent.setup();
    const api = fakeTrunkApi({
      'GET /api/clients/me/trunks/12/checkout': sampleTrunkCheckout.paid,
      'GET /api/clients/me/payment-methods': { payment_methods: [sampleTrunkCheckout.card] },
      'POST /api/clients/me/trunks/12/return-label': label,
      'GET /api/clients/me/return-labels/5/pdf': new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const created = vi.fn(() => 'blob:label');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => undefined });
    renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
        <TrunkReturnSuccessPage params={{ id: '12' }} />
      </SessionContext.Provider>,
      { locale: 'es', path: '/es/infos/returns/12/success' },
    );
    expect(await screen.findByText(es('atHome.success.thanks'))).toBeVisible();
    expect(screen.getByText(es('atHome.paid.RETURN_PENDING', { firstname: 'Léa', count: 1 }))).toBeVisible();
    await user.click(screen.getByRole('button', { name: es('atHome.label.get') }));
    expect(await screen.findByText(es('atHome.label.ready', { barcode: 'LC12424870041', carrier: 'Correos', mode: 'POST_OFFICE' }))).toBeVisible();
    await vi.waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(api.sent.filter((sent) => sent.call === 'POST /api/clients/me/trunks/12/return-label')).toHaveLength(1);
    expect(screen.getByRole('link', { name: es('atHome.toRating', { firstname: 'Léa' }) })).toHaveAttribute('href', '/es/infos/rating/12');
  });
});
