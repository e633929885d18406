import type { Database } from '../db/client';
import { parameterProblem } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import { productDetail, productPicture } from './products';

/** A product, and the catalogue's pictures drawn by the server: `/api/products/{id}/images/{n}`. */
export function productHandlers(db: Database): Handlers {
  return {
    async getProduct(request) {
      const { productId } = request.params;
      if (productId === 0) throw parameterProblem('productId', 'path', 'A product_id must be specified');
      return productDetail(db, productId, requestLocale(request), request.query.for_shop);
    },

    async getProductImage(request, reply) {
      const svg = await productPicture(db, request.params.productId, request.params.index);
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(svg);
    },
  };
}
