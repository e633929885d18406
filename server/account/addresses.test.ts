import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/app';
import { newClient, type TestClient } from '../testing/clients';
import { call, expectInvalid, expectProblem } from '../testing/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const HOME = { firstname: 'Camille', lastname: 'Durand', street: '12 rue des Lilas', postcode: '75011', city: 'Paris', country_code: 'FR', phone: '06 12 34 56 78' };
const REQUIRED_MESSAGE = 'You need to include all the required fields';

const create = (client: TestClient, kind: 'billing' | 'shipping', payload: unknown) =>
  call(server, 'POST', `/api/clients/me/${kind}-addresses`, { token: client.token, payload });
const list = async (client: TestClient, kind: 'billing' | 'shipping') =>
  (await call(server, 'GET', `/api/clients/me/${kind}-addresses`, { token: client.token })).json().addresses as Array<{ id: number; is_default: boolean; city: string }>;
const me = async (client: TestClient) => (await call(server, 'GET', '/api/clients/me', { token: client.token })).json();

describe('POST /api/clients/me/{kind}-addresses', () => {
  it('creates an address, trimmed, the first of its kind becoming the default shown on the client', async () => {
    const client = await newClient(server);
    const res = await create(client, 'shipping', { ...HOME, street: '  12 rue des Lilas ', street_complement: ' ' });
    expect(res.statusCode, res.body).toBe(201);
    const address = res.json();
    expect(address).toEqual({ id: expect.any(Number), kind: 'SHIPPING', ...HOME, street_complement: null, phone: '0612345678', is_default: true });
    const second = (await create(client, 'shipping', { ...HOME, city: 'Lyon', postcode: '69001' })).json();
    expect(second.is_default).toBe(false);
    expect(await list(client, 'shipping')).toEqual([expect.objectContaining({ id: address.id, is_default: true }), expect.objectContaining({ id: second.id, is_default: false })]);
    expect(await list(client, 'billing')).toEqual([]);
    expect(await me(client)).toMatchObject({ default_shipping_address: address, default_billing_address: null });
  });

  it('names every missing or blank required field with the seed’s message', async () => {
    const client = await newClient(server);
    const missing = expectInvalid(await create(client, 'billing', { firstname: 'Camille' }), 'street', REQUIRED_MESSAGE);
    expect(missing.errors!.map((e) => e.field).sort()).toEqual(['city', 'country_code', 'phone', 'postcode', 'street']);
    const blank = expectInvalid(await create(client, 'billing', { ...HOME, city: '  ', phone: '' }), 'city', REQUIRED_MESSAGE);
    expect(blank.errors!.map((e) => e.field)).toEqual(['city', 'phone']);
    expect(await list(client, 'billing')).toEqual([]);
  });

  it.each([
    ['FR', '7501'],
    ['MC', '980000'],
    ['DE', '1011'],
    ['ES', '2800'],
    ['IT', '001844'],
    ['BE', '10000'],
    ['AT', '101'],
    ['NL', '1012'],
    ['NL', 'AB 1012'],
  ])('refuses the postcode %s %s, naming postcode', async (country, postcode) => {
    const client = await newClient(server);
    expectInvalid(await create(client, 'billing', { ...HOME, country_code: country, postcode }), 'postcode');
  });

  it.each([
    ['BE', '1000', '1000'],
    ['AT', '1010', '1010'],
    ['NL', '1012ab', '1012 AB'],
    ['NL', ' 1012 a b', '1012 AB'],
    ['LU', 'L-1118', 'L-1118'],
    ['IE', 'd02 x285', 'D02 X285'],
  ])('accepts the postcode %s %s, kept as %s', async (country, postcode, kept) => {
    const client = await newClient(server);
    const res = await create(client, 'shipping', { ...HOME, country_code: country, postcode });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().postcode).toBe(kept);
  });

  it('takes shipping countries only, a phone that looks like one, and no unknown field', async () => {
    const client = await newClient(server);
    expectInvalid(await create(client, 'billing', { ...HOME, country_code: 'PT' }), 'country_code');
    expectInvalid(await create(client, 'billing', { ...HOME, phone: 'call me' }), 'phone');
    expectInvalid(await create(client, 'billing', { ...HOME, kind: 'SHIPPING' }), 'kind');
  });

  it('needs a signed-in client', async () => {
    expectProblem(await call(server, 'POST', '/api/clients/me/billing-addresses', { payload: HOME }), 401, 'UNAUTHORIZED');
    expectProblem(await call(server, 'GET', '/api/clients/me/shipping-addresses'), 401, 'UNAUTHORIZED');
  });
});

