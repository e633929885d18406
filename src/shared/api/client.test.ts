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
    const client = createApiClient('http://api.test/api', () => ({ getLocale: () => 'nl', getAccessToken: () => token }));
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
