import { api } from '../api/client';
import type { Locale } from '../config/locales';
import type { Messages } from './intl';

/** The website's messages for a locale; a failed load is logged and gives an empty set. */
export async function loadMessages(locale: Locale, client = api): Promise<Messages> {
  try {
    const { data, error, response } = await client.GET('/website/translations/{locale}', { params: { path: { locale } } });
    if (!response.ok || !data) throw error ?? new Error(`translations ${locale}: HTTP ${response.status}`);
    return data;
  } catch (error) {
    console.error('Could not load the translations', locale, error);
    return {};
  }
}
