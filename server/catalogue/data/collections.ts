import type { Localized } from './words';

export type CollectionSlug = 'birth-gift' | 'new-collection' | 'matchy-matchy' | 'last-chance';

/** The shop's collections, in the order the shop shows them; which products they hold is decided when seeding. */
export const COLLECTIONS: Array<{ slug: CollectionSlug; names: Localized }> = [
  { slug: 'birth-gift', names: { fr: 'Cadeaux de naissance', de: 'Geschenke zur Geburt', nl: 'Kraamcadeaus', es: 'Regalos para recién nacidos' } },
  { slug: 'new-collection', names: { fr: 'Nouvelle collection', de: 'Neue Kollektion', nl: 'Nieuwe collectie', es: 'Nueva colección' } },
  { slug: 'matchy-matchy', names: { fr: 'Matchy Matchy : tenues assorties', de: 'Matchy Matchy: Partnerlooks', nl: 'Matchy Matchy: bij elkaar passende outfits', es: 'Matchy Matchy: conjuntos a juego' } },
  { slug: 'last-chance', names: { fr: 'Dernière chance', de: 'Letzte Chance', nl: 'Laatste kans', es: 'Última oportunidad' } },
];
