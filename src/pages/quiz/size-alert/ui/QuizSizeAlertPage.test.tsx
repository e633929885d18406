import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession, type Viewer } from '@/entities/session';
import { renderWithApp, type RenderOptions } from '@/shared/testing';
import QuizSizeAlertPage from './QuizSizeAlertPage';

const julia = sampleProfile({ id: 31, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, quiz: { top_size: '4XL', bottom_size: '50' } });

/** A visitor halfway through her first quiz: a temporary account, signed in, whose sign-up is still to come. */
const quizVisitor: Partial<Viewer> = { status: 'authenticated', client: sampleClient({ id: 7, is_signed_up: false, firstname: null, lastname: null }) };
const client: Partial<Viewer> = { status: 'authenticated', client: sampleClient({ id: 7 }) };

function renderAlert(code: string, options: RenderOptions, viewer: Partial<Viewer>) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession(viewer)}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [julia], remove: async () => undefined })}>
        <QuizSizeAlertPage params={{ code, profileId: '31' }} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { ...options, path: `/quiz/${code}/woman/size-alert/31` },
  );
}

describe('the size alert (/quiz/{code}/woman/size-alert/{profileId})', () => {
  it('tells a visitor in German that her sizes have fewer pieces, then takes her on to the sign-up', async () => {
    const user = userEvent.setup();
    const { location } = renderAlert('signup-woman', { locale: 'de' }, quizVisitor);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ein Hinweis zu den Größen');
    expect(document.title).toBe('Ein Hinweis zu den Größen · Little Closet');
    expect(
      screen.getByText('Julia, unsere Auswahl ist von XS bis XXL und von 34 bis 46 am größten. In Ihren Größen haben wir weniger Teile: Ihre Stylistin gibt ihr Bestes, Ihre Box kann aber weniger Teile enthalten.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meine Größen ändern' })).toHaveAttribute('href', '/de/quiz/signup-woman/woman/sizes/31');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(location.history.at(-1)).toBe('/quiz/signup/woman');
  });

  it('takes a client on where her quiz goes after her answers are saved: the summary of her profile (French)', async () => {
    const user = userEvent.setup();
    const { location } = renderAlert('client-woman', { locale: 'fr' }, client);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Un mot sur les tailles');
    expect(screen.getByRole('link', { name: 'Modifier mes tailles' })).toHaveAttribute('href', '/quiz/client-woman/woman/sizes/31');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/quiz/client-woman/woman/profile/31'));
    expect(screen.getByText('Le profil de Julia est enregistré. Direction le récapitulatif de son profil…')).toBeInTheDocument();
  });

  it('takes her back to her profile page when she changed her answers from it (Spanish)', async () => {
    const user = userEvent.setup();
    const { location } = renderAlert('profile-woman', { locale: 'es' }, client);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Una nota sobre las tallas');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/es/profil/woman/31'));
  });

  it('takes a client who just added her profile to her new profile page (Dutch)', async () => {
    const user = userEvent.setup();
    const { location } = renderAlert('new-profile-woman', { locale: 'nl' }, client);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Even over de maten');
    expect(screen.getByRole('link', { name: 'Mijn maten aanpassen' })).toHaveAttribute('href', '/nl/quiz/new-profile-woman/woman/sizes/31');
    await user.click(screen.getByRole('button', { name: 'Doorgaan' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/nl/profil/woman/31'));
  });

  it('sends a visitor without an account to sign in first, with the way back (Dutch)', () => {
    const { location } = renderAlert('signup-woman', { locale: 'nl' }, { status: 'unauthenticated' });
    expect(location.history.at(-1)).toBe('/nl/login?redirect=%2Fnl%2Fquiz%2Fsignup-woman%2Fwoman%2Fsize-alert%2F31');
  });
});
