import { and, desc, eq, exists, inArray, isNotNull } from 'drizzle-orm';
import { KID_SIZES, WOMAN_BOTTOM_SIZES, WOMAN_TOP_SIZES, type Fit } from '../catalogue';
import type { Database } from '../db/client';
import { products, productVariants, requests, trunkPieceRatings, trunkRatings } from '../db/schema';
import { trunkPieces } from './rating';

// The next composition follows how the last trunk fitted (the `composePreview` call's contract):
// per size (the top size, the bottom size) each piece of the profile's latest rated trunk rated for
// fit suggests its own size (RIGHT), one band up (TOO_SMALL) or one band down (TOO_BIG), and the
// largest suggestion wins; it goes below the quiz's (or the age's) size only when a piece said
// TOO_BIG, so that a child who grew since is not held back by an old rating.

type PieceFit = 'TOO_SMALL' | 'RIGHT' | 'TOO_BIG';
type SizeOf = 'top' | 'bottom';

/** Which of the profile's sizes a family is worn in: bottoms in the bottom size, accessories in any, the rest in the top size. */
export function sizeOfFamily(family: string): SizeOf | null {
  if (family === 'ACCESSORIES') return null;
  return family === 'BOTTOMS' ? 'bottom' : 'top';
}

const GUIDES: ReadonlyArray<readonly string[]> = [KID_SIZES, WOMAN_TOP_SIZES, WOMAN_BOTTOM_SIZES];

/** The size a piece of `size` that fitted so suggests: its own, or the next band up or down of its size guide (null: a size of no guide, such as TU). */
export function suggestedSize(size: string, fit: PieceFit): string | null {
  const guide = GUIDES.find((g) => g.includes(size));
  if (!guide) return null;
  const index = guide.indexOf(size) + (fit === 'TOO_SMALL' ? 1 : fit === 'TOO_BIG' ? -1 : 0);
  return guide[Math.min(Math.max(index, 0), guide.length - 1)]!;
}

/** Where a size stands in its guide, for comparing two sizes of one guide (-1: in none). */
const rank = (size: string) => GUIDES.find((g) => g.includes(size))?.indexOf(size) ?? -1;

/**
 * The size one of the profile's sizes takes after the rated pieces worn in it: `own` is the quiz's
 * (or the age's) size, null when it has none. Null when no piece says anything.
 */
export function ratedSize(own: string | null, rated: Array<{ size: string; fit: PieceFit }>): string | null {
  const suggestions = rated.flatMap((piece) => {
    const size = suggestedSize(piece.size, piece.fit);
    return size === null ? [] : [size];
  });
  if (!suggestions.length) return null;
  const largest = suggestions.reduce((a, b) => (rank(b) > rank(a) ? b : a));
  const smaller = own !== null && GUIDES.some((g) => g.includes(own) && g.includes(largest)) && rank(largest) < rank(own);
  return smaller && !rated.some((piece) => piece.fit === 'TOO_BIG') ? own : largest;
}

/** `fit` with its top and bottom sizes replaced where given. */
export function withSizes(fit: Fit, sizes: Record<SizeOf, string | null>): Fit {
  return {
    ...fit,
    sizeFor(family) {
      const of = sizeOfFamily(family);
      const size = of ? sizes[of] : null;
      if (size === null) return fit.sizeFor(family);
      return family === 'OTHER' ? [size, ...(fit.sizeFor(family) ?? []).slice(1)] : [size];
    },
  };
}

/** What suits the profile for its next composition: `fit`, its sizes moved by the profile's latest rated trunk's fit. */
export async function ratedFit(db: Database, profileId: number, fit: Fit): Promise<Fit> {
  const [latest] = await db
    .select({ looks: requests.previewLooks, requestId: requests.id })
    .from(trunkRatings)
    .innerJoin(requests, eq(requests.id, trunkRatings.requestId))
    .where(
      and(
        eq(requests.profileId, profileId),
        exists(
          db
            .select({ position: trunkPieceRatings.position })
            .from(trunkPieceRatings)
            .where(and(eq(trunkPieceRatings.requestId, trunkRatings.requestId), isNotNull(trunkPieceRatings.fit))),
        ),
      ),
    )
    .orderBy(desc(trunkRatings.ratedAt))
    .limit(1);
  if (!latest) return fit;
  const pieces = trunkPieces(latest.looks);
  const verdicts = await db.select().from(trunkPieceRatings).where(and(eq(trunkPieceRatings.requestId, latest.requestId), isNotNull(trunkPieceRatings.fit)));
  const ratedPieces = verdicts.flatMap((v) => {
    const piece = pieces.find((p) => p.position === v.position);
    return piece ? [{ ...piece, fit: v.fit as PieceFit }] : [];
  });
  if (!ratedPieces.length) return fit;
  const [families, sizes] = await Promise.all([
    db.select({ id: products.id, family: products.family }).from(products).where(inArray(products.id, ratedPieces.map((p) => p.productId))),
    db.select({ id: productVariants.id, size: productVariants.size }).from(productVariants).where(inArray(productVariants.id, ratedPieces.map((p) => p.variantId))),
  ]);
  const worn = (of: SizeOf) =>
    ratedPieces.flatMap((piece) => {
      const family = families.find((f) => f.id === piece.productId)?.family;
      const size = sizes.find((s) => s.id === piece.variantId)?.size;
      return family && size && sizeOfFamily(family) === of ? [{ size, fit: piece.fit }] : [];
    });
  return withSizes(fit, {
    top: ratedSize(fit.sizeFor('TOPS')?.[0] ?? null, worn('top')),
    bottom: ratedSize(fit.sizeFor('BOTTOMS')?.[0] ?? null, worn('bottom')),
  });
}
