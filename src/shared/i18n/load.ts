import { api, unwrap } from '../api/client';
import type { Locale } from '../config/locales';
import type { Messages } from './intl';

/** The website's messages for a locale, parsed by the server; a failed load is logged and gives an empty set. */
export async function loadMessages(locale: Locale, client = api): Promise<Messages> {
  try {
    return (await unwrap(client.GET('/website/translations/{locale}', { params: { path: { locale }, query: { format: 'ast' } } }))) as Messages;
  } catch (error) {
    console.error('Could not load the translations', locale, error);
    return {};
  }
}
