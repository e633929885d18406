import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { MAX_WISHES, WishButton, WishCount, WishesProvider, WishMessage, wishesMachine, type WishCall, type WishesInput, type WishesSampleEvent } from '@/features/wishes';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof wishesMachine>;
type SavedRequest = Extract<WishesSampleEvent, { type: 'xstate.done.actor.saveWish' }>['output'];

const t = translator('es');

/** The products the page shows; product 0 stands for a product page whose address names no product. */
const PRODUCTS = [
  { productId: 31, productName: 'Camiseta de rayas', variantId: null },
  { productId: 32, productName: 'Vaquero recto', variantId: 321 },
  { productId: 0, productName: 'Artículo sin referencia', variantId: null },
] as const;

const FAILURES: Record<string, string> = {
  'No request id defined': 'wishes.error.noRequest',
  'No product id defined': 'wishes.error.noProduct',
  TOO_MANY_WISHES: 'wishes.error.full',
  REQUEST_NOT_CUSTOMISABLE: 'wishes.error.closed',
};

/** A wish button, count and message in Spanish, each save answered by hand as the path says. */
function wishesHarness(): ModelHarness<Snapshot, WishesSampleEvent> {
  const saves = manualCalls<WishCall, SavedRequest>();
  const logic = wishesMachine.provide({ actors: { saveWish: fromPromise(({ input }: { input: WishCall }) => saves.call(input)) } });
  const user = userEvent.setup({ delay: null });
  const buttonOf = (productId: number) => {
    const product = PRODUCTS.find((candidate) => candidate.productId === productId)!;
    return screen.getByRole('button', { name: new RegExp(`, ${product.productName}$`) });
  };

  return {
    render: (inspect, input) => {
      const { kidId, requestId, wishes } = input as WishesInput;
      renderWithApp(
        <WishesProvider kidId={kidId} requestId={requestId} wishes={wishes} logic={logic} inspect={inspect}>
          <WishCount />
          <WishMessage />
          {PRODUCTS.map((product) => (
            <WishButton key={product.productId} {...product} />
          ))}
        </WishesProvider>,
        { locale: 'es' },
      );
    },

    async perform(event) {
      switch (event.type) {
        case 'WISH':
        case 'UNWISH':
          await user.click(buttonOf(event.productId));
          return;
        case 'xstate.done.actor.saveWish':
        case 'xstate.error.actor.saveWish':
          saves.settleFrom(event);
          return;
      }
    },

    expectState(snapshot) {
      const { wishes, queue, failure, kidId, requestId } = snapshot.context;
      expect(screen.getByRole('status')).toHaveTextContent(t('wishes.count', { count: wishes.length, max: MAX_WISHES }));
      expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(failure ? [t(FAILURES[failure]!, { max: MAX_WISHES })] : []);
      for (const product of PRODUCTS) {
        const button = buttonOf(product.productId);
        const wished = wishes.some((wish) => wish.product_id === product.productId);
        expect(button).toHaveTextContent(t(wished ? 'wishes.remove' : 'wishes.add'));
        const pending = queue.some((change) => change.productId === product.productId);
        expect(button.getAttribute('aria-disabled')).toBe(pending ? 'true' : null);
      }
      // The call on its way is the first change waiting, for this profile and request.
      if (snapshot.matches('saving')) {
        const [next] = queue;
        expect(saves.inputs.at(-1)).toEqual({ kidId, requestId, productId: next!.productId, variantId: next!.variantId, wished: next!.wished });
      }
    },
  };
}

testMachineModel(catalogueEntry('wishes'), wishesHarness);
