import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@/entities/wallet';
import { renderWithApp } from '@/shared/testing';
import WalletPage, { pageOf } from './WalletPage';

const tx = (id: number, amount: number, reason: Wallet['transactions'][number]['reason'], type: Wallet['transactions'][number]['source']['type'], name: string | null, at: string) => ({
  id,
  created_at: at,
  amount,
  reason,
  source: { type, id: id * 10, name },
});

const wallet: Wallet = {
  amount: 37.5,
  transactions: [
    tx(5, -12.5, 'ORDER_PAYMENT', 'ORDER', '42', '2026-11-20T10:00:00.000Z'),
    tx(4, 15, 'REFERRAL_REWARD', 'REFERRAL', 'Sofia', '2026-11-12T10:00:00.000Z'),
    tx(3, 10, 'SHOP_REFUND', 'SHOP_RETURN', '40', '2026-11-02T10:00:00.000Z'),
    tx(2, -30, 'TRUNK_PAYMENT', 'TRUNK', 'Léo', '2026-10-15T10:00:00.000Z'),
    tx(1, 50, 'GIFT_CARD_REDEEMED', 'GIFT_CARD', 'AB12', '2026-10-01T10:00:00.000Z'),
  ],
  page_size: 30,
  currentPage: 2,
  pages: 3,
  total: 65,
};

/** The API answers the wallet page given, and keeps what was asked. */
function serve(answer: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    return answer();
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('the wallet (/infos/wallet)', () => {
  it('shows the balance and the page of transactions the address names, each labelled by its reason and source, credits and debits told apart in words', async () => {
    const asked = serve(() => Response.json(wallet));
    renderWithApp(<WalletPage />, { path: '/infos/wallet?page=2' });
    expect(await screen.findByText(/^37,50\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ma cagnotte' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/clients/me/wallet?page=2&page_size=30']);

    const history = within(screen.getByRole('heading', { level: 2, name: 'Historique' }).closest('section')!);
    const rows = within(history.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Commande n° 4220 novembre 2026Débit −12,50\s€$/),
      expect.stringMatching(/Parrainage de Sofia12 novembre 2026Crédit \+15\s€$/),
      expect.stringMatching(/Remboursement de la commande n° 402 novembre 2026Crédit \+10\s€$/),
      expect.stringMatching(/Malle de Léo15 octobre 2026Débit −30\s€$/),
      expect.stringMatching(/Carte cadeau …AB121er octobre 2026Crédit \+50\s€$/),
    ]);
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'Pages de l’historique' }));
    expect(pages.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/infos/wallet');
    expect(pages.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/infos/wallet?page=3');
    expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ajouter une carte cadeau' })).toHaveAttribute('href', '/infos/add-giftcard');
  });

  it('explains, when empty, how money gets into the wallet, in Dutch', async () => {
    serve(() => Response.json({ amount: 0, transactions: [], page_size: 30, currentPage: 1, pages: 0, total: 0 }));
    renderWithApp(<WalletPage />, { path: '/nl/infos/wallet', locale: 'nl' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Je tegoed is nog leeg' })).toBeInTheDocument();
    expect(screen.getByText(/^€\s0$/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Cadeaukaart toevoegen' }).map((link) => link.getAttribute('href'))).toEqual(['/nl/infos/add-giftcard', '/nl/infos/add-giftcard']);
    expect(screen.getByRole('link', { name: 'Iemand uitnodigen' })).toHaveAttribute('href', '/nl/infos/referral');
    expect(screen.getByText(/Kies bij een retour uit de shop voor terugbetaling op je tegoed/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says when the wallet cannot be read, and reads it again on demand', async () => {
    let answers = [() => Response.json({ type: 'SERVER', title: 'Down', status: 503 }, { status: 503 }), () => Response.json({ ...wallet, currentPage: 1, pages: 1 })];
    serve(() => answers.shift()!());
    renderWithApp(<WalletPage />, { path: '/infos/wallet' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre cagnotte n’a pas pu être chargée.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Carte cadeau …AB12')).toBeInTheDocument();
    expect(screen.queryByText(/^Page 1 sur 1$/)).not.toBeInTheDocument();
    answers = [];
  });
});

describe('the page in the address', () => {
  it('reads ?page=, and takes the first page for anything else', () => {
    expect(pageOf('?page=3')).toBe(3);
    expect(pageOf('')).toBe(1);
    expect(pageOf('?page=0')).toBe(1);
    expect(pageOf('?page=abc')).toBe(1);
    expect(pageOf('?page=2.5')).toBe(1);
  });
});
