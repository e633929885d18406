import { and, asc, desc, eq, exists, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { imageUrl, inStock, matchesWords, PRODUCT_FAMILIES, productViews, sortSizes, type ProductRow } from '../catalogue';
import type { Database } from '../db/client';
import { collectionProducts, collections, lookProducts, looks, products, productVariants } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { LocaleCode, Schemas } from '../http/types';

/** Products per page unless the caller asks for another size. */
export const SHOP_PAGE_SIZE = 24;

/** The slug that stands for every product of the shop. */
export const ALL_PRODUCTS = 'all-products';
export const ALL_PRODUCTS_NAMES: Record<LocaleCode, string> = { fr: 'Tous les produits', de: 'Alle Produkte', nl: 'Alle producten', es: 'Todos los productos' };

export type CollectionRow = typeof collections.$inferSelect;

export interface ShopFilter {
  genders?: string[];
  /** Some variant of this size in stock. */
  size?: string;
  families?: string[];
  /** Words of the name (in `locale`), brand or reference. */
  search?: string;
  locale?: LocaleCode;
}

const GENDER_ORDER: readonly Schemas['ProductGender'][] = ['GIRL', 'BOY', 'MIXED', 'WOMAN'];

/** The genders a filter stands for: a single gender other than MIXED or WOMAN brings MIXED too. */
export function withMixed(genders: readonly string[]): string[] {
  const [only] = genders;
  return genders.length === 1 && only !== 'MIXED' && only !== 'WOMAN' ? [only!, 'MIXED'] : [...genders];
}

/** What the shop sells: a product with pictures and some size in stock. */
function soldByShop(db: Database): SQL {
  return and(gt(products.imageCount, 0), inStock(db, null))!;
}

/** The products of the outer query in collection `slug` (every product for `all-products`). */
function inCollection(db: Database, slug: string): SQL | undefined {
  if (slug === ALL_PRODUCTS) return undefined;
  return exists(
    db
      .select({ productId: collectionProducts.productId })
      .from(collectionProducts)
      .where(and(eq(collectionProducts.slug, slug), eq(collectionProducts.productId, products.id))),
  );
}

/** A collection keeps its own order; the whole shop shows new products first. */
function shopOrder(slug: string): SQL[] {
  if (slug === ALL_PRODUCTS) return [desc(products.isRecent), asc(products.id)];
  const position = sql`(select ${collectionProducts.position} from ${collectionProducts} where ${collectionProducts.slug} = ${slug} and ${collectionProducts.productId} = ${products.id})`;
  return [asc(position), asc(products.id)];
}

/** The shop's products of collection `slug` that pass `filter`, in the collection's order, paged. */
export async function shopProducts(
  db: Database,
  slug: string,
  filter: ShopFilter,
  paging: { page: number; pageSize: number },
): Promise<{ total: number; rows: ProductRow[] }> {
  const where = and(
    soldByShop(db),
    inCollection(db, slug),
    filter.genders?.length ? inArray(products.gender, withMixed(filter.genders)) : undefined,
    filter.size ? inStock(db, [filter.size]) : undefined,
    filter.families?.length ? inArray(products.family, filter.families) : undefined,
    filter.search?.trim() ? matchesWords(filter.search, filter.locale) : undefined,
  );
  const [total, rows] = await Promise.all([
    db.$count(products, where),
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...shopOrder(slug))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
  ]);
  return { total, rows };
}

/** What the shop's products of collection `slug` offer to filter on: sizes in stock (size guide order), genders, families. */
export async function shopFilters(db: Database, slug: string): Promise<Schemas['ShopFilters']> {
  const scope = and(soldByShop(db), inCollection(db, slug));
  const [sizes, kinds] = await Promise.all([
    db
      .selectDistinct({ size: productVariants.size })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(scope, gt(productVariants.stock, 0))),
    db.selectDistinct({ gender: products.gender, family: products.family }).from(products).where(scope),
  ]);
  const has = (list: readonly string[], key: 'gender' | 'family') => list.filter((value) => kinds.some((kind) => kind[key] === value));
  return {
    sizes: sortSizes(sizes.map((row) => row.size)),
    genders: has(GENDER_ORDER, 'gender') as Schemas['ProductGender'][],
    families: has(PRODUCT_FAMILIES, 'family') as Schemas['ProductFamily'][],
  };
}

