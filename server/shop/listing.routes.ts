import { eq } from 'drizzle-orm';
import { imageUrl, productViews } from '../catalogue';
import type { Database } from '../db/client';
import { looks } from '../db/schema';
import { ProblemError, validationProblem, type FieldError } from '../http/problem';
import { requestLocale, type Handlers, type LocaleCode, type Schemas } from '../http/types';
import { ALL_PRODUCTS, ALL_PRODUCTS_NAMES, collectionRows, shopFilters, shopLookProducts, shopProducts, type CollectionRow, type ShopFilter } from './listing';

/** Products per page unless the caller asks for another size. */
export const SHOP_PAGE_SIZE = 24;

const parameterProblem = (field: string, part: FieldError['in'], detail: string) => validationProblem([{ field, pointer: `/${field}`, in: part, detail }], detail);
const notFound = (detail: string) => new ProblemError(404, 'NOT_FOUND', 'Not found', detail);

export function shopHandlers(db: Database): Handlers {
  /** The collection as the contract gives it, counted and pictured with what the shop sells of it (under `filter`). */
  async function collectionView(slug: string, name: string, isShop: boolean, filter: ShopFilter): Promise<Schemas['ShopCollection']> {
    const { total, rows } = await shopProducts(db, slug, filter, { page: 1, pageSize: 1 });
    return { slug, name, is_shop: isShop, product_count: total, cover_image: rows[0] ? imageUrl(rows[0].id, 1) : null };
  }

  /** The collection of `slug` (the whole shop for `all-products`); an unknown slug is a 404. */
  async function collectionOf(slug: string, locale: LocaleCode): Promise<Pick<CollectionRow, 'slug' | 'isShop'> & { name: string }> {
    if (slug === ALL_PRODUCTS) return { slug, isShop: true, name: ALL_PRODUCTS_NAMES[locale] };
    const [row] = await collectionRows(db, { slug });
    if (!row) throw notFound(`No collection ${slug}`);
    return { slug, isShop: row.isShop, name: row.names[locale] };
  }

  async function page(slug: string, filter: ShopFilter, query: { page?: number; page_size?: number }) {
    const paging = { page: query.page ?? 1, pageSize: query.page_size ?? SHOP_PAGE_SIZE };
    const { total, rows } = await shopProducts(db, slug, filter, paging);
    const products = await productViews(db, rows, filter.locale ?? 'fr', filter.size ? { lookSize: filter.size } : {});
    return { products, page: paging.page, pages: Math.ceil(total / paging.pageSize), total, page_size: paging.pageSize };
  }

  return {
    async searchShopProducts(request) {
      const search = request.query.search ?? '';
      return { search, ...(await page(ALL_PRODUCTS, { search, locale: requestLocale(request) }, request.query)) };
    },

    async listShopCollections(request) {
      const { is_shop: isShop = true, is_suggestion: isSuggestion, gender, locale = requestLocale(request) } = request.query;
      if (!isShop && !isSuggestion) throw parameterProblem('is_suggestion', 'query', 'is_shop=false asks for is_suggestion=true');
      const rows = await collectionRows(db, { isShop });
      const filter = { genders: gender ? [gender] : [] };
      const views = await Promise.all(rows.map((row) => collectionView(row.slug, row.names[locale], row.isShop, filter)));
      // A collection with nothing to sell now is not shown.
      return views.filter((view) => view.product_count > 0);
    },

    async getShopCollection(request) {
      const { slug } = request.params;
      if (!slug) throw parameterProblem('slug', 'path', 'You must define a slug');
      const collection = await collectionOf(slug, requestLocale(request));
      return collectionView(collection.slug, collection.name, collection.isShop, {});
    },

    async listShopCollectionProducts(request) {
      const { slug } = request.params;
      if (!slug) throw parameterProblem('slug', 'path', 'A collection slug must be defined');
      const locale = requestLocale(request);
      await collectionOf(slug, locale);
      const { gender, size, family } = request.query;
      const [result, filters] = await Promise.all([page(slug, { genders: gender, size, families: family, locale }, request.query), shopFilters(db, slug)]);
      return { ...result, filters };
    },

    async getShopLook(request) {
      const { lookId } = request.params;
      if (lookId === 0) throw parameterProblem('lookId', 'path', 'lookId must be defined');
      const [look] = await db.select().from(looks).where(eq(looks.id, lookId));
      if (!look) throw notFound('No such look');
      const locale = requestLocale(request);
      return {
        id: look.id,
        name: look.names[locale],
        gender: look.gender as Schemas['ProductGender'],
        products: await productViews(db, await shopLookProducts(db, look.id), locale),
      };
    },
  };
}
