import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProfileStore, ProfileStoreContext, sampleProfile } from '@/entities/profile';
import { SessionContext, staticSession } from '@/entities/session';
import { renderWithApp } from '@/shared/testing';
import { ProfileOwnerCheck } from './ProfileOwnerCheck';

function loadFor(clientId: number, ownerId: number) {
  const session = staticSession();
  const store = createProfileStore({ list: async () => [sampleProfile({ id: 5, client_id: ownerId })], remove: async () => {} });
  renderWithApp(
    <SessionContext.Provider value={session}>
      <ProfileStoreContext.Provider value={store}>
        <ProfileOwnerCheck />
      </ProfileStoreContext.Provider>
    </SessionContext.Provider>,
  );
  store.load(clientId);
  return { session, store };
}

describe('the owner of the profiles loaded', () => {
  it('asks the session to check the client id when the profiles are another client’s', async () => {
    const { session } = loadFor(4, 9);
    await waitFor(() => expect(session.calls).toEqual([{ method: 'checkClientId', args: [9] }]));
  });

  it('leaves the session alone when they are the client’s own', async () => {
    const { session, store } = loadFor(4, 4);
    await waitFor(() => expect(store.getState()?.list.status).toBe('ready'));
    expect(session.calls).toEqual([]);
  });
});
