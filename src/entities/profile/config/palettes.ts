import type { ProfileColor, ProfileGender } from '../model/types';

/** The keys of the colour palettes: the gender in lowercase. */
export type PaletteKey = 'boy' | 'girl' | 'woman';

/**
 * Three palettes per gender, the same as the server's (server/lib/palettes.ts): dark text on a
 * pale background, reading at WCAG AA (4.5:1) at least. The n-th profile of a gender in an
 * account gets palette n mod 3.
 */
export const PROFILE_PALETTES: Record<PaletteKey, readonly [ProfileColor, ProfileColor, ProfileColor]> = {
  boy: [
    { background: '#DCEBF7', textColor: '#1B3A57' },
    { background: '#D7F0E6', textColor: '#1E4D3B' },
    { background: '#E6E3F6', textColor: '#35306B' },
  ],
  girl: [
    { background: '#FBE3E8', textColor: '#6B2437' },
    { background: '#FFF0D6', textColor: '#6A4210' },
    { background: '#EBDDF3', textColor: '#4F2763' },
  ],
  woman: [
    { background: '#F6DDD8', textColor: '#5E2A22' },
    { background: '#E9E0D4', textColor: '#4A3A28' },
    { background: '#DDE7E4', textColor: '#2C4640' },
  ],
};

/** The palette of a profile of `gender` at `index` among that gender's palettes (any integer, taken modulo 3). */
export function profileColor(gender: ProfileGender, index: number): ProfileColor {
  const palettes = PROFILE_PALETTES[gender.toLowerCase() as PaletteKey];
  return palettes[((index % palettes.length) + palettes.length) % palettes.length]!;
}
