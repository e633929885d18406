import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, blogCategories, cartLines, clients, conceptSections, faqQuestions, faqSections, instagramMedia, looks, orders, paymentMethods, products, productVariants, profiles, requests, returnLabels, sandboxPaymentMethods, subscriptions, testimonials, trunkPieceRatings, websiteLooks } from './db/schema';
import { startTestServer, type TestServer } from './testing/app';
import { newClient } from './testing/clients';
import { fieldsOf, isInteger, operations, resolve, spec, type Schema } from './testing/contract';
import { call, expectInvalid, expectProblem } from './testing/http';

/**
 * Where each integer the contract takes is kept, by the field's name (the same name means the same
 * thing throughout the contract), or why it is kept in no column of its own.
 */
const KEPT_IN: Record<string, PgColumn | { none: string }> = {
  client_id: clients.id,
  id: profiles.id,
  kidId: profiles.id,
  sid: subscriptions.id,
  rid: requests.id,
  productId: products.id,
  replacement_product_id: products.id,
  variantId: productVariants.id,
  variant_id: productVariants.id,
  replacement_variant_id: productVariants.id,
  lookId: looks.id,
  look_id: looks.id,
  orderId: orders.id,
  labelId: returnLabels.id,
  order_id: orders.id,
  addressId: addresses.id,
  address_id: addresses.id,
  billing_address_id: addresses.id,
  shipping_address_id: addresses.id,
  payment_method_id: paymentMethods.id,
  category_id: blogCategories.id,
  quantity: cartLines.quantity,
  frequency: subscriptions.frequency,
  exp_month: sandboxPaymentMethods.expMonth,
  exp_year: sandboxPaymentMethods.expYear,
  shoe_size: { none: 'a quiz answer, inside the JSON of profiles.quiz' },
  look_index: { none: 'a position in the JSON of requests.preview_looks' },
  item_index: { none: 'a position in the JSON of requests.preview_looks' },
  index: { none: "a picture's position, drawn on the fly" },
  months: { none: 'the length of a pause, turned into a date' },
  page: { none: "a listing's page, turned into an offset" },
  page_size: { none: "a listing's page size, a limit" },
  sectionId: faqSections.id,
  section_id: faqSections.id,
  questionId: faqQuestions.id,
  position: faqQuestions.position,
  websiteLookId: websiteLooks.id,
  mediaId: instagramMedia.id,
  conceptSectionId: conceptSections.id,
  product_id: products.id,
  rating: testimonials.rating,
  kid_age_months: testimonials.kidAgeMonths,
  stars: trunkPieceRatings.stars,
  points: { none: 'the points a loyalty offer costs (200 or 600), a debit of ledger_movements.amount' },
};

/** Ids that may be 0 where the specification answers 0 with a 400 of its own ("No request id defined"...). */
const ZERO_HAS_A_MESSAGE = new Set(['rid', 'productId', 'lookId', 'kidId']);

