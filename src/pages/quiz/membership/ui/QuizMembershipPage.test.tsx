import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { quizRequestOf } from '@/features/quiz-routing';
import { renderWithApp } from '@/shared/testing';
import QuizMembershipPage from './QuizMembershipPage';

const lea = sampleProfile({ id: 11, firstname: 'léa', client_id: 7 });

const subscription = {
  id: 5,
  profile_id: 11,
  status_details_code: 'active',
  frequency: 2,
  is_active: true,
  next_at: '2026-11-23T10:00:00.000Z',
  next_optimistic_delivery_date: '2026-11-30',
  next_delivery_date: '2026-11-30',
  is_conversion: false,
  current_request_id: 9,
  created_at: '2026-11-23T10:00:00.000Z',
};
const request = { id: 8, profile_id: 11, subscription_id: null, status_details: { code: 'IN_CREATION', actions: [] }, is_blocked: false, wishes: [], comment: null, delivery_date: null, created_at: '2026-11-23T10:00:00.000Z' };

/** The API answering the order with `answer`; the paths called. */
function serve(answer: Response) {
  const paths: string[] = [];
  vi.stubGlobal('fetch', async (sent: Request) => {
    paths.push(new URL(sent.url).pathname);
    return answer;
  });
  return paths;
}

function renderAt(code: string, step: 'membership' | 'checkout' = 'membership') {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [lea], remove: async () => undefined })}>
        <QuizMembershipPage params={{ code, kidId: '11' }} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path: `/quiz/${code}/${step}/11` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the membership step', () => {
  it('in a visitor’s first quiz, goes on to the comment step and keeps the trunk for its confirmation', async () => {
    const paths = serve(Response.json(subscription, { status: 201 }));
    const { location } = renderAt('signup');
    await userEvent.click(await screen.findByRole('button', { name: 'Je m’abonne' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/signup/comment/11'));
    expect(paths).toContain('/api/clients/me/kids/11/subscriptions');
    expect(quizRequestOf(11)).toBe(9);
  });

  it('for a client, shows the confirmation of the single trunk ordered', async () => {
    serve(Response.json(request, { status: 201 }));
    const { location } = renderAt('client', 'checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Commander la malle' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/confirm/11/8'));
    expect(quizRequestOf(11)).toBeNull();
  });

  it('refused by the fraud check: no error, the label kept, and the quiz goes on as the routing says', async () => {
    serve(Response.json({ type: 'DUPLICATE_ACCOUNTS', title: 'Duplicate', status: 409 }, { status: 409, headers: { 'Content-Type': 'application/problem+json' } }));
    const { location } = renderAt('client');
    await userEvent.click(await screen.findByRole('button', { name: 'Je m’abonne' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/client/profile/11'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('lc_fraud_label')).toBe('DUPLICATE_ACCOUNTS');
  });
});
