import { appLink } from '../lib/links';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fittingProducts, fittingVariant, fitsGender, profileFit, type Fit, type ProductRow } from '../catalogue';
import type { Database } from '../db/client';
import { clients, lookProducts, lookRatings, looks, products, productVariants, profiles, requests, type PreviewLookRow } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { PREVIEW_ITEMS_PER_LOOK, PREVIEW_LOOKS, PREVIEW_REVIEW_HOURS, REQUEST_STATUS } from '../lib/trunk-lifecycle';
import type { MailPort } from '../mail/port';
import { previewMail } from '../mail/templates';
import { signPreviewToken } from './preview-token';
import { ratedFit } from './rating-fit';

export type RequestRow = typeof requests.$inferSelect;

export const notEnoughStock = () => new ProblemError(409, 'NOT_ENOUGH_STOCK', 'Not enough stock', 'Too few pieces are in stock in the profile’s sizes');
export const requestNotFound = () => new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such trunk request');

/** Takes one unit of a size off the shelf; false when none is left (another trunk took the last). */
export async function takeUnit(tx: Database, variantId: number): Promise<boolean> {
  const taken = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} - 1` })
    .where(and(eq(productVariants.id, variantId), gt(productVariants.stock, 0)))
    .returning({ id: productVariants.id });
  return taken.length > 0;
}

/** Puts a unit a preview held back on the shelf. */
export async function giveBackUnit(tx: Database, variantId: number): Promise<void> {
  await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + 1` })
    .where(eq(productVariants.id, variantId));
}

/** The order of a look's pieces: what is worn on top, then below, then over and around. */
const FAMILY_ORDER = ['TOPS', 'DRESSES', 'BOTTOMS', 'KNITWEAR', 'OTHER', 'ACCESSORIES'];
const MAIN = ['TOPS', 'DRESSES'];
const EXTRAS = ['KNITWEAR', 'OTHER', 'ACCESSORIES'];

/**
 * Whether a piece of `family` may join a look holding `families`: a top or a dress, a bottom
 * unless it is a dress, knits and accessories for the rest, never two of a family but accessories, and room left
 * for what the look still lacks. Without `dresses` (boys), a look needs a top and a bottom.
 */
export function joinsLook(families: string[], family: string, dresses: boolean): boolean {
  if ((families.includes(family) && family !== 'ACCESSORIES') || families.length >= PREVIEW_ITEMS_PER_LOOK || (family === 'DRESSES' && !dresses)) return false;
  const next = [...families, family];
  const top = next.includes('TOPS');
  const dress = next.includes('DRESSES');
  const bottom = next.includes('BOTTOMS');
  if ((top && dress) || (dress && bottom)) return false;
  const lacking = (top || dress ? 0 : 1) + ((top || !dresses) && !bottom ? 1 : 0);
  return lacking <= PREVIEW_ITEMS_PER_LOOK - next.length;
}

/** The families a look should get next: its top or dress, then its bottom, then knits and accessories. */
function nextFamilies(families: string[], dresses: boolean): string[] {
  const hasMain = families.some((f) => MAIN.includes(f));
  const stage = !hasMain ? MAIN : families.includes('TOPS') && !families.includes('BOTTOMS') ? ['BOTTOMS'] : EXTRAS;
  return stage.filter((family) => joinsLook(families, family, dresses));
}

interface Piece {
  productId: number;
  variantId: number;
  family: string;
}
interface Draft {
  lookId: number | null;
  pieces: Piece[];
}

/** Whether the profile would wear the product: its gender, and nothing it dislikes. */
const suits = (fit: Fit, product: Pick<ProductRow, 'gender' | 'traits' | 'color'>) =>
  fitsGender(fit, product.gender) && !product.traits.some((t) => fit.dislikedTraits.includes(t)) && !fit.dislikedColors.includes(product.color);

