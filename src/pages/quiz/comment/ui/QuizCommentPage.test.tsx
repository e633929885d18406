import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { quizRequestOf, rememberQuizRequest } from '@/features/quiz-routing';
import { renderWithApp } from '@/shared/testing';
import QuizCommentPage from './QuizCommentPage';

const lea = sampleProfile({ id: 11, firstname: 'léa', client_id: 7 });

function renderAt(path: string, params: Record<string, string>) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(await request.json());
    return Response.json({ ...lea, description: 'Adore le jaune.' });
  });
  const page = renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [lea], remove: async () => undefined })}>
        <QuizCommentPage params={params} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path },
  );
  return { ...page, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the comment step', () => {
  it('ends a visitor’s first quiz on the confirmation of the trunk it requested', async () => {
    rememberQuizRequest(11, 9);
    const { location, sent } = renderAt('/quiz/signup/comment/11', { code: 'signup', kidId: '11' });
    await userEvent.type(await screen.findByRole('textbox'), 'Adore le jaune.');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer et terminer' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/confirm/11/9'));
    expect(sent).toEqual([{ description: 'Adore le jaune.' }]);
    // Skipping is offered too, to the same confirmation.
    expect(screen.getByRole('link', { name: 'Terminer sans message' })).toHaveAttribute('href', '/quiz/confirm/11/9');
  });

  it('from the profile page, goes back to it once saved, as the quiz routing says', async () => {
    rememberQuizRequest(12, 9);
    const { location } = renderAt('/quiz/profile/comment/11', { code: 'profile', kidId: '11' });
    await userEvent.type(await screen.findByRole('textbox'), 'Adore le jaune.');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/profil/11'));
    expect(quizRequestOf(12)).toBe(9);
  });
});
