import { MAX_CART_QUANTITY, type Cart, type CartLine, type LocalCartLineInput } from './types';

type Product = CartLine['product'];

/** A product of the shop for tests: a girl's dress in three sizes, the last sold out. */
export function sampleShopProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 41;
  return {
    id,
    reference: `LC-${id}`,
    brand: 'Little Closet',
    name: 'Robe à smocks',
    clean_name_fr: 'Robe à smocks',
    clean_name_de: 'Smokkleid',
    clean_name_nl: 'Smokjurk',
    clean_name_es: 'Vestido de nido de abeja',
    description: 'Une robe en coton bio, smocks au col.',
    gender: 'GIRL',
    family: 'DRESSES',
    color: 'pink',
    lc_price: 29,
    original_price: null,
    images: [`/api/products/${id}/images/1`],
    variants: [
      { variant_id: id * 10 + 1, size: '3 ans', is_available: true, is_low_stock: false },
      { variant_id: id * 10 + 2, size: '4 ans', is_available: true, is_low_stock: true },
      { variant_id: id * 10 + 3, size: '5 ans', is_available: false, is_low_stock: false },
    ],
    sizes: ['3 ans', '4 ans'],
    label: 'cotonbio',
    is_low_stock: false,
    is_recent: true,
    is_available: true,
    look: null,
    look_variant_ids: [],
    ...overrides,
  };
}

interface Saved {
  variant_id: number;
  quantity: number;
  look_id: number | null;
}

/**
 * For tests: a `fetch` that answers the cart calls as the server does, from a catalogue (the
 * products' variants) and a stock per variant (none given: 5). `saved` is the signed-in client's
 * cart; `sent` lists the calls with their JSON body; a Response in `overrides`, keyed
 * `METHOD /api/path`, answers that call instead (a failure, say).
 */
export function fakeCartApi({ products, stock = {}, saved = [] }: { products: Product[]; stock?: Record<number, number>; saved?: Saved[] }) {
  const sent: { call: string; body: unknown }[] = [];
  const overrides: Record<string, Response> = {};
  const variants = new Map(products.flatMap((product) => product.variants.map((variant) => [variant.variant_id, { product, size: variant.size }] as const)));

  const priced = (lines: readonly Saved[]): Cart => {
    const cartLines: CartLine[] = [];
    for (const { variant_id, quantity, look_id } of lines) {
      const variant = variants.get(variant_id);
      if (!variant) continue;
      const available = stock[variant_id] ?? 5;
      const price = variant.product.lc_price;
      cartLines.push({ product: variant.product, variant_id, size: variant.size, look_id, quantity, unit_price_ttc: price, line_amount_ttc: price * quantity, available_quantity: available, is_available: available >= quantity });
    }
    return {
      lines: cartLines,
      count: cartLines.reduce((sum, line) => sum + line.quantity, 0),
      total_amount_ttc: cartLines.filter((line) => line.is_available).reduce((sum, line) => sum + line.line_amount_ttc, 0),
    };
  };

  const addTo = (lines: Saved[], { variant_id, quantity, look_id }: LocalCartLineInput) => {
    const line = lines.find((existing) => existing.variant_id === variant_id);
    if (line) line.quantity = Math.min(line.quantity + quantity, MAX_CART_QUANTITY);
    else if (variants.has(variant_id)) lines.push({ variant_id, quantity: Math.min(quantity, MAX_CART_QUANTITY), look_id: look_id ?? null });
    return lines;
  };

  const fetch = async (request: Request) => {
    const { pathname } = new URL(request.url);
    const call = `${request.method} ${pathname}`;
    const text = await request.text();
    const body = text ? JSON.parse(text) : undefined;
    sent.push({ call, body });
    const override = overrides[call];
    if (override) return override.clone();
    const line = /^\/api\/clients\/me\/cart\/lines\/(\d+)$/.exec(pathname);
    if (call === 'POST /api/shop/cart-quote') return Response.json(priced((body.lines as LocalCartLineInput[]).reduce(addTo, [])));
    if (call === 'GET /api/clients/me/cart') return Response.json(priced(saved));
    if (call === 'POST /api/clients/me/cart/merge') return Response.json(priced((body.lines as LocalCartLineInput[]).reduce(addTo, saved)));
    if (line && request.method === 'PUT') {
      const variantId = Number(line[1]);
      const existing = saved.find((item) => item.variant_id === variantId);
      if (existing) Object.assign(existing, { quantity: body.quantity, look_id: body.look_id ?? existing.look_id });
      else saved.push({ variant_id: variantId, quantity: body.quantity, look_id: body.look_id ?? null });
      return Response.json(priced(saved));
    }
    if (line && request.method === 'DELETE') {
      saved.splice(0, saved.length, ...saved.filter((item) => item.variant_id !== Number(line[1])));
      return Response.json(priced(saved));
    }
    return Response.json({ type: 'NOT_FOUND', title: 'Not found', status: 404 }, { status: 404 });
  };
  return { fetch, sent, saved, overrides };
}
