import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Preview, PreviewItem, PreviewSearch, PreviewSkip } from '@/entities/preview';
import type { Product, ProductFamily } from '@/entities/product';
import type { Problem } from '@/shared/api';
import type { TrunkPreviewEvent, TrunkPreviewInput } from './machine';

/** A kid's product of the catalogue, in the sizes given (`false`: out of stock). */
function sampleProduct(id: number, name: string, family: ProductFamily, price: number, sizes: Record<string, boolean> = { '4 ans': true }): Product {
  const variants = Object.entries(sizes).map(([size, is_available], index) => ({ variant_id: id * 10 + index, size, is_available, is_low_stock: false }));
  return {
    id,
    reference: `LC-${id}`,
    brand: 'Petit Bateau',
    name,
    clean_name_fr: name,
    clean_name_de: name,
    clean_name_nl: name,
    clean_name_es: name,
    description: '',
    gender: 'BOY',
    family,
    color: 'blue',
    lc_price: price,
    original_price: null,
    images: [],
    variants,
    sizes: variants.filter((variant) => variant.is_available).map((variant) => variant.size),
    label: null,
    is_low_stock: false,
    is_recent: false,
    is_available: variants.some((variant) => variant.is_available),
    look: null,
    look_variant_ids: [],
  };
}

const piece = (item_index: number, product: Product): PreviewItem => ({
  item_index,
  product,
  variant_id: product.variants[0]!.variant_id,
  size: product.variants[0]!.size,
  replacement_reason: null,
  replaced_product_id: null,
});

/** The preview of Léo's trunk as the stylist composed it: three looks of three pieces, open. */
export const samplePreview: Preview = {
  request_id: 41,
  profile_id: 11,
  profile_type: 'KID',
  status: 'PREVIEW_READY',
  is_open: true,
  deadline: '2026-11-26T17:00:00.000Z',
  comment: null,
  composed_at: '2026-11-24T17:00:00.000Z',
  validated_at: null,
  validated_by: null,
  delivery_date: '2026-12-01',
  total_price: 207,
  looks: [
    { look_index: 0, look_id: 1, name: 'École', items: [piece(0, sampleProduct(101, 'Marinière rayée', 'TOPS', 22)), piece(1, sampleProduct(102, 'Pantalon chino', 'BOTTOMS', 25)), piece(2, sampleProduct(103, 'Gilet zippé', 'KNITWEAR', 28))] },
    { look_index: 1, look_id: 2, name: 'Parc', items: [piece(0, sampleProduct(201, 'Sweat dinosaure', 'TOPS', 24)), piece(1, sampleProduct(202, 'Jogging gris', 'BOTTOMS', 20)), piece(2, sampleProduct(203, 'Bonnet pompon', 'ACCESSORIES', 12))] },
    { look_index: 2, look_id: 3, name: 'Goûter', items: [piece(0, sampleProduct(301, 'Chemise à carreaux', 'TOPS', 26)), piece(1, sampleProduct(302, 'Short en lin', 'BOTTOMS', 23)), piece(2, sampleProduct(303, 'Pull marin', 'KNITWEAR', 27))] },
  ],
};

/** The same preview past its deadline: validated as it stood. */
export const sampleClosedPreview: Preview = {
  ...samplePreview,
  status: 'PREPARING',
  is_open: false,
  validated_at: '2026-11-26T17:05:00.000Z',
  validated_by: 'deadline',
};

/** A page of pieces that could replace the sweatshirt: the first in two sizes, one of them gone. */
export const sampleSearch: PreviewSearch = {
  page: 1,
  page_size: 12,
  pages: 2,
  total: 14,
  filter_type: 'same_category',
  products: [sampleProduct(501, 'T-shirt fusée', 'TOPS', 15, { '4 ans': true, '5 ans': false }), sampleProduct(502, 'Polo piqué', 'TOPS', 19)],
};

const [rocket] = sampleSearch.products as [Product];

/** The preview once the rocket T-shirt replaced the sweatshirt of the second look. */
export const sampleReplacedPreview: Preview = {
  ...samplePreview,
  total_price: 198,
  looks: samplePreview.looks.map((look) =>
    look.look_index === 1
      ? { ...look, items: look.items.map((item) => (item.item_index === 0 ? { ...piece(0, rocket), replacement_reason: 'STYLE', replaced_product_id: 201 } : item)) }
      : look,
  ),
};

/** The preview with a word for the stylist, the sweatshirt replaced (the replacement done meanwhile or before). */
export const sampleCommentedPreview: Preview = { ...sampleReplacedPreview, comment: 'Il adore le vert en ce moment.' };

/** The preview validated by its client. */
export const sampleValidatedPreview: Preview = { ...samplePreview, status: 'PREPARING', is_open: false, validated_at: '2026-11-25T08:00:00.000Z', validated_by: 'client' };

