import { api, unwrap } from '@/shared/api';

const running = new Map<string, Promise<{ email: string }>>();

/**
 * Opens an email-change link: the answer is the account's new email. Calls for one token while one
 * runs share it (React's StrictMode mounts twice; a spent token would fail the second call).
 */
export function confirmEmail(token: string): Promise<{ email: string }> {
  const current = running.get(token);
  if (current) return current;
  const started = unwrap(api.POST('/clients/email-confirmation', { body: { token } })).finally(() => running.delete(token));
  running.set(token, started);
  return started;
}
