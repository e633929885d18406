import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { SessionContext, staticSession, type TokenPair } from '@/entities/session';
import { SignUpForm, signUpMachine, type ClientInput, type SignUpSampleEvent } from '@/features/sign-up';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof signUpMachine>;
type ClientHash = Extract<SignUpSampleEvent, { type: 'xstate.done.actor.lookupEmail' }>['output'];

const t = translator('de');
const LENGTH = { min: 8, max: 128 };
const FIELDS = ['firstname', 'lastname', 'email', 'password'] as const;

// The sample input: a friend's referral link left its cookie; no country chosen, so the German page means DE.
beforeEach(() => {
  document.cookie = 'lc_godfather=lena.schmidt%40web.de; path=/';
});
afterEach(() => {
  document.cookie = 'lc_godfather=; max-age=0; path=/';
});

/**
 * The sign-up form in German, its calls answered by hand as each path says. Fields change and
 * buttons are pressed without moving the focus, so that no blur the path does not hold leaves the
 * email field.
 */
function signUpHarness(): ModelHarness<Snapshot, SignUpSampleEvent> {
  const lookups = manualCalls<{ email: string }, ClientHash>();
  const creations = manualCalls<ClientInput, TokenPair>();
  const logic = signUpMachine.provide({
    actors: {
      lookupEmail: fromPromise(({ input }: { input: { email: string } }) => lookups.call(input)),
      createClient: fromPromise(({ input }: { input: ClientInput }) => creations.call(input)),
    },
  });
  const session = staticSession();
  const field = (name: (typeof FIELDS)[number]) => screen.getByLabelText(t(`signup.${name}.label`));
  const submitButton = () => screen.getByText(new RegExp(`^(${t('signup.submit')}|${t('signup.retry')})$`), { selector: 'button' });

  return {
    render: (inspect) => {
      renderWithApp(
        <SessionContext.Provider value={session}>
          <SignUpForm origin="login" logic={logic} inspect={inspect} />
        </SessionContext.Provider>,
        { locale: 'de' },
      );
    },

    async perform(event) {
      switch (event.type) {
        case 'EDIT':
          for (const [name, value] of Object.entries(event.values)) fireEvent.change(field(name as (typeof FIELDS)[number]), { target: { value } });
          return;
        case 'LEAVE_EMAIL':
          fireEvent.focusOut(field('email'));
          return;
        case 'SUBMIT':
          fireEvent.click(submitButton());
          return;
        case 'xstate.done.actor.lookupEmail':
        case 'xstate.error.actor.lookupEmail':
          lookups.settleFrom(event);
          return;
        case 'xstate.done.actor.createClient':
        case 'xstate.error.actor.createClient':
          creations.settleFrom(event);
          return;
      }
    },

    expectState(snapshot) {
      const { values, errors, warning } = snapshot.context;
      // Read through role attributes and labels: computing every role of the page at each step is slow.
      const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);
      const alerts = texts('[role="alert"]');
      const statuses = texts('[role="status"]');
      const buttons = [...document.querySelectorAll('button')].map((element) => `${element.textContent}${element.hasAttribute('disabled') ? ' (disabled)' : ''}`);

      if (snapshot.matches('done')) {
        expect(statuses).toEqual([t('signup.done')]);
        expect(document.querySelector('form')).toBeNull();
        expect(session.calls).toEqual([{ method: 'signedIn', args: [expect.objectContaining({ client_id: 42 })] }]);
        return;
      }
      expect(session.calls).toEqual([]);
      for (const name of FIELDS) expect(field(name)).toHaveValue(values[name]);
      expect(screen.getByLabelText(t('signup.optins.kid'))).toHaveProperty('checked', values.optinKid);
      expect(screen.getByLabelText(t('signup.optins.woman'))).toHaveProperty('checked', values.optinWoman);
      // Each refusal on its field, in the form's order; then the failure.
      const refusals = FIELDS.filter((name) => errors[name]).map((name) => t(`signup.${name}.${errors[name]}`, LENGTH));
      // A 429 tells the wait its retry_after asks for, in minutes.
      const failure = snapshot.matches('failed')
        ? [t('signup.failed')]
        : snapshot.matches('throttled')
          ? [t('common.tooManyAttempts', { minutes: Math.ceil((snapshot.context.failure as { retry_after: number }).retry_after / 60) })]
          : [];
      expect(alerts).toEqual([...refusals, ...failure]);
      for (const name of FIELDS) {
        if (errors[name]) expect(field(name)).toHaveAttribute('aria-invalid', 'true');
        else expect(field(name)).not.toHaveAttribute('aria-invalid');
      }
      // The typo warning, and its correction, once the person left the address.
      const correction = warning?.suggestion ? [t('signup.email.useSuggestion', { suggestion: warning.suggestion })] : [];
      if (warning) expect(field('email')).toHaveAccessibleDescription(expect.stringContaining(t('signup.email.unknownDomain', { domain: warning.domain })));

      if (snapshot.matches('accountExists')) {
        expect(statuses[0]).toBe(`${t('signup.exists', { email: values.email })} ${t('signup.exists.signIn')}`);
        expect(screen.getByText(t('signup.exists.signIn'), { selector: 'a' })).toHaveAttribute('href', '/de/login');
      } else {
        expect(statuses).toEqual(['', '']);
      }
      if (snapshot.matches('checkingEmail')) expect(lookups.inputs.at(-1)).toEqual({ email: values.email });

      if (snapshot.matches('submitting')) {
        expect(buttons).toEqual([...correction, `${t('signup.submitting')} (disabled)`]);
        expect(field('email')).toHaveAttribute('readonly');
        expect(creations.inputs.at(-1)).toEqual({
          email: values.email,
          password: values.password,
          godfather_email: 'lena.schmidt@web.de',
          is_optin_kid: values.optinKid,
          ...(values.optinKid && { optin_source_kid: 'signup-login' }),
          is_optin_woman: values.optinWoman,
          origin: 'login',
          country: 'DE',
        });
      } else {
        expect(buttons).toEqual([...correction, snapshot.matches('failed') || snapshot.matches('throttled') ? t('signup.retry') : t('signup.submit')]);
      }
    },
  };
}

testMachineModel(catalogueEntry('signUp'), signUpHarness);
