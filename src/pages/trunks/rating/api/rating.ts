import { api, unwrap, type components } from '@/shared/api';
import { query, type Query } from '@/shared/lib';

export type TrunkRating = components['schemas']['TrunkRating'];
export type TrunkRatingInput = components['schemas']['TrunkRatingInput'];
export type PieceFit = components['schemas']['PieceFit'];

/** The client's rating of a trunk that reached them; a trunk not shipped yet is a 409 `TRUNK_NOT_DELIVERED`. */
export function trunkRatingQuery(locale: string, requestId: number): Query<TrunkRating> {
  return query(`trunk-rating:${locale}:${requestId}`, () => unwrap(api.GET('/clients/me/trunks/{rid}/rating', { params: { path: { rid: requestId } } })));
}

/** Replaces the trunk's rating with this one. */
export function rateTrunk(requestId: number, rating: TrunkRatingInput): Promise<TrunkRating> {
  return unwrap(api.PUT('/clients/me/trunks/{rid}/rating', { params: { path: { rid: requestId } }, body: rating }));
}
