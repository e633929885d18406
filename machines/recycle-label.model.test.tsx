import { act, configure, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  createRequestOf,
  readRecycleDraft,
  RecycleLabelFlow,
  recycleLabelMachine,
  sampleRecycleFlow,
  type RecycleAddressData,
  type RecycleCreateRequest,
  type RecycleLabelInput,
  type RecycleLabelSampleEvent,
  type RecycleStartData,
} from '@/features/littlegeste/recycle-label';
import type { RecycleLabel } from '@/entities/recycle-label';
import type { Address } from '@/entities/address';
import { dataLayerEntries, forgetTracking, renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { coveringPaths, machinePaths } from './paths';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';
import { writeConsent } from '@/shared/consent';

type Snapshot = SnapshotFrom<typeof recycleLabelMachine>;

const t = translator('fr');
configure({ defaultHidden: true });

const button = (name: string) => screen.getByRole('button', { name });
const statusTexts = () => screen.queryAllByRole('status').map((element) => element.textContent);
const alerts = () => screen.queryAllByRole('alert').map((element) => element.textContent);
const leafOf = (snapshot: Snapshot): string => {
  let value: unknown = snapshot.value;
  while (typeof value === 'object' && value !== null) value = Object.values(value)[0];
  return value as string;
};
const addressRadio = (address: Address) => screen.getByRole('radio', { name: new RegExp(address.street) });
const dropOffLabel = (dropOff: string, carrier = 'Colissimo') => t(dropOff === 'RELAY' ? 'littlegeste.create.dropOff.relay' : 'littlegeste.create.dropOff.postOffice', { carrier });
const trackedEvents = () => dataLayerEntries().filter((entry) => entry.event === 'recycle_label');

/** The label creation in French; the address form and the relay points stand in as one button each; every call answered by hand. */
function recycleLabelHarness(): ModelHarness<Snapshot, RecycleLabelSampleEvent> {
  const calls = {
    loadStart: manualCalls<{ signedIn: boolean }, RecycleStartData>(),
    loadAddress: manualCalls<void, RecycleAddressData>(),
    create: manualCalls<RecycleCreateRequest, RecycleLabel>(),
  };
  const logic = recycleLabelMachine.provide({
    actors: {
      loadStart: fromPromise(({ input }) => calls.loadStart.call(input)),
      loadAddress: fromPromise(() => calls.loadAddress.call(undefined)),
      create: fromPromise(({ input }) => calls.create.call(input)),
    },
  });
  const onNavigate = vi.fn();
  let input: RecycleLabelInput;
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

  return {
    render: (inspect, given) => {
      sessionStorage.clear();
      localStorage.clear();
      forgetTracking();
      writeConsent({ measurement: true, advertising: false });
      input = given as RecycleLabelInput;
      renderWithApp(
        <RecycleLabelFlow
          {...input}
          logic={logic}
          inspect={inspect}
          onNavigate={onNavigate}
          signInHref="/login?redirect=%2Flittlegeste%2Fcreate-label%2Faddress"
          addAddress={(onAdded) => <button onClick={() => onAdded(sampleRecycleFlow.added)}>address form</button>}
          pickRelayPoint={({ onPick }) => <button onClick={() => onPick(sampleRecycleFlow.relayPoint)}>relay point picker</button>}
          downloadLabel={(label) => <button>download {label.barcode}</button>}
        />,
      );
    },

    async perform(event) {
      switch (event.type) {
        case 'CONTINUE':
          return user.click(button(t('littlegeste.create.continue')));
        case 'RETRY':
          return user.click(button(t('littlegeste.create.retry')));
        case 'ADDRESS_CHOSEN': {
          if (screen.queryByRole('radio', { name: new RegExp(event.address.street) })) return user.click(addressRadio(event.address));
          // A new address: the form waits behind "add an address" once there are saved ones.
          if (!screen.queryByRole('button', { name: 'address form' })) await user.click(button(t('littlegeste.create.address.add')));
          return user.click(button('address form'));
        }
        case 'DROP_OFF_CHOSEN':
          return user.click(screen.getByRole('radio', { name: dropOffLabel(event.dropOff) }));
        case 'RELAY_POINT_CHOSEN':
          return user.click(button('relay point picker'));
        case 'CREATE':
          return user.click(button(t('littlegeste.create.submit')));
        default: {
          const actor = event.type.replace(/^xstate\.(done|error)\.actor\./, '') as keyof typeof calls;
          await act(async () => calls[actor].settleFrom(event as { type: string; output?: never; error?: unknown }));
        }
      }
    },

    expectState(snapshot) {
      const { context } = snapshot;
      const state = leafOf(snapshot);
      const went = (to: string) => {
        expect(statusTexts()).toEqual([t('littlegeste.create.redirecting')]);
        expect(onNavigate).toHaveBeenLastCalledWith(to);
      };
      switch (state) {
        case 'loading':
          expect(statusTexts()).toEqual([t('littlegeste.create.loading')]);
          if (context.step === 'start') expect(calls.loadStart.inputs.at(-1)).toEqual({ signedIn: context.signedIn });
          return;
        case 'loadFailed':
        case 'failed':
          expect(alerts()).toEqual([t(`littlegeste.create.failure.${context.failure}`)]);
          expect(button(t('littlegeste.create.retry'))).toBeEnabled();
          return;
        case 'ready':
          // The rules in short, from the offer.
          expect(screen.getByText('2 étiquettes par mois.')).toBeInTheDocument();
          expect(screen.getByText('Un colis de 10 kg maximum.')).toBeInTheDocument();
          expect(screen.getByText(/^Envoi depuis : France, Monaco, Belgique/)).toBeInTheDocument();
          expect(button(t('littlegeste.create.continue'))).toBeEnabled();
          return;
        case 'signIn':
          expect(statusTexts()).toEqual([t('littlegeste.create.signIn.text')]);
          expect(screen.getByRole('link', { name: t('littlegeste.create.signIn.link') })).toHaveAttribute('href', '/login?redirect=%2Flittlegeste%2Fcreate-label%2Faddress');
          // The start is done in the tab: after signing in, the address step opens.
          if (context.step === 'start') expect(readRecycleDraft()).toEqual(context.draft);
          return;
        case 'switchedOff':
          return went('/littlegeste/create-label/blocked/switched-off');
        case 'limitReached':
          return went('/littlegeste/create-label/blocked/monthly-limit');
        case 'countryRefused':
          return went('/littlegeste/create-label/blocked/country-not-supported');
        case 'refused':
          return went(`/littlegeste/create-label/blocked/${context.refusal}`);
        case 'toAddress':
          went('/littlegeste/create-label/address');
          if (context.step === 'start') expect(readRecycleDraft()).toEqual(context.draft);
          return;
        case 'toConfirmation':
          went('/littlegeste/create-label/confirmation');
          // The key of the creation is kept in the tab: a reload of the confirmation sends it again.
          expect(readRecycleDraft()).toEqual(context.draft);
          expect(context.draft?.idempotency_key).toMatch(/^recycle-/);
          return;
        case 'creating':
          expect(statusTexts()).toEqual([t('littlegeste.create.creating')]);
          expect(calls.create.inputs.at(-1)).toEqual(createRequestOf(context.draft!));
          return;
        case 'created': {
          expect(statusTexts()).toEqual([t('littlegeste.create.created.lead')]);
          expect(screen.getByText(context.label!.barcode)).toBeInTheDocument();
          expect(screen.getByText('Dans n’importe quel bureau de poste Colissimo'.replace('’', "'"))).toBeInTheDocument();
          expect(button(`download ${context.label!.barcode}`)).toBeInTheDocument();
          expect(screen.getByRole('link', { name: t('littlegeste.create.created.account') })).toHaveAttribute('href', '/infos/littlegeste');
          // The tracking event goes once per label: not again for a reload of a label this tab made.
          const reload = input.draft?.label_id === context.label!.id;
          expect(trackedEvents()).toEqual(reload ? [] : [{ event: 'recycle_label', label: 'étiquette recyclage', id: 11, country: 'FR', drop_off: 'POST_OFFICE' }]);
          expect(readRecycleDraft()?.label_id ?? null).toBe(reload ? null : 11);
          return;
        }
        default:
          break;
      }
      // The address step's choices.
      for (const address of context.addresses) {
        const radio = addressRadio(address);
        if (address.id === context.draft?.address?.id) expect(radio).toBeChecked();
        else expect(radio).not.toBeChecked();
      }
      const dropOffs = screen.queryAllByRole('radio', { name: /Dans un/ });
      expect(dropOffs.length).toBe(state === 'addressNeeded' ? 0 : 2);
      for (const radio of dropOffs) expect(radio.getAttribute('aria-checked')).toBe(String(radio.getAttribute('value') === context.draft?.drop_off));
      expect(Boolean(screen.queryByRole('button', { name: 'relay point picker' }))).toBe(context.draft?.drop_off === 'RELAY');
      const create = button(t('littlegeste.create.submit'));
      if (state === 'dropOffChosen') expect(create).toBeEnabled();
      else expect(create).toBeDisabled();
      if (state === 'relayPointNeeded') expect(screen.getByText(t('littlegeste.create.relay.needed'))).toBeInTheDocument();
    },
  };
}

const entry = catalogueEntry('recycleLabel');
const paths = coveringPaths(entry.machine, machinePaths(entry.machine, entry.sampleEvents, { inputs: entry.sampleInputs }));
testMachineModel(entry, recycleLabelHarness, { paths });
