import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi } from '@/entities/trunk';
import { sampleTrunkCheckout } from '@/features/trunk-checkout';
import { renderWithApp, translator, type RenderOptions } from '@/shared/testing';
import TrunkReturnPage from './TrunkReturnPage';

const fr = translator('fr');
const de = translator('de');
const es = translator('es');
const { delivered, quoted, paid, card, overdue, newCard } = sampleTrunkCheckout;

function renderPage(answers: Record<string, unknown>, options: RenderOptions = {}) {
  const api = fakeTrunkApi(answers);
  vi.stubGlobal('fetch', api.fetch);
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
      <TrunkReturnPage params={{ id: '12' }} />
    </SessionContext.Provider>,
    { path: '/infos/returns/12', ...options },
  );
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('the trunk at home', () => {
  it('says the rules, takes a choice for each piece, quotes the totals again and pays them once, then shows the receipt and the label', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/clients/me/trunks/12/checkout': delivered,
      'GET /api/clients/me/payment-methods': { payment_methods: [card] },
      'POST /api/clients/me/trunks/12/checkout/quote': quoted,
      'POST /api/clients/me/trunks/12/checkout/payment': paid,
    });
    expect(await screen.findByRole('heading', { level: 2, name: fr('atHome.rules.title') })).toBeVisible();
    expect(screen.getByText(fr('atHome.rules.keepAll', { percent: 20 }))).toBeVisible();
    expect(screen.getByText(fr('atHome.rules.freeReturn'))).toBeVisible();
    expect(screen.getByRole('button', { name: /^Payer/ })).toBeDisabled();

    const cardigan = screen.getByRole('radiogroup', { name: fr('atHome.piece.decision', { name: 'Gilet en maille' }) });
    await user.click(within(screen.getByRole('radiogroup', { name: fr('atHome.piece.decision', { name: 'Robe à smocks' }) })).getByRole('radio', { name: fr('atHome.piece.KEEP') }));
    await user.click(within(cardigan).getByRole('radio', { name: fr('atHome.piece.RETURN') }));
    // Going back needs a reason.
    expect(screen.getByText(fr('atHome.piece.reason.missing'))).toBeVisible();
    await user.selectOptions(screen.getByLabelText(fr('atHome.piece.reason', { name: 'Gilet en maille' })), 'TOO_SMALL');

    const pay = await screen.findByRole('button', { name: /^Payer\s29/ });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    const quote = api.sent.filter((sent) => sent.call === 'POST /api/clients/me/trunks/12/checkout/quote').at(-1);
    expect(quote?.body).toEqual({ pieces: [{ position: 0, decision: 'KEEP' }, { position: 1, decision: 'RETURN', return_reason: 'TOO_SMALL' }] });

    await user.click(pay);
    expect(await screen.findByText(fr('atHome.paid.RETURN_PENDING', { firstname: 'Léa', count: 1 }))).toBeVisible();
    const payments = api.sent.filter((sent) => sent.call === 'POST /api/clients/me/trunks/12/checkout/payment');
    expect(payments.map((sent) => sent.body)).toEqual([{ pieces: [{ position: 0, decision: 'KEEP' }, { position: 1, decision: 'RETURN', return_reason: 'TOO_SMALL' }], payment_method_id: card.id }]);
    expect(screen.getByRole('button', { name: fr('atHome.label.get') })).toBeEnabled();
    expect(screen.getByRole('link', { name: fr('atHome.label.mode') })).toHaveAttribute('href', '/infos/edit/return-mode');
    expect(screen.getByRole('link', { name: fr('atHome.toRating', { firstname: 'Léa' }) })).toHaveAttribute('href', '/infos/rating/12');
  });

  it('tells a German client that the trunk has not arrived yet', async () => {
    renderPage(
      {
        'GET /api/clients/me/trunks/12/checkout': Response.json({ type: 'TRUNK_NOT_DELIVERED', title: 'Trunk not delivered', status: 409 }, { status: 409 }),
        'GET /api/clients/me/payment-methods': { payment_methods: [] },
      },
      { locale: 'de', path: '/de/infos/returns/12' },
    );
    expect(await screen.findByText(de('atHome.notDelivered'))).toBeVisible();
    expect(screen.getByRole('link', { name: de('atHome.toTrunks') })).toBeVisible();
  });

  it('shows a Spanish client the deadline charge the bank refused, why, and pays it with another card (no piece to choose)', async () => {
    const user = userEvent.setup();
    const overduePaid = {
      ...overdue,
      status: 'KEPT_PAID' as const,
      pieces: overdue.pieces.map((piece) => ({ ...piece, status: 'KEPT_PAID' as const })),
      payment: { ...overdue.payment, status: 'SUCCEEDED' as const, decline_code: null, code: null, type: null, paid_at: '2026-03-04T10:12:00Z', payment_method: { brand: 'mastercard', last4: '5100' } },
    };
    const api = renderPage(
      {
        'GET /api/clients/me/trunks/12/checkout': overdue,
        'GET /api/clients/me/payment-methods': { payment_methods: [card, newCard] },
        'POST /api/clients/me/trunks/12/checkout/payment': overduePaid,
      },
      { locale: 'es', path: '/es/infos/returns/12' },
    );
    const lead = await screen.findByText((text) => text.startsWith('El plazo para elegir terminó'));
    expect(lead).toBeVisible();
    expect(lead.textContent).toMatch(/2 prendas/);
    expect(lead.textContent).toMatch(/51,20/);
    expect(screen.getByRole('heading', { level: 2, name: es('atHome.overdue.pieces', { firstname: 'Léa' }) })).toBeVisible();
    expect(screen.getByText('Robe à smocks')).toBeVisible();
    expect(screen.getByText('Gilet en maille')).toBeVisible();
    expect(screen.getByText(es('website.error.payment.expired_card'))).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('radiogroup')).toBeNull();

    // The card is named as its brand writes itself.
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${es('atHome.method.card', { brand: 'Mastercard', last4: '5100' })}`) }));
    await user.click(screen.getByRole('button', { name: /^Pagar\s51,20/ }));
    expect(await screen.findByText(es('atHome.paid.KEPT_PAID', { firstname: 'Léa', count: 0 }))).toBeVisible();
    const payments = api.sent.filter((sent) => sent.call === 'POST /api/clients/me/trunks/12/checkout/payment');
    expect(payments.map((sent) => sent.body)).toEqual([{ pieces: [], payment_method_id: newCard.id }]);
  });
});

describe('the trunk at home paid with the wallet', () => {
  const wallet = (amount: number) => ({ amount, transactions: [], page_size: 1, currentPage: 1, pages: 1, total: 0 });
  const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

  it('takes the wallet first and the card the rest, and sends both parts', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/clients/me/trunks/12/checkout': delivered,
      'GET /api/clients/me/payment-methods': { payment_methods: [card] },
      'GET /api/clients/me/wallet': wallet(30),
      'POST /api/clients/me/trunks/12/checkout/quote': delivered,
      'POST /api/clients/me/trunks/12/checkout/payment': paid,
    });
    await user.click(await screen.findByRole('button', { name: fr('atHome.keepAll', { percent: 20 }) }));
    const walletSwitch = screen.getByRole('switch', { name: (name) => plain(name) === plain(fr('wallet.use', { amount: '30 €' })) });
    expect(walletSwitch).toBeChecked();
    expect(plain(screen.getByText(fr('wallet.share.wallet')).nextSibling?.textContent)).toBe('−30 €');
    expect(plain(screen.getByText(fr('wallet.share.card')).nextSibling?.textContent)).toBe('21,20 €');
    const pay = await screen.findByRole('button', { name: (name) => plain(name) === 'Payer 21,20 €' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByText(fr('atHome.paid.RETURN_PENDING', { firstname: 'Léa', count: 1 }))).toBeVisible();
    const payments = api.sent.filter((sent) => sent.call === 'POST /api/clients/me/trunks/12/checkout/payment');
    expect(payments.map((sent) => sent.body)).toEqual([{ pieces: [{ position: 0, decision: 'KEEP' }, { position: 1, decision: 'KEEP' }], payment_method_id: card.id, wallet_amount: 30 }]);
  });

  it('pays by card alone once the payer turns the wallet off', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/clients/me/trunks/12/checkout': delivered,
      'GET /api/clients/me/payment-methods': { payment_methods: [card] },
      'GET /api/clients/me/wallet': wallet(30),
      'POST /api/clients/me/trunks/12/checkout/quote': delivered,
      'POST /api/clients/me/trunks/12/checkout/payment': paid,
    });
    await user.click(await screen.findByRole('button', { name: fr('atHome.keepAll', { percent: 20 }) }));
    await user.click(screen.getByRole('switch'));
    expect(screen.queryByText(fr('wallet.share.wallet'))).toBeNull();
    const pay = await screen.findByRole('button', { name: (name) => plain(name) === 'Payer 51,20 €' });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await screen.findByText(fr('atHome.paid.RETURN_PENDING', { firstname: 'Léa', count: 1 }));
    const payments = api.sent.filter((sent) => sent.call === 'POST /api/clients/me/trunks/12/checkout/payment');
    expect(payments.map((sent) => sent.body)).toEqual([{ pieces: [{ position: 0, decision: 'KEEP' }, { position: 1, decision: 'KEEP' }], payment_method_id: card.id }]);
  });

  it('needs no card when the wallet pays it all, and reads the balance again when it no longer holds enough', async () => {
    const user = userEvent.setup();
    const api = renderPage({
      'GET /api/clients/me/trunks/12/checkout': { ...quoted, pieces: quoted.pieces.map((piece, index) => ({ ...piece, decision: index === 0 ? 'KEEP' : 'RETURN', return_reason: index === 0 ? null : 'TOO_SMALL' })) },
      'GET /api/clients/me/payment-methods': { payment_methods: [] },
      'GET /api/clients/me/wallet': wallet(30),
      'POST /api/clients/me/trunks/12/checkout/payment': Response.json({ type: 'WALLET_INSUFFICIENT', title: 'Not enough in the wallet', status: 409 }, { status: 409 }),
    });
    expect(await screen.findByText(fr('atHome.wallet.paysAll'))).toBeVisible();
    expect(screen.queryByRole('radio', { name: /se terminant par/ })).toBeNull();
    const pay = screen.getByRole('button', { name: (name) => plain(name) === plain(fr('wallet.pay', { amount: '29 €' })) });
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(await screen.findByText(plain(fr('wallet.changed', { amount: '30 €' })), { normalizer: plain })).toBeVisible();
    const payments = api.sent.filter((sent) => sent.call === 'POST /api/clients/me/trunks/12/checkout/payment');
    expect(payments.map((sent) => sent.body)).toEqual([{ pieces: [{ position: 0, decision: 'KEEP' }, { position: 1, decision: 'RETURN', return_reason: 'TOO_SMALL' }], wallet_amount: 29 }]);
    expect(api.sent.filter((sent) => sent.call === 'GET /api/clients/me/wallet')).toHaveLength(2);
  });
});
