import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { lookProducts, lookRatings, looks, products } from '../db/schema';
import { clientOf } from '../http/auth';
import { ProblemError, validationProblem, type FieldError } from '../http/problem';
import { requestLocale, type Handlers, type Schemas } from '../http/types';
import { todayInFrance } from '../lib/birthdate';
import { ownProfile } from '../profiles';
import { fittingProducts, held, highestScoreFirst, KID_SIZES, landingFit, profileFit, WOMAN_BOTTOM_SIZES, WOMAN_TOP_SIZES, type Fit } from './matching';
import { productView, productViews } from './view';

/** Suggestions per page. */
export const SUGGESTIONS_PAGE_SIZE = 24;
/** Looks offered to rate at a time. */
export const LOOKS_TO_RATE = 10;

/** A 400 about one parameter of the path or the query. */
function parameterProblem(field: string, part: FieldError['in'], detail: string): ProblemError {
  return validationProblem([{ field, pointer: `/${field}`, in: part, detail }], detail);
}

const notFound = (detail: string) => new ProblemError(404, 'NOT_FOUND', 'Not found', detail);

/** The sizes a visitor may choose from, per gender: kids wear age bands. */
const LANDING_SIZES: Record<'BOY' | 'GIRL' | 'WOMAN', { top_size: readonly string[]; bottom_size: readonly string[] }> = {
  BOY: { top_size: KID_SIZES, bottom_size: KID_SIZES },
  GIRL: { top_size: KID_SIZES, bottom_size: KID_SIZES },
  WOMAN: { top_size: WOMAN_TOP_SIZES, bottom_size: WOMAN_BOTTOM_SIZES },
};

export function suggestionHandlers({ db }: { db: Database }): Handlers {
  async function suggestionPage(
    request: FastifyRequest,
    fit: Fit,
    query: { page?: number; categories?: string[]; sku_query?: string },
  ): Promise<Schemas['SuggestionList']> {
    const page = query.page ?? 1;
    const locale = requestLocale(request);
    const { total, rows } = await fittingProducts(db, fit, {
      families: query.categories,
      query: query.sku_query,
      locale,
      page,
      pageSize: SUGGESTIONS_PAGE_SIZE,
    });
    return { page, page_size: SUGGESTIONS_PAGE_SIZE, pages: Math.ceil(total / SUGGESTIONS_PAGE_SIZE), total, products: await productViews(db, rows, locale) };
  }

  return {
    async getProduct(request) {
      const { productId } = request.params;
      if (productId === 0) throw parameterProblem('productId', 'path', 'A product_id must be specified');
      const [row] = await db.select().from(products).where(eq(products.id, productId));
      if (!row) throw notFound('No such product');
      const view = await productView(db, row, requestLocale(request));
      // The shop sells only what it can show and send.
      if (request.query.for_shop && !(row.imageCount > 0 && view.is_available)) throw notFound('The shop does not sell this product');
      return view;
    },

    async listKidSuggestions(request) {
      const profile = await ownProfile(db, clientOf(request).clientId, request.params.id);
      return suggestionPage(request, profileFit(profile, todayInFrance()), request.query);
    },

    async listLandingSuggestions(request) {
      const { gender, top_size: top, bottom_size: bottom } = request.query;
      if (!gender || !top || !bottom) throw parameterProblem(!gender ? 'gender' : !top ? 'top_size' : 'bottom_size', 'query', 'gender and size must be defined');
      for (const [field, size] of [['top_size', top], ['bottom_size', bottom]] as const) {
        if (!LANDING_SIZES[gender][field].includes(size)) throw parameterProblem(field, 'query', `${field} is not a size for ${gender}`);
      }
      return suggestionPage(request, landingFit(gender, top, bottom), request.query);
    },

    async listLookSuggestions(request) {
      const profile = await ownProfile(db, clientOf(request).clientId, request.params.id);
      const { genders, styles } = profileFit(profile, todayInFrance());
      const rated = db
        .select({ lookId: lookRatings.lookId })
        .from(lookRatings)
        .where(and(eq(lookRatings.lookId, looks.id), eq(lookRatings.profileId, profile.id)));
      const lookRows = await db
        .select()
        .from(looks)
        .where(and(inArray(looks.gender, genders), notExists(rated)))
        .orderBy(...highestScoreFirst(held(looks.styles, styles)), asc(looks.id))
        .limit(LOOKS_TO_RATE);
      if (!lookRows.length) return [];
      const items = await db
        .select({ lookId: lookProducts.lookId, product: products })
        .from(lookProducts)
        .innerJoin(products, eq(products.id, lookProducts.productId))
        .where(inArray(lookProducts.lookId, lookRows.map((look) => look.id)))
        .orderBy(asc(lookProducts.position));
      const locale = requestLocale(request);
      const views = await productViews(db, items.map((item) => item.product), locale);
      return lookRows.map((look) => ({
        id: look.id,
        name: look.names[locale],
        gender: look.gender as Schemas['ProductGender'],
        products: views.filter((_, i) => items[i]!.lookId === look.id),
      }));
    },

    async rateLook(request) {
      const profile = await ownProfile(db, clientOf(request).clientId, request.params.id);
      const { look_id: lookId, like } = request.body;
      if (!(await db.$count(looks, eq(looks.id, lookId)))) throw notFound('No such look');
      await db
        .insert(lookRatings)
        .values({ profileId: profile.id, lookId, like })
        .onConflictDoUpdate({ target: [lookRatings.profileId, lookRatings.lookId], set: { like, createdAt: new Date() } });
      return { look_id: lookId, like };
    },
  };
}
