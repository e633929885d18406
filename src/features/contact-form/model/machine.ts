import { assign, fromPromise, setup } from 'xstate';
import { retryAfterMinutes, type components } from '@/shared/api';
import { checkEmail } from '@/shared/lib';
import { MAX_ATTACHMENTS, type SupportObject } from '../config/limits';
import { addFiles, type ChosenFile, type FileRefusal } from './attachments';
import { fieldErrorsOf, type FieldErrors } from './problem';

export type SupportTicketReceipt = components['schemas']['SupportTicketReceipt'];

/** The text fields as typed (an empty select is ''). */
export interface ContactFields {
  sender_name: string;
  sender_email: string;
  sender_phone: string;
  object: SupportObject | '';
  order_id: string;
  content: string;
}
export type TextField = keyof ContactFields;

/** What the send call takes: the fields and the files kept. */
export interface TicketToSend {
  fields: ContactFields;
  files: ChosenFile[];
}

export interface ContactContext {
  fields: ContactFields;
  files: ChosenFile[];
  /** The files of the last choice that were not added, and why. */
  refused: FileRefusal[];
  /** What is wrong with each field: found before sending, or named by the server's 400. */
  errors: FieldErrors;
  /** What the send call failed with, while `failed` or `throttled`. */
  failure: unknown;
  /** The server's receipt, once `sent`. */
  receipt: SupportTicketReceipt | null;
}

export type ContactEvent =
  | { type: 'EDIT'; field: TextField; value: string }
  | { type: 'ADD_FILES'; files: ChosenFile[] }
  | { type: 'REMOVE_FILE'; index: number }
  | { type: 'SUBMIT' };

/** What the form starts with: a signed-in client's name and address, a subject a link chose. */
export interface ContactInput {
  name?: string;
  email?: string;
  object?: SupportObject;
}

interface GuardArgs {
  context: ContactContext;
  event: unknown;
}

/** What is missing or wrong before any call: the required fields, and the address's shape. */
export function missingFields({ sender_name, sender_email, object, content }: ContactFields): FieldErrors {
  const errors: FieldErrors = {};
  if (!sender_name.trim()) errors.sender_name = 'required';
  const email = checkEmail(sender_email);
  if (email.status === 'empty') errors.sender_email = 'required';
  else if (email.status === 'invalid') errors.sender_email = 'invalid';
  if (!object) errors.object = 'required';
  if (!content.trim()) errors.content = 'required';
  return errors;
}

/** The rules of the form, pure functions of the context and the event. */
export const contactGuards = {
  formIsIncomplete: ({ context }: GuardArgs) => Object.keys(missingFields(context.fields)).length > 0,
  /** Fewer files than the limit are kept: the form offers to choose more (a choice past the room left is refused file by file). */
  roomForFiles: ({ context }: GuardArgs) => context.files.length < MAX_ATTACHMENTS,
  /** The file to remove is one of those kept. */
  fileIsKept: ({ context, event }: GuardArgs) => {
    const { type, index } = event as { type: string; index?: number };
    return type === 'REMOVE_FILE' && index !== undefined && index >= 0 && index < context.files.length;
  },
  /** The server's 429 TOO_MANY_ATTEMPTS: too many tickets from this network or account. */
  tooManyAttempts: ({ event }: GuardArgs) => retryAfterMinutes((event as { error?: unknown }).error) !== null,
  /** The server's 400 names fields of the form: they are shown where they are. */
  fieldsRefused: ({ event }: GuardArgs) => fieldErrorsOf((event as { error?: unknown }).error) !== null,
};

const EMPTY: ContactFields = { sender_name: '', sender_email: '', sender_phone: '', object: '', order_id: '', content: '' };

export const contactFormMachine = setup({
  types: {} as { context: ContactContext; events: ContactEvent; input: ContactInput | undefined },
  actors: {
    sendTicket: fromPromise<SupportTicketReceipt, TicketToSend>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: contactGuards,
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { fields: { ...context.fields, [event.field]: event.value }, errors, failure: null };
    }),
    addFiles: assign(({ context, event }) => {
      if (event.type !== 'ADD_FILES') return {};
      const { files, refused } = addFiles(context.files, event.files);
      const { attachments: _fixed, ...errors } = context.errors;
      return { files, refused, errors };
    }),
    removeFile: assign(({ context, event }) => {
      if (event.type !== 'REMOVE_FILE') return {};
      const { attachments: _fixed, ...errors } = context.errors;
      return { files: context.files.filter((_, index) => index !== event.index), refused: [], errors };
    }),
    refuseIncomplete: assign({ errors: ({ context }) => missingFields(context.fields) }),
    clearMessages: assign({ errors: {}, failure: null, refused: [] }),
    // These run on the invoke's events, which are not the machine's own events.
    rememberFieldErrors: assign({ errors: ({ event }) => fieldErrorsOf((event as { error?: unknown }).error) ?? {} }),
    rememberFailure: assign({ failure: ({ event }) => (event as { error?: unknown }).error ?? null }),
    rememberReceipt: assign({ receipt: ({ event }) => (event as unknown as { output: SupportTicketReceipt }).output }),
  },
}).createMachine({
  id: 'contactForm',
  context: ({ input }) => ({
    fields: { ...EMPTY, sender_name: input?.name ?? '', sender_email: input?.email ?? '', object: input?.object ?? '' },
    files: [],
    refused: [],
    errors: {},
    failure: null,
    receipt: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        ADD_FILES: { guard: 'roomForFiles', actions: 'addFiles' },
        REMOVE_FILE: { guard: 'fileIsKept', actions: 'removeFile' },
        SUBMIT: [{ guard: 'formIsIncomplete', actions: 'refuseIncomplete' }, { target: 'sending' }],
      },
    },
    sending: {
      entry: 'clearMessages',
      invoke: {
        id: 'sendTicket',
        src: 'sendTicket',
        input: ({ context }) => ({ fields: context.fields, files: context.files }),
        onDone: { target: 'sent', actions: 'rememberReceipt' },
        onError: [
          { guard: 'tooManyAttempts', target: 'throttled', actions: 'rememberFailure' },
          { guard: 'fieldsRefused', target: 'editing', actions: 'rememberFieldErrors' },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    // The call failed (the network, the server): the form keeps everything, a retry is the person's.
    failed: {
      on: {
        EDIT: { target: 'editing', actions: 'edit' },
        SUBMIT: { target: 'sending' },
      },
    },
    // Told how long to wait; the form keeps everything.
    throttled: {
      on: {
        EDIT: { target: 'editing', actions: 'edit' },
        SUBMIT: { target: 'sending' },
      },
    },
    sent: { type: 'final' },
  },
});

export type ContactFormMachine = typeof contactFormMachine;
export type ContactFormState = 'editing' | 'sending' | 'failed' | 'throttled' | 'sent';
