import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { Address } from '@/entities/address';
import { sampleProfile } from '@/entities/profile';
import {
  TrunkOrderForm,
  sampleTrunkOffer,
  trunkOrderMachine,
  type CreatedOrder,
  type TrunkChoice,
  type TrunkOrderInput,
  type TrunkOrderOutcome,
  type TrunkOrderSampleEvent,
} from '@/features/trunk-order';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof trunkOrderMachine>;

const t = translator('es');
const lea = sampleProfile({ id: 11, firstname: 'léa', gender: 'GIRL' });
const who = { who: 'kid', firstname: 'Léa', gender: 'GIRL' };
const SAVE = 'Guardar la dirección';
const CANCEL = 'Cancelar';

/** The reads beside the machine (what a trunk costs, the delays), answered at once. */
function serveReads() {
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/delays') return Response.json({ optimistic_delivery_delay: 3, pessimistic_delivery_delay: 6 });
    return Response.json(sampleTrunkOffer('KID'));
  });
}

/**
 * The formula step in Spanish, its calls answered by hand as each path says; the page's address
 * form is a stand-in that saves the path's address (the real one is another feature's).
 */
function trunkOrderHarness(): ModelHarness<Snapshot, TrunkOrderSampleEvent> {
  const orders = manualCalls<{ profileId: number; choice: TrunkChoice }, CreatedOrder>();
  const defaults = manualCalls<{ address: Address }, Address>();
  const stored: string[] = [];
  const outcomes: TrunkOrderOutcome[] = [];
  let saving: Address | null = null;
  const logic = trunkOrderMachine.provide({
    actors: {
      order: fromPromise(({ input }: { input: { profileId: number; choice: TrunkChoice } }) => orders.call(input)),
      makeDefault: fromPromise(({ input }: { input: { address: Address } }) => defaults.call(input)),
    },
    actions: { storeFraudLabel: (_, { label }) => void stored.push(label) },
  });
  const user = userEvent.setup({ delay: null });
  const submitName = (snapshot: Snapshot) => t(snapshot.context.choice === 'one-shot' ? 'trunkOrder.submit.oneShot' : 'trunkOrder.submit.subscription');

  return {
    render: (inspect, input) => {
      serveReads();
      renderWithApp(
        <TrunkOrderForm
          profile={lea}
          offers={(input as TrunkOrderInput).offers}
          address={(input as TrunkOrderInput).address}
          renderAddressForm={({ onSaved, onCancel }) => (
            <div>
              <button type="button" onClick={() => onSaved(saving!)}>
                {SAVE}
              </button>
              {onCancel && (
                <button type="button" onClick={onCancel}>
                  {CANCEL}
                </button>
              )}
            </div>
          )}
          onOrdered={(outcome) => outcomes.push(outcome)}
          logic={logic}
          inspect={inspect}
        />,
        { locale: 'es', path: '/es/quiz/signup/membership/11' },
      );
    },

    async perform(event, from) {
      switch (event.type) {
        case 'CHOOSE':
          await user.click(screen.getByRole('radio', { name: event.choice === 'one-shot' ? t('trunkOrder.oneShot.label') : t('trunkOrder.frequency', { months: event.choice }) }));
          return;
        case 'CHANGE_ADDRESS':
          await user.click(screen.getByRole('button', { name: t('trunkOrder.delivery.change') }));
          return;
        case 'CANCEL_ADDRESS':
          await user.click(screen.getByRole('button', { name: from.matches('addressNotChanged') ? t('trunkOrder.delivery.keep') : CANCEL }));
          return;
        case 'ADDRESS_SAVED':
          saving = event.address;
          await user.click(screen.getByRole('button', { name: SAVE }));
          return;
        case 'RETRY':
          await user.click(screen.getByRole('button', { name: t('trunkOrder.delivery.retry') }));
          return;
        case 'SUBMIT':
          await user.click(screen.getByRole('button', { name: submitName(from) }));
          return;
        case 'CONTINUE':
          await user.click(screen.getByRole('button', { name: t('trunkOrder.fraud.continue', who) }));
          return;
        case 'xstate.done.actor.order':
        case 'xstate.error.actor.order':
          orders.settleFrom(event);
          return;
        case 'xstate.done.actor.makeDefault':
        case 'xstate.error.actor.makeDefault':
          defaults.settleFrom(event);
          return;
      }
    },

    expectState(snapshot) {
      const { address, choice, refusal, fraud, created, newAddress, profileId } = snapshot.context;
      const alerts = screen.queryAllByRole('alert');
      const submit = screen.queryByRole('button', { name: submitName(snapshot) });
      const ask = screen.queryByText(t('trunkOrder.delivery.ask', who));
      const option = choice === 'one-shot' ? t('trunkOrder.oneShot.label') : t('trunkOrder.frequency', { months: choice });
      expect(screen.getByRole('radio', { name: option })).toBeChecked();
      // What it costs is always on the step.
      expect(screen.getByRole('region', { name: t('trunkOrder.costs.title') })).toBeVisible();

      // The address: its form while another is being given or none is known (not while one is being saved), else the address known.
      const saving = snapshot.matches('makingDefault') || snapshot.matches('addressNotChanged');
      if (snapshot.matches('editingAddress') || snapshot.matches('addressMissing') || (address === null && !saving)) {
        expect(ask).toBeVisible();
        expect(screen.getByRole('button', { name: SAVE })).toBeVisible();
        expect(screen.queryByRole('button', { name: CANCEL }) !== null).toBe(snapshot.matches('editingAddress'));
      } else {
        expect(ask).toBeNull();
        expect(screen.queryByRole('button', { name: SAVE })).toBeNull();
        if (address) expect(screen.getByText(t('trunkOrder.delivery.to', who))).toBeVisible();
        if (address) expect(screen.getByText(address.street)).toBeVisible();
      }

      if (snapshot.matches('choosing')) {
        expect(alerts).toEqual([]);
        expect(submit).toBeEnabled();
        if (address) expect(screen.getByRole('button', { name: t('trunkOrder.delivery.change') })).toBeVisible();
      } else if (snapshot.matches('addressMissing')) {
        expect(alerts.map((alert) => alert.textContent)).toEqual([t('trunkOrder.delivery.missing', who)]);
        expect(submit).toBeDisabled();
      } else if (snapshot.matches('editingAddress')) {
        expect(alerts).toEqual([]);
        expect(submit).toBeDisabled();
      } else if (snapshot.matches('makingDefault')) {
        expect(defaults.inputs.at(-1)).toEqual({ address: newAddress });
        expect(screen.getByRole('status')).toHaveTextContent(t('trunkOrder.delivery.saving'));
        expect(submit).toBeDisabled();
      } else if (snapshot.matches('addressNotChanged')) {
        expect(alerts.map((alert) => alert.textContent)).toEqual([t('trunkOrder.delivery.notChanged')]);
        expect(screen.getByRole('button', { name: t('trunkOrder.delivery.retry') })).toBeVisible();
        // Keeping the address known is offered only when there is one.
        expect(screen.queryByRole('button', { name: t('trunkOrder.delivery.keep') }) !== null).toBe(address !== null);
      } else if (snapshot.matches('ordering')) {
        expect(orders.inputs.at(-1)).toEqual({ profileId, choice });
        expect(screen.getByRole('button', { name: t('trunkOrder.submitting') })).toBeDisabled();
      } else if (snapshot.matches('refused')) {
        expect(alerts).toHaveLength(1);
        expect(alerts[0]).toHaveTextContent(t(`trunkOrder.refused.${refusal}`, who));
        expect(submit).toBeEnabled();
      } else if (snapshot.matches('refusedByFraudCheck') || snapshot.matches('goingOn')) {
        const [panel] = alerts;
        expect(within(panel!).getByRole('heading', { name: t('trunkOrder.fraud.title') })).toBeVisible();
        expect(panel).toHaveTextContent(t(`trunkOrder.fraud.${fraud}`, who));
        expect(panel).toHaveTextContent(t(`trunkOrder.fraud.${fraud}.next`, who));
        expect(stored.at(-1)).toBe(fraud);
        expect(submit).toBeNull();
        expect(outcomes).toEqual(snapshot.matches('goingOn') ? [{ kind: 'fraud', label: fraud }] : []);
      } else if (snapshot.matches('ordered')) {
        expect(outcomes).toEqual([created]);
      }
      if (!snapshot.matches('ordered') && !snapshot.matches('goingOn')) expect(outcomes).toEqual([]);
    },
  };
}

testMachineModel(catalogueEntry('trunkOrder'), trunkOrderHarness);
