import type { Database } from '../db/client';
import { parameterProblem } from '../http/problem';
import { requestLocale, type Handlers } from '../http/types';
import { deliveryTerms } from './delivery';
import { collectionListing, searchShop, shopCollection, shopCollections, shopLook } from './listing';

/** The shop's search, collections, listings, looks and delivery terms (public calls). */
export function shopHandlers(db: Database): Handlers {
  return {
    async searchShopProducts(request) {
      return searchShop(db, request.query.search ?? '', requestLocale(request), request.query);
    },

    async listShopCollections(request) {
      const { is_shop: isShop = true, is_suggestion: isSuggestion, gender, locale = requestLocale(request) } = request.query;
      if (!isShop && !isSuggestion) throw parameterProblem('is_suggestion', 'query', 'is_shop=false asks for is_suggestion=true');
      return shopCollections(db, isShop, gender, locale);
    },

    async getShopCollection(request) {
      const { slug } = request.params;
      if (!slug) throw parameterProblem('slug', 'path', 'You must define a slug');
      return shopCollection(db, slug, requestLocale(request));
    },

    async listShopCollectionProducts(request) {
      const { slug } = request.params;
      if (!slug) throw parameterProblem('slug', 'path', 'A collection slug must be defined');
      return collectionListing(db, slug, request.query, requestLocale(request), request.query);
    },

    async getShopLook(request) {
      const { lookId } = request.params;
      if (lookId === 0) throw parameterProblem('lookId', 'path', 'lookId must be defined');
      return shopLook(db, lookId, requestLocale(request));
    },

    async getShopDeliveryTerms(request) {
      return deliveryTerms(db, requestLocale(request));
    },
  };
}
