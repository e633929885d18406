import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/app';
import { call, expectInvalid } from '../testing/http';
import { MAX_RELAY_POINTS } from './relay-points';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const get = (url: string, locale = 'fr', on = server) => call(on, 'GET', url, { headers: { 'x-lc-locale': locale } });

describe('place lookups with the embedded data', () => {
  it('gives the communes of a French postcode, the arrondissements as one city', async () => {
    expect((await get('/api/geo/communes?postcode=13100')).json()).toEqual({
      communes: ['Aix-en-Provence', 'Beaurecueil', 'Le Tholonet', 'Saint-Antonin-sur-Bayon', 'Saint-Marc-Jaumegarde'],
    });
    expect((await get('/api/geo/communes?postcode=75011')).json()).toEqual({ communes: ['Paris'] });
    expect((await get('/api/geo/communes?postcode=00000')).json()).toEqual({ communes: [] });
    expectInvalid(await get('/api/geo/communes?postcode=7501'), 'postcode', undefined, 'query');
  });

  it('gives the places of a postcode in each country, whatever its spaces and case', async () => {
    const places = async (country: string, postcode: string) => (await get(`/api/geo/places?country=${country}&postcode=${encodeURIComponent(postcode)}`)).json().places;
    expect(await places('FR', '69001')).toEqual(['Lyon']);
    expect(await places('DE', '80331')).toEqual(['München']);
    expect(await places('AT', '1010')).toEqual(['Wien']);
    expect(await places('BE', '1000')).toEqual(['Bruxelles', 'Brussel']);
    expect(await places('NL', '1012 ab')).toEqual(['Amsterdam']);
    expect(await places('LU', 'L-1118')).toEqual(['Luxembourg']);
    expect(await places('ES', '08001')).toEqual(['Barcelona']);
    expect(await places('IT', '20121')).toEqual(['Milano']);
    expect(await places('IE', 'd02 x285')).toEqual(['Dublin 2']);
    expect(await places('MC', '98000')).toContain('Monte-Carlo');
    expect(await places('DE', '99999')).toEqual([]);
    expectInvalid(await get('/api/geo/places?country=PT&postcode=1000'), 'country', undefined, 'query');
  });
});

describe('GET /api/shop/carriers', () => {
  it('names the one carrier of a country, at home and to relay points, without relay where there is none', async () => {
    expect((await get('/api/shop/carriers?country=FR')).json()).toEqual({ country: 'FR', home: 'Colissimo', relay: 'Colissimo' });
    expect((await get('/api/shop/carriers?country=BE', 'nl')).json()).toEqual({ country: 'BE', home: 'BPost', relay: 'BPost' });
    expect((await get('/api/shop/carriers?country=BE', 'fr')).json()).toEqual({ country: 'BE', home: 'BPost', relay: 'BPost' });
    expect((await get('/api/shop/carriers?country=DE', 'es')).json()).toEqual({ country: 'DE', home: 'DHL', relay: 'DHL' });
    expect((await get('/api/shop/carriers?country=IT')).json()).toEqual({ country: 'IT', home: 'InPost', relay: null });
  });
});

