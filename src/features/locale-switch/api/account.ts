import { api, unwrap } from '@/shared/api';
import type { LocaleChoice } from '../model/machine';

/** The account keeps the locale and country chosen. */
export const saveChoice = ({ locale, country }: LocaleChoice) => unwrap(api.PATCH('/clients/me', { body: { locale, country } }));

/** The signed-in client, read again. */
export const reloadClient = () => unwrap(api.GET('/clients/me'));