/** The catalogue looks of the profile's genders it has not disliked, liked and best style match first, with their products in order. */
async function catalogueLooks(tx: Database, profileId: number, fit: Fit) {
  const liked = sql`coalesce(${lookRatings.like}, false)`;
  const styleMatches = fit.styles.map((style) => sql`(${looks.styles} @> ${JSON.stringify([style])}::jsonb)::int`);
  const rows = await tx
    .select({ id: looks.id })
    .from(looks)
    .leftJoin(lookRatings, and(eq(lookRatings.lookId, looks.id), eq(lookRatings.profileId, profileId)))
    .where(and(inArray(looks.gender, fit.genders), or(isNull(lookRatings.like), eq(lookRatings.like, true))))
    .orderBy(desc(liked), ...(styleMatches.length ? [desc(sql.join(styleMatches, sql` + `))] : []), asc(looks.id));
  if (!rows.length) return [];
  const items = await tx
    .select({ lookId: lookProducts.lookId, product: products })
    .from(lookProducts)
    .innerJoin(products, eq(products.id, lookProducts.productId))
    .where(
      inArray(
        lookProducts.lookId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(lookProducts.position));
  return rows.map((look) => ({ id: look.id, products: items.filter((i) => i.lookId === look.id).map((i) => i.product) }));
}

/**
 * The stylist's work on a request in creation: PREVIEW_LOOKS looks of PREVIEW_ITEMS_PER_LOOK
 * pieces in the profile's sizes, from its wishes first (in the wished size while in stock), then
 * the catalogue looks it did not dislike (liked ones first), then the best fitting products.
 * Every piece takes its unit of stock at once, so two compositions never share the last one. A
 * look that cannot be completed gives its units back; no complete look is a 409
 * NOT_ENOUGH_STOCK and writes nothing. The request becomes PREVIEW_READY until its deadline.
 * The profile's sizes follow how its latest rated trunk fitted (rating-fit.ts: a bottom rated too
 * small moves the bottom size one band up).
 */
export function composePreview(db: Database, requestId: number, now: Date): Promise<RequestRow> {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
    if (!request) throw requestNotFound();
    if (request.statusDetailsCode !== REQUEST_STATUS.IN_CREATION) {
      throw new ProblemError(409, 'PREVIEW_EXISTS', 'Preview already composed', 'The preview of this request is composed already');
    }
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, request.profileId));
    // The sizes follow how the profile's latest rated trunk fitted (rating-fit.ts).
    const fit = await ratedFit(tx, profile!.id, profileFit(profile!, todayInFrance(now)));
    const dresses = fit.genders.includes('GIRL') || fit.genders.includes('WOMAN');
    const drafts: Draft[] = Array.from({ length: PREVIEW_LOOKS }, () => ({ lookId: null, pieces: [] }));
    const used = new Set<number>();
    const families = (draft: Draft) => draft.pieces.map((p) => p.family);
    const accepting = (family: string, draft?: Draft) => (draft ? [draft] : drafts).find((d) => joinsLook(families(d), family, dresses));

    /** Puts the product in the look in the first of `variantIds` still in stock, else in its fitting size. */
    async function take(draft: Draft, product: Pick<ProductRow, 'id' | 'family'>, variantIds: number[] = []): Promise<boolean> {
      for (const variantId of variantIds) {
        if (await takeUnit(tx, variantId)) {
          draft.pieces.push({ productId: product.id, variantId, family: product.family });
          used.add(product.id);
          return true;
        }
      }
      const variant = await fittingVariant(tx, fit, product.id);
      return variant !== null && !variantIds.includes(variant.id) && take(draft, product, [variant.id]);
    }

    if (request.wishes.length) {
      const ids = request.wishes.map((w) => w.product_id);
      const [wished, sizes] = await Promise.all([
        tx.select().from(products).where(inArray(products.id, ids)),
        tx.select({ id: productVariants.id }).from(productVariants).where(inArray(productVariants.productId, ids)),
      ]);
      for (const wish of request.wishes) {
        const product = wished.find((p) => p.id === wish.product_id);
        const draft = product && fitsGender(fit, product.gender) && !used.has(product.id) ? accepting(product.family) : undefined;
        const own = wish.variant_id !== null && sizes.some((s) => s.id === wish.variant_id) ? [wish.variant_id] : [];
        if (draft) await take(draft, product!, own);
      }
    }

    for (const look of await catalogueLooks(tx, profile!.id, fit)) {
      const draft = drafts.find((d) => d.lookId === null && d.pieces.length < PREVIEW_ITEMS_PER_LOOK);
      if (!draft) break;
      let taken = 0;
      for (const product of look.products) {
        if (!used.has(product.id) && suits(fit, product) && accepting(product.family, draft) && (await take(draft, product))) taken++;
      }
      // A look the stylist followed keeps its name: most of its pieces are in it.
      if (taken >= 2) draft.lookId = look.id;
    }

    const candidates = (wanted: string[], pageSize: number) => fittingProducts(tx, fit, { families: wanted, excludeProductIds: [...used], page: 1, pageSize });
    for (const draft of drafts) {
      while (draft.pieces.length < PREVIEW_ITEMS_PER_LOOK) {
        let wanted = nextFamilies(families(draft), dresses);
        // A top only when a bottom is left to wear with it; else a dress.
        if (wanted.includes('TOPS') && !families(draft).includes('BOTTOMS') && !(await candidates(['BOTTOMS'], 1)).total) wanted = wanted.filter((f) => f !== 'TOPS');
        if (!wanted.length) break;
        const { rows } = await candidates(wanted, 10);
        let added = false;
        for (const row of rows) if ((added = await take(draft, row))) break;
        if (!added) break;
      }
    }

    const complete = drafts.filter((d) => d.pieces.length === PREVIEW_ITEMS_PER_LOOK);
    if (!complete.length) throw notEnoughStock();
    for (const piece of drafts.filter((d) => !complete.includes(d)).flatMap((d) => d.pieces)) await giveBackUnit(tx, piece.variantId);
    const previewLooks: PreviewLookRow[] = complete.map((draft) => ({
      look_id: draft.lookId,
      items: [...draft.pieces]
        .sort((a, b) => FAMILY_ORDER.indexOf(a.family) - FAMILY_ORDER.indexOf(b.family))
        .map((p) => ({ product_id: p.productId, variant_id: p.variantId, replacement_reason: null, replaced_product_id: null })),
    }));
    const [composed] = await tx
      .update(requests)
      .set({
        statusDetailsCode: REQUEST_STATUS.PREVIEW_READY,
        previewLooks,
        previewComposedAt: now,
        previewDeadline: new Date(now.getTime() + PREVIEW_REVIEW_HOURS * 3_600_000),
      })
      .where(eq(requests.id, request.id))
      .returning();
    return composed!;
  });
}

