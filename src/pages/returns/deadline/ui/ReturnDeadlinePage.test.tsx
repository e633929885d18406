import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/shared/testing';
import type { TrunkDeadline } from '../api/deadline';
import ReturnDeadlinePage from './ReturnDeadlinePage';

/** A delivered trunk as `getTrunkCheckout` answers it (the parts this page reads matter). */
const trunk = (overrides: Partial<TrunkDeadline> = {}): TrunkDeadline =>
  ({
    request_id: 41,
    profile_id: 3,
    profile_firstname: 'Léo',
    status: 'DELIVERED',
    delivered_at: '2026-11-22T10:00:00.000Z',
    return_deadline: '2026-11-29T22:59:59.999Z',
    deadline_extended: false,
    can_choose: true,
    can_extend: true,
    rules: { return_days: 7, extension_days: 3, keep_all_discount_percent: 20, styling_fee: 10 },
    pieces: [],
    totals: {},
    payment: null,
    ...overrides,
  }) as TrunkDeadline;

const problem = (type: string, status: number) => Response.json({ type, title: type, status }, { status });

function serveTrunk(read: TrunkDeadline | Response, extended?: TrunkDeadline | Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(call);
    if (call === 'GET /api/clients/me/trunks/41/checkout') return read instanceof Response ? read.clone() : Response.json(read);
    if (call === 'POST /api/clients/me/trunks/41/return-deadline' && extended) return extended instanceof Response ? extended.clone() : Response.json(extended);
    return problem('NOT_FOUND', 404);
  });
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('extending a trunk’s return deadline (/infos/edit/return-deadline/{orderId})', () => {
  it('says the deadline and what extending does, then extends it once and says the new date', async () => {
    const user = userEvent.setup();
    const calls = serveTrunk(trunk(), trunk({ return_deadline: '2026-12-02T22:59:59.999Z', deadline_extended: true, can_extend: false }));
    renderWithApp(<ReturnDeadlinePage params={{ orderId: '41' }} />, { path: '/infos/edit/return-deadline/41' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prolonger le délai de retour');
    expect(await screen.findByRole('heading', { level: 2, name: 'La malle de Léo' })).toBeVisible();
    expect(screen.getByText(/À choisir et renvoyer au plus tard le dimanche 29 novembre 2026/)).toHaveTextContent('Encore 3 jours');
    expect(screen.getByText('Vous gagnez 3 jours de plus pour essayer les pièces, choisir et renvoyer le reste.')).toBeVisible();
    expect(screen.getByText('Le délai ne se prolonge qu’une fois, et seulement avant qu’il n’expire.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Prolonger de 3 jours' }));
    expect(await screen.findByText('C’est fait : vous avez jusqu’au mercredi 2 décembre 2026 inclus.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choisir ce que je garde' })).toHaveAttribute('href', '/infos/returns/41');
    expect(calls).toEqual(['GET /api/clients/me/trunks/41/checkout', 'POST /api/clients/me/trunks/41/return-deadline']);
  });

  it('says plainly that a deadline already extended cannot be extended again (German)', async () => {
    serveTrunk(trunk({ return_deadline: '2026-12-02T22:59:59.999Z', deadline_extended: true, can_extend: false }));
    renderWithApp(<ReturnDeadlinePage params={{ orderId: '41' }} />, { locale: 'de', path: '/de/infos/edit/return-deadline/41' });
    expect(await screen.findByText('Die Frist dieser Box wurde bereits einmal verlängert: Sie läuft bis einschließlich Mittwoch, 2. Dezember 2026.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a passed deadline cannot be extended, also when the server refuses at the last moment (Spanish)', async () => {
    const user = userEvent.setup();
    serveTrunk(trunk(), problem('RETURN_DEADLINE_PASSED', 409));
    renderWithApp(<ReturnDeadlinePage params={{ orderId: '41' }} />, { locale: 'es', path: '/es/infos/edit/return-deadline/41' });
    await user.click(await screen.findByRole('button', { name: 'Ampliar 3 días' }));
    expect(await screen.findByText('El plazo de esta caja ha vencido: ya no se puede ampliar.')).toBeVisible();
  });

  it('treats a trunk paid or another client’s as nothing to extend (Dutch)', async () => {
    serveTrunk(trunk({ status: 'KEPT_PAID', can_extend: false, can_choose: false }));
    const { unmount } = renderWithApp(<ReturnDeadlinePage params={{ orderId: '41' }} />, { locale: 'nl', path: '/nl/infos/edit/return-deadline/41' });
    expect(await screen.findByText('Deze box is al afgerekend: er is geen termijn meer om te verlengen.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Box bekijken' })).toHaveAttribute('href', '/nl/infos/returns/41');
    unmount();
    serveTrunk(problem('NOT_FOUND', 404));
    renderWithApp(<ReturnDeadlinePage params={{ orderId: '41' }} />, { locale: 'nl', path: '/nl/infos/edit/return-deadline/41' });
    expect(await screen.findByText('We vinden deze box niet in je account.')).toBeVisible();
  });

  it('retries a failed load', async () => {
    const user = userEvent.setup();
    let first = true;
    vi.stubGlobal('fetch', async () => {
      if (first) {
        first = false;
        return problem('INTERNAL_ERROR', 500);
      }
      return Response.json(trunk());
    });
    renderWithApp(<ReturnDeadlinePage params={{ orderId: '41' }} />, { path: '/infos/edit/return-deadline/41' });
    expect(await screen.findByText('La malle n’a pas pu être chargée.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Prolonger de 3 jours' })).toBeEnabled();
  });
});
