import { readFileSync } from 'node:fs';
import { iconSvg } from './icons.ts';

export const LOCALES = ['fr', 'de', 'nl', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** Where the service worker finds each locale's offline page: French without prefix, as the website. */
export const offlinePath = (locale: Locale) => (locale === 'fr' ? 'offline.html' : `${locale}/offline.html`);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The website's messages of a locale, as seeded (server/seed/messages/<locale>.json). */
export function seededMessages(root: string, locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(`${root}/server/seed/messages/${locale}.json`, 'utf8')) as Record<string, string>;
}

/**
 * The page the service worker answers a navigation with when the network is down: standalone (its
 * style inline, no script: the Content-Security-Policy allows inline styles only), in the visitor's
 * language, with the app's mark and a link that tries the same address again.
 */
export function offlinePage(locale: Locale, messages: Record<string, string>): string {
  const text = (key: string) => {
    const value = messages[key];
    if (!value) throw new Error(`The offline page needs the message ${key} in ${locale}`);
    return escape(value);
  };
  const lang = { fr: 'fr-FR', de: 'de-DE', nl: 'nl-NL', es: 'es-ES' }[locale];
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#ffd23f" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${text('pwa.offline.title')} – ${text('app.name')}</title>
    <style>
      html { background: #fffdf8; color: #1f2340; font-family: 'Avenir Next', 'Nunito', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif; line-height: 1.55; }
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box; }
      main { max-width: 30rem; text-align: center; }
      .mark { width: 5rem; height: 5rem; }
      h1 { font-family: Georgia, 'Iowan Old Style', 'Times New Roman', serif; font-size: clamp(1.75rem, 1.3rem + 2vw, 2.5rem); margin: 1rem 0 0.5rem; }
      p { margin: 0 0 1.5rem; color: #4a4f6a; }
      a { display: inline-block; min-height: 44px; padding: 0.625rem 1.5rem; box-sizing: border-box; border-radius: 999px; background: #1f2340; color: #ffffff; font-weight: 700; text-decoration: none; }
      a:focus-visible { outline: 3px solid #2f5bd3; outline-offset: 3px; }
    </style>
  </head>
  <body>
    <main>
      <svg class="mark" role="img" aria-label="${text('app.name')}" ${iconSvg('any').slice('<svg '.length)}
      <h1>${text('pwa.offline.title')}</h1>
      <p>${text('pwa.offline.text')}</p>
      <a href="">${text('pwa.offline.retry')}</a>
    </main>
  </body>
</html>
`;
}
