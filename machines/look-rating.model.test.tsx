import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { LookRatingDeck, lookRatingMachine, type LookRating, type LookRatingInput, type LookRatingSampleEvent } from '@/features/look-rating';
import type { Look } from '@/entities/product';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof lookRatingMachine>;

const t = translator('nl');

/** The deck in Dutch, its calls answered by hand as each path says. */
function lookRatingHarness(): ModelHarness<Snapshot, LookRatingSampleEvent> {
  const loads = manualCalls<{ kidId: number }, Look[]>();
  const ratings = manualCalls<{ kidId: number; rating: LookRating }, LookRating>();
  const logic = lookRatingMachine.provide({
    actors: {
      loadLooks: fromPromise(({ input }: { input: { kidId: number } }) => loads.call(input)),
      rateLook: fromPromise(({ input }: { input: { kidId: number; rating: LookRating } }) => ratings.call(input)),
    },
  });
  const user = userEvent.setup({ delay: null });
  const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

  return {
    render: (inspect, input) => {
      renderWithApp(<LookRatingDeck kidId={(input as LookRatingInput).kidId} logic={logic} inspect={inspect} />, { locale: 'nl' });
    },

    async perform(event) {
      switch (event.type) {
        case 'RATE':
          await user.click(screen.getByRole('button', { name: t(event.like ? 'looks.like' : 'looks.dislike') }));
          return;
        case 'RETRY':
          await user.click(screen.getByRole('button', { name: t('looks.retry') }));
          return;
        case 'xstate.done.actor.loadLooks':
        case 'xstate.error.actor.loadLooks':
          loads.settleFrom(event);
          return;
        case 'xstate.done.actor.rateLook':
        case 'xstate.error.actor.rateLook':
          ratings.settleFrom(event);
          return;
      }
    },

    expectState(snapshot) {
      const { kidId, looks, queue, failedLook } = snapshot.context;
      const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
      if (snapshot.matches('loading')) {
        expect(screen.getByRole('status')).toHaveTextContent(t('looks.loading'));
        expect(loads.inputs.at(-1)).toEqual({ kidId });
        expect(buttons()).toEqual([]);
      } else if (snapshot.matches('failed')) {
        expect(alerts).toEqual([t('looks.loadFailed')]);
        expect(buttons()).toEqual([t('looks.retry')]);
      } else if (snapshot.matches('empty')) {
        expect(screen.getByText(t('looks.empty'))).toBeVisible();
        expect(buttons()).toEqual([]);
      } else if (snapshot.matches('finished') || looks.length === 0) {
        // Every look rated: the thanks show, even while the last ratings are on their way.
        expect(screen.getByRole('status')).toHaveTextContent(t('looks.finished'));
        expect(screen.getByRole('status')).toHaveFocus();
        expect(buttons()).toEqual([]);
      } else {
        // Rating: the first look still to rate is shown, the rated ones are gone at once.
        const [top] = looks;
        expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(top!.name);
        expect(screen.getByText(t('looks.left', { count: looks.length }))).toBeVisible();
        for (const product of top!.products) expect(screen.getByRole('heading', { level: 4, name: product.name })).toBeVisible();
        // The look's article names the buttons' subject.
        expect(screen.getByRole('article', { name: top!.name })).toContainElement(screen.getByRole('button', { name: t('looks.like') }));
        expect(buttons()).toEqual([`✕ ${t('looks.dislike')}`, `♥ ${t('looks.like')}`]);
        expect(alerts).toEqual(failedLook ? [t('looks.rateFailed', { look: failedLook.name })] : []);
        if (ratings.inputs.length) expect(screen.getByRole('heading', { level: 3 })).toHaveFocus();
      }
      // The rating on its way is the first one waiting.
      if (snapshot.matches({ rating: 'sending' })) {
        const [next] = queue;
        expect(ratings.inputs.at(-1)).toEqual({ kidId, rating: { look_id: next!.look.id, like: next!.like } });
      }
    },
  };
}

testMachineModel(catalogueEntry('lookRating'), lookRatingHarness);
