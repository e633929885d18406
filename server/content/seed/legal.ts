import type { Schemas } from '../../http/types';
import { CLUB_TERMS } from './legal/club';
import { GENERAL_TERMS } from './legal/general';
import { LEGAL_NOTICE } from './legal/notice';
import { PRIVACY_POLICY } from './legal/privacy';
import { RECYCLE_TERMS } from './legal/recycle';
import { SHOP_TERMS } from './legal/shop';
import type { LegalText, Locale } from './legal/types';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The six legal texts of seed 001 §3, with how many days before the seeding day each last changed
 * (the general and shop terms on the day the trunk at home and the account's returns came; the
 * shop and Little Club terms again when the wallet and the loyalty programme opened, the Little
 * Geste terms when its labels opened).
 */
const TEXTS: Array<{ code: Schemas['LegalContentCode']; daysAgo: number; text: Record<Locale, LegalText> }> = [
  { code: 'terms_and_conditions', daysAgo: 0, text: GENERAL_TERMS },
  { code: 'terms_and_conditions_shop', daysAgo: 0, text: SHOP_TERMS },
  { code: 'terms_and_conditions_recycle', daysAgo: 0, text: RECYCLE_TERMS },
  { code: 'terms_and_conditions_little_club', daysAgo: 0, text: CLUB_TERMS },
  { code: 'legal_notice', daysAgo: 30, text: LEGAL_NOTICE },
  { code: 'personal_data_protection', daysAgo: 45, text: PRIVACY_POLICY },
];

function translation(text: LegalText): Schemas['LegalContentTranslation'] {
  return { title: text.title, intro: text.intro, sections: text.sections.map(([anchor, heading, body]) => ({ anchor, heading, text: body })) };
}

/** The legal texts to seed on `today`, in four locales. */
export function LEGAL_SEED(today: Date): Array<{ code: Schemas['LegalContentCode']; updatedAt: Date; translations: Schemas['LegalContentTranslations'] }> {
  return TEXTS.map(({ code, daysAgo, text }) => ({
    code,
    updatedAt: new Date(today.getTime() - daysAgo * DAY),
    translations: { fr: translation(text.fr), de: translation(text.de), nl: translation(text.nl), es: translation(text.es) },
  }));
}
