import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { loadMessages } from './load';

afterEach(() => vi.unstubAllGlobals());

describe('loadMessages', () => {
  it("asks for the locale's messages already parsed, and answers them", async () => {
    const parsed = { 'nav.home': [{ type: 0, value: 'Startseite' }] };
    vi.stubGlobal('fetch', async (request: Request) => Response.json(request.url.endsWith('/translations/de?format=ast') ? parsed : {}));
    expect(await loadMessages('de', createApiClient('http://api.test/api'))).toEqual(parsed);
  });

  it('logs a failed load and falls back to an empty set', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 500 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await loadMessages('es', createApiClient('http://api.test/api'))).toEqual({});
    expect(log).toHaveBeenCalledWith('Could not load the translations', 'es', expect.anything());
  });
});
