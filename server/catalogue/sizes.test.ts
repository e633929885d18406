import { describe, expect, it } from 'vitest';
import { compareSizes, sortSizes } from './sizes';

describe('compareSizes', () => {
  it.each([
    ['1 mois', '18 mois'],
    ['18 mois', '2 ans'],
    ['2 ans', '14 ans'],
    ['3 mois', '12 mois'],
    ['24 mois', '1 ans'],
    ['One size', 'TU'],
    ['TU', 'XS'],
    ['XXL', '3XL'],
    ['3XL', '4XL'],
    ['4XL', 'S/M'],
    ['3XL', 'S/M'],
    ['M/L', 'L/XL'],
    ['L/XL', '1 mois'],
    ['14 ans', '34'],
    ['34', '50'],
    ['9', '10'],
    ['50', 'XXXL'],
  ])('puts %s before %s', (a, b) => {
    expect(compareSizes(a, b)).toBeLessThan(0);
    expect(compareSizes(b, a)).toBeGreaterThan(0);
  });

  it('gives the same place to a size and itself, and to two unknown sizes', () => {
    expect(compareSizes('6 ans', '6 ans')).toBe(0);
    expect(compareSizes('EU 24', 'Taille 2')).toBe(0);
  });
});

describe('sortSizes', () => {
  it('sorts a kid run, a woman run and a mixed list as the size guide does', () => {
    expect(sortSizes(['2 ans', '12 mois', '14 ans', '1 mois', '18 mois', '4 ans', '10 ans'])).toEqual(['1 mois', '12 mois', '18 mois', '2 ans', '4 ans', '10 ans', '14 ans']);
    expect(sortSizes(['XL', 'S/M', 'S', '4XL', 'XS', 'M/L', '3XL', 'XXL', 'L', 'M', 'TU', 'L/XL', 'One size'])).toEqual([
      'One size', 'TU', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', 'S/M', 'M/L', 'L/XL',
    ]);
    expect(sortSizes(['50', '38', '34', '48', '40'])).toEqual(['34', '38', '40', '48', '50']);
  });

  it('keeps unknown sizes last in their given order, and leaves the list it was given alone', () => {
    const sizes = ['Pointure 30', 'M', 'Grande', '6 ans', 'Petite'];
    expect(sortSizes(sizes)).toEqual(['M', '6 ans', 'Pointure 30', 'Grande', 'Petite']);
    expect(sizes).toEqual(['Pointure 30', 'M', 'Grande', '6 ans', 'Petite']);
  });
});
