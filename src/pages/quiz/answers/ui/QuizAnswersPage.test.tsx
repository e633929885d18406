import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { createProfileStore, ProfileStoreContext, sampleProfile, type Profile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import QuizAnswersPage from './QuizAnswersPage';

const leo = sampleProfile({ id: 1, firstname: 'léo', gender: 'BOY', client_id: 7, quiz: { top_size: '6 ans', bottom_size: '6 ans' } });
const julia = sampleProfile({ id: 3, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, client_id: 7, quiz: { top_size: 'M', bottom_size: '38' } });

/** The answers page's routes, in the route table's order; any other address is not found. */
const ANSWERS_ROUTES = ['/quiz/:code/woman/:slug/:kidId', '/quiz/:code/woman/:kidId', '/quiz/:code/kid/:kidId'];

/** The answers page of a signed-in client at `path`, matched as the app matches it. */
function renderAt(path: string, profiles: Profile[] = [leo, julia]) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient({ id: 7 }) })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => profiles, remove: async () => undefined })}>
        <Switch>
          {ANSWERS_ROUTES.map((route) => (
            <Route key={route} path={route}>
              {(params) => <QuizAnswersPage params={params} />}
            </Route>
          ))}
          <Route>Page not found</Route>
        </Switch>
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { path },
  );
}

describe('the answers of a profile opened under the other kind’s address', () => {
  it('takes a kid opened on a woman’s step to the kid’s answers, which exist', async () => {
    const { location } = renderAt('/quiz/subscriber/woman/style/1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/subscriber/kid/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Les réponses de Léo' })).toBeVisible();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('gives the kid the kid’s code when the address carried the woman’s', async () => {
    const { location } = renderAt('/quiz/subscriber-woman/woman/1');
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/subscriber/kid/1'));
  });

  it('takes a woman opened on a kid’s address to her answers, with the woman’s code', async () => {
    const { location } = renderAt('/quiz/client/kid/3');
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/client-woman/woman/3'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Les réponses de Julia' })).toBeVisible();
  });
});
