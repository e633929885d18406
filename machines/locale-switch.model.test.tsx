import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { SessionContext, staticSession, type Client } from '@/entities/session';
import {
  appLocaleSwitchLogic,
  LOCALE_CONTENT_PREFIXES,
  LocaleSwitcher,
  pathInLocale,
  type LocaleChoice,
  type LocaleSwitchMachine,
  type LocaleSwitchSampleEvent,
} from '@/features/locale-switch';
import { onQueriesForgotten, readCookie } from '@/shared/lib';
import { renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { manualCalls, testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<LocaleSwitchMachine>;

const t = translator('fr');
/** The page the visitor is on when they choose: its path, query and hash follow them. */
const START = '/de/faq?section=2#livraison';

let stopListening: (() => void) | null = null;

/**
 * The footer's switcher in French on the app's own switch logic, over jsdom's cookies and address
 * bar and the tab's cache, its two calls answered by hand and the session recorded.
 */
function localeSwitchHarness(): ModelHarness<Snapshot, LocaleSwitchSampleEvent> {
  const saves = manualCalls<LocaleChoice, Client>();
  const reloads = manualCalls<void, Client>();
  const session = staticSession({ status: 'unauthenticated' });
  const logic = appLocaleSwitchLogic(session).provide({
    actors: {
      saveChoice: fromPromise(({ input }) => saves.call(input)),
      reloadClient: fromPromise(() => reloads.call()),
    },
  });
  const user = userEvent.setup({ delay: null });
  /** The cache prefixes forgotten so far, and what each choice should have forgotten. */
  const forgotten: string[] = [];
  let choices = 0;
  let clientsReloaded: Client[] = [];
  const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

  return {
    render(inspect) {
      for (const name of ['lc_country', 'lc_locale']) document.cookie = `${name}=; max-age=0; path=/`;
      history.replaceState(null, '', START);
      stopListening?.();
      stopListening = onQueriesForgotten((prefix) => forgotten.push(prefix));
      const actor = createActor(logic, { inspect }).start();
      renderWithApp(
        <SessionContext.Provider value={session}>
          <LocaleSwitcher actor={actor} />
        </SessionContext.Provider>,
        { locale: 'fr', path: START },
      );
    },

    async perform(event) {
      switch (event.type) {
        case 'CHOOSE':
          choices += 1;
          act(() => session.set({ status: event.signedIn ? 'authenticated' : 'unauthenticated' }));
          await user.selectOptions(screen.getByRole('combobox', { name: t('footer.locale.label') }), event.pair.label);
          return;
        case 'RETRY':
          await user.click(screen.getByRole('button', { name: t('locale.retry') }));
          return;
        case 'DISMISS':
          await user.click(screen.getByRole('button', { name: t('locale.dismiss') }));
          return;
        case 'xstate.done.actor.saveChoice':
        case 'xstate.error.actor.saveChoice':
          await act(async () => saves.settleFrom(event));
          return;
        case 'xstate.done.actor.reloadClient':
          clientsReloaded = [...clientsReloaded, event.output];
          await act(async () => reloads.settleFrom(event));
          return;
        case 'xstate.error.actor.reloadClient':
          await act(async () => reloads.settleFrom(event));
          return;
      }
    },

    expectState(snapshot) {
      const { choice } = snapshot.context;
      const alerts = screen.queryAllByRole('alert').map((alert) => alert.textContent);
      const address = window.location.pathname + window.location.search + window.location.hash;

      // Each choice: the cookies first, the cached website content forgotten, the same page in the
      // chosen language, whatever the account answers.
      if (choice) {
        expect(readCookie('lc_locale')).toBe(choice.locale);
        expect(readCookie('lc_country')).toBe(choice.country);
        expect(address).toBe(pathInLocale(START, choice.locale));
      } else {
        expect(readCookie('lc_locale')).toBeNull();
        expect(address).toBe(START);
      }
      expect(forgotten).toEqual(Array.from({ length: choices }, () => LOCALE_CONTENT_PREFIXES).flat());
      // The session has the client as it was fetched again.
      expect(session.calls.filter((call) => call.method === 'clientChanged').map((call) => call.args[0])).toEqual(clientsReloaded);

      const busy = screen.getByRole('combobox', { name: t('footer.locale.label') }).parentElement!.getAttribute('aria-busy');
      if (snapshot.matches('saving')) {
        expect(saves.inputs.at(-1)).toEqual({ locale: choice!.locale, country: choice!.country });
        expect(busy).toBe('true');
        expect(alerts).toEqual([]);
      } else if (snapshot.matches('reloading')) {
        expect(reloads.inputs.length).toBeGreaterThan(0);
        expect(busy).toBe('true');
        expect(alerts).toEqual([]);
      } else if (snapshot.matches('saveFailed')) {
        expect(alerts).toEqual([t('locale.saveFailed')]);
        expect(buttons()).toEqual([t('locale.retry'), t('locale.dismiss')]);
        expect(busy).toBe('false');
      } else {
        expect(snapshot.value).toBe('idle');
        expect(alerts).toEqual([]);
        expect(buttons()).toEqual([]);
        expect(busy).toBe('false');
      }
    },
  };
}

testMachineModel(catalogueEntry('localeSwitch'), localeSwitchHarness);
