import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleCoupon, sampleLoyalty, type Loyalty } from '@/entities/loyalty';
import { renderWithApp } from '@/shared/testing';
import AccountLoyaltyPage from './AccountLoyaltyPage';

type Answer = Loyalty | Response | object;

/** The loyalty calls: GETs answer the loyalty in turn (the last one again), POSTs their own answers. */
function serve(reads: Answer[], conversions: Answer[] = []) {
  const calls: { method: string; path: string; key: string | null; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    const body = request.method === 'POST' ? await request.clone().json() : null;
    calls.push({ method: request.method, path: pathname, key: request.headers.get('Idempotency-Key'), body });
    const answer = request.method === 'POST' ? conversions.shift()! : reads.length > 1 ? reads.shift()! : reads[0]!;
    if (answer instanceof Response) return answer.clone();
    return Response.json(answer, { status: request.method === 'POST' ? 201 : 200 });
  });
  return calls;
}

/** Prices as the page writes them: a no-break space before the euro sign. */
const nb = (text: string) => text.replace(/ €/g, '\u00a0€');

const problem = (status: number, type: string, detail?: string) => Response.json({ type, title: type, status, detail }, { status });

afterEach(() => vi.unstubAllGlobals());

describe('my loyalty (/infos/loyalty)', () => {
  it('shows the points, the way to the next code, the offers and the active codes with their expiry', async () => {
    serve([sampleLoyalty({ points: 340, active_codes: [sampleCoupon({ code: 'CLUB-AAAA-BBBB' }), sampleCoupon({ code: 'ANNIV-LEO-2026', kind: 'BIRTHDAY', amount: null, percent: 15, origin: 'BIRTHDAY', expires_at: '2026-11-30T22:59:59.000Z' })] })]);
    renderWithApp(<AccountLoyaltyPage />, { path: '/infos/loyalty' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ma fidélité' })).toBeVisible();
    expect(await screen.findByText('340 points')).toBeVisible();
    const progress = screen.getByRole('progressbar', { name: 'Progression vers le prochain bon' });
    expect(progress).toHaveAttribute('aria-valuenow', '56');
    expect(progress).toHaveAttribute('aria-valuetext', nb('Plus que 260 points pour un bon de 40 €'));
    expect(screen.getByRole('button', { name: nb('Échanger 200 points contre un bon de 10 €') })).toBeEnabled();
    expect(screen.getByRole('button', { name: nb('Échanger 600 points contre un bon de 40 €') })).toBeDisabled();
    expect(screen.getByText('Il vous manque 260 points.')).toBeVisible();
    expect(screen.getByText('Vos points sont valables jusqu’au 14 octobre 2027 : chaque achat les prolonge de 12 mois.')).toBeVisible();
    const codes = within(screen.getByRole('region', { name: 'Mes bons actifs' }));
    const first = within(codes.getAllByRole('listitem')[0]!);
    expect(first.getByText('CLUB-AAAA-BBBB')).toBeVisible();
    expect(first.getByText('10 € de réduction')).toBeVisible();
    expect(first.getByText('Valable jusqu’au 26 mai 2027')).toBeVisible();
    const birthday = within(codes.getAllByRole('listitem')[1]!);
    expect(birthday.getByText('15 % de réduction')).toBeVisible();
    expect(birthday.getByText('Offre d’anniversaire')).toBeVisible();
    expect(birthday.getByText('Valable jusqu’au 30 novembre 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voir l’historique de mes points' })).toHaveAttribute('href', '/infos/loyalty/history');
  });

  it('converts 200 points after a confirmation, with an Idempotency-Key, and shows the new code first', async () => {
    const user = userEvent.setup();
    const coupon = sampleCoupon({ code: 'CLUB-NEW1-CODE' });
    const calls = serve([sampleLoyalty({ points: 340 }), sampleLoyalty({ points: 140, active_codes: [coupon] })], [coupon]);
    renderWithApp(<AccountLoyaltyPage />, { path: '/infos/loyalty' });
    await user.click(await screen.findByRole('button', { name: nb('Échanger 200 points contre un bon de 10 €') }));
    const dialog = within(screen.getByRole('alertdialog', { name: nb('Échanger 200 points contre un bon de 10 € ?') }));
    expect(dialog.getByText('Le bon sera valable 6 mois, pour une seule commande. Il vous restera 140 points.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Oui, je veux ce bon' }));
    expect(await screen.findByText('C’est fait : votre bon CLUB-NEW1-CODE de 10 € vous attend ci-dessous.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText('140 points')).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'Mes bons actifs' })).getByText('CLUB-NEW1-CODE')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post).toMatchObject({ path: '/api/clients/me/loyalty/coupons', body: { points: 200 } });
    expect(post.key).toMatch(/^[\w-]+$/);
  });

  it('says the seed’s refusals in the user’s language and keeps the dialog open (German)', async () => {
    const user = userEvent.setup();
    serve([sampleLoyalty({ points: 640 })], [problem(409, 'DISCOUNT_NOT_ELIGIBLE', 'Minimum: 600.00')]);
    renderWithApp(<AccountLoyaltyPage />, { locale: 'de', path: '/de/infos/loyalty' });
    await user.click(await screen.findByRole('button', { name: nb('600 Punkte gegen einen Gutschein über 40 € eintauschen') }));
    await user.click(screen.getByRole('button', { name: 'Ja, Gutschein erstellen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Für diesen Code benötigen Sie mindestens 600 Treuepunkte.');
    expect(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('says when 200 points are missing (Dutch)', async () => {
    const user = userEvent.setup();
    serve([sampleLoyalty({ points: 220 })], [problem(409, 'DISCOUNT_NOT_ELIGIBLE', 'Not enough loyalty points. Minimum: 200.00')]);
    renderWithApp(<AccountLoyaltyPage />, { locale: 'nl', path: '/nl/infos/loyalty' });
    await user.click(await screen.findByRole('button', { name: /^200 punten inwisselen voor een code van €\s10$/ }));
    await user.click(screen.getByRole('button', { name: 'Ja, ik wil deze code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Niet genoeg spaarpunten: je hebt er minstens 200 nodig.');
  });

  it('copies a code and says so (Spanish)', async () => {
    const user = userEvent.setup();
    serve([sampleLoyalty({ points: 20, active_codes: [sampleCoupon({ code: 'BIENVENIDA-15', origin: 'REFERRAL', amount: 15 })] })]);
    renderWithApp(<AccountLoyaltyPage />, { locale: 'es', path: '/es/infos/loyalty' });
    await user.click(await screen.findByRole('button', { name: 'Copiar el código BIENVENIDA-15' }));
    expect(await navigator.clipboard.readText()).toBe('BIENVENIDA-15');
    expect(screen.getByText('Código BIENVENIDA-15 copiado.')).toBeVisible();
    expect(screen.getByText('Regalo de bienvenida por invitación')).toBeVisible();
  });

  it('retries a failed load', async () => {
    const user = userEvent.setup();
    serve([problem(500, 'INTERNAL_ERROR'), sampleLoyalty({ points: 0 })]);
    renderWithApp(<AccountLoyaltyPage />, { path: '/infos/loyalty' });
    expect(await screen.findByText('Impossible d’afficher vos points pour le moment.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('0 point')).toBeVisible();
    expect(screen.getByText('Vous n’avez aucun bon en cours.')).toBeVisible();
  });
});
