import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, unwrap } from './client';

function recordingFetch(response: () => Response) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    requests.push(input);
    return response();
  });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('sends X-LC-Locale on every call, and the bearer token when there is one', async () => {
    const requests = recordingFetch(() => Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 }));
    let token: string | null = null;
    const client = createApiClient('http://api.test/api', () => ({ getLocale: () => 'nl', getAccessToken: () => token, refreshAccessToken: async () => null }));
    await unwrap(client.GET('/delays'));
    token = 'abc.def';
    await unwrap(client.GET('/delays'));
    expect(requests.map((r) => r.headers.get('X-LC-Locale'))).toEqual(['nl', 'nl']);
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([null, 'Bearer abc.def']);
  });

  it('resolves with the data of a success', async () => {
    recordingFetch(() => Response.json({ version: '1.0.0', build: 'b', built_at: null }));
    const client = createApiClient('http://api.test/api');
    await expect(unwrap(client.GET('/version'))).resolves.toEqual({ version: '1.0.0', build: 'b', built_at: null });
  });

  it('rejects with the problem document the server sent', async () => {
    const problem = { type: 'VALIDATION_ERROR', title: 'Invalid request', status: 400, detail: 'An email is required' };
    recordingFetch(() => new Response(JSON.stringify(problem), { status: 400, headers: { 'content-type': 'application/problem+json' } }));
    const client = createApiClient('http://api.test/api');
    await expect(unwrap(client.POST('/subscribers', { body: { email: '' } }))).rejects.toEqual(problem);
  });

  it('rejects with the raw error when there is no answer', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', async () => {
      throw failure;
    });
    const client = createApiClient('http://api.test/api');
    await expect(unwrap(client.GET('/version'))).rejects.toBe(failure);
  });

  it('rejects with the response itself when a failure has no body', async () => {
    recordingFetch(() => new Response(null, { status: 503 }));
    const client = createApiClient('http://api.test/api');
    const rejection = await unwrap(client.GET('/version')).catch((error: unknown) => error);
    expect(rejection).toBeInstanceOf(Response);
    expect((rejection as Response).status).toBe(503);
  });
});

describe('the refresh after a 401', () => {
  const problem401 = { type: 'UNAUTHORIZED', title: 'Unauthorized', status: 401 };
  const unauthorized = () => new Response(JSON.stringify(problem401), { status: 401, headers: { 'content-type': 'application/problem+json' } });

  /** A server that accepts only `valid` as bearer token, and the requests it saw (with their bodies). */
  function server(valid: () => string) {
    const seen: { method: string; path: string; authorization: string | null; body: string }[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('Authorization'), body: await request.text() });
      if (request.headers.get('Authorization') !== `Bearer ${valid()}`) return unauthorized();
      return request.method === 'PATCH' ? Response.json(sampleClient) : Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
    });
    return seen;
  }

  const sampleClient = { id: 7, email: 'claire.martin@example.fr' };

  /**
   * A signed-in client whose token is `old` until the session renews it as `renewed` (null: the
   * session is over). Like the session, it shares one refresh among the calls in flight.
   */
  function signedInClient(renewed: string | null) {
    let token = 'old';
    let inFlight: Promise<string | null> | null = null;
    const refreshes: string[] = [];
    const client = createApiClient('http://api.test/api', () => ({
      getLocale: () => 'fr',
      getAccessToken: () => token,
      refreshAccessToken(usedToken) {
        if (inFlight) return inFlight;
        refreshes.push(usedToken);
        inFlight = new Promise<string | null>((resolve) => setTimeout(() => resolve(renewed), 5)).then((next) => {
          if (next) token = next;
          inFlight = null;
          return next;
        });
        return inFlight;
      },
    }));
    return { client, refreshes };
  }

  it('refreshes once for two calls in flight, and retries both with the new token', async () => {
    const seen = server(() => 'new');
    const { client, refreshes } = signedInClient('new');
    const results = await Promise.all([unwrap(client.GET('/delays')), unwrap(client.GET('/delays'))]);
    expect(results).toEqual([
      { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 },
      { optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 },
    ]);
    expect(refreshes).toEqual(['old']);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer old', 'Bearer old', 'Bearer new', 'Bearer new']);
  });

  it('does not refresh again when the retried call gets a 401 too: two attempts at most', async () => {
    const seen = server(() => 'never');
    const { client, refreshes } = signedInClient('new');
    await expect(unwrap(client.GET('/delays'))).rejects.toEqual(problem401);
    expect(refreshes).toEqual(['old']);
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('gives the caller the original 401 problem when the session is over', async () => {
    const seen = server(() => 'new');
    const { client, refreshes } = signedInClient(null);
    await expect(unwrap(client.GET('/delays'))).rejects.toEqual(problem401);
    expect(refreshes).toEqual(['old']);
    expect(seen).toHaveLength(1);
  });

  it('sends the body of a PATCH again with the retry', async () => {
    const seen = server(() => 'new');
    const { client } = signedInClient('new');
    await expect(unwrap(client.PATCH('/clients/me', { body: { locale: 'nl', country: 'BE' } }))).resolves.toEqual(sampleClient);
    expect(seen.map(({ method, authorization, body }) => [method, authorization, JSON.parse(body)])).toEqual([
      ['PATCH', 'Bearer old', { locale: 'nl', country: 'BE' }],
      ['PATCH', 'Bearer new', { locale: 'nl', country: 'BE' }],
    ]);
  });

  it('sends the body of a POST again with the retry', async () => {
    const seen = server(() => 'new');
    const { client } = signedInClient('new');
    await unwrap(client.POST('/subscribers', { body: { email: 'claire.martin@example.fr', list: 'KID' } })).catch(() => undefined);
    expect(seen.map(({ method, body }) => [method, JSON.parse(body)])).toEqual([
      ['POST', { email: 'claire.martin@example.fr', list: 'KID' }],
      ['POST', { email: 'claire.martin@example.fr', list: 'KID' }],
    ]);
  });

  it('leaves a 401 to a call without a token alone, and so does the session client', async () => {
    const seen = server(() => 'new');
    const refreshAccessToken = vi.fn(async () => 'new');
    const visitor = createApiClient('http://api.test/api', () => ({ getLocale: () => 'fr', getAccessToken: () => null, refreshAccessToken }));
    const session = createApiClient('http://api.test/api', () => ({ getLocale: () => 'fr', getAccessToken: () => 'old', refreshAccessToken }), { refresh: false });
    await expect(unwrap(visitor.GET('/delays'))).rejects.toEqual(problem401);
    await expect(unwrap(session.GET('/clients/me'))).rejects.toEqual(problem401);
    expect(refreshAccessToken).not.toHaveBeenCalled();
    expect(seen).toHaveLength(2);
  });
});
