/**
 * What an error report must never carry, replaced by a placeholder: the app scrubs a report before
 * it leaves the page (to our server or to Sentry), and the server scrubs it again before storing it
 * (server/client-errors), with these same rules.
 */

/** Any scheme's address (`https://…`, `blob:…`), or a path after a space, quote or bracket. */
const QUERY = /((?:\b[a-z][a-z0-9+.-]*:\/\/|(?:^|(?<=[\s("'`=]))\/)[^\s?#"'`<>()]*)[?#][^\s"'`<>()]*/gi;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
const BEARER = /\bbearer\s+[a-z0-9._~+/=-]+/gi;
/** Three base64url parts, the first a JSON header (`{"` is `eyJ`): a JWT. */
const JWT = /\beyJ[a-z0-9_-]+\.[a-z0-9_-]+\.[a-z0-9_-]*/gi;
/** A secret named in a `key=value` or `key: value` pair (JSON quoting too). */
const NAMED_SECRET = /\b((?:[a-z_-]*(?:token|password|passwd|secret|authorization|api[_-]?key)[a-z_-]*)["']?\s*[=:]\s*["']?)[^\s"'&,;}]+/gi;
/** Stripe's client secrets (`seti_…_secret_…`, `pi_…_secret_…`). */
const CLIENT_SECRET = /\b[a-z]+_[a-z0-9]+_secret_[a-z0-9]+/gi;
/** Nine digits or more, spaces or dashes between them allowed: a card, a phone, an IBAN's tail. */
const LONG_NUMBER = /(?<![\w.:])\+?\d(?:[ -]?\d){8,}(?![\w.])/g;

/** `text` with nothing personal left in it. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY, '$1')
    .replace(BEARER, 'Bearer [token]')
    .replace(JWT, '[token]')
    .replace(CLIENT_SECRET, '[secret]')
    .replace(NAMED_SECRET, '$1[redacted]')
    .replace(EMAIL, '[email]')
    .replace(LONG_NUMBER, '[number]');
}

/** A page's path alone: no origin, no query string, no fragment, and nothing personal in it. */
export function scrubPath(url: string): string {
  let path = url;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(path);
  if (origin) path = path.slice(origin[0].length);
  path = path.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) path = `/${path}`;
  return scrubText(path);
}

/** `text` cut to `max` characters (a cut one ends with `…`). */
export function bounded(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
