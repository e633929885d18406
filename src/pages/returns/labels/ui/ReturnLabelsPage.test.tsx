import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleLabel, type ReturnLabel } from '@/entities/return';
import { renderWithApp } from '@/shared/testing';
import ReturnLabelsPage from './ReturnLabelsPage';

function serveLabels(...answers: Array<ReturnLabel[] | Response>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    calls.push(`${request.method} ${pathname}`);
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the return labels (/infos/return-labels)', () => {
  it('lists each label with its reference, mode, date and stage, each to download', async () => {
    serveLabels([
      sampleLabel({ id: 12, kind: 'TRUNK', request_id: 41, order_id: null, return_id: null, barcode: 'LC12345678903', created_at: '2026-11-25T10:00:00.000Z' }),
      sampleLabel({ id: 7, status: 'RECEIVED', received_at: '2026-11-23T10:00:00.000Z', mode: 'HOME_PICKUP' }),
    ]);
    renderWithApp(<ReturnLabelsPage />, { path: '/infos/return-labels' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mes étiquettes retour');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Malle n° 41', 'Commande n° 93']);
    const facts = (heading: HTMLElement) =>
      within(heading.closest('li')!)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
    expect(facts(headings[0]!)).toEqual(['Envoi: Au bureau de poste avec Colissimo', 'Créée le: 25 novembre 2026', 'Suivi: En attente du colis', 'Numéro: LC12345678903']);
    expect(facts(headings[1]!)).toEqual(['Envoi: Enlèvement à domicile avec Colissimo', 'Créée le: 20 novembre 2026', 'Suivi: Colis reçu le 23 novembre 2026', 'Numéro: LC00000000042']);
    expect(screen.getByRole('button', { name: 'Télécharger l’étiquette (PDF), Malle n° 41' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Télécharger l’étiquette (PDF), Commande n° 93' })).toBeEnabled();
  });

  it('says when there is no label yet (Dutch)', async () => {
    serveLabels([]);
    renderWithApp(<ReturnLabelsPage />, { locale: 'nl', path: '/nl/infos/return-labels' });
    expect(await screen.findByText('Je hebt nog geen retourlabel.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Al mijn retouren' })).toHaveAttribute('href', '/nl/infos/returns');
  });

  it('retries a failed load (German)', async () => {
    const user = userEvent.setup();
    const calls = serveLabels(Response.json({ type: 'INTERNAL_ERROR', title: 'x', status: 500 }, { status: 500 }), []);
    renderWithApp(<ReturnLabelsPage />, { locale: 'de', path: '/de/infos/return-labels' });
    expect(await screen.findByText('Ihre Etiketten konnten nicht geladen werden.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Sie haben noch kein Rücksendeetikett.')).toBeVisible();
    expect(calls).toEqual(['GET /api/clients/me/return-labels', 'GET /api/clients/me/return-labels']);
  });
});
