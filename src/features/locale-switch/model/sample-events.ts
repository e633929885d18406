import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import { sampleClient, type Client } from '@/entities/session';
import type { Problem } from '@/shared/api';
import { COUNTRY_LOCALES } from '@/shared/config';
import type { LocaleSwitchEvent } from './machine';

export type LocaleSwitchSampleEvent =
  | LocaleSwitchEvent
  | DoneActorEvent<Client, 'saveChoice'>
  | ErrorActorEvent<Problem, 'saveChoice'>
  | DoneActorEvent<Client, 'reloadClient'>
  | ErrorActorEvent<Problem, 'reloadClient'>;

const pair = (tag: string) => COUNTRY_LOCALES.find((candidate) => candidate.tag === tag)!;
const unavailable: Problem = { type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 };
const inGerman = sampleClient({ locale: 'de', country: 'AT' });

/**
 * The events path generation sends: a visitor choosing Austria in German, a signed-in client
 * choosing Belgium in Dutch, the retry and the dismissal of a failed save, and each outcome of
 * the save and of the client's new read.
 */
export const localeSwitchSampleEvents: readonly LocaleSwitchSampleEvent[] = [
  { type: 'CHOOSE', pair: pair('de-AT'), signedIn: false },
  { type: 'CHOOSE', pair: pair('nl-BE'), signedIn: true },
  { type: 'RETRY' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.saveChoice', output: sampleClient({ locale: 'nl', country: 'BE' }), actorId: 'saveChoice' },
  { type: 'xstate.error.actor.saveChoice', error: unavailable, actorId: 'saveChoice' },
  { type: 'xstate.done.actor.reloadClient', output: inGerman, actorId: 'reloadClient' },
  { type: 'xstate.error.actor.reloadClient', error: unavailable, actorId: 'reloadClient' },
];