describe('GET /api/shop/relay-points', () => {
  it('gives the same realistic points of the country’s carrier near the postcode each time', async () => {
    const res = await get('/api/shop/relay-points?country=FR&postcode=13100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.carrier).toBe('Colissimo');
    expect(body.relay_points).toHaveLength(MAX_RELAY_POINTS);
    expect(body.relay_points[0]).toEqual({
      id: expect.stringMatching(/^COLI-FR-\d{6}$/),
      name: expect.any(String),
      street: expect.stringMatching(/^\d+ /),
      postcode: '13100',
      city: 'Aix-en-Provence',
      country_code: 'FR',
      opening_hours: expect.arrayContaining([{ day: 1, slots: expect.any(Array) }]),
    });
    expect(new Set(body.relay_points.map((p: { id: string }) => p.id)).size).toBe(MAX_RELAY_POINTS);
    expect(new Set(body.relay_points.map((p: { city: string }) => p.city))).toEqual(new Set(['Aix-en-Provence', 'Beaurecueil', 'Le Tholonet']));
    expect((await get('/api/shop/relay-points?country=FR&postcode=13100')).json()).toEqual(body);
  });

  it('gives the points of the country’s carrier in every language, and writes Dutch postcodes as 1234 AB', async () => {
    const belgian = (await get('/api/shop/relay-points?country=BE&postcode=9000', 'fr')).json();
    expect(belgian.carrier).toBe('BPost');
    expect(belgian.relay_points[0]).toMatchObject({ city: 'Gent', id: expect.stringMatching(/^BPOS-BE-/) });
    const dutch = (await get('/api/shop/relay-points?country=NL&postcode=1012ab', 'nl')).json();
    expect(dutch.relay_points[0]).toMatchObject({ postcode: '1012 AB', city: 'Amsterdam', street: expect.stringMatching(/ \d+$/) });
  });

  it('refuses a country without relay points and a postcode that does not suit the country; an unknown place has none', async () => {
    expectInvalid(await get('/api/shop/relay-points?country=IT&postcode=20121'), 'country', undefined, 'query');
    expectInvalid(await get('/api/shop/relay-points?country=DE&postcode=8033'), 'postcode', undefined, 'query');
    expect((await get('/api/shop/relay-points?country=DE&postcode=99999')).json()).toEqual({ carrier: 'DHL', relay_points: [] });
  });
});

describe('place lookups with the public services (GEO_LOOKUP=online)', () => {
  let fake: Server;
  let online: TestServer;
  const asked: string[] = [];
  /** What the fake services answer, by path. */
  const answers: Record<string, (url: URL) => { status: number; body: unknown } | 'hang'> = {
    '/communes': (url) => (url.searchParams.get('codePostal') === '99999' ? { status: 503, body: {} } : { status: 200, body: [{ nom: 'Vannes' }, { nom: 'Arradon' }, { nom: 'Vannes' }] }),
    '/postalCodeSearchJSON': (url) =>
      url.searchParams.get('postalcode') === '0000'
        ? { status: 200, body: { status: { message: 'user account not enabled', value: 10 } } }
        : url.searchParams.get('postalcode') === '1111'
          ? 'hang'
          : { status: 200, body: { postalCodes: [{ placeName: 'Amsterdam' }, { placeName: 'Amsterdam' }, { placeName: 'Amsterdam-Centrum' }] } },
  };

  beforeAll(async () => {
    fake = createServer((req, res) => {
      const url = new URL(req.url!, 'http://fake');
      asked.push(url.pathname + url.search);
      const answer = answers[url.pathname]?.(url) ?? { status: 404, body: {} };
      if (answer === 'hang') return;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
    online = await startTestServer({ config: { geoLookup: 'online', geoCommunesUrl: base, geonamesUrl: base, geonamesUsername: 'littlecloset' } });
  });
  afterAll(async () => {
    await online?.close();
    fake?.closeAllConnections();
    await new Promise((resolve) => fake?.close(resolve));
  });

  it('asks the commune service for the field nom, sorted without repeats', async () => {
    expect((await get('/api/geo/communes?postcode=56000', 'fr', online)).json()).toEqual({ communes: ['Arradon', 'Vannes'] });
    expect(asked).toContain('/communes?codePostal=56000&fields=nom&format=json');
  });

  it('asks the geographic names service for 40 places at most, keyed as the country writes it', async () => {
    expect((await get('/api/geo/places?country=NL&postcode=1012%20AB', 'nl', online)).json()).toEqual({ places: ['Amsterdam', 'Amsterdam-Centrum'] });
    expect(asked).toContain('/postalCodeSearchJSON?postalcode=1012&country=NL&maxRows=40&username=littlecloset');
  });

  it('answers null when a service fails, refuses or is too slow', async () => {
    expect((await get('/api/geo/communes?postcode=99999', 'fr', online)).json()).toEqual({ communes: null });
    expect((await get('/api/geo/places?country=AT&postcode=0000', 'de', online)).json()).toEqual({ places: null });
    expect((await get('/api/geo/places?country=AT&postcode=1111', 'de', online)).json()).toEqual({ places: null });
    // Relay points need places: without them, none.
    expect((await get('/api/shop/relay-points?country=AT&postcode=1111', 'de', online)).json()).toEqual({ carrier: 'Österreichische Post', relay_points: [] });
  });
});