/** The values a format holds; int64 only to Number.MAX_SAFE_INTEGER, as a JavaScript number does. */
const FORMATS: Record<string, { min: number; max: number }> = {
  int32: { min: -(2 ** 31), max: 2 ** 31 - 1 },
  int64: { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
};

/** The format of the values a column holds, by its SQL type. */
function columnFormat(column: PgColumn): { format: string; min: number; max: number } {
  const type = column.getSQLType();
  if (type === 'smallint' || type === 'smallserial') return { format: 'int32', min: -(2 ** 15), max: 2 ** 15 - 1 };
  if (type === 'integer' || type === 'serial') return { format: 'int32', ...FORMATS.int32! };
  if (type === 'bigint' || type === 'bigserial') return { format: 'int64', ...FORMATS.int64! };
  throw new Error(`${getTableName(column.table)}.${column.name} is ${type}, not an integer column`);
}

/** One integer the contract takes: where, and its schema (a field declared in two branches comes twice). */
interface Input {
  at: string;
  name: string;
  schema: Schema;
}

function integerInputs(): Input[] {
  return operations().flatMap(({ operationId, parameters, bodies }) => [
    ...parameters.flatMap((parameter) => {
      const schema = resolve(parameter.schema ?? {});
      const own = isInteger(schema) ? schema : schema.items && isInteger(resolve(schema.items)) ? resolve(schema.items) : null;
      return own ? [{ at: `${operationId} (${parameter.in} ${parameter.name})`, name: parameter.name, schema: own }] : [];
    }),
    ...Object.entries(bodies).flatMap(([media, body]) =>
      fieldsOf(body, isInteger).map(({ path, schema }) => ({ at: `${operationId} (body ${media} ${path.join('.')})`, name: path.at(-1)!, schema })),
    ),
  ]);
}

describe('the integers the contract takes', () => {
  const inputs = integerInputs();

  it('are many: every path, query and header parameter and body field of every operation', () => {
    expect(inputs.length).toBeGreaterThan(80);
  });

  it('each have a minimum, a maximum and a format (int32 or int64)', () => {
    const lacking = inputs.flatMap(({ at, schema }) => [
      ...(schema.minimum === undefined ? [`${at}: no minimum`] : []),
      ...(schema.maximum === undefined ? [`${at}: no maximum`] : []),
      ...(!schema.format || !(schema.format in FORMATS) ? [`${at}: format ${schema.format ?? 'none'}`] : []),
    ]);
    expect(lacking).toEqual([]);
  });

  it('each fit the column that keeps them, or their format where no column does', () => {
    const wrong: string[] = [];
    for (const { at, name, schema } of inputs) {
      const kept = KEPT_IN[name];
      if (!kept) {
        wrong.push(`${at}: say in KEPT_IN which column keeps ${name}`);
        continue;
      }
      const range = 'none' in kept ? { format: schema.format ?? 'int32', ...(FORMATS[schema.format ?? ''] ?? FORMATS.int32!) } : columnFormat(kept);
      const where = 'none' in kept ? kept.none : `${getTableName(kept.table)}.${kept.name}`;
      if (schema.format !== range.format) wrong.push(`${at}: format ${schema.format} for ${where} (${range.format})`);
      if (schema.minimum === undefined || schema.minimum < range.min) wrong.push(`${at}: minimum ${schema.minimum} below ${where} (${range.min})`);
      if (schema.maximum === undefined || schema.maximum > range.max) wrong.push(`${at}: maximum ${schema.maximum} above ${where} (${range.max})`);
    }
    expect(wrong).toEqual([]);
  });

  it('each id of a row is at least 1 (0 where the specification answers it) and at most what its key holds', () => {
    const wrong: string[] = [];
    for (const { at, name, schema } of inputs) {
      const kept = KEPT_IN[name];
      if (!kept || 'none' in kept || !kept.primary) continue;
      const least = ZERO_HAS_A_MESSAGE.has(name) ? [0, 1] : [1];
      if (!least.includes(schema.minimum!)) wrong.push(`${at}: minimum ${schema.minimum}, not ${least.join(' or ')}`);
      if (schema.maximum !== columnFormat(kept).max) wrong.push(`${at}: maximum ${schema.maximum}, not ${columnFormat(kept).max}`);
    }
    expect(wrong).toEqual([]);
  });

  it('name a column of the schema for each entry of the mapping that some field uses', () => {
    // An entry no field uses any more is left over from a field that was renamed or removed.
    const used = new Set(inputs.map((input) => input.name));
    expect(Object.keys(KEPT_IN).filter((name) => !used.has(name))).toEqual([]);
  });

  it('say their format wherever they appear, answers included', () => {
    const unformatted: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      const schema = node as Schema;
      if (isInteger(schema) && !schema.format) unformatted.push(at);
      for (const [key, child] of Object.entries(node)) walk(child, `${at}/${key}`);
    };
    walk(spec, '#');
    expect(unformatted).toEqual([]);
  });
});

describe('an integer beyond what its column holds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A JSON body sent as written, so that 9007199254740993 and 1e308 reach the server as they are. */
  const raw = (json: string) => ({ payload: json, headers: { 'content-type': 'application/json' } });

  it('is a 400 naming client_id when a password is reset, where the largest id goes on to the token check', async () => {
    const reset = (id: string) => call(server, 'POST', '/api/clients/reset-password', raw(`{"client_id":${id},"password":"Abcdefgh1","token":"nope"}`));
    for (const id of ['2147483648', '9007199254740993', '1e308']) {
      expectInvalid(await reset(id), 'client_id', 'client_id must be <= 2147483647');
    }
    expectProblem(await reset('2147483647'), 400, 'INVALID_RESET_TOKEN');
  });

  it('is a 400 naming the field in a path, a query and a body', async () => {
    const client = await newClient(server);
    for (const id of ['2147483648', '9007199254740993', '1e308']) {
      expectInvalid(await call(server, 'GET', `/api/products/${id}`), 'productId', 'productId must be <= 2147483647', 'path');
      expectInvalid(await call(server, 'GET', `/api/clients/me/shipping_fees?shipping_address_id=${id}`, { token: client.token }), 'shipping_address_id', 'shipping_address_id must be <= 2147483647', 'query');
      expectInvalid(await call(server, 'PUT', '/api/clients/me/cart/lines/1', { token: client.token, ...raw(`{"quantity":${id}}`) }), 'quantity', 'quantity must be <= 10');
      expectInvalid(await call(server, 'POST', '/api/shop/cart-quote', raw(`{"lines":[{"variant_id":${id},"quantity":1}]}`)), 'lines.0.variant_id', 'lines.0.variant_id must be <= 2147483647');
    }
    expectProblem(await call(server, 'GET', '/api/products/2147483647'), 404, 'NOT_FOUND');
  });
});
