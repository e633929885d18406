import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile, type Profile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import type { Locale } from '@/shared/config';
import { renderWithApp, SEEDED_MESSAGES } from '@/shared/testing';
import KidsPage from './KidsPage';

const lea = sampleProfile({ id: 11, firstname: 'léa', birthdate: '2020-03-14', has_requested: true, subscriptions: [], description: null });
const noe = sampleProfile({ id: 13, firstname: 'noé', gender: 'BOY', birthdate: '2025-08-01', description: 'Aime les dinosaures', photo_url: '/api/photos/abc' });
const claire = sampleProfile({ id: 12, firstname: 'claire', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, color: { background: '#7A2E4D', textColor: '#FFFFFF' } });

function deferred() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

function renderPage({ profiles = [lea, claire, noe], locale = 'fr', woman = true, list }: { profiles?: Profile[]; locale?: Locale; woman?: boolean; list?: () => Promise<Profile[]> } = {}) {
  const removal = deferred();
  const calls = { list: vi.fn(list ?? (async () => profiles)), remove: vi.fn(() => removal.promise) };
  renderWithApp(
    <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
      <ProfileStoreContext.Provider value={createProfileStore(calls)}>
        <KidsPage />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
    { locale, path: locale === 'fr' ? '/infos/kids' : `/${locale}/infos/kids`, messages: { ...SEEDED_MESSAGES[locale], 'feature.woman': String(woman) } },
  );
  return { calls, removal };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20));
});
afterEach(() => vi.useRealTimers());

describe('the family’s profiles', () => {
  it('shows the profiles that requested a trunk as active, the others under the quizzes to finish', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Profils actifs' })).toBeVisible();
    expect(document.title).toBe('Mes profils · Little Closet');
    const active = within(screen.getByRole('region', { name: 'Profils actifs' }));
    expect(active.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Léa']);
    expect(active.getByText('6 ans')).toBeVisible();
    expect(active.getByText('Malle à l’unité')).toBeVisible();
    expect(active.getByRole('link', { name: 'Voir le profil de Léa' })).toHaveAttribute('href', '/profil/11');
    expect(active.queryByRole('link', { name: /Terminer le quiz/ })).toBeNull();

    const toFinish = within(screen.getByRole('region', { name: 'Quiz à terminer' }));
    expect(toFinish.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Claire', 'Noé']);
    expect(toFinish.getByText('Femme')).toBeVisible();
    expect(toFinish.getByText('15 mois')).toBeVisible();
    // A word for the stylist is no answer: Noé’s quiz is still to fill, as Claire’s.
    expect(toFinish.getAllByText('Quiz à remplir')).toHaveLength(2);
    expect(toFinish.queryByText(/Quiz rempli/)).toBeNull();
    expect(toFinish.getByRole('img', { name: 'Photo de Noé' })).toHaveAttribute('src', '/api/photos/abc');
    expect(toFinish.getByRole('link', { name: 'Voir le profil de Claire' })).toHaveAttribute('href', '/profil/woman/12');
    expect(toFinish.getByRole('link', { name: 'Terminer le quiz de Claire' })).toHaveAttribute('href', '/quiz/new-profile/woman/12');
    expect(toFinish.getByRole('link', { name: 'Terminer le quiz de Noé' })).toHaveAttribute('href', '/quiz/new-kid/kid/13');

    expect(screen.getByRole('link', { name: 'Ajouter un enfant' })).toHaveAttribute('href', '/quiz/new-kid/kid');
    expect(screen.getByRole('link', { name: 'Ajouter un profil femme' })).toHaveAttribute('href', '/quiz/new-profile/woman');
  });

  it('says when no profile is active yet, and offers no woman profile where that area is off (German)', async () => {
    renderPage({ profiles: [noe], locale: 'de', woman: false });
    expect(await screen.findByText('Für noch kein Profil wurde eine Box angefordert.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Profil von Noé ansehen' })).toHaveAttribute('href', '/de/profil/13');
    expect(screen.getByRole('link', { name: 'Ein Kind hinzufügen' })).toHaveAttribute('href', '/de/quiz/new-kid/kid');
    expect(screen.queryByRole('link', { name: 'Ein Damenprofil hinzufügen' })).toBeNull();
  });

  it('says while the profiles load, and offers to try again when they could not be loaded', async () => {
    const user = userEvent.setup();
    let answer = Promise.reject<Profile[]>(new TypeError('Failed to fetch'));
    answer.catch(() => undefined);
    const { calls } = renderPage({ list: () => answer });
    expect(screen.getByText('Chargement des profils…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent('Vos profils n’ont pas pu être chargés.');
    answer = Promise.resolve([lea]);
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Léa' })).toBeVisible();
    expect(calls.list).toHaveBeenCalledTimes(2);
  });
});

describe('deleting a profile', () => {
  it('asks first, shows the deletion under way, then removes the card and says so', async () => {
    const user = userEvent.setup();
    const { calls, removal } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Supprimer le profil de Noé' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le profil de Noé ?' });
    expect(dialog).toHaveAccessibleDescription('Ses réponses au quiz, sa photo et ses malles passées seront effacées. Cette action est définitive.');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(calls.remove).toHaveBeenCalledWith(13);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Suppression du profil de Noé…');
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBe(dialog);

    await act(async () => removal.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('heading', { level: 3, name: 'Noé' })).toBeNull();
    const news = screen.getByText('Le profil de Noé a été supprimé.');
    expect(news).toHaveFocus();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Léa', 'Claire']);
  });

  it('keeps a profile with a subscription and says why, in the user’s language (Spanish)', async () => {
    const user = userEvent.setup();
    const { removal } = renderPage({ locale: 'es' });
    await user.click(await screen.findByRole('button', { name: 'Eliminar el perfil de Léa' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar el perfil de Léa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await act(async () => removal.reject({ type: 'PROFILE_HAS_SUBSCRIPTION', title: 'Conflict', status: 409 }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Léa tiene una suscripción en curso. Cancélala primero y después elimina el perfil.');
    expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar el perfil de Léa' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 3, name: 'Léa' })).toBeVisible();
  });

  it('says when the deletion failed for another reason', async () => {
    const user = userEvent.setup();
    const { removal } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Supprimer le profil de Claire' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await act(async () => removal.reject(new TypeError('Failed to fetch')));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Le profil de Claire n’a pas pu être supprimé. Réessayez dans un instant.');
    expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  });
});
