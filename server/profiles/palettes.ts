import type { Schemas } from '../http/types';

/** Three colour palettes per gender (dark text on a pale background, contrast above 7:1). */
export const PALETTES: Record<Schemas['ProfileGender'], Schemas['ProfileColor'][]> = {
  BOY: [
    { background: '#DCEBF7', textColor: '#1B3A57' },
    { background: '#D7F0E6', textColor: '#1E4D3B' },
    { background: '#E6E3F6', textColor: '#35306B' },
  ],
  GIRL: [
    { background: '#FBE3E8', textColor: '#6B2437' },
    { background: '#FFF0D6', textColor: '#6A4210' },
    { background: '#EBDDF3', textColor: '#4F2763' },
  ],
  WOMAN: [
    { background: '#F6DDD8', textColor: '#5E2A22' },
    { background: '#E9E0D4', textColor: '#4A3A28' },
    { background: '#DDE7E4', textColor: '#2C4640' },
  ],
};

/** The palette of a profile: its gender's palette number `index` mod 3. */
export function profileColor(gender: Schemas['ProfileGender'], index: number): Schemas['ProfileColor'] {
  const palettes = PALETTES[gender];
  return palettes[index % palettes.length]!;
}
