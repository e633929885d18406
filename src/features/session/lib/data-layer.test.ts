import { expect, it } from 'vitest';
import { dataLayerEvent } from './data-layer';

const data = {
  client_id: 12,
  email_sha256: 'ab'.repeat(32),
  locale: 'fr',
  country: 'FR',
  client_kind: 'one-shot',
  subscription_status: 'ONE_SHOT',
  woman_subscription_status: null,
  shop_status: 'NONE',
  profiles_count: 1,
  signed_up_at: '2026-01-02T10:00:00Z',
} as unknown as Parameters<typeof dataLayerEvent>[0];

function memory(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

it('carries the client kind and names the client and the browser session in its id', () => {
  const session = memory();
  const first = dataLayerEvent(data, session);
  expect(first).toMatchObject({ event: 'data_layer', client_id: 12, client_kind: 'one-shot', country: 'FR' });
  expect(first.id).toMatch(/^12:/);
  expect(dataLayerEvent(data, session).id).toBe(first.id);
  expect(dataLayerEvent(data, memory()).id).not.toBe(first.id);
});
