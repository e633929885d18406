/** A legal text as the seed writes it: its articles are [anchor, heading, text] (paragraphs split by a blank line). */
export interface LegalText {
  title: string;
  intro: string;
  sections: Array<[anchor: string, heading: string, text: string]>;
}

export type Locale = 'fr' | 'de' | 'nl' | 'es';
