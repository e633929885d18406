import type { ConsentEvent, ConsentInput } from './machine';

/** The events path generation sends to the consent machine: every button and both switches. */
export const consentSampleEvents: readonly ConsentEvent[] = [
  { type: 'ACCEPT_ALL' },
  { type: 'REFUSE_ALL' },
  { type: 'CHOOSE' },
  { type: 'TOGGLE', purpose: 'measurement' },
  { type: 'TOGGLE', purpose: 'advertising' },
  { type: 'SAVE' },
  { type: 'REOPEN' },
  { type: 'CLOSE' },
];

/** A first visit, and a visitor who decided (measurement only) three months ago. */
export const consentSampleInputs: readonly ConsentInput[] = [
  { consent: null },
  { consent: { measurement: true, advertising: false, decided_at: '2026-08-26T10:00:00.000Z' } },
];
