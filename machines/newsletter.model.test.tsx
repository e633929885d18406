import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { NewsletterForm, newsletterMachine, type NewsletterSampleEvent, type SubscribeInput } from '@/features/newsletter';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { assertFullCoverage, createCoverage } from './coverage';
import { manualCalls, replayPath, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof newsletterMachine>;
type Subscription = Extract<NewsletterSampleEvent, { type: 'xstate.done.actor.subscribe' }>['output'];

const t = translator('de');

/** The footer form in German, its subscription call answered by hand as each path says. */
function newsletterHarness(): ModelHarness<Snapshot, NewsletterSampleEvent> {
  const subscriptions = manualCalls<SubscribeInput, Subscription>();
  const logic = newsletterMachine.provide({ actors: { subscribe: fromPromise(({ input }: { input: SubscribeInput }) => subscriptions.call(input)) } });
  const user = userEvent.setup({ delay: null });
  const emailField = () => screen.getByLabelText(t('newsletter.email.label'));
  const button = (id: string) => screen.getByRole('button', { name: t(id) });

  return {
    render: (inspect) => {
      renderWithApp(<NewsletterForm logic={logic} inspect={inspect} />, { locale: 'de' });
    },

    async perform(event, from) {
      switch (event.type) {
        case 'TYPE':
          await user.clear(emailField());
          if (event.email) await user.paste(event.email);
          return;
        case 'SELECT_LIST':
          await user.click(screen.getByRole('radio', { name: t(`newsletter.list.${event.list}`) }));
          return;
        case 'SUBMIT':
          // The button the page offers in that state.
          if (from.matches('warned')) await user.click(button('newsletter.warning.keep'));
          else if (from.matches('failed') || from.matches('throttled')) await user.click(button('newsletter.retry'));
          else await user.click(button('newsletter.submit'));
          return;
        case 'USE_SUGGESTION':
          await user.click(button('newsletter.warning.useSuggestion'));
          return;
        case 'xstate.done.actor.subscribe':
        case 'xstate.error.actor.subscribe':
          subscriptions.settleFrom(event);
          return;
      }
    },

    expectState(snapshot) {
      const { email, list, error, warning } = snapshot.context;
      // The buttons a user can press, by name, and whether they can press them.
      const buttons = screen.queryAllByRole('button').map((element) => `${element.textContent}${element.hasAttribute('disabled') ? ' (disabled)' : ''}`);
      const status = screen.getByRole('status');
      const alerts = screen.queryAllByRole('alert').map((element) => element.textContent);

      if (snapshot.matches('thanked')) {
        expect(status).toHaveTextContent(t('newsletter.thanks'));
        expect(status).toHaveFocus();
        expect(screen.queryByLabelText(t('newsletter.email.label'))).not.toBeInTheDocument();
        expect(buttons).toEqual([]);
        return;
      }
      expect(status).toBeEmptyDOMElement();
      expect(screen.getByLabelText(t('newsletter.email.label'))).toHaveValue(email);
      expect(screen.getByLabelText(t(`newsletter.list.${list}`))).toBeChecked();

      if (snapshot.matches('editing')) {
        expect(alerts).toEqual([]);
        expect(buttons).toEqual([t('newsletter.submit')]);
      } else if (snapshot.matches('invalid')) {
        expect(alerts).toEqual([t(`newsletter.error.${error}`)]);
        expect(screen.getByLabelText(t('newsletter.email.label'))).toHaveAttribute('aria-invalid', 'true');
        expect(buttons).toEqual([t('newsletter.submit')]);
      } else if (snapshot.matches('warned') && warning) {
        expect(alerts).toEqual([]);
        expect(screen.getByText(t('newsletter.warning.unknownDomain', { domain: warning.domain }))).toBeInTheDocument();
        if (warning.suggestion) {
          expect(screen.getByText(t('newsletter.warning.suggestion', { suggestion: warning.suggestion }))).toBeInTheDocument();
          expect(buttons).toEqual([t('newsletter.warning.useSuggestion'), t('newsletter.warning.keep')]);
        } else {
          expect(buttons).toEqual([t('newsletter.warning.keep')]);
        }
      } else if (snapshot.matches('submitting')) {
        expect(alerts).toEqual([]);
        expect(buttons).toEqual([`${t('newsletter.submitting')} (disabled)`]);
        expect(subscriptions.inputs.at(-1)).toEqual({ email: email.trim(), list, source: 'footer' });
      } else if (snapshot.matches('failed')) {
        expect(alerts).toEqual([t('newsletter.failure')]);
        expect(buttons).toEqual([t('newsletter.retry')]);
      } else if (snapshot.matches('throttled')) {
        // The wait the 429's retry_after asks for, in minutes.
        const minutes = Math.ceil((snapshot.context.failure as { retry_after: number }).retry_after / 60);
        expect(alerts).toEqual([t('common.tooManyAttempts', { minutes })]);
        expect(buttons).toEqual([t('newsletter.retry')]);
      } else {
        throw new Error(`The harness does not know the state ${JSON.stringify(snapshot.value)}`);
      }
    },
  };
}

const entry = catalogueEntry('newsletter');
const { paths } = testMachineModel(entry, newsletterHarness);

describe('the newsletter coverage gate', () => {
  it('fails on a partial replay, naming the transitions it did not take', async () => {
    const partial = createCoverage(entry.machine);
    // The first path is one of the shortest: it cannot reach the thanks.
    await replayPath(paths[0]!, newsletterHarness(), partial.inspect);

    expect(partial.covered().length).toBeGreaterThan(0);
    expect(partial.missing()).toContain('newsletter.submitting --xstate.done.actor.subscribe--> newsletter.thanked');
    expect(() => assertFullCoverage(partial, 'newsletter')).toThrow(
      /taken by no tested path:[\s\S]*newsletter\.submitting --xstate\.done\.actor\.subscribe--> newsletter\.thanked/,
    );
  });
});
