import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { SessionContext, staticSession, type TokenPair } from '@/entities/session';
import {
  PasswordReset,
  passwordResetMachine,
  type PasswordResetInput,
  type PasswordResetSampleEvent,
  type ResetPasswordInput,
} from '@/features/password-reset';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof passwordResetMachine>;

const t = translator('nl');
const LENGTH = { min: 8, max: 128 };

/** The reset page in Dutch, its calls answered by hand as each path says. */
function passwordResetHarness(): ModelHarness<Snapshot, PasswordResetSampleEvent> {
  const mails = manualCalls<{ email: string }, unknown>();
  const resets = manualCalls<ResetPasswordInput, TokenPair>();
  const logic = passwordResetMachine.provide({
    actors: {
      sendResetEmail: fromPromise(({ input }: { input: { email: string } }) => mails.call(input)),
      resetPassword: fromPromise(({ input }: { input: ResetPasswordInput }) => resets.call(input)),
    },
  });
  const session = staticSession();
  let history: string[] = [];
  const byLabel = (id: string) => screen.getByLabelText(t(id));
  const button = (id: string) => screen.getByText(t(id), { selector: 'button' });
  // Read through role attributes: computing every role of the page at each step is slow.
  const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent);

  return {
    render: (inspect, input) => {
      const { clientId, token } = input as PasswordResetInput;
      const rendered = renderWithApp(
        <SessionContext.Provider value={session}>
          <PasswordReset clientId={clientId} token={token} logic={logic} inspect={inspect} />
        </SessionContext.Provider>,
        { locale: 'nl', path: '/nl/reset-password' },
      );
      history = rendered.location.history ?? [];
    },

    async perform(event, from) {
      switch (event.type) {
        case 'TYPE_EMAIL':
          fireEvent.change(byLabel('reset.email.label'), { target: { value: event.email } });
          return;
        case 'TYPE_PASSWORD':
          fireEvent.change(byLabel('reset.password.label'), { target: { value: event.password } });
          return;
        case 'TYPE_CONFIRMATION':
          fireEvent.change(byLabel('reset.confirmation.label'), { target: { value: event.confirmation } });
          return;
        case 'SUBMIT':
          fireEvent.click(button(from.matches('request') ? 'reset.request.submit' : 'reset.choose.submit'));
          return;
        case 'ASK_NEW_LINK':
          fireEvent.click(button('reset.choose.askAgain'));
          return;
        case 'xstate.done.actor.sendResetEmail':
        case 'xstate.error.actor.sendResetEmail':
          mails.settleFrom(event);
          return;
        case 'xstate.done.actor.resetPassword':
        case 'xstate.error.actor.resetPassword':
          resets.settleFrom(event);
          return;
      }
    },

    expectState(snapshot) {
      const { email, emailError, password, confirmation, passwordErrors } = snapshot.context;
      const alerts = texts('[role="alert"]');
      const buttons = [...document.querySelectorAll('button')].map((element) => `${element.textContent}${element.hasAttribute('disabled') ? ' (disabled)' : ''}`);
      const signedIn = session.calls.filter((call) => call.method === 'signedIn');

      if (snapshot.matches({ request: 'sent' })) {
        expect(texts('[role="status"]')).toEqual([t('reset.request.sent')]);
        expect(screen.queryByLabelText(t('reset.email.label'))).toBeNull();
        expect(screen.getByText(t('reset.backToLogin'), { selector: 'a' })).toHaveAttribute('href', '/nl/login');
      } else if (snapshot.matches('request')) {
        expect(byLabel('reset.email.label')).toHaveValue(email);
        const failure = snapshot.matches({ request: 'throttled' }) ? [t('reset.request.tooMany')] : snapshot.matches({ request: 'failed' }) ? [t('reset.request.failed')] : [];
        expect(alerts).toEqual([...(emailError ? [t(`reset.email.${emailError}`)] : []), ...failure]);
        const sending = snapshot.matches({ request: 'sending' });
        expect(buttons).toEqual([sending ? `${t('reset.request.submitting')} (disabled)` : t('reset.request.submit')]);
        if (sending) expect(mails.inputs.at(-1)).toEqual({ email: email.trim() });
      } else if (snapshot.matches({ newPassword: 'linkExpired' })) {
        expect(alerts).toEqual([t('reset.choose.invalidLink')]);
        expect(buttons).toEqual([t('reset.choose.askAgain')]);
      } else if (snapshot.matches({ newPassword: 'done' })) {
        expect(signedIn).toEqual([{ method: 'signedIn', args: [expect.objectContaining({ client_id: 7 })] }]);
        expect(history.at(-1)).toBe('/nl/infos');
      } else {
        expect(byLabel('reset.password.label')).toHaveValue(password);
        expect(byLabel('reset.confirmation.label')).toHaveValue(confirmation);
        const refusals = [
          ...(passwordErrors.password ? [t(`signup.password.${passwordErrors.password}`, LENGTH)] : []),
          ...(passwordErrors.confirmation ? [t('reset.confirmation.mismatch')] : []),
        ];
        expect(alerts).toEqual(snapshot.matches({ newPassword: 'failed' }) ? [...refusals, t('reset.choose.failed')] : refusals);
        const saving = snapshot.matches({ newPassword: 'saving' });
        expect(buttons).toEqual([saving ? `${t('reset.choose.submitting')} (disabled)` : t('reset.choose.submit')]);
        if (saving) expect(resets.inputs.at(-1)).toEqual({ client_id: 7, token: 'f3c9a1d2e4b5', password });
      }
      if (!snapshot.matches({ newPassword: 'done' })) expect(signedIn).toEqual([]);
    },
  };
}

testMachineModel(catalogueEntry('passwordReset'), passwordResetHarness);
