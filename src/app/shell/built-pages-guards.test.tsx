import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Parser } from 'wouter';
import { parse } from 'regexparam';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession, type Viewer } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import { findRoute } from '../routes/match';
import { RouteScreen } from './RouteScreen';

/*
 * Who may open the pages of issue 23's point 20, through the route table, its guards and the real
 * page: a visitor, a visitor halfway through a quiz (a temporary account whose sign-up is to come),
 * a client. Each in German, so that the ways back keep the locale.
 */

const parser: Parser = (route, loose) => parse(route, loose);

const julia = sampleProfile({ id: 31, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: true, quiz: { top_size: '4XL' } });
const jade = sampleProfile({ id: 12, firstname: 'jade', has_requested: false });

const visitor: Partial<Viewer> = { status: 'unauthenticated' };
const quizVisitor: Partial<Viewer> = { status: 'authenticated', client: sampleClient({ id: 7, is_signed_up: false, firstname: null, lastname: null }) };
const client: Partial<Viewer> = { status: 'authenticated', client: sampleClient({ id: 7 }) };

/** The API as the pages read it for a client: no orders, no previews, Julia's preview open, the delays. */
function serveApi() {
  vi.stubGlobal('fetch', async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/clients/me/orders') return Response.json({ orders: [] });
    if (pathname === '/api/clients/me/requests') return Response.json([]);
    if (pathname === '/api/delays') return Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
    if (pathname === '/api/clients/me/kids/31/requests/41/preview') {
      return Response.json({ request_id: 41, profile_id: 31, profile_type: 'WOMAN', status: 'PREVIEW_READY', is_open: true, deadline: '2026-11-26T17:00:00.000Z', comment: null, composed_at: '2026-11-24T17:00:00.000Z', validated_at: null, validated_by: null, delivery_date: null, total_price: 0, looks: [] });
    }
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  });
}

/** The screen of a path (without locale prefix) as the app matches it, for someone. */
function open(path: string, viewer: Partial<Viewer>) {
  const match = findRoute(parser, path)!;
  return renderWithApp(
    <SessionContext.Provider value={staticSession(viewer)}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [jade, julia], remove: async () => undefined })}>
        <RouteScreen match={match} path={path} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale: 'de', path },
  );
}

afterEach(() => vi.unstubAllGlobals());

/** Each page: its path, its heading for whoever may open it, and where the others go (null: they see it too). */
const PAGES: Array<{ path: string; heading: string; visitor: string | null; quizVisitor: string | null }> = [
  { path: '/woman', heading: 'Für Sie ausgewählte Kleidung, nach Hause geliefert', visitor: null, quizVisitor: null },
  { path: '/infos/failed-payment', heading: 'Bestellungen mit ausstehender Zahlung', visitor: '/login?redirect=%2Fde%2Finfos%2Ffailed-payment', quizVisitor: '/quiz/signup/kid?redirect=%2Fde%2Finfos%2Ffailed-payment' },
  { path: '/infos/preview', heading: 'Meine Auswahlen', visitor: '/login?redirect=%2Fde%2Finfos%2Fpreview', quizVisitor: '/quiz/signup/kid?redirect=%2Fde%2Finfos%2Fpreview' },
  {
    path: '/infos/preview/31/41/comment',
    heading: 'Eine Nachricht an die Stylistin',
    visitor: '/login?redirect=%2Fde%2Finfos%2Fpreview%2F31%2F41%2Fcomment',
    quizVisitor: '/quiz/signup/kid?redirect=%2Fde%2Finfos%2Fpreview%2F31%2F41%2Fcomment',
  },
  // No guard: the step itself sends a visitor to sign in (its page test shows it).
  { path: '/quiz/client/profile/12', heading: 'Antworten gespeichert', visitor: '~/de/login?redirect=%2Fde%2Fquiz%2Fclient%2Fprofile%2F12', quizVisitor: null },
  { path: '/quiz/client-woman/woman/profile/31', heading: 'Antworten gespeichert', visitor: '~/de/login?redirect=%2Fde%2Fquiz%2Fclient-woman%2Fwoman%2Fprofile%2F31', quizVisitor: null },
  { path: '/quiz/signup-woman/woman/size-alert/31', heading: 'Ein Hinweis zu den Größen', visitor: '/login?redirect=%2Fde%2Fquiz%2Fsignup-woman%2Fwoman%2Fsize-alert%2F31', quizVisitor: null },
  {
    path: '/quiz/additional-quiz/confirm/12',
    heading: 'Gespeichert!',
    visitor: '/login?redirect=%2Fde%2Fquiz%2Fadditional-quiz%2Fconfirm%2F12',
    quizVisitor: '/quiz/signup/kid?redirect=%2Fde%2Fquiz%2Fadditional-quiz%2Fconfirm%2F12',
  },
];

/** Where a guard sends: inside the locale, as links write it (`~/de/...`), like a page of its own. */
const inGerman = (to: string) => (to.startsWith('~') ? to.slice(1) : `/de${to}`);

describe.each(PAGES)('$path', ({ path, heading, visitor: visitorGoes, quizVisitor: quizVisitorGoes }) => {
  it('opens for a client', async () => {
    serveApi();
    open(path, client);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it(visitorGoes ? `sends a visitor to sign in, with the way back` : 'opens for a visitor', async () => {
    serveApi();
    const { location } = open(path, visitor);
    if (visitorGoes) {
      await vi.waitFor(() => expect(location.history.at(-1)).toBe(inGerman(visitorGoes)));
      expect(screen.queryByRole('heading', { level: 1, name: heading })).toBeNull();
    } else expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it(quizVisitorGoes ? 'sends a visitor halfway through a quiz to finish the sign-up first, then back' : 'opens for a visitor halfway through a quiz', async () => {
    serveApi();
    const { location } = open(path, quizVisitor);
    if (quizVisitorGoes) {
      await vi.waitFor(() => expect(location.history.at(-1)).toBe(inGerman(quizVisitorGoes)));
      expect(screen.queryByRole('heading', { level: 1, name: heading })).toBeNull();
    } else expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
});