/** What the skip link answers. */
export const sampleSkip: PreviewSkip = { request_id: 41, profile_type: 'KID', firstname: 'léo', delivery_date: '2026-12-01', already_validated: false };

const problem = (type: string, status: number): Problem => ({ type, title: type, status });
/** What a call fails with when the server cannot be reached. */
export const sampleNetworkFailure = new TypeError('Failed to fetch');

export type TrunkPreviewSampleEvent =
  | TrunkPreviewEvent
  | DoneActorEvent<Preview, 'load' | 'replace' | 'comment' | 'validate'>
  | DoneActorEvent<PreviewSearch, 'search'>
  | DoneActorEvent<PreviewSkip, 'skip'>
  | ErrorActorEvent<unknown, 'load' | 'search' | 'replace' | 'comment' | 'validate' | 'skip'>;

/**
 * The events, with concrete payloads, that path generation sends to the preview machine: the
 * looks, a piece of the second look replaced through a search (a reason, a family, the next page,
 * a product and a size), a comment, the validation, and every outcome of each call.
 */
export const trunkPreviewSampleEvents: readonly TrunkPreviewSampleEvent[] = [
  { type: 'NEXT_LOOK' },
  { type: 'PREVIOUS_LOOK' },
  { type: 'SHOW_LOOK', lookIndex: 1 },
  { type: 'REPLACE', lookIndex: 1, itemIndex: 0, productId: 201 },
  { type: 'CHOOSE_REASON', reason: 'STYLE' },
  { type: 'SEARCH' },
  { type: 'FILTER', filters: { category: 'KNITWEAR' } },
  { type: 'NEXT_PAGE' },
  { type: 'PREVIOUS_PAGE' },
  { type: 'PICK', productId: 501 },
  { type: 'CHOOSE_SIZE', variantId: 5010 },
  { type: 'REVIEW' },
  { type: 'CONFIRM' },
  { type: 'BACK' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'EDIT_COMMENT' },
  { type: 'TYPE_COMMENT', message: 'Il adore le vert en ce moment.' },
  { type: 'SAVE_COMMENT' },
  { type: 'VALIDATE' },
  { type: 'xstate.done.actor.load', output: samplePreview, actorId: 'load' },
  { type: 'xstate.done.actor.load', output: sampleClosedPreview, actorId: 'load' },
  { type: 'xstate.error.actor.load', error: problem('NO_PREVIEW', 404), actorId: 'load' },
  { type: 'xstate.error.actor.load', error: sampleNetworkFailure, actorId: 'load' },
  { type: 'xstate.done.actor.search', output: sampleSearch, actorId: 'search' },
  { type: 'xstate.error.actor.search', error: sampleNetworkFailure, actorId: 'search' },
  { type: 'xstate.done.actor.replace', output: sampleReplacedPreview, actorId: 'replace' },
  { type: 'xstate.error.actor.replace', error: problem('NOT_ENOUGH_STOCK', 409), actorId: 'replace' },
  { type: 'xstate.error.actor.replace', error: problem('ALREADY_IN_PREVIEW', 409), actorId: 'replace' },
  { type: 'xstate.error.actor.replace', error: problem('PRODUCT_NOT_FOR_PROFILE', 409), actorId: 'replace' },
  { type: 'xstate.error.actor.replace', error: problem('PREVIEW_CLOSED', 409), actorId: 'replace' },
  { type: 'xstate.error.actor.replace', error: problem('VALIDATION_FAILED', 400), actorId: 'replace' },
  { type: 'xstate.error.actor.replace', error: sampleNetworkFailure, actorId: 'replace' },
  { type: 'xstate.done.actor.comment', output: sampleCommentedPreview, actorId: 'comment' },
  { type: 'xstate.error.actor.comment', error: sampleNetworkFailure, actorId: 'comment' },
  { type: 'xstate.done.actor.validate', output: sampleValidatedPreview, actorId: 'validate' },
  { type: 'xstate.error.actor.validate', error: problem('PREVIEW_CLOSED', 409), actorId: 'validate' },
  { type: 'xstate.error.actor.validate', error: sampleNetworkFailure, actorId: 'validate' },
  { type: 'xstate.done.actor.skip', output: sampleSkip, actorId: 'skip' },
  { type: 'xstate.error.actor.skip', error: problem('INVALID_PREVIEW_TOKEN', 400), actorId: 'skip' },
  { type: 'xstate.error.actor.skip', error: problem('NOT_FOUND', 404), actorId: 'skip' },
  { type: 'xstate.error.actor.skip', error: sampleNetworkFailure, actorId: 'skip' },
];

/** Léo's preview in the app, and the skip link of its mail. */
export const trunkPreviewSampleInputs: readonly TrunkPreviewInput[] = [{ profileId: 11, requestId: 41 }, { token: 'eyJhbGciOiJIUzI1NiJ9.sample.preview-token' }];
