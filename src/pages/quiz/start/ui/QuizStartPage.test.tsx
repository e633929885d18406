import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, staticSession } from '@/entities/session';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import QuizStartPage from './QuizStartPage';

const STORAGE_KEY = 'lc_quiz_kid';
/** A visitor's kid quiz kept by the tab at its last step, as a reload finds it. */
const answered = { kind: 'KID', step: 'dislikes', draft: { firstname: 'Léo', gender: 'BOY', birthdate: '2023-03-10', quiz: { top_size: '4 ans', dislikes: ['ruffles', 'sequins'] } } };

/** The API answering the temporary account's creation with `answer`; the calls made. */
function serve(answer: Response) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return answer;
  });
  return calls;
}

function renderLastStep(locale: Locale) {
  const session = staticSession();
  const view = renderWithApp(
    <SessionContext.Provider value={session}>
      <QuizStartPage params={{ code: 'kid', slug: 'dislikes' }} />
    </SessionContext.Provider>,
    { locale, path: '/quiz/kid/dislikes' },
  );
  return { ...view, session };
}

beforeEach(() => {
  vi.setSystemTime(new Date('2026-05-15T10:00:00Z'));
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(answered));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the end of a visitor’s quiz', () => {
  it('says when to try again when too many accounts were made from the network, and keeps every answer', async () => {
    const calls = serve(
      Response.json(
        { type: 'TOO_MANY_ATTEMPTS', title: 'Too many attempts', status: 429, detail: 'Too many sign-ups from your network: try again in 1 minute', retry_after: 45 },
        { status: 429, headers: { 'Retry-After': '45' } },
      ),
    );
    const { session, location } = renderLastStep('de');
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox', { name: 'Rüschen' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Quiz abschließen' }));

    expect(await screen.findByText('Sie haben es zu oft versucht. Bitte versuchen Sie es in 1 Minute erneut.')).toHaveAttribute('role', 'alert');
    expect(calls).toEqual(['POST /api/clients']);
    expect(session.calls).toEqual([]);
    expect(location.history).toEqual(['/quiz/kid/dislikes']);
    // The answers are still on screen and in the tab, and the quiz can be finished again.
    expect(screen.getByRole('checkbox', { name: 'Rüschen' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pailletten' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kapuzen' })).not.toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!)).toEqual(answered);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quiz abschließen' })).toBeEnabled());
  });

  it('says that nothing is lost on any other failure', async () => {
    serve(Response.json({ type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 }, { status: 503 }));
    renderLastStep('fr');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Terminer le quiz' }));
    expect(await screen.findByText('Les réponses n’ont pas pu être enregistrées. Vérifiez votre connexion et réessayez : rien n’est perdu.')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Volants' })).toBeChecked();
  });
});
