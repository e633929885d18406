import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  PhoneUnsubscribe,
  phoneUnsubscribeMachine,
  type PhoneUnsubscribeInput,
  type PhoneUnsubscribeRequest,
  type PhoneUnsubscribeSampleEvent,
} from '@/features/newsletter';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof phoneUnsubscribeMachine>;
type PhoneUnsubscription = Extract<PhoneUnsubscribeSampleEvent, { type: 'xstate.done.actor.unsubscribe' }>['output'];

const t = translator('fr');

/** The unsubscribe page in French, its call answered by hand as each path says. */
function phoneUnsubscribeHarness(): ModelHarness<Snapshot, PhoneUnsubscribeSampleEvent> {
  const calls = manualCalls<PhoneUnsubscribeRequest, PhoneUnsubscription>();
  const logic = phoneUnsubscribeMachine.provide({
    actors: { unsubscribe: fromPromise(({ input }: { input: PhoneUnsubscribeRequest }) => calls.call(input)) },
  });
  const user = userEvent.setup({ delay: null });

  return {
    render: (inspect, input) => {
      const { number, list } = input as PhoneUnsubscribeInput;
      renderWithApp(<PhoneUnsubscribe number={number} list={list} logic={logic} inspect={inspect} />);
    },

    async perform(event) {
      switch (event.type) {
        case 'RETRY':
          await user.click(screen.getByRole('button', { name: t('unsub.retry') }));
          return;
        case 'xstate.done.actor.unsubscribe':
        case 'xstate.error.actor.unsubscribe':
          calls.settleFrom(event);
          return;
      }
    },

    expectState(snapshot) {
      const { request } = snapshot.context;
      const status = screen.getByRole('status');
      const alerts = screen.queryAllByRole('alert').map((element) => element.textContent);
      const buttons = screen.queryAllByRole('button').map((element) => element.textContent);
      const home = screen.queryByRole('link', { name: t('unsub.home') });

      if (snapshot.matches('invalid')) {
        expect(alerts).toEqual([t('unsub.invalid')]);
        expect(status).toBeEmptyDOMElement();
        expect(home).toBeInTheDocument();
        expect(calls.inputs).toEqual([]);
      } else if (snapshot.matches('pending')) {
        expect(status).toHaveTextContent(t('unsub.pending'));
        expect(alerts).toEqual([]);
        expect(buttons).toEqual([]);
        expect(calls.inputs.at(-1)).toEqual(request);
      } else if (snapshot.matches('failed')) {
        expect(alerts).toEqual([t('unsub.failed')]);
        expect(buttons).toEqual([t('unsub.retry')]);
      } else if (snapshot.matches('done') && request) {
        expect(status).toHaveTextContent(t('unsub.done', { phone: request.phone, list: request.list }));
        expect(alerts).toEqual([]);
        expect(home).toBeInTheDocument();
      } else {
        throw new Error(`The harness does not know the state ${JSON.stringify(snapshot.value)}`);
      }
    },
  };
}

testMachineModel(catalogueEntry('phoneUnsubscribe'), phoneUnsubscribeHarness);
