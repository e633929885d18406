import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile, type Profile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession, type Viewer } from '@/entities/session';
import { renderWithApp, type RenderOptions } from '@/shared/testing';
import QuizProfileStepPage from './QuizProfileStepPage';

const jade = sampleProfile({ id: 12, firstname: 'jade', gender: 'GIRL', birthdate: '2024-01-10', has_requested: false, description: 'Adore le jaune.', quiz: { top_size: '2 ans', bottom_size: '2 ans', styles: ['casual'] } });
const leo = sampleProfile({ id: 11, firstname: 'léo', gender: 'BOY', has_requested: true, subscription_status: 'ONGOING_SUBSCRIPTION' });
const julia = sampleProfile({ id: 31, firstname: 'julia', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: false, subscription_status: 'PROSPECT_WITH_WOMAN' });
const family = [leo, jade, julia];

const client: Partial<Viewer> = { status: 'authenticated', client: sampleClient({ id: 7 }) };

function renderStep(params: Record<string, string>, options: RenderOptions, viewer: Partial<Viewer> = client, profiles: Profile[] = family) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession(viewer)}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => profiles, remove: async () => undefined })}>
        <QuizProfileStepPage params={params} />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    options,
  );
}

/** The step's actions: each link's name and address, in order. */
async function actions() {
  const list = within((await screen.findAllByRole('list'))[0]!);
  return list.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the quiz profile step of a kid (/quiz/{code}/profile/{kidId})', () => {
  it('says the answers are saved and offers a one-shot client a trunk for a kid who has none, then the photo, the word, the profile and the end', async () => {
    renderStep({ code: 'client', kidId: '12' }, { path: '/quiz/client/profile/12' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Réponses enregistrées');
    expect(document.title).toBe('Réponses enregistrées · Little Closet');
    expect(screen.getByText('La styliste s’en servira pour les prochaines malles de Jade.')).toBeVisible();
    expect(screen.getByText('Jade')).toBeVisible();
    expect(screen.getByText('Quiz rempli')).toBeVisible();
    expect(await actions()).toEqual([
      ['Commander une malle pour Jade', '/quiz/client/membership/12'],
      ['Changer la photo', '/quiz/client/photo/12'],
      ['Modifier le mot pour la styliste', '/quiz/client/comment/12'],
      ['Voir le profil de Jade', '/profil/12'],
      ['J’ai terminé', '/quiz/additional-quiz/confirm/12'],
    ]);
  });

  it('offers a subscriber to subscribe the kid, and nothing to order for a kid whose trunk is requested (Spanish)', async () => {
    const { unmount } = renderStep({ code: 'subscriber', kidId: '12' }, { locale: 'es', path: '/quiz/subscriber/profile/12' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Respuestas guardadas');
    expect((await actions())[0]).toEqual(['Suscribir a Jade', '/es/quiz/subscriber/subscription/12']);
    unmount();

    renderStep({ code: 'subscriber', kidId: '11' }, { locale: 'es', path: '/quiz/subscriber/profile/11' });
    expect(await screen.findByText('La estilista las usará para las próximas cajas de Léo.')).toBeVisible();
    expect(await actions()).toEqual([
      ['Cambiar la foto', '/es/quiz/subscriber/photo/11'],
      ['Cambiar el mensaje para la estilista', '/es/quiz/subscriber/comment/11'],
      ['Ver el perfil de Léo', '/es/profil/11'],
      ['He terminado', '/es/quiz/additional-quiz/confirm/11'],
    ]);
  });

  it('sends a visitor to sign in first, with the way back', async () => {
    const { location } = renderStep({ code: 'client', kidId: '12' }, { locale: 'nl', path: '/quiz/client/profile/12' }, { status: 'unauthenticated' });
    expect(location.history.at(-1)).toBe('/nl/login?redirect=%2Fnl%2Fquiz%2Fclient%2Fprofile%2F12');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('does not know another family’s profile', async () => {
    renderStep({ code: 'client', kidId: '99' }, { path: '/quiz/client/profile/99' });
    expect(await screen.findByText('Ce profil n’existe pas ou n’est pas rattaché à votre compte.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tous mes profils' })).toHaveAttribute('href', '/infos/kids');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('the quiz profile step of a woman (/quiz/{code}/woman/profile/{kidId})', () => {
  it('speaks to her in German, with her order, her photo, her word, her profile page and the end', async () => {
    renderStep({ code: 'client-woman', kidId: '31' }, { locale: 'de', path: '/quiz/client-woman/woman/profile/31' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Antworten gespeichert');
    expect(screen.getByText('Ihre Stylistin nutzt sie für Ihre nächsten Boxen.')).toBeVisible();
    expect(screen.getByText('Dame')).toBeVisible();
    expect(await actions()).toEqual([
      ['Meine Box bestellen', '/de/quiz/client-woman/membership/31'],
      ['Foto ändern', '/de/quiz/client-woman/photo/31'],
      ['Nachricht an die Stylistin ändern', '/de/quiz/client-woman/comment/31'],
      ['Mein Profil ansehen', '/de/profil/woman/31'],
      ['Fertig', '/de/quiz/additional-quiz/confirm/31'],
    ]);
  });

  it('offers a subscriber her own subscription (Dutch)', async () => {
    renderStep({ code: 'subscriber-woman', kidId: '31' }, { locale: 'nl', path: '/quiz/subscriber-woman/woman/profile/31' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Antwoorden opgeslagen');
    expect((await actions())[0]).toEqual(['Abonnement nemen', '/nl/quiz/subscriber-woman/subscription/31']);
  });
});
