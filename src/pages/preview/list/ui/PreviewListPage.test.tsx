import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleRequest, type TrunkRequest } from '@/entities/trunk';
import { renderWithApp, type RenderOptions } from '@/shared/testing';
import PreviewListPage from './PreviewListPage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true });
const julia = sampleProfile({ id: 12, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: true });

/** Julia's preview to validate, Léo's validated one being packed, and Léo's earlier one past its deadline. */
const juliaReady = sampleRequest({ id: 41, profile_id: 12, subscription_id: null, status_details: { code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'] }, delivery_date: '2026-12-01' });
const leoLate = sampleRequest({ id: 40, profile_id: 11, status_details: { code: 'PREVIEW_READY', actions: [] }, delivery_date: null });
const leoPreparing = sampleRequest({ id: 39, profile_id: 11, status_details: { code: 'PREPARING', actions: [] }, delivery_date: '2026-11-28' });

/**
 * `GET /clients/me/requests?status=…` answers the requests of that status, or a failure for
 * the first `failures` calls; the queries asked.
 */
function serveRequests(requests: TrunkRequest[], failures = 0) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/clients/me/requests') return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
    asked.push(url.search);
    if (asked.length <= failures) return Response.json({ type: 'INTERNAL_ERROR', title: 'Internal error', status: 500 }, { status: 500 });
    return Response.json(requests.filter((candidate) => candidate.status_details.code === url.searchParams.get('status')));
  });
  return asked;
}

const renderPage = (options: RenderOptions) =>
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo, julia], remove: async () => undefined })}>
        <PreviewListPage />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    options,
  );

const card = (heading: HTMLElement) => within(heading.closest('li')!);

afterEach(() => vi.unstubAllGlobals());

describe('the previews of the family’s trunks (/infos/preview)', () => {
  it('lists the previews to validate with a word for the stylist, then those validated or past their deadline (German)', async () => {
    const asked = serveRequests([leoPreparing, juliaReady, leoLate]);
    renderPage({ locale: 'de', path: '/infos/preview' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meine Auswahlen');
    expect(document.title).toBe('Meine Auswahlen · Little Closet');
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Auswahlen werden geladen …');

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Ihre Box', 'Die Box für Léo', 'Die Box für Léo']);
    expect(asked.sort()).toEqual(['?status=PREPARING', '?status=PREVIEW_READY']);

    const julias = card(headings[0]!);
    expect(julias.getByText(/^Auswahl zu bestätigen/)).toHaveTextContent('Auswahl zu bestätigen · Lieferung am Dienstag, 1. Dezember 2026');
    expect(julias.getByRole('link', { name: 'Auswahl ansehen und ändern' })).toHaveAttribute('href', '/de/infos/preview/12/41');
    expect(julias.getByRole('link', { name: 'Der Stylistin eine Nachricht hinterlassen' })).toHaveAttribute('href', '/de/infos/preview/12/41/comment');

    const late = card(headings[1]!);
    expect(late.getByText('Frist abgelaufen, wird bestätigt')).toBeVisible();
    expect(late.getByRole('link', { name: 'Auswahl ansehen' })).toHaveAttribute('href', '/de/infos/preview/11/40');
    expect(late.queryByRole('link', { name: 'Der Stylistin eine Nachricht hinterlassen' })).toBeNull();

    const preparing = card(headings[2]!);
    expect(preparing.getByText(/^Bestätigt, wird gepackt/)).toHaveTextContent('Bestätigt, wird gepackt · Lieferung am Samstag, 28. November 2026');
    expect(preparing.getByRole('link', { name: 'Auswahl ansehen' })).toHaveAttribute('href', '/de/infos/preview/11/39');
    expect(preparing.queryByRole('link', { name: 'Der Stylistin eine Nachricht hinterlassen' })).toBeNull();
  });

  it('explains when and how a preview comes while there is none (French)', async () => {
    serveRequests([]);
    renderPage({ locale: 'fr', path: '/infos/preview' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mes sélections');
    expect(
      await screen.findByText(
        'Aucune sélection à voir pour l’instant. 7 jours avant chaque livraison, la styliste compose une sélection de looks pour la malle et vous l’envoie par e-mail : vous avez alors 48 heures pour remplacer des pièces, lui laisser un mot et valider. Sans réponse, la malle part telle qu’elle l’a composée.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /sélection/ })).toBeNull();
  });

  it('says when the previews could not be loaded, and loads them again on request (Spanish)', async () => {
    const user = userEvent.setup();
    serveRequests([juliaReady], 2);
    renderPage({ locale: 'es', path: '/infos/preview' });
    expect(await screen.findByText('No hemos podido cargar tus selecciones.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Tu caja' });
    expect(card(heading).getByRole('link', { name: 'Ver y cambiar la selección' })).toHaveAttribute('href', '/es/infos/preview/12/41');
    expect(card(heading).getByRole('link', { name: 'Dejar un mensaje a la estilista' })).toHaveAttribute('href', '/es/infos/preview/12/41/comment');
    expect(screen.queryByText('No hemos podido cargar tus selecciones.')).toBeNull();
  });
});
