import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile, type Profile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { sampleSubscription } from '@/entities/trunk';
import type { Locale } from '@/shared/config';
import { renderWithApp } from '@/shared/testing';
import ProfilePage from './ProfilePage';

const lea = sampleProfile({
  id: 11,
  firstname: 'léa',
  has_requested: true,
  description: 'Adore le jaune.\nPas de jupes.',
  quiz: { top_size: '6 ans', bottom_size: '18 mois', shoe_size: 28, styles: ['casual', 'sporty'], liked_colors: ['yellow'], dislikes: ['ruffles', 'sequins'] },
});
const claire = sampleProfile({
  id: 12,
  firstname: 'claire',
  gender: 'WOMAN',
  profile_type: 'WOMAN',
  birthdate: null,
  quiz: { top_size: 'M', bottom_size: '38', morphology: 'X', budget: '30_50' },
});
const noe = sampleProfile({ id: 13, firstname: 'noé', gender: 'BOY', quiz: {} });

/** The page under the route table's three patterns, as the app mounts it. */
function renderAt(path: string, { profiles = [noe, lea, claire], locale = 'fr' }: { profiles?: Profile[]; locale?: Locale } = {}) {
  return renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
      <ProfileStoreContext.Provider value={createProfileStore({ list: async () => profiles, remove: async () => undefined })}>
        <Route path={/^\/(?:[a-z]{2}\/)?profil(?:\/woman)?(?:\/(?<profileId>[^/]+))?$/}>{(params) => <ProfilePage params={params} />}</Route>
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale, path },
  );
}

