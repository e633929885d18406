import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession, type Viewer } from '@/entities/session';
import { quizRequestOf, rememberQuizRequest } from '@/features/quiz-routing';
import { renderWithApp, type RenderOptions } from '@/shared/testing';
import QuizConfirmPage from './QuizConfirmPage';

const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', birthdate: '2020-05-02', has_requested: true, subscription_status: 'ONGOING_SUBSCRIPTION' });
const julia = sampleProfile({ id: 31, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: true, subscription_status: 'ONE_SHOT' });

const client: Partial<Viewer> = { status: 'authenticated', client: sampleClient({ id: 7 }) };

function renderConfirm(kidId: string, options: RenderOptions, viewer: Partial<Viewer> = client) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession(viewer)}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => [leo, julia], remove: async () => undefined })}>
        <QuizConfirmPage params={{ kidId }} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { ...options, path: `/quiz/additional-quiz/confirm/${kidId}` },
  );
}

afterEach(() => sessionStorage.clear());

describe('the end of a client’s additional quiz (/quiz/additional-quiz/confirm/{kidId})', () => {
  it('says the kid’s answers are saved for the next trunks, with the way to the profile and home; no trunk is said to be requested', async () => {
    renderConfirm('11', { locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('C’est enregistré !');
    expect(document.title).toBe('C’est enregistré ! · Little Closet');
    expect(screen.getByText('Léo')).toBeVisible();
    expect(screen.getByText('Les réponses de Léo sont enregistrées : la styliste s’en servira pour ses prochaines malles.')).toBeVisible();
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Voir le profil de Léo', '/profil/11'],
      ['Retour à l’accueil', '/'],
    ]);
    expect(screen.queryByText(/^Demande n°/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Et maintenant ?' })).toBeNull();
  });

  it('speaks to a woman of her own answers and sends her to the woman home (Dutch and German)', async () => {
    const { unmount } = renderConfirm('31', { locale: 'nl' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Opgeslagen!');
    expect(screen.getByText('Je antwoorden zijn opgeslagen: je stylist gebruikt ze voor je volgende boxen.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Mijn profiel bekijken' })).toHaveAttribute('href', '/nl/profil/woman/31');
    expect(screen.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/nl/woman');
    unmount();

    renderConfirm('31', { locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Gespeichert!');
    expect(screen.getByText('Ihre Antworten sind gespeichert: Ihre Stylistin nutzt sie für Ihre nächsten Boxen.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/woman');
  });

  it('ends the quiz: a trunk its first steps kept for the comment step is forgotten', async () => {
    rememberQuizRequest(11, 9);
    renderConfirm('11', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('¡Guardado!');
    expect(screen.getByText('Las respuestas de Léo están guardadas: la estilista las usará para sus próximas cajas.')).toBeVisible();
    expect(quizRequestOf(11)).toBeNull();
  });

  it('sends a visitor to sign in first, and knows no profile of another family', async () => {
    const { location, unmount } = renderConfirm('11', { locale: 'fr' }, { status: 'unauthenticated' });
    expect(location.history.at(-1)).toBe('/login?redirect=%2Fquiz%2Fadditional-quiz%2Fconfirm%2F11');
    unmount();

    renderConfirm('99', { locale: 'fr' });
    expect(await screen.findByText('Ce profil n’existe pas ou n’est pas rattaché à votre compte.')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
