import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Preview } from '@/entities/preview';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp, type RenderOptions } from '@/shared/testing';
import PreviewCommentPage from './PreviewCommentPage';

/** Julia's preview, composed and open until its deadline, with no word for the stylist yet. */
const preview: Preview = {
  request_id: 41,
  profile_id: 12,
  profile_type: 'WOMAN',
  status: 'PREVIEW_READY',
  is_open: true,
  deadline: '2026-11-26T17:00:00.000Z',
  comment: null,
  composed_at: '2026-11-24T17:00:00.000Z',
  validated_at: null,
  validated_by: null,
  delivery_date: '2026-12-01',
  total_price: 0,
  looks: [],
};

const PREVIEW = '/api/clients/me/kids/12/requests/41/preview';
const problem = (type: string, status: number) => Response.json({ type, title: type, status }, { status });

/** The preview's calls: its read and its comment, answered as given (a Response as it is); what was sent. */
function servePreview(answers: { read: Preview | Response; comment?: Preview | Response }) {
  const sent: { call: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const call = `${request.method} ${new URL(request.url).pathname}`;
    const text = await request.text();
    sent.push({ call, body: text ? JSON.parse(text) : undefined });
    const answer = call === `GET ${PREVIEW}` ? answers.read : call === `POST ${PREVIEW}/comment` ? answers.comment : undefined;
    if (answer === undefined) return problem('NOT_FOUND', 404);
    return answer instanceof Response ? answer.clone() : Response.json(answer);
  });
  return sent;
}

const renderPage = (options: RenderOptions) =>
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <PreviewCommentPage params={{ profileId: '12', requestId: '41' }} />
    </SessionContext.Provider>,
    options,
  );

afterEach(() => vi.unstubAllGlobals());

describe('a word for the stylist about a preview (/infos/preview/{profileId}/{requestId}/comment)', () => {
  it('replaces the word written before, then goes back to the preview (German)', async () => {
    const user = userEvent.setup();
    const sent = servePreview({ read: { ...preview, comment: 'Gern etwas für die Übergangszeit.' }, comment: { ...preview, comment: 'Bitte keine Rüschen.' } });
    const { location } = renderPage({ locale: 'de', path: '/infos/preview/12/41/comment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Eine Nachricht an die Stylistin');
    expect(document.title).toBe('Eine Nachricht an die Stylistin · Little Closet');
    expect(screen.getByText('Ein Wunsch oder eine Anmerkung zur Auswahl? Ihre Nachricht ersetzt die vorherige.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zurück zur Auswahl' })).toHaveAttribute('href', '/de/infos/preview/12/41');

    const field = await screen.findByRole('textbox', { name: 'Ihre Nachricht' });
    expect(field).toHaveValue('Gern etwas für die Übergangszeit.');
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Nachricht speichern' })).toBeDisabled();
    await user.type(field, '  Bitte keine Rüschen. ');
    expect(screen.getByText('1.977 Zeichen übrig')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Nachricht speichern' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/infos/preview/12/41'));
    expect(sent.filter(({ call }) => call.startsWith('POST'))).toEqual([{ call: `POST ${PREVIEW}/comment`, body: { message: 'Bitte keine Rüschen.' } }]);
  });

  it('keeps the word and says why when the preview closed meanwhile (French)', async () => {
    const user = userEvent.setup();
    servePreview({ read: preview, comment: problem('PREVIEW_CLOSED', 409) });
    const { location } = renderPage({ locale: 'fr', path: '/infos/preview/12/41/comment' });
    const field = await screen.findByRole('textbox', { name: 'Votre message' });
    expect(field).toHaveValue('');
    await user.type(field, 'Plutôt des couleurs vives.');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le message' }));
    expect(await screen.findByText('Cette sélection est close : elle a été validée ou le délai est passé. Elle ne peut plus changer.')).toBeVisible();
    expect(field).toHaveValue('Plutôt des couleurs vives.');
    expect(location.history).toEqual(['/infos/preview/12/41/comment']);
  });

  it('offers no form for a preview already validated, nor for one not composed yet (Spanish and Dutch)', async () => {
    servePreview({ read: { ...preview, status: 'PREPARING', is_open: false, validated_by: 'client', validated_at: '2026-11-25T08:00:00.000Z' } });
    const { unmount } = renderPage({ locale: 'es', path: '/infos/preview/12/41/comment' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Un mensaje para la estilista');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la selección…');
    expect(await screen.findByText('Esta selección está cerrada: ya se validó o ha pasado el plazo. Ya no se puede cambiar.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver a la selección' })).toHaveAttribute('href', '/es/infos/preview/12/41');
    unmount();

    servePreview({ read: problem('NO_PREVIEW', 404) });
    renderPage({ locale: 'nl', path: '/infos/preview/12/41/comment' });
    expect(await screen.findByText('De stylist heeft deze selectie nog niet samengesteld.')).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Terug naar de selectie' })).toHaveAttribute('href', '/nl/infos/preview/12/41');
  });
});
