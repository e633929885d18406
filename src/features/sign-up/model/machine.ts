import { assign, fromPromise, setup } from 'xstate';
import type { CountryCode, TokenPair } from '@/entities/session';
import { isProblem, retryAfterMinutes, type components } from '@/shared/api';
import { checkEmail, type EmailWarning } from '@/shared/lib';
import { EMPTY_VALUES, hashMeansAccount, signUpErrors, type SignUpErrors, type SignUpField, type SignUpValues } from './rules';

export type ClientInput = components['schemas']['ClientInput'];
export type ClientHash = components['schemas']['ClientHash'];

/** Where the form is and who fills it in: read by the form from its props, cookies and locale. */
export interface SignUpInput {
  /** Where the sign-up happens: login, quiz-kid, quiz-woman. */
  origin: string;
  country: CountryCode;
  /** The referrer's address from the `lc_godfather` cookie, when it is one. */
  godfatherEmail: string | null;
  /** The woman newsletter is offered (the woman feature is on). */
  offersWoman: boolean;
}

export interface SignUpContext extends SignUpInput {
  values: SignUpValues;
  /** Refusals shown on their field, until that field is edited. */
  errors: SignUpErrors;
  /** An unknown domain (with its probable spelling), once the person left the email field. */
  warning: EmailWarning | null;
  /** The address the account lookup (or the server) last answered for. */
  checkedEmail: string | null;
  /** What the sign-up call failed with, while `failed` or `throttled`. */
  failure: unknown;
}

export type SignUpEvent =
  | { type: 'EDIT'; values: Partial<SignUpValues> }
  | { type: 'LEAVE_EMAIL' }
  | { type: 'SUBMIT' };

const FORM_FIELDS: readonly string[] = ['firstname', 'lastname', 'email', 'password'] satisfies SignUpField[];

/** The fields a 400 problem names, when they are all fields of the form; null otherwise. */
export function refusedFields(error: unknown): SignUpErrors | null {
  if (!isProblem(error) || error.status !== 400 || !error.errors?.length) return null;
  const fields = error.errors.map((entry) => entry.field);
  if (!fields.every((field) => FORM_FIELDS.includes(field))) return null;
  return Object.fromEntries(fields.map((field) => [field, 'invalid'])) as SignUpErrors;
}

/** The refusals that stand: those still shown (from the server) and those of the rules. */
const standingErrors = (context: SignUpContext): SignUpErrors => ({ ...context.errors, ...signUpErrors(context.values) });

/** The body of `POST clients`: names only when given, opt-in sources only with an opt-in. */
/** What the sign-up's tracking records: the new client, where it signed up, and its opt-ins. */
export interface SignUpRecord {
  client_id: number;
  origin: string;
  referred: boolean;
  optins: { email: string; list: 'KID' | 'WOMAN'; source: string }[];
}

export function signUpRecord(context: SignUpContext, clientId: number): SignUpRecord {
  const request = signUpRequest(context);
  const optins: SignUpRecord['optins'] = [];
  if (request.is_optin_kid) optins.push({ email: request.email, list: 'KID', source: request.optin_source_kid ?? `signup-${context.origin}` });
  if (request.is_optin_woman) optins.push({ email: request.email, list: 'WOMAN', source: request.optin_source_woman ?? `signup-${context.origin}` });
  return { client_id: clientId, origin: context.origin, referred: context.godfatherEmail !== null, optins };
}

export function signUpRequest({ values, origin, country, godfatherEmail, offersWoman }: SignUpContext): ClientInput {
  const firstname = values.firstname.trim();
  const lastname = values.lastname.trim();
  const source = `signup-${origin}`;
  return {
    email: values.email.trim(),
    password: values.password,
    ...(firstname && { firstname }),
    ...(lastname && { lastname }),
    ...(godfatherEmail && { godfather_email: godfatherEmail }),
    is_optin_kid: values.optinKid,
    ...(values.optinKid && { optin_source_kid: source }),
    ...(offersWoman && { is_optin_woman: values.optinWoman }),
    ...(offersWoman && values.optinWoman && { optin_source_woman: source }),
    origin,
    country,
  };
}

interface GuardArgs {
  context: SignUpContext;
  event: SignUpEvent;
}

/** The rules of the form, pure functions of the context and the event. */
export const signUpGuards = {
  /** A well-formed address that no lookup answered for yet. */
  emailNeedsLookup: ({ context }: GuardArgs) => {
    const check = checkEmail(context.values.email);
    return check.status === 'ok' && check.email !== context.checkedEmail;
  },
  formIsIncomplete: ({ context }: GuardArgs) => Object.keys(standingErrors(context)).length > 0,
  /** An edit that leaves the form as it was changes nothing. */
  changesSomething: ({ context, event }: GuardArgs) =>
    event.type === 'EDIT' && Object.entries(event.values).some(([field, value]) => context.values[field as keyof SignUpValues] !== value),
  editsEmail: ({ context, event }: GuardArgs) => event.type === 'EDIT' && event.values.email !== undefined && event.values.email !== context.values.email,
  /** On the lookup's answer: the hash says the address has an account. */
  addressHasAccount: ({ event }: GuardArgs) => hashMeansAccount((event as unknown as { output: ClientHash }).output.hash),
  /** On the sign-up's failure: 409 EMAIL_TAKEN. */
  emailTaken: ({ event }: GuardArgs) => {
    const error = (event as unknown as { error: unknown }).error;
    return isProblem(error) && error.type === 'EMAIL_TAKEN';
  },
  /** On the sign-up's failure: 429 TOO_MANY_ATTEMPTS, too many sign-ups from this network. */
  tooManyAttempts: ({ event }: GuardArgs) => retryAfterMinutes((event as unknown as { error: unknown }).error) !== null,
  /** On the sign-up's failure: a 400 that names fields of the form. */
  fieldsRefused: ({ event }: GuardArgs) => refusedFields((event as unknown as { error: unknown }).error) !== null,
};

