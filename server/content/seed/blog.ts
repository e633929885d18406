import type { LocaleCode, Schemas } from '../../http/types';
import type { SeedPostText } from './blog-types';
import { BLOG_POSTS_DE } from './blog.de';
import { BLOG_POSTS_ES } from './blog.es';
import { BLOG_POSTS_FR } from './blog.fr';
import { BLOG_POSTS_NL } from './blog.nl';

/**
 * The blog as the website starts with it: three categories and twelve articles by the editorial
 * team, in the four languages. A body is written with `## ` before a heading and a blank line
 * between paragraphs; the seed stores it as blocks of plain text.
 */
export type BlogCategoryKey = 'style' | 'growing' | 'conscious';


export interface SeedPost {
  category: BlogCategoryKey;
  cover: Schemas['BlogCover'];
  author: string;
  /** Days before the seeding day it was published. */
  daysAgo: number;
}

export const BLOG_CATEGORIES: Record<BlogCategoryKey, Record<LocaleCode, { slug: string; name: string; description: string }>> = {
  style: {
    fr: { slug: 'conseils-style', name: 'Conseils de style', description: 'Des idées de tenues pour tous les jours, de la rentrée aux jours de pluie.' },
    de: { slug: 'stiltipps', name: 'Stiltipps', description: 'Outfit-Ideen für jeden Tag, vom Schulstart bis zum Regenwetter.' },
    nl: { slug: 'stijltips', name: 'Stijltips', description: 'Ideeën voor outfits van elke dag, van het nieuwe schooljaar tot regenweer.' },
    es: { slug: 'consejos-de-estilo', name: 'Consejos de estilo', description: 'Ideas de looks para el día a día, de la vuelta al cole a los días de lluvia.' },
  },
  growing: {
    fr: { slug: 'ils-grandissent', name: 'Ils grandissent', description: 'Tailles, saisons, premières fois : habiller un enfant qui change vite.' },
    de: { slug: 'gross-werden', name: 'Groß werden', description: 'Größen, Jahreszeiten, erste Male: Kinder anziehen, die schnell wachsen.' },
    nl: { slug: 'opgroeien', name: 'Opgroeien', description: 'Maten, seizoenen, eerste keren: een kind aankleden dat snel verandert.' },
    es: { slug: 'crecer', name: 'Crecer', description: 'Tallas, estaciones y primeras veces: vestir a un niño que cambia deprisa.' },
  },
  conscious: {
    fr: { slug: 'garde-robe-responsable', name: 'Garde-robe responsable', description: 'Acheter moins, garder longtemps, réparer et transmettre.' },
    de: { slug: 'bewusster-kleiderschrank', name: 'Bewusster Kleiderschrank', description: 'Weniger kaufen, länger tragen, flicken und weitergeben.' },
    nl: { slug: 'bewuste-garderobe', name: 'Bewuste garderobe', description: 'Minder kopen, langer dragen, herstellen en doorgeven.' },
    es: { slug: 'armario-consciente', name: 'Armario consciente', description: 'Comprar menos, conservar más, arreglar y pasar la ropa.' },
  },
};

/** The twelve posts, newest first; their texts in each locale come in the same order. */
export const BLOG_POSTS: SeedPost[] = [
  { category: 'style', cover: 'rainy-day', author: 'Claire Moreau', daysAgo: 2 },
  { category: 'growing', cover: 'winter-baby', author: 'Sofia Keller', daysAgo: 6 },
  { category: 'conscious', cover: 'mending', author: 'Lotte Jansen', daysAgo: 11 },
  { category: 'style', cover: 'autumn-layers', author: 'Claire Moreau', daysAgo: 17 },
  { category: 'growing', cover: 'growth-chart', author: 'Marta Ruiz', daysAgo: 23 },
  { category: 'conscious', cover: 'capsule', author: 'Sofia Keller', daysAgo: 30 },
  { category: 'style', cover: 'school-bag', author: 'Marta Ruiz', daysAgo: 38 },
  { category: 'growing', cover: 'dress-myself', author: 'Lotte Jansen', daysAgo: 46 },
  { category: 'conscious', cover: 'hand-me-down', author: 'Claire Moreau', daysAgo: 55 },
  { category: 'style', cover: 'matching', author: 'Sofia Keller', daysAgo: 64 },
  { category: 'growing', cover: 'summer-baby', author: 'Marta Ruiz', daysAgo: 75 },
  { category: 'conscious', cover: 'laundry', author: 'Lotte Jansen', daysAgo: 86 },
];

export const BLOG_POST_TEXTS: Record<LocaleCode, SeedPostText[]> = { fr: BLOG_POSTS_FR, de: BLOG_POSTS_DE, nl: BLOG_POSTS_NL, es: BLOG_POSTS_ES };

/** A body as blocks: `## ` starts a heading, a blank line ends a paragraph. */
export function blocksOf(body: string): Array<{ type: 'heading' | 'paragraph'; text: string }> {
  return body
    .trim()
    .split(/\n\s*\n/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((part) => (part.startsWith('## ') ? { type: 'heading' as const, text: part.slice(3) } : { type: 'paragraph' as const, text: part }));
}
