import { assign, fromPromise, setup } from 'xstate';
import type { TokenPair } from '@/entities/session';
import { isProblem, type components } from '@/shared/api';
import { checkEmail, newPasswordErrors, type NewPasswordErrors } from '@/shared/lib';

export type ResetPasswordInput = components['schemas']['ResetPasswordInput'];

/** The `client_id` and `token` of a reset link, as the address has them (null when absent). */
export interface PasswordResetInput {
  clientId: string | null;
  token: string | null;
}

export interface PasswordResetContext {
  /** The reset link, when the page was opened from one with a usable client id. */
  link: { clientId: number; token: string } | null;
  email: string;
  emailError: 'required' | 'invalid' | null;
  password: string;
  confirmation: string;
  passwordErrors: NewPasswordErrors;
}

export type PasswordResetEvent =
  | { type: 'TYPE_EMAIL'; email: string }
  | { type: 'TYPE_PASSWORD'; password: string }
  | { type: 'TYPE_CONFIRMATION'; confirmation: string }
  | { type: 'SUBMIT' }
  | { type: 'ASK_NEW_LINK' };

/** A reset link's parameters, when both are there and the client id is a positive integer. */
export function readResetLink({ clientId, token }: PasswordResetInput): PasswordResetContext['link'] {
  const id = Number(clientId);
  return token && clientId && Number.isInteger(id) && id > 0 ? { clientId: id, token } : null;
}

/** On a call's failure (an invoke's error event): the problem has this type. */
const failedWith = (event: unknown, type: string) => {
  const error = (event as { error?: unknown }).error;
  return isProblem(error) && error.type === type;
};

/** The errors without the one of a field being typed again. */
function without<T extends object>(errors: T, field: keyof T): T {
  const { [field]: _dropped, ...rest } = errors;
  return rest as T;
}

interface GuardArgs {
  context: PasswordResetContext;
  event: PasswordResetEvent;
}

export const passwordResetGuards = {
  hasResetLink: ({ context }: GuardArgs) => context.link !== null,
  // Typing that leaves a field as it was changes nothing.
  emailChanged: ({ context, event }: GuardArgs) => event.type === 'TYPE_EMAIL' && event.email !== context.email,
  passwordChanged: ({ context, event }: GuardArgs) => event.type === 'TYPE_PASSWORD' && event.password !== context.password,
  confirmationChanged: ({ context, event }: GuardArgs) => event.type === 'TYPE_CONFIRMATION' && event.confirmation !== context.confirmation,
  emailIsWrong: ({ context }: GuardArgs) => checkEmail(context.email).status !== 'ok',
  passwordsAreWrong: ({ context }: GuardArgs) => Object.keys(newPasswordErrors(context.password, context.confirmation)).length > 0,
  /** On a call's failure: 429 TOO_MANY_ATTEMPTS. */
  tooManyAttempts: ({ event }: GuardArgs) => failedWith(event, 'TOO_MANY_ATTEMPTS'),
  /** On the reset's failure: the link was used, has expired or never existed. */
  linkIsInvalid: ({ event }: GuardArgs) => failedWith(event, 'INVALID_RESET_TOKEN'),
};

const typeEmail = { guard: 'emailChanged', target: 'editing', actions: 'rememberEmail' } as const;
const typePasswords = {
  TYPE_PASSWORD: { guard: 'passwordChanged', target: 'editing', actions: 'rememberPassword' },
  TYPE_CONFIRMATION: { guard: 'confirmationChanged', target: 'editing', actions: 'rememberConfirmation' },
} as const;

/**
 * /reset-password: without a link, asks for the address and always answers the same (whether it
 * has an account or not); with a link, sets the new password and signs the client in.
 */
export const passwordResetMachine = setup({
  types: {} as {
    context: PasswordResetContext;
    events: PasswordResetEvent;
    input: PasswordResetInput;
  },
  actors: {
    sendResetEmail: fromPromise<unknown, { email: string }>(() => {
      throw new Error('provided by the app');
    }),
    resetPassword: fromPromise<TokenPair, ResetPasswordInput>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: passwordResetGuards,
  actions: {
    rememberEmail: assign({ email: ({ event }) => (event.type === 'TYPE_EMAIL' ? event.email : ''), emailError: null }),
    refuseEmail: assign({ emailError: ({ context }) => (checkEmail(context.email).status === 'empty' ? 'required' : 'invalid') }),
    rememberPassword: assign(({ context, event }) => ({
      password: event.type === 'TYPE_PASSWORD' ? event.password : context.password,
      passwordErrors: without(context.passwordErrors, 'password'),
    })),
    rememberConfirmation: assign(({ context, event }) => ({
      confirmation: event.type === 'TYPE_CONFIRMATION' ? event.confirmation : context.confirmation,
      passwordErrors: without(context.passwordErrors, 'confirmation'),
    })),
    refusePasswords: assign({ passwordErrors: ({ context }) => newPasswordErrors(context.password, context.confirmation) }),
    /** The client's new pair: the form hands it to the session and opens the account. */
    signedIn: (_, _pair: TokenPair) => {},
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    link: readResetLink(input),
    email: '',
    emailError: null,
    password: '',
    confirmation: '',
    passwordErrors: {},
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasResetLink', target: 'newPassword' }, { target: 'request' }],
    },
    request: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            TYPE_EMAIL: { guard: 'emailChanged', actions: 'rememberEmail' },
            SUBMIT: [{ guard: 'emailIsWrong', target: 'invalid', actions: 'refuseEmail' }, { target: 'sending' }],
          },
        },
        invalid: { on: { TYPE_EMAIL: typeEmail } },
        sending: {
          invoke: {
            id: 'sendResetEmail',
            src: 'sendResetEmail',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'sent' },
            onError: [{ guard: 'tooManyAttempts', target: 'throttled' }, { target: 'failed' }],
          },
        },
        // Both offer a retry with the same address, or another address.
        throttled: { on: { TYPE_EMAIL: typeEmail, SUBMIT: { target: 'sending' } } },
        failed: { on: { TYPE_EMAIL: typeEmail, SUBMIT: { target: 'sending' } } },
        sent: { type: 'final' },
      },
    },
    newPassword: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            TYPE_PASSWORD: { guard: 'passwordChanged', actions: 'rememberPassword' },
            TYPE_CONFIRMATION: { guard: 'confirmationChanged', actions: 'rememberConfirmation' },
            SUBMIT: [{ guard: 'passwordsAreWrong', target: 'invalid', actions: 'refusePasswords' }, { target: 'saving' }],
          },
        },
        invalid: { on: typePasswords },
        saving: {
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            // `opening` lets only a usable link through to here.
            input: ({ context }) => ({ client_id: context.link!.clientId, token: context.link!.token, password: context.password }),
            onDone: { target: 'done', actions: { type: 'signedIn', params: ({ event }) => event.output } },
            onError: [{ guard: 'linkIsInvalid', target: 'linkExpired' }, { target: 'failed' }],
          },
        },
        failed: { on: { ...typePasswords, SUBMIT: { target: 'saving' } } },
        linkExpired: { on: { ASK_NEW_LINK: { target: '#passwordReset.request' } } },
        done: { type: 'final' },
      },
    },
  },
});

export type PasswordResetMachine = typeof passwordResetMachine;
