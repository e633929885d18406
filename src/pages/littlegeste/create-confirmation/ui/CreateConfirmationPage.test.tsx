import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleRecycleLabel } from '@/entities/recycle-label';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { readRecycleDraft, saveRecycleDraft, startedDraft, type RecycleLabelDraft } from '@/features/littlegeste/recycle-label';
import type { Locale } from '@/shared/config';
import { writeConsent } from '@/shared/consent';
import { dataLayerEntries, forgetTracking, renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import CreateConfirmationPage from './CreateConfirmationPage';

const draft: RecycleLabelDraft = { ...startedDraft('d-9'), address: { id: 51, country_code: 'NL' }, drop_off: 'POST_OFFICE', idempotency_key: 'recycle-d-9-0a1b2c3d' };
const label = sampleRecycleLabel({
  id: 21,
  barcode: 'LG00000000215',
  carrier: 'PostNL',
  sender: { firstname: 'Sanne', lastname: 'de Vries', street: 'Prinsengracht 12', street_complement: null, postcode: '1015 DV', city: 'Amsterdam', country_code: 'NL' },
  expires_at: '2026-12-26T10:00:00.000Z',
});

/** The API's creation: the label, or a refusal; the calls made, with their key. */
function serve(answer: { status: number; body: unknown }) {
  const sent: { key: string | null; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/clients/me/recycle-labels') {
      sent.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
      return Response.json(answer.body, { status: answer.status });
    }
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
  return sent;
}

const render = (locale: Locale) =>
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
      <CreateConfirmationPage />
    </SessionContext.Provider>,
    { locale, path: `/${locale}/littlegeste/create-label/confirmation`, messages: { ...SEEDED_MESSAGES[locale], 'feature.recycle': 'true' } },
  );
const tracked = () => dataLayerEntries().filter((entry) => entry.event === 'recycle_label');

beforeEach(() => void writeConsent({ measurement: true, advertising: false }));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  forgetTracking();
});

describe('/littlegeste/create-label/confirmation', () => {
  it('creates the label with the draft’s key and shows it in Dutch, with its PDF and the way to the account’s labels', async () => {
    saveRecycleDraft(draft);
    const sent = serve({ status: 201, body: label });
    render('nl');
    expect(screen.getByRole('heading', { level: 1, name: 'Je Little Geste-label' })).toBeInTheDocument();
    expect(await screen.findByText('LG00000000215')).toBeInTheDocument();
    expect(sent).toEqual([{ key: 'recycle-d-9-0a1b2c3d', body: { address_id: 51, drop_off: 'POST_OFFICE' } }]);
    expect(screen.getByText('Bij elk postpunt van PostNL')).toBeInTheDocument();
    expect(screen.getByText('26 december 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mijn label downloaden (pdf)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mijn labels bekijken' })).toHaveAttribute('href', '/nl/infos/littlegeste');
    expect(tracked()).toEqual([{ event: 'recycle_label', label: 'étiquette recyclage', id: 21, country: 'NL', drop_off: 'POST_OFFICE' }]);
    expect(readRecycleDraft()?.label_id).toBe(21);
  });

  it('shows the same label again after a reload, without tracking it twice', async () => {
    saveRecycleDraft({ ...draft, label_id: 21 });
    const sent = serve({ status: 200, body: label });
    render('nl');
    expect(await screen.findByText('LG00000000215')).toBeInTheDocument();
    expect(sent.map((call) => call.key)).toEqual(['recycle-d-9-0a1b2c3d']);
    expect(tracked()).toEqual([]);
  });

  it('tracks nothing for a visitor who refused measurement', async () => {
    writeConsent({ measurement: false, advertising: false });
    saveRecycleDraft(draft);
    serve({ status: 201, body: label });
    render('fr');
    expect(await screen.findByText('LG00000000215')).toBeInTheDocument();
    expect(tracked()).toEqual([]);
  });

  it('sends a refusal of the server to its blocked page', async () => {
    saveRecycleDraft(draft);
    serve({ status: 409, body: { type: 'MONTHLY_LIMIT_REACHED', title: 'Monthly limit reached', status: 409, next_available_on: '2026-12-01' } });
    const { location } = render('fr');
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/littlegeste/create-label/blocked/monthly-limit'));
  });

  it('offers a retry with the same key when the server cannot be reached', async () => {
    saveRecycleDraft(draft);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    render('es');
    expect(await screen.findByRole('alert')).toHaveTextContent('No podemos conectar con nuestros servidores.');
    const sent = serve({ status: 201, body: label });
    screen.getByRole('button', { name: 'Volver a intentarlo' }).click();
    expect(await screen.findByText('LG00000000215')).toBeInTheDocument();
    expect(sent.map((call) => call.key)).toEqual(['recycle-d-9-0a1b2c3d']);
  });
});