/** What the preview mail needs besides the database. */
export interface PreviewMailer {
  mail: MailPort;
  /** Public address of the app (config.appUrl). */
  appUrl: string;
  previewTokenKey: Uint8Array;
}

/** Mails the client a composed preview: its link, its deadline and the skip link, in the client's language. */
export async function sendPreviewMail(db: Database, mailer: PreviewMailer, request: RequestRow): Promise<void> {
  const [row] = await db
    .select({ profile: profiles, client: clients })
    .from(profiles)
    .innerJoin(clients, eq(clients.id, profiles.clientId))
    .where(eq(profiles.id, request.profileId));
  const { profile, client } = row!;
  const locale = client.locale as LocaleCode;
  const token = await signPreviewToken(mailer.previewTokenKey, request.id, request.previewDeadline!);
  await mailer.mail.send(
    previewMail({
      to: { email: client.email, firstname: client.firstname, locale },
      kid: profile.profileType === 'WOMAN' ? null : profile.firstname,
      previewLink: appLink(mailer.appUrl, locale, `/infos/preview/${profile.id}/${request.id}`),
      skipLink: appLink(mailer.appUrl, locale, `/preview/confirmation${profile.profileType === 'WOMAN' ? '/woman' : ''}?preview_token=${token}`),
      deadline: request.previewDeadline!,
    }),
  );
}

/** Composes the preview, then (once it is committed) mails it; a mail that fails is logged, the preview stays. */
export async function composeAndMail(db: Database, mailer: PreviewMailer, log: Pick<FastifyBaseLogger, 'error'>, requestId: number, now: Date): Promise<RequestRow> {
  const composed = await composePreview(db, requestId, now);
  try {
    await sendPreviewMail(db, mailer, composed);
  } catch (error) {
    log.error({ err: error, requestId }, 'preview mail not sent');
  }
  return composed;
}
