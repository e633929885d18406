import { and, asc, eq, exists, gt, ilike, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  conceptSections,
  conceptSectionTranslations,
  instagramMedia,
  instagramMediaTranslations,
  lookProducts,
  looks,
  productVariants,
  products,
  seedRuns,
  websiteLookProducts,
  websiteLooks,
  websiteLookTranslations,
} from '../db/schema';
import { SEED_CONCEPT } from './seed/concept';
import { SEED_INSTAGRAM } from './seed/instagram';
import { SEED_LOOKS, type LookSource } from './seed/looks';

const LOCALES = ['fr', 'de', 'nl', 'es'] as const;

/**
 * French typography: a no-break space before a colon, semicolon, question or exclamation mark and
 * inside guillemets, so that none of them starts a line on its own.
 */
function typeset<T extends Record<string, string>>(locale: string, texts: T): T {
  if (locale !== 'fr') return texts;
  return Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')])) as T;
}

/** Recorded in `seed_runs` once the website's looks, Instagram media and concept page are seeded. */
export const LOOKS_CONTENT_SEED = 'website-looks';

/** The catalogue products a seeded look is made of, in order; none when the catalogue has not got them. */
async function productsOf(tx: Database, source: LookSource, used: Set<number>): Promise<{ lookId: number | null; productIds: number[] }> {
  if ('catalogueLook' in source) {
    const [look] = await tx.select({ id: looks.id }).from(looks).where(eq(sql`${looks.names}->>'fr'`, source.catalogueLook)).orderBy(asc(looks.id)).limit(1);
    if (!look) return { lookId: null, productIds: [] };
    const items = await tx
      .select({ productId: lookProducts.productId })
      .from(lookProducts)
      .innerJoin(products, eq(products.id, lookProducts.productId))
      .where(and(eq(lookProducts.lookId, look.id), gt(products.imageCount, 0)))
      .orderBy(asc(lookProducts.position));
    return { lookId: look.id, productIds: items.map((i) => i.productId) };
  }
  const productIds: number[] = [];
  for (const pattern of source.babyPieces) {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          ilike(sql`${products.names}->>'fr'`, `${pattern}%`),
          ne(products.gender, 'WOMAN'),
          gt(products.imageCount, 0),
          used.size ? notInArray(products.id, [...used]) : undefined,
          // A baby's piece: some size in months in stock.
          exists(
            tx
              .select({ id: productVariants.id })
              .from(productVariants)
              .where(and(eq(productVariants.productId, products.id), gt(productVariants.stock, 0), sql`${productVariants.size} like '% mois'`)),
          ),
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    if (row) {
      productIds.push(row.id);
      used.add(row.id);
    }
  }
  return { lookId: null, productIds };
}

/**
 * Once per database, after the catalogue: the website's twelve looks (made of catalogue products),
 * the Instagram media of the home and the concept page (the sales status is reference configuration,
 * added when missing, like the banner's). A database that already has looks, media or sections on
 * its website (its record lost) gets nothing on top. Gives whether it applied.
 */
export function seedLooksContent(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await tx.$count(seedRuns, eq(seedRuns.name, LOOKS_CONTENT_SEED))) return false;
    const existing = (await tx.$count(websiteLooks)) + (await tx.$count(instagramMedia)) + (await tx.$count(conceptSections));
    if (existing) return false;
    const claimed = await tx.insert(seedRuns).values({ name: LOOKS_CONTENT_SEED }).onConflictDoNothing().returning();
    if (!claimed.length) return false;

    const used = new Set<number>();
    let position = 0;
    for (const look of SEED_LOOKS) {
      const { lookId, productIds } = await productsOf(tx, look.source, used);
      if (!productIds.length) continue;
      const [row] = await tx.insert(websiteLooks).values({ audience: look.audience, position: position++, lookId }).returning({ id: websiteLooks.id });
      await tx.insert(websiteLookTranslations).values(LOCALES.map((locale) => ({ websiteLookId: row!.id, locale, ...typeset(locale, look.texts[locale]) })));
      await tx.insert(websiteLookProducts).values(productIds.map((productId, i) => ({ websiteLookId: row!.id, productId, position: i })));
    }

    for (const [i, media] of SEED_INSTAGRAM.entries()) {
      const [row] = await tx.insert(instagramMedia).values({ imageUrl: media.image, position: i }).returning({ id: instagramMedia.id });
      await tx.insert(instagramMediaTranslations).values(LOCALES.map((locale) => ({ mediaId: row!.id, locale, ...typeset(locale, media.texts[locale]) })));
    }

    for (const [i, section] of SEED_CONCEPT.entries()) {
      const [row] = await tx.insert(conceptSections).values({ illustration: section.illustration, position: i }).returning({ id: conceptSections.id });
      await tx.insert(conceptSectionTranslations).values(LOCALES.map((locale) => ({ sectionId: row!.id, locale, ...typeset(locale, section.texts[locale]) })));
    }

    return true;
  });
}

