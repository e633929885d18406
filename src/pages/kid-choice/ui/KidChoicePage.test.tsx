import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { sampleClient, SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import KidChoicePage from './KidChoicePage';

const profiles = [
  sampleProfile({ id: 11, firstname: 'ijsbrand', gender: 'BOY', has_requested: false }),
  sampleProfile({ id: 12, firstname: 'claire', gender: 'WOMAN', profile_type: 'WOMAN', birthdate: null, has_requested: true }),
];

describe('whom are we dressing today?', () => {
  it('lists the profiles, active ones first, and goes to the page of the one chosen (Dutch)', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(
      <SessionContext.Provider value={staticSession({ status: 'authenticated', client: sampleClient() })}>
        <ProfileStoreContext.Provider value={createProfileStore({ list: async () => profiles, remove: async () => undefined })}>
          <KidChoicePage />
        </ProfileStoreContext.Provider>
      </SessionContext.Provider>,
      { locale: 'nl', path: '/nl/login/kid-choice' },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Wie gaan we vandaag aankleden?');
    expect(document.title).toBe('Wie gaan we vandaag aankleden? · Little Closet');
    const choices = within(await screen.findByRole('navigation', { name: 'Profielen van het gezin' }));
    const links = choices.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/nl/profil/woman/12', '/nl/profil/11']);
    expect(links[0]).toHaveTextContent('ClaireVrouwLosse box');
    expect(links[1]).toHaveTextContent('IJsbrand');
    await user.click(links[1]!);
    expect(location.history.at(-1)).toBe('/nl/profil/11');
  });
});
