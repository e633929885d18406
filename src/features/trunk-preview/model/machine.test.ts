import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DEFAULT_FILTERS, mergeFilters, trunkPreviewGuards, trunkPreviewMachine, type TrunkPreviewContext, type TrunkPreviewEvent } from './machine';
import { samplePreview, sampleSearch } from './sample-events';

/** The context of Léo's preview on its second look, the sweatshirt being replaced. */
function context(overrides: Partial<TrunkPreviewContext> = {}): TrunkPreviewContext {
  return {
    ref: { profileId: 11, requestId: 41 },
    token: null,
    preview: samplePreview,
    lookIndex: 1,
    target: { lookIndex: 1, itemIndex: 0 },
    reason: 'STYLE',
    filters: DEFAULT_FILTERS,
    page: 1,
    results: sampleSearch,
    picked: sampleSearch.products[0]!,
    variantId: null,
    draft: '',
    failure: null,
    notice: null,
    skip: null,
    ...overrides,
  };
}
const check = (guard: keyof typeof trunkPreviewGuards, event: TrunkPreviewEvent, overrides: Partial<TrunkPreviewContext> = {}) =>
  trunkPreviewGuards[guard]({ context: context(overrides), event });

describe('mergeFilters', () => {
  it('leaves "same kind" aside when a family is chosen, and forgets the family when the same kind is asked again', () => {
    expect(mergeFilters(DEFAULT_FILTERS, { category: 'KNITWEAR' })).toEqual({ sameCategory: false, category: 'KNITWEAR', filterProfile: true });
    expect(mergeFilters({ sameCategory: false, category: 'KNITWEAR', filterProfile: true }, { sameCategory: true })).toEqual(DEFAULT_FILTERS);
    expect(mergeFilters(DEFAULT_FILTERS, { filterProfile: false })).toEqual({ ...DEFAULT_FILTERS, filterProfile: false });
  });
});

describe('the preview rules', () => {
  it('moves between the three looks and no further', () => {
    expect(check('hasNextLook', { type: 'NEXT_LOOK' }, { lookIndex: 1 })).toBe(true);
    expect(check('hasNextLook', { type: 'NEXT_LOOK' }, { lookIndex: 2 })).toBe(false);
    expect(check('hasPreviousLook', { type: 'PREVIOUS_LOOK' }, { lookIndex: 0 })).toBe(false);
    expect(check('isOtherLook', { type: 'SHOW_LOOK', lookIndex: 2 })).toBe(true);
    expect(check('isOtherLook', { type: 'SHOW_LOOK', lookIndex: 1 })).toBe(false);
    expect(check('isOtherLook', { type: 'SHOW_LOOK', lookIndex: 3 })).toBe(false);
  });
  it('replaces only a piece of the look shown, as the client saw it', () => {
    expect(check('isShownPiece', { type: 'REPLACE', lookIndex: 1, itemIndex: 0, productId: 201 })).toBe(true);
    expect(check('isShownPiece', { type: 'REPLACE', lookIndex: 0, itemIndex: 0, productId: 101 })).toBe(false);
    expect(check('isShownPiece', { type: 'REPLACE', lookIndex: 1, itemIndex: 0, productId: 101 })).toBe(false);
  });
  it('pages through the results and picks one of them', () => {
    expect(check('hasNextPage', { type: 'NEXT_PAGE' }, { page: 1 })).toBe(true);
    expect(check('hasNextPage', { type: 'NEXT_PAGE' }, { page: 2 })).toBe(false);
    expect(check('isInResults', { type: 'PICK', productId: 502 })).toBe(true);
    expect(check('isInResults', { type: 'PICK', productId: 999 })).toBe(false);
  });
  it('offers only the sizes in stock', () => {
    expect(check('canPickSize', { type: 'CHOOSE_SIZE', variantId: 5010 })).toBe(true);
    expect(check('canPickSize', { type: 'CHOOSE_SIZE', variantId: 5011 })).toBe(false);
    expect(check('canPickSize', { type: 'CHOOSE_SIZE', variantId: 5010 }, { variantId: 5010 })).toBe(false);
  });
  it('saves a word only when there is one, and a filter only when it changes something', () => {
    expect(check('commentIsWritten', { type: 'SAVE_COMMENT' }, { draft: '  ' })).toBe(false);
    expect(check('filtersChange', { type: 'FILTER', filters: { sameCategory: true } })).toBe(false);
    expect(check('filtersChange', { type: 'FILTER', filters: { category: 'TOPS' } })).toBe(true);
  });
});

describe('a size that has just gone', () => {
  it('is no longer offered after the replacement fails with NOT_ENOUGH_STOCK', async () => {
    const logic = trunkPreviewMachine.provide({
      actors: {
        load: fromPromise(async () => samplePreview),
        search: fromPromise(async () => sampleSearch),
        replace: fromPromise(async () => Promise.reject({ type: 'NOT_ENOUGH_STOCK', title: 'Not enough stock', status: 409 })),
      },
    });
    const actor = createActor(logic, { input: { profileId: 11, requestId: 41 } }).start();
    await new Promise((resolve) => setTimeout(resolve));
    for (const event of [
      { type: 'NEXT_LOOK' },
      { type: 'REPLACE', lookIndex: 1, itemIndex: 0, productId: 201 },
      { type: 'CHOOSE_REASON', reason: 'SIZE' },
      { type: 'SEARCH' },
    ] as const)
      actor.send(event);
    await new Promise((resolve) => setTimeout(resolve));
    for (const event of [{ type: 'PICK', productId: 501 }, { type: 'CHOOSE_SIZE', variantId: 5010 }, { type: 'REVIEW' }, { type: 'CONFIRM' }] as const) actor.send(event);
    await new Promise((resolve) => setTimeout(resolve));
    expect(actor.getSnapshot().matches({ replacing: 'saveFailed' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.variantId).toBeNull();
    expect(actor.getSnapshot().can({ type: 'CHOOSE_SIZE', variantId: 5010 })).toBe(false);
  });
});
