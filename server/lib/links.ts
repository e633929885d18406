/** A link into the app for mails: the page `path` (with its query) under the locale's prefix, none for French. */
export function appLink(appUrl: string, locale: string, path: string): string {
  return `${appUrl}${locale === 'fr' ? '' : `/${locale}`}${path}`;
}
