import { run } from '@zootools/email-spell-checker';
import { EMAIL_PATTERN, emailDomain } from './address';

/**
 * Free mailbox providers our families use (France, Germany, the Netherlands, Belgium, Spain),
 * plus the international ones. An address on one of them gets no warning.
 */
export const FREE_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'googlemail.com',
  'hotmail.fr', 'hotmail.com', 'hotmail.de', 'hotmail.nl', 'hotmail.es', 'hotmail.be', 'hotmail.co.uk',
  'outlook.fr', 'outlook.com', 'outlook.de', 'outlook.es', 'outlook.be',
  'live.fr', 'live.nl', 'live.be', 'live.com', 'live.de',
  'yahoo.fr', 'yahoo.com', 'yahoo.de', 'yahoo.es', 'ymail.com',
  'orange.fr', 'wanadoo.fr', 'free.fr', 'sfr.fr', 'laposte.net', 'neuf.fr', 'bbox.fr', 'numericable.fr', 'club-internet.fr',
  'icloud.com', 'me.com', 'mac.com',
  'gmx.de', 'gmx.net', 'gmx.fr', 'gmx.at', 'gmx.com', 'web.de', 't-online.de', 'freenet.de', 'posteo.de', 'mail.de', 'arcor.de',
  'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl', 'xs4all.nl', 'hetnet.nl',
  'telenet.be', 'skynet.be', 'proximus.be', 'scarlet.be',
  'movistar.es', 'telefonica.net', 'terra.es',
  'protonmail.com', 'proton.me', 'pm.me', 'tutanota.com',
  'aol.com', 'aol.fr', 'msn.com', 'mail.com',
];

/** Throwaway mailbox providers: known, so they get no warning either. */
export const DISPOSABLE_EMAIL_DOMAINS: readonly string[] = [
  'yopmail.com', 'yopmail.fr', 'yopmail.net',
  'mailinator.com', 'guerrillamail.com', 'guerrillamail.net', 'sharklasers.com',
  '10minutemail.com', 'temp-mail.org', 'trashmail.com', 'trashmail.de', 'jetable.org',
  'throwawaymail.com', 'maildrop.cc', 'dispostable.com', 'getnada.com', 'mailnesia.com',
];

const KNOWN_DOMAINS = new Set([...FREE_EMAIL_DOMAINS, ...DISPOSABLE_EMAIL_DOMAINS]);

/** Second-level names of the free providers, so that "hotmial.be" suggests "hotmail.be". */
const SECOND_LEVEL_DOMAINS = [...new Set(FREE_EMAIL_DOMAINS.map((domain) => domain.split('.')[0] ?? domain))];

/** The endings of the addresses we expect, so that "gmail.con" suggests "gmail.com". */
const TOP_LEVEL_DOMAINS = ['com', 'fr', 'de', 'nl', 'be', 'es', 'net', 'org', 'eu', 'me', 'ch', 'lu', 'at', 'co.uk', 'io'];

export interface EmailWarning {
  message: 'unknown email domain';
  /** The domain as typed (lower case). */
  domain: string;
  /** The whole address with the probable domain: a warning is given only for a domain that looks like a typo. */
  suggestion: string;
}

export type EmailCheck =
  | { status: 'empty' }
  | { status: 'invalid' }
  | { status: 'ok'; email: string; warning: EmailWarning | null };


/** The one free domain of a provider name that lives under a single ending ("gmail" → "gmail.com"). */
function onlyDomainOf(secondLevel: string): string | null {
  const domains = FREE_EMAIL_DOMAINS.filter((domain) => domain.split('.')[0] === secondLevel);
  return domains.length === 1 ? (domains[0] ?? null) : null;
}

/** The probable domain of a mistyped address, or null when nothing known is close. */
function probableDomain(email: string, domain: string): string | null {
  const checked = run({
    email,
    domains: FREE_EMAIL_DOMAINS as string[],
    secondLevelDomains: SECOND_LEVEL_DOMAINS,
    topLevelDomains: TOP_LEVEL_DOMAINS,
  });
  if (checked && KNOWN_DOMAINS.has(checked.domain)) return checked.domain;
  // The checker accepts a known provider under a known ending ("gmail.fr"): that provider has one address.
  const [secondLevel = '', ...rest] = domain.split('.');
  return rest.length === 1 ? onlyDomainOf(secondLevel) : null;
}

function suggestAddress(email: string, domain: string): string | null {
  const probable = probableDomain(email, domain);
  // The checker lower-cases and URI-encodes the local part: keep the one the person typed.
  return probable ? `${email.slice(0, email.lastIndexOf('@'))}@${probable}` : null;
}

/**
 * The email check of the forms (newsletter, sign-up). An empty or malformed address is refused; an
 * address on a known free or disposable provider passes silently. Seed 001 §5 warns of any other
 * domain "as a typo warning": we warn ("unknown email domain") only where it reads as a typo, a
 * domain close to a known provider's, with the probable address. A domain of its own (a family's,
 * a company's, example.org) is no typo: it passes silently too.
 */
export function checkEmail(input: string): EmailCheck {
  const email = input.trim();
  if (email === '') return { status: 'empty' };
  if (!EMAIL_PATTERN.test(email)) return { status: 'invalid' };
  const domain = emailDomain(email);
  const suggestion = KNOWN_DOMAINS.has(domain) ? null : suggestAddress(email, domain);
  return { status: 'ok', email, warning: suggestion ? { message: 'unknown email domain', domain, suggestion } : null };
}
