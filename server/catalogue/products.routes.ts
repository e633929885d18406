import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { products } from '../db/schema';
import { ProblemError } from '../http/problem';
import type { Handlers } from '../http/types';
import { productImageSvg } from './images';

/** The catalogue's pictures, drawn by the server: `/api/products/{id}/images/{n}`, n from 1 to the product's image count. */
export function productImageHandlers(db: Database): Handlers {
  return {
    async getProductImage(request, reply) {
      const { productId, index } = request.params;
      const [product] = await db
        .select({ reference: products.reference, family: products.family, color: products.color, names: products.names, imageCount: products.imageCount })
        .from(products)
        .where(eq(products.id, productId));
      if (!product || index > product.imageCount) throw new ProblemError(404, 'NOT_FOUND', 'Not found', 'No such picture of this product');
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(productImageSvg(product, index));
    },
  };
}
