import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { Problem } from '@/shared/api';
import type { ChosenFile } from './attachments';
import type { ContactEvent, ContactInput, SupportTicketReceipt } from './machine';

const bytes = (head: number[], text: string) => new Uint8Array([...head, ...[...text].map((c) => c.charCodeAt(0))]);

/** Files as a person chooses them: a photo, a PDF, and a text renamed «.pdf» (no file we take). */
export const samplePhoto: ChosenFile = { file: new File([bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'seam')], 'couture.png', { type: 'image/png' }), name: 'couture.png', size: 12, type: 'image/png' };
export const samplePdf: ChosenFile = { file: new File([bytes([], '%PDF-1.7 bill')], 'facture.pdf', { type: 'application/pdf' }), name: 'facture.pdf', size: 13, type: 'application/pdf' };
export const sampleText: ChosenFile = { file: new File([bytes([], 'just words')], 'notes.pdf', { type: 'application/pdf' }), name: 'notes.pdf', size: 10, type: null };

/** The server's receipt of a ticket. */
export const sampleReceipt: SupportTicketReceipt = {
  id: 42,
  reference: 'LC-000042',
  object: 'TRUNK',
  order_id: null,
  created_at: '2026-11-26T09:30:00.000Z',
  attachments: [{ name: 'couture.png', content_type: 'image/png', size: 12 }],
};

/** The server's 400 naming a field: the address it could not take. */
export const sampleRefusedEmail: Problem = {
  type: 'VALIDATION_ERROR',
  title: 'Invalid request',
  status: 400,
  detail: 'sender_email must be a valid email',
  errors: [{ field: 'sender_email', pointer: '/sender_email', in: 'body', detail: 'sender_email must be a valid email' }],
};

/** Past the limit of tickets from one network. */
export const sampleTooManyTickets: Problem = {
  type: 'TOO_MANY_ATTEMPTS',
  title: 'Too many attempts',
  status: 429,
  detail: 'Too many support tickets from your network: try again in 12 minutes',
  retry_after: 700,
};

/** The server is down. */
export const sampleSendFailure: Problem = { type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 };

export type ContactSampleEvent = ContactEvent | DoneActorEvent<SupportTicketReceipt, 'sendTicket'> | ErrorActorEvent<Problem, 'sendTicket'>;

/**
 * The events path generation sends to the contact form: typing the message, a choice of
 * files (one kept, one refused), removing one, the button, and each outcome of the call.
 */
export const contactSampleEvents: readonly ContactSampleEvent[] = [
  { type: 'EDIT', field: 'content', value: 'Le pantalon de Léo est arrivé décousu.' },
  { type: 'ADD_FILES', files: [samplePhoto, sampleText] },
  { type: 'REMOVE_FILE', index: 0 },
  { type: 'SUBMIT' },
  { type: 'xstate.done.actor.sendTicket', output: sampleReceipt, actorId: 'sendTicket' },
  { type: 'xstate.error.actor.sendTicket', error: sampleRefusedEmail, actorId: 'sendTicket' },
  { type: 'xstate.error.actor.sendTicket', error: sampleTooManyTickets, actorId: 'sendTicket' },
  { type: 'xstate.error.actor.sendTicket', error: sampleSendFailure, actorId: 'sendTicket' },
];

/**
 * A visitor's empty form (sending it names what is missing), and a signed-in client's, filled in
 * from the account, opened from a link that chose the subject (the message is left to type).
 */
export const contactSampleInputs: readonly ContactInput[] = [{}, { name: 'Camille Martin', email: 'camille@example.com', object: 'TRUNK' }];
