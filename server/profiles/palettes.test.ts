import { describe, expect, it } from 'vitest';
import { PALETTES, profileColor } from './palettes';

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('profile colour palettes', () => {
  it('the contrast check knows black on white and a colour on itself', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#2f5bd3', '#2f5bd3')).toBe(1);
  });

  it.each(Object.entries(PALETTES))('%s: three distinct palettes whose text reads at WCAG AA', (_gender, palettes) => {
    expect(palettes).toHaveLength(3);
    expect(new Set(palettes.map((palette) => palette.background)).size).toBe(3);
    for (const { background, textColor } of palettes) {
      expect(background).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(background, textColor), `${textColor} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('chooses by index within the gender, modulo 3', () => {
    expect(profileColor('BOY', 0)).toEqual(PALETTES.BOY[0]);
    expect(profileColor('GIRL', 1)).toEqual(PALETTES.GIRL[1]);
    expect(profileColor('WOMAN', 2)).toEqual(PALETTES.WOMAN[2]);
    expect(profileColor('GIRL', 4)).toEqual(PALETTES.GIRL[1]);
  });
});
