import { screen } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Preview } from '@/entities/preview';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { fakeTrunkApi, sampleRequest, sampleSubscription } from '@/entities/trunk';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import PreviewConfirmationPage from './PreviewConfirmationPage';

/** Léo's trunk 9 as the stylist composed it, validated by his parent. */
const validated: Preview = {
  request_id: 9,
  profile_id: 11,
  profile_type: 'KID',
  status: 'PREPARING',
  is_open: false,
  deadline: '2026-03-14T17:00:00.000Z',
  comment: null,
  composed_at: '2026-03-12T17:00:00.000Z',
  validated_at: '2026-03-13T08:00:00.000Z',
  validated_by: 'client',
  delivery_date: '2026-03-19',
  total_price: 0,
  looks: [],
};
const noPreview = () => Response.json({ type: 'NO_PREVIEW', title: 'No preview yet', status: 404 }, { status: 404 });

function renderAt(answers: Record<string, unknown>, locale: Locale = 'fr') {
  const api = fakeTrunkApi({
    'GET /api/delays': { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 },
    'GET /api/clients/me/kids/11/subscriptions': [sampleSubscription()],
    'GET /api/clients/me/kids/11/next-request': sampleRequest(),
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetch);
  const prefix = locale === 'fr' ? '' : `/${locale}`;
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <Route path={/^(?:\/[a-z]{2})?\/infos\/preview\/(?<profileId>\d+)\/(?<requestId>\d+)\/confirmation$/}>{(params) => <PreviewConfirmationPage params={params} />}</Route>
    </SessionContext.Provider>,
    { locale, path: `${prefix}/infos/preview/11/9/confirmation` },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:00+01:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the preview’s confirmation', () => {
  it('confirms a selection that was validated, with its delivery date and what comes next', async () => {
    renderAt({ 'GET /api/clients/me/kids/11/requests/9/preview': validated, 'GET /api/clients/me/kids/11/requests': [sampleRequest({ status_details: { code: 'PREPARING', actions: [] }, is_blocked: true })] });
    expect(await screen.findByText('Merci ! La malle part en préparation.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Sélection validée' })).toBeVisible();
    expect(screen.getByText('Livraison prévue le jeudi 19 mars 2026.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Revoir la sélection' })).toHaveAttribute('href', '/infos/preview/11/9');
  });

  it('says in Dutch that a selection left as it stood when its deadline passed, without thanking for a validation', async () => {
    renderAt({ 'GET /api/clients/me/kids/11/requests/9/preview': { ...validated, validated_by: 'deadline' }, 'GET /api/clients/me/kids/11/requests': [] }, 'nl');
    expect(await screen.findByText('De termijn om stukken te wisselen is voorbij: de box wordt ingepakt zoals de stylist hem heeft samengesteld.')).toBeVisible();
    expect(screen.queryByText(/Dank je/)).toBeNull();
  });

  it('confirms nothing of a selection the stylist has not composed: it says so, and where the trunk stands', async () => {
    renderAt({ 'GET /api/clients/me/kids/11/requests/9/preview': noPreview(), 'GET /api/clients/me/kids/11/requests': [sampleRequest()] });
    expect(await screen.findByText('La styliste n’a pas encore composé cette sélection.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Sélection pas encore prête' })).toBeVisible();
    expect(screen.queryByText(/Sélection validée|Merci/)).toBeNull();
    expect(await screen.findByText('En création')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choisir des envies' })).toHaveAttribute('href', '/11/suggestions/9');
    expect(screen.queryByRole('link', { name: 'Revoir la sélection' })).toBeNull();
  });

  it('sends a selection still open to the preview, where it is validated', async () => {
    const { location } = renderAt({
      'GET /api/clients/me/kids/11/requests/9/preview': { ...validated, status: 'PREVIEW_READY', is_open: true, validated_at: null, validated_by: null },
      'GET /api/clients/me/kids/11/requests': [sampleRequest({ status_details: { code: 'PREVIEW_READY', actions: ['GO_TO_PREVIEW'] }, is_blocked: true })],
    });
    await vi.waitFor(() => expect(location.history.at(-1)).toBe('/infos/preview/11/9'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Sélection validée' })).toBeNull();
  });

  it('says in German that a trunk already shipped has left, instead of confirming it again', async () => {
    renderAt(
      {
        'GET /api/clients/me/kids/11/requests/9/preview': { ...validated, status: 'SHIPPED' },
        'GET /api/clients/me/kids/11/requests': [sampleRequest({ status_details: { code: 'SHIPPED', actions: ['GIVE_FEEDBACK'] } })],
      },
      'de',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Box versendet' })).toBeVisible();
    expect(screen.getByText('Die Box ist schon unterwegs oder bereits bei Ihnen.')).toBeVisible();
    expect(screen.queryByText(/wird jetzt gepackt/)).toBeNull();
    expect(await screen.findByText('Versendet')).toBeVisible();
  });
});
