import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Look, Product } from '@/entities/product';
import type { Problem } from '@/shared/api';
import type { LookRating } from '../api/looks';
import type { LookRatingEvent, LookRatingInput } from './machine';

/** A product of the catalogue as the API gives it: a boy's top in stock in 4 and 5 years. */
export function sampleProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 31;
  return {
    id,
    reference: `LC-${id}`,
    brand: 'Petit Bateau',
    name: 'T-shirt rayé',
    clean_name_fr: 'T-shirt rayé',
    clean_name_de: 'Gestreiftes T-Shirt',
    clean_name_nl: 'Gestreept T-shirt',
    clean_name_es: 'Camiseta de rayas',
    description: 'Un t-shirt en coton à rayures marine.',
    gender: 'BOY',
    family: 'TOPS',
    color: 'navy',
    lc_price: 18,
    original_price: null,
    images: [`/api/products/${id}/images/1`],
    variants: [
      { variant_id: id * 10 + 1, size: '4 ans', is_available: true, is_low_stock: false },
      { variant_id: id * 10 + 2, size: '5 ans', is_available: true, is_low_stock: true },
    ],
    sizes: ['4 ans', '5 ans'],
    label: null,
    is_low_stock: false,
    is_recent: false,
    is_available: true,
    look: null,
    look_variant_ids: [],
    ...overrides,
  };
}

/** Two looks of a boy's deck. */
export const sampleLooks: readonly Look[] = [
  {
    id: 5,
    name: 'Marinière du dimanche',
    gender: 'BOY',
    products: [sampleProduct({ id: 31 }), sampleProduct({ id: 32, name: 'Jean droit', family: 'BOTTOMS', brand: 'Arsène et les pipelettes' })],
  },
  { id: 6, name: 'Parc et toboggan', gender: 'BOY', products: [sampleProduct({ id: 33, name: 'Sweat à capuche', family: 'KNITWEAR' })] },
];

/** The service is down. */
export const sampleRatingFailure: Problem = { type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 };

export type LookRatingSampleEvent =
  | LookRatingEvent
  | DoneActorEvent<Look[], 'loadLooks'>
  | ErrorActorEvent<Problem, 'loadLooks'>
  | DoneActorEvent<LookRating, 'rateLook'>
  | ErrorActorEvent<Problem, 'rateLook'>;

/** The events path generation sends: a like, a dislike, a retry, and the outcomes of both calls (a deck, none, a failure). */
export const lookRatingSampleEvents: readonly LookRatingSampleEvent[] = [
  { type: 'RATE', like: true },
  { type: 'RATE', like: false },
  { type: 'RETRY' },
  { type: 'xstate.done.actor.loadLooks', output: [...sampleLooks], actorId: 'loadLooks' },
  { type: 'xstate.done.actor.loadLooks', output: [], actorId: 'loadLooks' },
  { type: 'xstate.error.actor.loadLooks', error: sampleRatingFailure, actorId: 'loadLooks' },
  { type: 'xstate.done.actor.rateLook', output: { look_id: 5, like: true }, actorId: 'rateLook' },
  { type: 'xstate.error.actor.rateLook', error: sampleRatingFailure, actorId: 'rateLook' },
];

export const lookRatingSampleInputs: readonly LookRatingInput[] = [{ kidId: 11 }];