/** The collections, in the shop's order; `slug` keeps to one. */
export function collectionRows(db: Database, where: { isShop?: boolean; slug?: string }): Promise<CollectionRow[]> {
  return db
    .select()
    .from(collections)
    .where(and(where.isShop === undefined ? undefined : eq(collections.isShop, where.isShop), where.slug === undefined ? undefined : eq(collections.slug, where.slug)))
    .orderBy(asc(collections.position), asc(collections.slug));
}

/** The look's products that the shop sells, in the look's order. */
export async function shopLookProducts(db: Database, lookId: number): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products })
    .from(lookProducts)
    .innerJoin(products, eq(products.id, lookProducts.productId))
    .where(and(eq(lookProducts.lookId, lookId), soldByShop(db)))
    .orderBy(asc(lookProducts.position));
  return rows.map((row) => row.product);
}

const notFound = (detail: string) => new ProblemError(404, 'NOT_FOUND', 'Not found', detail);

/** A page asked for: its number and size. */
interface Paging {
  page?: number;
  page_size?: number;
}

/** The collection as the contract gives it, counted and pictured with what the shop sells of it (under `filter`). */
async function collectionView(db: Database, slug: string, name: string, isShop: boolean, filter: ShopFilter): Promise<Schemas['ShopCollection']> {
  const { total, rows } = await shopProducts(db, slug, filter, { page: 1, pageSize: 1 });
  return { slug, name, is_shop: isShop, product_count: total, cover_image: rows[0] ? imageUrl(rows[0].id, 1) : null };
}

/** The collection of `slug` (the whole shop for `all-products`); an unknown slug is a 404. */
async function collectionOf(db: Database, slug: string, locale: LocaleCode): Promise<Pick<CollectionRow, 'slug' | 'isShop'> & { name: string }> {
  if (slug === ALL_PRODUCTS) return { slug, isShop: true, name: ALL_PRODUCTS_NAMES[locale] };
  const [row] = await collectionRows(db, { slug });
  if (!row) throw notFound(`No collection ${slug}`);
  return { slug, isShop: row.isShop, name: row.names[locale] };
}

async function listingPage(db: Database, slug: string, filter: ShopFilter, query: Paging) {
  const paging = { page: query.page ?? 1, pageSize: query.page_size ?? SHOP_PAGE_SIZE };
  const { total, rows } = await shopProducts(db, slug, filter, paging);
  const products = await productViews(db, rows, filter.locale ?? 'fr', filter.size ? { lookSize: filter.size } : {});
  return { products, page: paging.page, pages: Math.ceil(total / paging.pageSize), total, page_size: paging.pageSize };
}

/** A page of what the shop sells whose name (in the locale), brand or reference holds the words. */
export async function searchShop(db: Database, search: string, locale: LocaleCode, paging: Paging) {
  return { search, ...(await listingPage(db, ALL_PRODUCTS, { search, locale }, paging)) };
}

/** The collections (of the shop, or the others), each with what it sells now of a gender; one that sells nothing is not shown. */
export async function shopCollections(db: Database, isShop: boolean, gender: string | undefined, locale: LocaleCode): Promise<Schemas['ShopCollection'][]> {
  const rows = await collectionRows(db, { isShop });
  const filter = { genders: gender ? [gender] : [] };
  const views = await Promise.all(rows.map((row) => collectionView(db, row.slug, row.names[locale], row.isShop, filter)));
  // A collection with nothing to sell now is not shown.
  return views.filter((view) => view.product_count > 0);
}

/** One collection (the whole shop for `all-products`), counted and pictured. */
export async function shopCollection(db: Database, slug: string, locale: LocaleCode): Promise<Schemas['ShopCollection']> {
  const collection = await collectionOf(db, slug, locale);
  return collectionView(db, collection.slug, collection.name, collection.isShop, {});
}

/** A page of a collection's products under the filters asked, with the filters the collection offers. */
export async function collectionListing(db: Database, slug: string, filter: { gender?: string[]; size?: string; family?: string[] }, locale: LocaleCode, paging: Paging) {
  await collectionOf(db, slug, locale);
  const [result, filters] = await Promise.all([listingPage(db, slug, { genders: filter.gender, size: filter.size, families: filter.family, locale }, paging), shopFilters(db, slug)]);
  return { ...result, filters };
}

/** A catalogue look with the products of it the shop sells. */
export async function shopLook(db: Database, lookId: number, locale: LocaleCode) {
  const [look] = await db.select().from(looks).where(eq(looks.id, lookId));
  if (!look) throw notFound('No such look');
  return {
    id: look.id,
    name: look.names[locale],
    gender: look.gender as Schemas['ProductGender'],
    products: await productViews(db, await shopLookProducts(db, look.id), locale),
  };
}