describe('changing, removing and choosing addresses', () => {
  it('changes some fields, checking the address as it then is', async () => {
    const client = await newClient(server);
    const address = (await create(client, 'billing', HOME)).json();
    const res = await call(server, 'PATCH', `/api/clients/me/addresses/${address.id}`, { token: client.token, payload: { street: '3 place Carnot', lastname: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...address, street: '3 place Carnot', lastname: null });
    // The country changes, the postcode stays: it no longer suits.
    expectInvalid(await call(server, 'PATCH', `/api/clients/me/addresses/${address.id}`, { token: client.token, payload: { country_code: 'BE' } }), 'postcode');
    expectInvalid(await call(server, 'PATCH', `/api/clients/me/addresses/${address.id}`, { token: client.token, payload: { city: '' } }), 'city', REQUIRED_MESSAGE);
  });

  it('removes an address; the newest remaining becomes the default, then none', async () => {
    const client = await newClient(server);
    const first = (await create(client, 'shipping', HOME)).json();
    const second = (await create(client, 'shipping', { ...HOME, city: 'Lille', postcode: '59000' })).json();
    const third = (await create(client, 'shipping', { ...HOME, city: 'Nantes', postcode: '44000' })).json();
    const remove = (id: number) => call(server, 'DELETE', `/api/clients/me/addresses/${id}`, { token: client.token });
    expect((await remove(second.id)).statusCode).toBe(204);
    expect((await list(client, 'shipping')).map((a) => [a.id, a.is_default])).toEqual([[first.id, true], [third.id, false]]);
    await remove(first.id);
    expect((await list(client, 'shipping')).map((a) => [a.id, a.is_default])).toEqual([[third.id, true]]);
    await remove(third.id);
    expect(await list(client, 'shipping')).toEqual([]);
    expect((await me(client)).default_shipping_address).toBeNull();
    expectProblem(await remove(third.id), 404, 'NOT_FOUND');
    // With no default left, the next address is the default again.
    expect((await create(client, 'shipping', HOME)).json().is_default).toBe(true);
  });

  it('makes another address the default of its kind', async () => {
    const client = await newClient(server);
    await create(client, 'billing', HOME);
    const other = (await create(client, 'billing', { ...HOME, city: 'Lille', postcode: '59000' })).json();
    const res = await call(server, 'PUT', `/api/clients/me/addresses/${other.id}/default`, { token: client.token });
    expect(res.json()).toEqual({ ...other, is_default: true });
    expect((await list(client, 'billing'))[0]).toMatchObject({ id: other.id, is_default: true });
    expect((await me(client)).default_billing_address).toMatchObject({ id: other.id, city: 'Lille' });
  });

  it('never shows nor touches another client’s addresses', async () => {
    const owner = await newClient(server);
    const address = (await create(owner, 'shipping', HOME)).json();
    const other = await newClient(server);
    expect(await list(other, 'shipping')).toEqual([]);
    const as = { token: other.token };
    expectProblem(await call(server, 'PATCH', `/api/clients/me/addresses/${address.id}`, { ...as, payload: { city: 'Lyon' } }), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'DELETE', `/api/clients/me/addresses/${address.id}`, as), 404, 'NOT_FOUND');
    expectProblem(await call(server, 'PUT', `/api/clients/me/addresses/${address.id}/default`, as), 404, 'NOT_FOUND');
    expect(await list(owner, 'shipping')).toEqual([address]);
  });
});
