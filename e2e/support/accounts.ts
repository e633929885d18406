import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** The demo accounts the server seeds (server/seed). */
export const DEMO = {
  parent: { email: 'parent@demo.littlecloset.test', password: 'Malle-Enfant-2026', firstname: 'Camille' },
  woman: { email: 'femme@demo.littlecloset.test', password: 'Malle-Femme-2026', firstname: 'Julia' },
  admin: { email: 'admin@demo.littlecloset.test', password: 'Atelier-Admin-2026', firstname: 'Inès' },
} as const;

/** An address no other journey uses. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.fr`;
}

/** A token pair, signing in through the API as a caller that is not a browser would: the refresh token comes in the body. */
export async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/clients/token', { data: { email, password } });
  if (!response.ok()) throw new Error(`Sign-in of ${email} answered ${response.status()}`);
  return (await response.json()) as { access_token: string; refresh_token: string; client_id: number };
}

/** The value of a cookie the browser holds for the app. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** The refresh token the server keeps in the browser: an HttpOnly cookie that only the refresh and revoke calls receive. */
export const REFRESH_COOKIE = 'lc_refresh';

/**
 * The browser signed in with a token pair: the session's cookies as a sign-in in the browser
 * leaves them (the app's own, and the server's HttpOnly refresh cookie).
 */
export async function addSessionCookies(context: BrowserContext, baseURL: string, tokens: { access_token: string; refresh_token: string; client_id: number }): Promise<void> {
  const { access_token, refresh_token, client_id } = tokens;
  const domain = new URL(baseURL).hostname;
  await context.addCookies([
    ...[
      ['lc_access_token', access_token],
      ['lc_client_id', String(client_id)],
      ['lc_refreshable', '1'],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
    { name: REFRESH_COOKIE, value: refresh_token, domain, path: '/api/clients/token', httpOnly: true, sameSite: 'Strict' },
  ]);
}

/** The browser signed in as an existing account, through the API. */
export async function signInBrowserAs(context: BrowserContext, request: APIRequestContext, baseURL: string, account: { email: string; password: string }): Promise<void> {
  await addSessionCookies(context, baseURL, await signInByApi(request, account.email, account.password));
}
