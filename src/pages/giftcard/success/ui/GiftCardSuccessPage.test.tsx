import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, saveDraft } from '@/entities/gift-card';
import { sampleGiftCardCheckout } from '@/features/shop/gift-card-checkout';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import GiftCardSuccessPage from './GiftCardSuccessPage';

const { draft, paid, declined, requiresAction } = sampleGiftCardCheckout;

/** The API: the client's gift card orders by id (others are a 404). */
function serve(orders: Record<number, unknown>) {
  vi.stubGlobal('fetch', async (request: Request) => {
    const id = Number(new URL(request.url).pathname.match(/^\/api\/clients\/me\/gift_card_orders\/(\d+)$/)?.[1]);
    if (orders[id]) return Response.json(orders[id]);
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404, headers: { 'content-type': 'application/problem+json' } });
  });
}

const render = (path: string, locale: Locale = 'fr') => renderWithApp(<GiftCardSuccessPage />, { locale, path });
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('/giftcard/payment-successful', () => {
  it('shows the card paid and on its way today, with the last characters of its code only', async () => {
    saveDraft(draft);
    serve({ 31: paid });
    render('/giftcard/payment-successful?id=31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour ce beau cadeau !' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('La carte est en route vers Emma (emma@example.com).');
    expect(screen.getByText('Code se terminant par K7PQ : le code complet reste une surprise pour Emma.')).toBeInTheDocument();
    expect(screen.getByText('Elle sera valable jusqu’au 26 novembre 2027.')).toBeInTheDocument();
    expect(plain(document.querySelector('[data-design="STARS"]')?.textContent)).toContain('50 €');
    expect(readDraft()).toBeNull();
  });

  it('says, in German, the day a card sent later leaves', async () => {
    serve({ 32: { ...paid, id: 32, send_on: '2026-12-24', sent_at: null } });
    render('/de/giftcard/payment-successful?id=32', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Danke für dieses schöne Geschenk!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Sie wird am 24. Dezember 2026 an Emma (emma@example.com) verschickt.');
  });

  it('gives the bank’s reason for a refusal and a way to pay again with another card', async () => {
    saveDraft(draft);
    serve({ 31: declined });
    render('/giftcard/payment-successful?id=31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Le paiement n’a pas abouti' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Provision insuffisante : votre banque a refusé le paiement.');
    expect(screen.getByRole('link', { name: 'Payer avec une autre carte' })).toHaveAttribute('href', '/giftcard/checkout?id=31');
    expect(readDraft()).toEqual(draft);
  });

  it('says a payment the bank has not confirmed yet is waiting', async () => {
    serve({ 31: requiresAction });
    render('/giftcard/payment-successful?id=31');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement en attente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });

  it.each(['/giftcard/payment-successful?id=77', '/giftcard/payment-successful'])('says plainly an order it cannot read is not found (%s)', async (path) => {
    serve({});
    render(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Carte cadeau introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offrir une autre carte' })).toHaveAttribute('href', '/giftcard');
  });
});
