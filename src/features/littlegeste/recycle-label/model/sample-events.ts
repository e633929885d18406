import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Address } from '@/entities/address';
import { sampleRecycleOffer } from '@/entities/recycle-label';
import type { Problem } from '@/shared/api';
import type { RecycleLabelDraft } from '../lib/draft';
import { startedDraft } from '../lib/draft-store';
import type { RecycleLabelEvent, RecycleLabelInput } from './machine';
import type { RecycleAddressData, RecycleAllowance, RecycleLabel, RecycleOffer, RecycleStartData } from './types';

const offer = (enabled = true): RecycleOffer => sampleRecycleOffer({ enabled });

const allowance = (remaining: number): RecycleAllowance => ({ monthly_limit: 2, used_this_month: 2 - remaining, remaining, next_available_on: remaining ? null : '2026-12-01' });

const address = (overrides: Partial<Address>): Address => ({
  id: 51,
  kind: 'SHIPPING',
  firstname: 'Camille',
  lastname: 'Martin',
  street: '12 rue des Lilas',
  street_complement: null,
  postcode: '75011',
  city: 'Paris',
  country_code: 'FR',
  phone: '+33612345678',
  is_default: true,
  ...overrides,
});

const home = address({});
/** An address in Italy: no label there. */
const italy = address({ id: 52, street: 'Via Roma 3', postcode: '20121', city: 'Milano', country_code: 'IT', is_default: false });
/** An address added on the step, with the address form. */
const added = address({ id: 53, kind: 'BILLING', street: '8 avenue Foch', postcode: '69006', city: 'Lyon', is_default: false });

const relayPoint = { id: 'FR-75011-01', name: 'Tabac du Marché', street: '4 rue Oberkampf', postcode: '75011', city: 'Paris', country_code: 'FR' as const };

const label = (overrides: Partial<RecycleLabel> = {}): RecycleLabel => ({
  id: 11,
  barcode: 'LG00000000116',
  carrier: 'Colissimo',
  stage: 'CREATED',
  drop_off: 'POST_OFFICE',
  relay_point: null,
  sender: { firstname: 'Camille', lastname: 'Martin', street: '12 rue des Lilas', street_complement: null, postcode: '75011', city: 'Paris', country_code: 'FR' },
  created_at: '2026-11-26T10:00:00.000Z',
  expires_at: '2026-12-26T10:00:00.000Z',
  dropped_off_at: null,
  received_at: null,
  rewarded_at: null,
  reward_amount: 5,
  reward_credited: null,
  ...overrides,
});

/** The id of the drafts the samples start. */
export const SAMPLE_DRAFT_ID = 'draft-2b7e';

const started = startedDraft('draft-1a9c');
const addressed: RecycleLabelDraft = { ...started, address: { id: 51, country_code: 'FR' }, drop_off: 'POST_OFFICE', idempotency_key: 'recycle-draft-1a9c-5d41c2e7' };
/** A reload of the confirmation: the label was made with this draft. */
const created: RecycleLabelDraft = { ...addressed, label_id: 11 };

export const sampleRecycleFlow = {
  offer: offer(),
  closedOffer: offer(false),
  home,
  italy,
  added,
  relayPoint,
  label: label(),
  drafts: { started, addressed, created },
};

/** The server's refusals, and a server that cannot be reached. */
export const sampleRecycleFailures = {
  unreachable: new TypeError('Failed to fetch'),
  server: { type: 'INTERNAL_ERROR', title: 'Internal error', status: 500 } as Problem,
  countryNotSupported: { type: 'COUNTRY_NOT_SUPPORTED', title: 'Country not supported', status: 422 } as Problem,
  monthlyLimit: { type: 'MONTHLY_LIMIT_REACHED', title: 'Monthly limit reached', status: 409 } as Problem,
  switchedOff: { type: 'RECYCLE_SWITCHED_OFF', title: 'Recycling switched off', status: 403 } as Problem,
};

type Calls = { loadStart: RecycleStartData; loadAddress: RecycleAddressData; create: RecycleLabel };
type Done = { [K in keyof Calls]: DoneActorEvent<Calls[K], K> }[keyof Calls];
type Failed = { [K in keyof Calls]: ErrorActorEvent<unknown, K> }[keyof Calls];
export type RecycleLabelSampleEvent = RecycleLabelEvent | Done | Failed;

const done = <K extends keyof Calls>(actorId: K, output: Calls[K]) => ({ type: `xstate.done.actor.${actorId}` as const, output, actorId });
const failed = <K extends keyof Calls>(actorId: K, error: unknown) => ({ type: `xstate.error.actor.${actorId}` as const, error, actorId });

/** The events path generation sends: each button and choice with the samples, and each outcome of each call. */
export const recycleLabelSampleEvents: readonly RecycleLabelSampleEvent[] = [
  done('loadStart', { offer: offer(), allowance: allowance(1) }),
  done('loadStart', { offer: offer(), allowance: allowance(0) }),
  done('loadStart', { offer: offer(false), allowance: null }),
  failed('loadStart', sampleRecycleFailures.unreachable),
  { type: 'RETRY' },
  { type: 'CONTINUE' },
  done('loadAddress', { offer: offer(), allowance: allowance(2), addresses: [home, italy] }),
  done('loadAddress', { offer: offer(), allowance: allowance(0), addresses: [home] }),
  failed('loadAddress', sampleRecycleFailures.server),
  { type: 'ADDRESS_CHOSEN', address: home },
  { type: 'ADDRESS_CHOSEN', address: italy },
  { type: 'ADDRESS_CHOSEN', address: added },
  { type: 'DROP_OFF_CHOSEN', dropOff: 'POST_OFFICE' },
  { type: 'DROP_OFF_CHOSEN', dropOff: 'RELAY' },
  { type: 'RELAY_POINT_CHOSEN', relayPoint },
  { type: 'CREATE' },
  done('create', label()),
  failed('create', sampleRecycleFailures.unreachable),
  failed('create', sampleRecycleFailures.countryNotSupported),
  failed('create', sampleRecycleFailures.monthlyLimit),
];

const input = (overrides: Partial<RecycleLabelInput>): RecycleLabelInput => ({ step: 'start', enabled: true, signedIn: true, draft: null, newDraftId: SAMPLE_DRAFT_ID, ...overrides });

/**
 * The start signed in and signed out, switched off; the address step signed in and signed out;
 * the confirmation with a complete draft, with one already created (a reload), and without an address.
 */
export const recycleLabelSampleInputs: readonly RecycleLabelInput[] = [
  input({}),
  input({ signedIn: false }),
  input({ enabled: false }),
  input({ step: 'address', draft: started }),
  input({ step: 'address', signedIn: false, draft: started }),
  input({ step: 'confirmation', draft: addressed }),
  input({ step: 'confirmation', draft: created }),
  input({ step: 'confirmation', draft: started }),
];
