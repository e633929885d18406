import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, takeLegacyRefreshToken, writeTokens } from './token-writes';
import { readTokens } from './tokens';

const cookies = () => document.cookie.split('; ').filter(Boolean).sort();

afterEach(() => {
  clearTokens();
});

describe('the session cookies of the page', () => {
  it('keep the access token and the client, and only say that the server holds a refresh token', () => {
    writeTokens({ access_token: 'a.b.c', client_id: 7 });
    expect(readTokens()).toEqual({ accessToken: 'a.b.c', clientId: '7', refreshable: true });
    expect(cookies()).toEqual(['lc_access_token=a.b.c', 'lc_client_id=7', 'lc_refreshable=1']);
    clearTokens();
    expect(readTokens()).toEqual({ accessToken: null, clientId: null, refreshable: false });
    expect(cookies()).toEqual([]);
  });

  it('hand over a refresh token kept from before the server’s cookie once, and forget it', () => {
    document.cookie = 'lc_refresh_token=r-legacy; path=/';
    expect(readTokens().refreshable).toBe(true);
    expect(takeLegacyRefreshToken()).toBe('r-legacy');
    expect(takeLegacyRefreshToken()).toBeNull();
    expect(document.cookie).not.toContain('lc_refresh_token');
    expect(readTokens().refreshable).toBe(false);
  });
});
