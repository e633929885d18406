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

/** A token pair, signing in through the API as a caller would. */
export async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/clients/token', { data: { email, password } });
  if (!response.ok()) throw new Error(`Sign-in of ${email} answered ${response.status()}`);
  return (await response.json()) as { access_token: string; refresh_token: string; client_id: number };
}

/** The value of a cookie the browser holds for the app. */
export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** The browser signed in with a token pair: the session's cookies, as the app writes them. */
export async function addSessionCookies(context: BrowserContext, baseURL: string, tokens: { access_token: string; refresh_token: string; client_id: number }): Promise<void> {
  const { access_token, refresh_token, client_id } = tokens;
  await context.addCookies(
    [
      ['lc_access_token', access_token],
      ['lc_refresh_token', refresh_token],
      ['lc_client_id', String(client_id)],
    ].map(([name, value]) => ({ name: name!, value: value!, url: baseURL })),
  );
}

/** The browser signed in as an existing account, through the API. */
export async function signInBrowserAs(context: BrowserContext, request: APIRequestContext, baseURL: string, account: { email: string; password: string }): Promise<void> {
  await addSessionCookies(context, baseURL, await signInByApi(request, account.email, account.password));
}
