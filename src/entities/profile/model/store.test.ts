import { describe, expect, it, vi } from 'vitest';
import { sampleProfile } from './sample';
import { createProfileStore } from './store';

const lea = sampleProfile({ id: 11 });
const noe = sampleProfile({ id: 13 });
const settled = () => new Promise((resolve) => setTimeout(resolve));

describe('the profile store', () => {
  it('loads a client’s list once, and again for another client', async () => {
    const list = vi.fn(async () => [lea, noe]);
    const store = createProfileStore({ list, remove: vi.fn() });
    store.load(7);
    expect(store.getState()).toEqual({ clientId: 7, list: { status: 'loading' } });
    await settled();
    store.load(7);
    expect(store.getState()).toEqual({ clientId: 7, list: { status: 'ready', profiles: [lea, noe] } });
    expect(list).toHaveBeenCalledTimes(1);
    store.load(8);
    expect(store.getState()).toEqual({ clientId: 8, list: { status: 'loading' } });
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure until asked to reload, and drops an answer for a client no longer signed in', async () => {
    const error = new TypeError('Failed to fetch');
    const list = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce([lea]).mockResolvedValueOnce([noe]);
    const store = createProfileStore({ list, remove: vi.fn() });
    store.load(7);
    await settled();
    store.load(7);
    expect(store.getState()).toEqual({ clientId: 7, list: { status: 'failed', error } });
    store.reload(7);
    store.load(8);
    await settled();
    expect(store.getState()).toEqual({ clientId: 8, list: { status: 'ready', profiles: [noe] } });
  });

  it('drops a deleted profile from the list, and keeps it when the server refuses', async () => {
    const refusal = { type: 'PROFILE_HAS_SUBSCRIPTION', title: 'Conflict', status: 409 };
    const remove = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce(undefined);
    const store = createProfileStore({ list: async () => [lea, noe], remove });
    const listener = vi.fn();
    store.subscribe(listener);
    store.load(7);
    await settled();
    await expect(store.remove(7, 13)).rejects.toBe(refusal);
    expect(store.getState()?.list).toEqual({ status: 'ready', profiles: [lea, noe] });
    await store.remove(7, 13);
    expect(remove).toHaveBeenLastCalledWith(13);
    expect(store.getState()?.list).toEqual({ status: 'ready', profiles: [lea] });
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
