import { and, eq, inArray } from 'drizzle-orm';
import { productViews } from '../catalogue';
import type { Database } from '../db/client';
import { products, productVariants, profiles, requests, trunkPieceRatings, trunkPieces as trunkPieceRows, trunkRatings, type PreviewLookRow } from '../db/schema';
import { parameterProblem, ProblemError, validationProblem } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';
import { REQUEST_STATUS } from '../lib/trunk-lifecycle';

// The client's rating of a trunk that reached them (seed 000 section 2, /infos/rating/{orderId}):
// per piece how it fitted and how many stars it deserves, and a word for the stylist. The fit
// feeds the profile's next composition (rating-fit.ts).

type TrunkRating = Schemas['TrunkRating'];
type RatingInput = Schemas['TrunkRatingInput'];
type RequestRow = typeof requests.$inferSelect;

/**
 * The stages of a trunk that reached the client: it may be rated from then on (the request's
 * GIVE_FEEDBACK action, server/lib/trunk-lifecycle.ts). A SHIPPED trunk is still on its way.
 */
export const RATABLE_STATUSES: readonly string[] = [REQUEST_STATUS.DELIVERED, REQUEST_STATUS.KEPT_PAID, REQUEST_STATUS.RETURN_PENDING, REQUEST_STATUS.RETURNED];

const trunkNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such trunk');
const notDelivered = () => new ProblemError(409, 'TRUNK_NOT_DELIVERED', 'Trunk not delivered', 'This trunk has not left for you yet: it can be rated once it reaches you');

/** A 400 naming `pieces[i].position`. */
const positionProblem = (i: number, detail: string) =>
  validationProblem([{ field: `pieces[${i}].position`, pointer: `/pieces/${i}/position`, in: 'body', detail: `pieces[${i}].position: ${detail}` }]);

/** A piece of a trunk: its place in the preview's looks (from 0) and what it is. */
export interface TrunkPiece {
  position: number;
  productId: number;
  variantId: number;
}

/** The pieces of a trunk in the preview's order: look 0 item 0, look 0 item 1, … numbered from 0. */
export function trunkPieces(looks: PreviewLookRow[] | null): TrunkPiece[] {
  return (looks ?? []).flatMap((look) => look.items).map((item, position) => ({ position, productId: item.product_id, variantId: item.variant_id }));
}

/** The client's trunk that may be rated, with its profile: another client's is not found, one not shipped yet a 409. */
async function ratableTrunk(db: Database, clientId: number, requestId: number) {
  const [row] = await db
    .select({ request: requests, profile: profiles })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(and(eq(requests.id, requestId), eq(profiles.clientId, clientId)));
  if (!row) throw trunkNotFound();
  if (!RATABLE_STATUSES.includes(row.request.statusDetailsCode)) throw notDelivered();
  return row;
}

/** Whether a piece of the trunk at home was kept (its checkout paid), sent back, or not decided yet (null). */
function keptOf(status: string | undefined): boolean | null {
  if (status === 'KEPT_PAID') return true;
  if (status === 'RETURN_PENDING' || status === 'RETURNED') return false;
  return null;
}

/** The rating as the contract gives it, products in `locale`. */
async function ratingView(db: Database, request: RequestRow, profile: { firstname: string; profileType: string }, locale: LocaleCode): Promise<TrunkRating> {
  const pieces = trunkPieces(request.previewLooks);
  const productIds = [...new Set(pieces.map((p) => p.productId))];
  const variantIds = pieces.map((p) => p.variantId);
  const [productRows, variants, [rating], pieceRatings, atHome] = await Promise.all([
    productIds.length ? db.select().from(products).where(inArray(products.id, productIds)) : [],
    variantIds.length ? db.select({ id: productVariants.id, size: productVariants.size }).from(productVariants).where(inArray(productVariants.id, variantIds)) : [],
    db.select().from(trunkRatings).where(eq(trunkRatings.requestId, request.id)),
    db.select().from(trunkPieceRatings).where(eq(trunkPieceRatings.requestId, request.id)),
    db.select({ position: trunkPieceRows.position, status: trunkPieceRows.status }).from(trunkPieceRows).where(eq(trunkPieceRows.requestId, request.id)),
  ]);
  const views = await productViews(db, productRows, locale);
  return {
    request_id: request.id,
    profile_id: request.profileId,
    profile_firstname: profile.firstname,
    profile_type: profile.profileType as Schemas['ProfileType'],
    pieces: pieces.map((piece) => {
      const rated = pieceRatings.find((r) => r.position === piece.position);
      return {
        position: piece.position,
        product: views.find((p) => p.id === piece.productId)!,
        size: variants.find((v) => v.id === piece.variantId)?.size ?? '',
        // Kept once paid for; returned once sent back; null while it is still being tried at home.
        kept: keptOf(atHome.find((p) => p.position === piece.position)?.status),
        fit: (rated?.fit ?? null) as Schemas['PieceFit'] | null,
        stars: rated?.stars ?? null,
      };
    }),
    stylist_note: rating?.stylistNote ?? null,
    rated_at: rating?.ratedAt.toISOString() ?? null,
  };
}

/** The rating of a trunk of the client (empty before they rated it). */
export async function trunkRating(db: Database, clientId: number, requestId: number, locale: LocaleCode): Promise<TrunkRating> {
  const { request, profile } = await ratableTrunk(db, clientId, requestId);
  return ratingView(db, request, profile, locale);
}

/**
 * Replaces the rating of a trunk of the client: each piece named once by its position, a fit or
 * stars or both; the word trimmed (blank: none). Saying nothing at all is a 400 naming `pieces`.
 */
export async function rateTrunk(db: Database, clientId: number, requestId: number, input: RatingInput, locale: LocaleCode, now = new Date()): Promise<TrunkRating> {
  const { request, profile } = await ratableTrunk(db, clientId, requestId);
  const count = trunkPieces(request.previewLooks).length;
  const seen = new Set<number>();
  input.pieces.forEach((piece, i) => {
    if (piece.position >= count) throw positionProblem(i, count ? `position must be below ${count}: the trunk holds ${count} pieces` : 'this trunk holds no pieces');
    if (seen.has(piece.position)) throw positionProblem(i, `position ${piece.position} is rated twice`);
    seen.add(piece.position);
  });
  const rated = input.pieces.filter((piece) => piece.fit !== undefined || piece.stars !== undefined);
  const note = input.stylist_note?.trim() || null;
  if (!rated.length && !note) throw parameterProblem('pieces', 'body', 'Rate a piece or leave a word for the stylist');
  await db.transaction(async (tx) => {
    // The rating's row is written (and so locked) first: of two saves at once, the later one
    // waits and wins whole, never a mix of both.
    await tx
      .insert(trunkRatings)
      .values({ requestId: request.id, stylistNote: note, ratedAt: now })
      .onConflictDoUpdate({ target: trunkRatings.requestId, set: { stylistNote: note, ratedAt: now } });
    await tx.delete(trunkPieceRatings).where(eq(trunkPieceRatings.requestId, request.id));
    if (rated.length) {
      await tx.insert(trunkPieceRatings).values(rated.map((piece) => ({ requestId: request.id, position: piece.position, fit: piece.fit ?? null, stars: piece.stars ?? null })));
    }
  });
  return ratingView(db, request, profile, locale);
}
