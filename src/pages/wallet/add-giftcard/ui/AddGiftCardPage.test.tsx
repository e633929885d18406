import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import AddGiftCardPage from './AddGiftCardPage';

const CARD = { code: 'LC-ABCD-EFGH-JKLM', amount: 50, expires_at: '2027-11-26T22:59:59Z', for: 'KID', design: 'RAINBOW', from_name: 'Camille', message: 'Pour tes 7 ans !' };
const problem = (type: string, status: number) => Response.json({ type, title: type, status }, { status, headers: { 'content-type': 'application/problem+json' } });

/** The API: `check` answers the card's lookup, `redeem` adding it; the paths asked. */
function serve(check: () => Response, redeem: () => Response = () => Response.json({ amount: 62.5, transactions: [], page_size: 30, currentPage: 1, pages: 1, total: 2 })) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const call = `${request.method} ${decodeURIComponent(new URL(request.url).pathname)}`;
    asked.push(call);
    return call.endsWith('/redeem') ? redeem() : check();
  });
  return asked;
}

const render = (locale: Locale = 'fr') => renderWithApp(<AddGiftCardPage />, { locale, path: '/infos/add-giftcard' });
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

afterEach(() => vi.unstubAllGlobals());

describe('/infos/add-giftcard', () => {
  it('checks the code as typed, trimmed, shows the card, adds it to the wallet and gives the new balance', async () => {
    const user = userEvent.setup();
    const asked = serve(() => Response.json(CARD));
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Ajouter une carte cadeau' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code de la carte cadeau'), '  lc-abcd-efgh-jklm ');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(plain((await screen.findByText(/^Carte cadeau de/)).textContent)).toBe('Carte cadeau de 50 €');
    expect(screen.getAllByText('Offerte par Camille').length).toBeGreaterThan(0);
    expect(screen.getByText('Pour tes 7 ans !')).toBeInTheDocument();
    expect(screen.getByText('Valable jusqu’au 26 novembre 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma cagnotte' }));
    expect(plain((await screen.findByRole('status')).textContent)).toBe('50 € ont été ajoutés à votre cagnotte.');
    expect(plain(screen.getByText(/^Votre cagnotte/).textContent)).toBe('Votre cagnotte : 62,50 €');
    expect(screen.getByRole('link', { name: 'Voir ma cagnotte' })).toHaveAttribute('href', '/infos/wallet');
    expect(asked).toEqual(['GET /api/clients/me/gift_cards/lc-abcd-efgh-jklm', 'POST /api/clients/me/gift_cards/LC-ABCD-EFGH-JKLM/redeem']);
  });

  it('asks for a code before checking anything', async () => {
    const asked = serve(() => Response.json(CARD));
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez le code de votre carte cadeau.');
    expect(screen.getByLabelText('Code de la carte cadeau')).toHaveFocus();
    expect(asked).toEqual([]);
  });

  it.each([
    ['GIFT_CARD_ALREADY_USED', 409, 'Deze cadeaukaart is al gebruikt.'],
    ['GIFT_CARD_EXPIRED', 409, 'Deze cadeaukaart is verlopen.'],
    ['GIFT_CARD_NOT_FOUND', 404, 'Deze code is ongeldig.'],
    ['VALIDATION_ERROR', 400, 'Deze code is ongeldig.'],
  ])('says %s in Dutch', async (type, status, message) => {
    serve(() => problem(type, status));
    render('nl');
    await userEvent.type(screen.getByLabelText('Code van de cadeaukaart'), 'LC-ZZZZ-ZZZZ-ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Controleren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says a card used meanwhile when adding it, and adds nothing', async () => {
    const user = userEvent.setup();
    serve(() => Response.json(CARD), () => problem('GIFT_CARD_ALREADY_USED', 409));
    render('es');
    await user.type(screen.getByLabelText('Código de la tarjeta regalo'), 'LC-ABCD-EFGH-JKLM');
    await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    await user.click(await screen.findByRole('button', { name: 'Añadir a mi saldo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta tarjeta regalo ya se ha usado.');
    expect(screen.queryByRole('link', { name: 'Ver mi saldo' })).toBeNull();
  });
});