/** Checks, in order: refusals shown on their fields, then the call. */
const submit = [{ guard: 'formIsIncomplete', target: 'invalid', actions: 'refuse' }, { target: 'submitting' }] as const;
/** Leaving the email field: a typo warning, and the account lookup for a new address. */
const leaveEmail = [{ guard: 'emailNeedsLookup', target: 'checkingEmail', actions: 'warnOfTypo' }, { actions: 'warnOfTypo' }] as const;
/** Editing the address drops what was learnt about the old one; other fields change nothing else. */
const editKeepingLookup = [{ guard: 'editsEmail', target: 'editing', actions: 'edit' }, { guard: 'changesSomething', actions: 'edit' }] as const;
const editAgain = { guard: 'changesSomething', target: 'editing', actions: 'edit' } as const;

/**
 * The sign-up form: edits, a typo warning and an account lookup when the email field is left,
 * refusals on their fields, the call, and the offer to sign in when the address has an account.
 */
export const signUpMachine = setup({
  types: {} as {
    context: SignUpContext;
    events: SignUpEvent;
    input: SignUpInput;
  },
  actors: {
    lookupEmail: fromPromise<ClientHash, { email: string }>(() => {
      throw new Error('provided by the app');
    }),
    createClient: fromPromise<TokenPair, ClientInput>(() => {
      throw new Error('provided by the app');
    }),
  },
  guards: signUpGuards,
  actions: {
    edit: assign(({ context, event }) => {
      const changes = event.type === 'EDIT' ? event.values : {};
      const errors = Object.fromEntries(Object.entries(context.errors).filter(([field]) => !(field in changes)));
      return { values: { ...context.values, ...changes }, errors, ...('email' in changes && { warning: null, checkedEmail: null }) };
    }),
    warnOfTypo: assign({
      warning: ({ context }) => {
        const check = checkEmail(context.values.email);
        return check.status === 'ok' ? check.warning : null;
      },
    }),
    refuse: assign({ errors: ({ context }) => standingErrors(context) }),
    rememberCheckedEmail: assign({ checkedEmail: ({ context }) => context.values.email.trim() }),
    // These run on the invoke's error event, which is not one of the machine's own events.
    rememberRefusals: assign({ errors: ({ event }) => refusedFields((event as { error?: unknown }).error) ?? {} }),
    rememberFailure: assign({ failure: ({ event }) => (event as { error?: unknown }).error ?? null }),
    forgetFailure: assign({ failure: null }),
    /** The new client's pair: the form hands it to the session. */
    signedIn: (_, _pair: TokenPair) => {},
    /** Records the sign-up ("inscription"), and each newsletter the new client opted in to ("optin"). */
    trackSignUp: (_, _signUp: SignUpRecord) => {},
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({ ...input, values: EMPTY_VALUES, errors: {}, warning: null, checkedEmail: null, failure: null }),
  initial: 'editing',
  states: {
    editing: {
      on: { EDIT: { guard: 'changesSomething', actions: 'edit' }, LEAVE_EMAIL: leaveEmail, SUBMIT: submit },
    },
    checkingEmail: {
      invoke: {
        id: 'lookupEmail',
        src: 'lookupEmail',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: [
          { guard: 'addressHasAccount', target: 'accountExists', actions: 'rememberCheckedEmail' },
          { target: 'editing', actions: 'rememberCheckedEmail' },
        ],
        // The lookup only helps: without it, the sign-up call still tells a taken address.
        onError: { target: 'editing' },
      },
      on: { EDIT: editKeepingLookup, SUBMIT: submit },
    },
    accountExists: {
      on: { EDIT: editKeepingLookup, SUBMIT: submit },
    },
    invalid: {
      // SUBMIT is not listened to: nothing changed since the refusal (editing leaves this state).
      // Nor is LEAVE_EMAIL: the refusal moves the focus to a field, which is no one leaving the address.
      on: { EDIT: editAgain },
    },
    submitting: {
      entry: 'forgetFailure',
      invoke: {
        id: 'createClient',
        src: 'createClient',
        input: ({ context }) => signUpRequest(context),
        onDone: {
          target: 'done',
          actions: [
            { type: 'signedIn', params: ({ event }) => event.output },
            { type: 'trackSignUp', params: ({ context, event }) => signUpRecord(context, event.output.client_id) },
          ],
        },
        onError: [
          { guard: 'emailTaken', target: 'accountExists', actions: 'rememberCheckedEmail' },
          { guard: 'fieldsRefused', target: 'invalid', actions: 'rememberRefusals' },
          { guard: 'tooManyAttempts', target: 'throttled', actions: 'rememberFailure' },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    failed: {
      // Retry: the form passed every check on the way here and has not changed since.
      on: { EDIT: editAgain, SUBMIT: { target: 'submitting' } },
    },
    // Told how long to wait; what was typed stays, and a retry is the person's to make.
    throttled: {
      on: { EDIT: editAgain, SUBMIT: { target: 'submitting' } },
    },
    done: { type: 'final' },
  },
});

export type SignUpMachine = typeof signUpMachine;
export type SignUpState = 'editing' | 'checkingEmail' | 'accountExists' | 'invalid' | 'submitting' | 'failed' | 'throttled' | 'done';
