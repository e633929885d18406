import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleRecycleLabel, sampleRecycleLabels, type RecycleLabels } from '@/entities/recycle-label';
import type { Locale } from '@/shared/config';
import { renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import LittleGesteAccountPage from './LittleGesteAccountPage';

function serve(...answers: Array<RecycleLabels | Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    if (pathname === '/api/clients/me/recycle-labels') {
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      return answer instanceof Response ? answer.clone() : Response.json(answer);
    }
    if (/^\/api\/clients\/me\/recycle-labels\/\d+\/pdf$/.test(pathname)) return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return calls;
}

function renderPage(locale: Locale = 'fr', recycle = true) {
  return renderWithApp(<LittleGesteAccountPage />, {
    locale,
    path: locale === 'fr' ? '/infos/littlegeste' : `/${locale}/infos/littlegeste`,
    messages: { ...SEEDED_MESSAGES[locale], 'feature.recycle': String(recycle) },
  });
}

const relay = { id: 'FR-0042', name: 'Tabac du Centre', street: '3 rue Nationale', postcode: '59000', city: 'Lille', country_code: 'FR' as const };

/** Camille's three parcels: one to drop off, one rewarded, one refused. */
const three = () =>
  sampleRecycleLabels({
    labels: [
      sampleRecycleLabel({ id: 14, barcode: 'LG00000000140', created_at: '2026-11-24T09:00:00.000Z', expires_at: '2026-12-24T09:00:00.000Z', drop_off: 'RELAY', relay_point: relay }),
      sampleRecycleLabel({ id: 9, barcode: 'LG00000000090', stage: 'REWARDED', created_at: '2026-10-02T09:00:00.000Z', expires_at: '2026-11-01T09:00:00.000Z', dropped_off_at: '2026-10-03T09:00:00.000Z', received_at: '2026-10-05T09:00:00.000Z', rewarded_at: '2026-10-05T09:00:00.000Z', reward_credited: 5 }),
      sampleRecycleLabel({ id: 4, barcode: 'LG00000000041', stage: 'RECEIVED', created_at: '2026-09-02T09:00:00.000Z', expires_at: '2026-10-02T09:00:00.000Z', dropped_off_at: null, received_at: '2026-09-06T09:00:00.000Z' }),
    ],
    allowance: { monthly_limit: 2, used_this_month: 1, remaining: 1, next_available_on: null },
    rewarded_total: 5,
  });

const facts = (heading: HTMLElement) =>
  within(heading.closest('li')!)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);

afterEach(() => vi.unstubAllGlobals());