describe('the profile page', () => {
  it('has one address per profile: a woman’s id under /profil/ goes to /profil/woman/, a kid’s the other way', async () => {
    const woman = renderAt('/profil/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil de Claire' })).toBeVisible();
    expect(woman.location.history.at(-1)).toBe('/profil/woman/12');
    woman.unmount();
    const kid = renderAt('/profil/woman/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil de Léa' })).toBeVisible();
    expect(kid.location.history.at(-1)).toBe('/profil/11');
  });

  it('shows a kid: name, status, client kind, quiz answers, comment, and the quiz steps that edit them', async () => {
    renderAt('/profil/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil de Léa' })).toBeVisible();
    expect(document.title).toBe('Profil de Léa · Little Closet');
    expect(screen.getByText('Compte malle à l’unité')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Léa' })).toBeVisible();
    expect(screen.getByText('Malle à l’unité')).toBeVisible();
    const answers = within(screen.getByRole('region', { name: 'Réponses au quiz' }));
    const terms = answers.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual([
      'Taille du haut: 6 ans',
      'Taille du bas: 18 mois',
      'Pointure: 28',
      'Styles: Décontracté et Sportif',
      'Couleurs préférées: Jaune',
      'À éviter: Volants et Paillettes',
    ]);
    expect(answers.getByRole('link', { name: 'Modifier ses réponses' })).toHaveAttribute('href', '/quiz/profile/kid/11');
    const comment = within(screen.getByRole('region', { name: 'Mot pour la styliste' }));
    expect(comment.getByText(/Adore le jaune/)).toHaveTextContent('Adore le jaune. Pas de jupes.', { normalizeWhitespace: true });
    expect(comment.getByRole('link', { name: 'Modifier le mot pour la styliste' })).toHaveAttribute('href', '/quiz/profile/comment/11');
    expect(screen.getByRole('link', { name: 'Changer la photo' })).toHaveAttribute('href', '/quiz/profile/photo/11');
  });

  it('shows a woman’s answers in German, with the edit steps of the woman quiz', async () => {
    renderAt('/de/profil/woman/12', { locale: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil von Claire' })).toBeVisible();
    expect(screen.getByText('Dame')).toBeVisible();
    const answers = within(screen.getByRole('region', { name: 'Quizantworten' }));
    expect(answers.getAllByRole('definition').map((value) => value.textContent)).toEqual(['M', '38', 'X-Typ: betonte Taille', '30 bis 50 €']);
    expect(answers.getByRole('link', { name: 'Antworten ändern' })).toHaveAttribute('href', '/de/quiz/profile-woman/woman/12');
  });

  it('without an id shows the first active profile, or the one ?profileId= names; the switcher goes to each page', async () => {
    const user = userEvent.setup();
    const { location } = renderAt('/profil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil de Léa' })).toBeVisible();
    const switcher = within(screen.getByRole('navigation', { name: 'Changer de profil' }));
    expect(switcher.getByRole('link', { name: 'Léa' })).toHaveAttribute('aria-current', 'page');
    expect(switcher.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/profil/13', '/profil/11', '/profil/woman/12']);
    await user.click(switcher.getByRole('link', { name: 'Claire' }));
    expect(location.history.at(-1)).toBe('/profil/woman/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil de Claire' })).toBeVisible();
  });

  it('reads ?profileId= on /profil, and says that a quiz still has no answers', async () => {
    renderAt('/es/profil?profileId=13', { locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Perfil de Noé' })).toBeVisible();
    expect(screen.getByText('Todavía no hay respuestas.')).toBeVisible();
  });

  it('says of a kid with only a word for the stylist what her answers say: her quiz is still to fill (Jade)', async () => {
    const jade = sampleProfile({ id: 2, firstname: 'jade', description: 'Adore les robes qui tournent.', quiz: {} });
    renderAt('/profil/2', { profiles: [jade] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Jade' })).toBeVisible();
    expect(screen.getByText('Pas encore de réponses.')).toBeVisible();
    expect(screen.getByText('Quiz à remplir')).toBeVisible();
    expect(screen.queryByText(/Quiz rempli/)).toBeNull();
  });

  it('tells each profile’s standing from one rule, in Dutch: subscription, single trunk, quiz filled or not', async () => {
    const subscribed = sampleProfile({ id: 21, firstname: 'sem', has_requested: true, subscriptions: [sampleSubscription({ profile_id: 21 })], quiz: { top_size: '6 ans' } });
    const paused = sampleProfile({ id: 22, firstname: 'lotte', has_requested: true, subscriptions: [sampleSubscription({ profile_id: 22, status_details_code: 'paused' })] });
    const ended = sampleProfile({ id: 23, firstname: 'daan', has_requested: true, subscriptions: [sampleSubscription({ profile_id: 23, status_details_code: 'terminated', is_active: false })] });
    const oneShot = sampleProfile({ id: 24, firstname: 'fleur', has_requested: true });
    const answered = sampleProfile({ id: 25, firstname: 'bram', quiz: { styles: ['sporty'] } });
    const expected: [Profile, string][] = [
      [subscribed, 'Abonnement loopt'],
      [paused, 'Abonnement gepauzeerd'],
      [ended, 'Abonnement beëindigd'],
      [oneShot, 'Losse box'],
      [answered, 'Quiz ingevuld'],
      [noe, 'Quiz nog in te vullen'],
    ];
    for (const [profile, standing] of expected) {
      const view = renderAt(`/nl/profil/${profile.id}`, { profiles: [profile], locale: 'nl' });
      const name = profile.firstname.charAt(0).toUpperCase() + profile.firstname.slice(1);
      const identity = within((await screen.findByRole('heading', { level: 2, name })).parentElement!);
      expect(identity.getByText(standing)).toBeVisible();
      view.unmount();
    }
  });

  it('says when the profile is not one of the client’s', async () => {
    renderAt('/profil/99');
    expect(await screen.findByText('Ce profil n’existe pas ou n’est pas rattaché à votre compte.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Profils' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tous mes profils' })).toHaveAttribute('href', '/infos/kids');
  });

  it('offers the kid quiz to a client without any profile', async () => {
    renderAt('/profil', { profiles: [] });
    expect(await screen.findByText('Vous n’avez pas encore de profil.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ajouter un enfant' })).toHaveAttribute('href', '/quiz/new-kid/kid');
  });
});
