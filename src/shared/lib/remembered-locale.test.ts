import { describe, expect, it } from 'vitest';
import { rememberedLocaleAddress } from './remembered-locale';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('the remembered locale', () => {
  it('sends a returning visitor from / to the home of their locale, the query kept', () => {
    expect(rememberedLocaleAddress('/', '', 'de', BROWSER)).toBe('/de');
    expect(rememberedLocaleAddress('/', '', 'nl', BROWSER)).toBe('/nl');
    expect(rememberedLocaleAddress('/', 'utm_source=mail&kid_code=HELLO10', 'es', BROWSER)).toBe('/es?utm_source=mail&kid_code=HELLO10');
  });

  it('keeps French for a French choice, no choice, or a cookie that names no locale', () => {
    expect(rememberedLocaleAddress('/', '', 'fr', BROWSER)).toBeNull();
    expect(rememberedLocaleAddress('/', '', null, BROWSER)).toBeNull();
    expect(rememberedLocaleAddress('/', '', 'it', BROWSER)).toBeNull();
    expect(rememberedLocaleAddress('/', '', '/evil', BROWSER)).toBeNull();
  });

  it('keeps the page asked for with ?lang, on any other page, and for crawlers', () => {
    expect(rememberedLocaleAddress('/', 'lang=fr', 'de', BROWSER)).toBeNull();
    expect(rememberedLocaleAddress('/shop', '', 'de', BROWSER)).toBeNull();
    expect(rememberedLocaleAddress('/woman', '', 'de', BROWSER)).toBeNull();
    expect(rememberedLocaleAddress('/', '', 'de', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBeNull();
    expect(rememberedLocaleAddress('/', '', 'de', 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse')).toBeNull();
  });
});