describe('the Little Geste account page (/infos/littlegeste)', () => {
  it('shows what is left this month, each parcel newest first with its stage and dates, and the rewards', async () => {
    const calls = serve(three());
    renderPage();
    expect(document.title).toBe('Mes colis Little Geste · Little Closet');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mes colis Little Geste');
    expect(await screen.findByText('Il vous reste 1 étiquette sur 2 ce mois-ci.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Créer une étiquette' })).toHaveAttribute('href', '/littlegeste/create-label');
    expect(screen.getByText(/Little Geste vous a déjà rapporté 5\s€/)).toBeVisible();
    const parcels = screen.getAllByRole('heading', { level: 3 });
    expect(parcels.map((heading) => heading.textContent)).toEqual(['Colis LG00000000140', 'Colis LG00000000090', 'Colis LG00000000041']);
    const stage = (heading: HTMLElement) => heading.nextElementSibling?.textContent;
    expect(parcels.map(stage)).toEqual(['Étiquette créée', 'Récompense versée', 'Colis reçu']);
    expect(facts(parcels[0]!)).toEqual(['Créée le: 24 novembre 2026', 'À déposer avant le: 24 décembre 2026', 'Dépôt: Point relais Colissimo : Tabac du Centre, Lille']);
    expect(facts(parcels[1]!)).toEqual(['Créée le: 2 octobre 2026', 'Déposé le: 3 octobre 2026', 'Reçu le: 5 octobre 2026', 'Dépôt: Bureau de poste (Colissimo)']);
    const rewarded = within(parcels[1]!.closest('li')!);
    expect(rewarded.getByText(/^5\s€ crédités sur votre cagnotte le 5 octobre 2026$/)).toBeVisible();
    expect(within(parcels[2]!.closest('li')!).getByText(/ne donne pas droit à la récompense/)).toBeVisible();
    // Only a label still to drop off can be downloaded.
    expect(screen.getAllByRole('button', { name: /Télécharger/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Télécharger l’étiquette du colis LG00000000140 (PDF)']);
    expect(within(parcels[0]!.closest('li')!).getByText(/^5\s€ vous attendent dès que le colis nous parvient\.$/)).toBeVisible();
    expect(calls).toEqual(['GET /api/clients/me/recycle-labels']);
  });

  it('downloads the label of a parcel to drop off', async () => {
    const user = userEvent.setup();
    const calls = serve(three());
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:label', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Télécharger l’étiquette du colis LG00000000140 (PDF)' }));
    await vi.waitFor(() => expect(saved).toEqual(['little-geste-LG00000000140.pdf']));
    expect(calls).toContain('GET /api/clients/me/recycle-labels/14/pdf');
    click.mockRestore();
  });

  it('says when this month’s labels are used up, and from when a new one can be made (German)', async () => {
    serve(sampleRecycleLabels({ allowance: { monthly_limit: 2, used_this_month: 2, remaining: 0, next_available_on: '2026-12-01' } }));
    renderPage('de');
    expect(await screen.findByText('Sie haben Ihre 2 Etiketten für diesen Monat aufgebraucht.')).toBeVisible();
    expect(screen.getByText('Ab dem 1. Dezember 2026 können Sie wieder eines erstellen.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Etikett erstellen' })).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Paket LG00000000116' }).nextElementSibling).toHaveTextContent('Etikett erstellt');
    expect(screen.getByRole('button', { name: 'Etikett für Paket LG00000000116 herunterladen (PDF)' })).toBeEnabled();
  });

  it('welcomes a client with no parcel yet and leads to the programme (Dutch)', async () => {
    serve(sampleRecycleLabels({ labels: [], allowance: { monthly_limit: 2, used_this_month: 0, remaining: 2, next_available_on: null } }));
    renderPage('nl');
    expect(await screen.findByText('Je hebt nog geen Little Geste-pakket verstuurd.')).toBeVisible();
    expect(screen.getByText('Je hebt deze maand nog 2 labels van de 2.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zo werkt Little Geste' })).toHaveAttribute('href', '/nl/littlegeste');
    expect(screen.getByRole('link', { name: 'Label aanmaken' })).toHaveAttribute('href', '/nl/littlegeste/create-label');
    expect(screen.queryByText(/heeft je al/)).toBeNull();
  });

  it('keeps the parcels but offers no new label where the programme is switched off (Spanish)', async () => {
    serve(three());
    renderPage('es', false);
    expect(await screen.findByText('Por ahora no se pueden crear etiquetas en este idioma.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Crear una etiqueta' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.nextElementSibling?.textContent)).toEqual(['Etiqueta creada', 'Recompensa abonada', 'Paquete recibido']);
    expect(screen.getByText(/^5\s€ abonados en tu saldo el 5 de octubre de 2026$/)).toBeVisible();
  });

  it('reads the labels again after a failure', async () => {
    const user = userEvent.setup();
    const calls = serve(Response.json({ type: 'INTERNAL_ERROR', title: 'x', status: 500 }, { status: 500 }), three());
    renderPage();
    expect(await screen.findByText('Vos colis Little Geste n’ont pas pu être chargés.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Il vous reste 1 étiquette sur 2 ce mois-ci.')).toBeVisible();
    expect(calls).toEqual(['GET /api/clients/me/recycle-labels', 'GET /api/clients/me/recycle-labels']);
  });
});
