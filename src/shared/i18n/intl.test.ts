import { describe, expect, it, vi } from 'vitest';
import { createAppIntl, formatPrice, formatSize } from './intl';
import fr from '../../../server/seed/messages/fr.json';
import de from '../../../server/seed/messages/de.json';
import nl from '../../../server/seed/messages/nl.json';
import es from '../../../server/seed/messages/es.json';

describe('formatPrice', () => {
  it('writes euros as each locale does, whole amounts without cents', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatPrice(createAppIntl('fr', {}), 15).replace(nbsp, ' ')).toBe('15 €');
    expect(formatPrice(createAppIntl('de', {}), 12.5).replace(nbsp, ' ')).toBe('12,50 €');
    expect(formatPrice(createAppIntl('nl', {}), 12.5).replace(nbsp, ' ')).toBe('€ 12,50');
    expect(formatPrice(createAppIntl('es', {}), 1234.5).replace(nbsp, ' ')).toBe('1234,50 €');
  });
  it('uses the language tags of the locales, without a word in the console, and formats messages in them', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createAppIntl('nl', {}).locale).toBe('nl-NL');
    expect(createAppIntl('es', {}).locale).toBe('es-ES');
    const de = createAppIntl('de', { count: '{n, plural, one {# Stück} other {# Stück}} ab {price, number, ::currency/EUR}' });
    expect(de.formatMessage({ id: 'count' }, { n: 1500, price: 12.5 }).replace(/[\u00a0\u202f]/g, ' ')).toBe('1.500 Stück ab 12,50 €');
    expect(de.formatMessage({ id: 'absent' })).toBe('absent');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('formatSize', () => {
  const SIZES = ['1 mois', '12 mois', '18 mois', '2 ans', '14 ans', 'TU', 'One size', 'XS', 'L/XL', '38', '4ans'];
  it.each([
    ['fr', fr, ['1 mois', '12 mois', '18 mois', '2 ans', '14 ans', 'Taille unique', 'Taille unique', 'XS', 'L/XL', '38', '4ans']],
    ['de', de, ['1 Monat', '12 Monate', '18 Monate', '2 Jahre', '14 Jahre', 'Einheitsgröße', 'Einheitsgröße', 'XS', 'L/XL', '38 (FR)', '4ans']],
    ['nl', nl, ['1 maand', '12 maanden', '18 maanden', '2 jaar', '14 jaar', 'One size', 'One size', 'XS', 'L/XL', '38 (FR)', '4ans']],
    ['es', es, ['1 mes', '12 meses', '18 meses', '2 años', '14 años', 'Talla única', 'Talla única', 'XS', 'L/XL', '38', '4ans']],
  ] as const)('names the sizes of the catalogue in %s: ages, one size, French sizes abroad; letters and unknown sizes as they are', (locale, messages, names) => {
    const intl = createAppIntl(locale, messages);
    expect(SIZES.map((size) => formatSize(intl, size))).toEqual(names);
  });
});

describe('dates', () => {
  it('French writes the first of the month as "1er", and the other days and languages as Intl does', () => {
    const first = '2026-12-01T12:00:00Z';
    const long = { dateStyle: 'long', timeZone: 'Europe/Paris' } as const;
    expect(createAppIntl('fr', fr).formatDate(first, long)).toBe('1er décembre 2026');
    expect(createAppIntl('fr', fr).formatDate(first, { dateStyle: 'full', timeZone: 'Europe/Paris' })).toBe('mardi 1er décembre 2026');
    expect(createAppIntl('fr', fr).formatDate('2026-12-11T12:00:00Z', long)).toBe('11 décembre 2026');
    expect(createAppIntl('fr', fr).formatDate('2026-12-21T12:00:00Z', long)).toBe('21 décembre 2026');
    expect(createAppIntl('fr', fr).formatDate(first, { day: 'numeric', month: 'numeric', timeZone: 'Europe/Paris' })).toBe('01/12');
    expect(createAppIntl('de', de).formatDate(first, long)).toBe('1. Dezember 2026');
    expect(createAppIntl('es', es).formatDate(first, long)).toBe('1 de diciembre de 2026');
  });

  it('French messages write the first of the month as "1er" too, where they format a date themselves', () => {
    const intl = createAppIntl('fr', { on: 'Livraison le {date, date, long}.' });
    expect(intl.formatMessage({ id: 'on' }, { date: new Date('2026-12-01T12:00:00Z') })).toBe('Livraison le 1er décembre 2026.');
    expect(intl.formatMessage({ id: 'on' }, { date: new Date('2026-12-11T12:00:00Z') })).toBe('Livraison le 11 décembre 2026.');
    expect(createAppIntl('de', { on: '{date, date, long}' }).formatMessage({ id: 'on' }, { date: new Date('2026-12-01T12:00:00Z') })).toBe('1. Dezember 2026');
  });
});
