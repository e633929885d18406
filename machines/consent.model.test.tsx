import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ConsentBanner, consentMachine, type ConsentEvent, type ConsentInput } from '@/features/privacy/cookie-banner';
import { CONSENT_COOKIE, readConsent, requestConsentChoice } from '@/shared/consent';
import { dataLayerEntries, forgetTracking, renderWithApp, translator } from '@/shared/testing';
import { catalogueEntry } from './catalogue';
import { testMachineModel, type ModelHarness } from './model-based';

type Snapshot = SnapshotFrom<typeof consentMachine>;

const t = translator('nl');

function dataLayer(): Record<string, unknown>[] {
  return dataLayerEntries().filter((entry) => 'event' in entry);
}

afterEach(forgetTracking);

/** The banner in Dutch, with its real cookie and data layer. */
function consentHarness(): ModelHarness<Snapshot, ConsentEvent> {
  const user = userEvent.setup({ delay: null });
  const button = (id: string) => screen.getByRole('button', { name: t(id) });

  return {
    render: (inspect, input) => {
      document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
      renderWithApp(
        <>
          {/* The footer's "manage cookies" asks the same way. */}
          <button type="button" onClick={requestConsentChoice}>
            reopen
          </button>
          <ConsentBanner inspect={inspect} input={input as ConsentInput} />
        </>,
        { locale: 'nl' },
      );
    },

    async perform(event) {
      switch (event.type) {
        case 'ACCEPT_ALL':
          return user.click(button('consent.acceptAll'));
        case 'REFUSE_ALL':
          return user.click(button('consent.refuseAll'));
        case 'CHOOSE':
          return user.click(button('consent.choose'));
        case 'TOGGLE':
          return user.click(screen.getByRole('switch', { name: t(`consent.purpose.${event.purpose}`) }));
        case 'SAVE':
          return user.click(button('consent.save'));
        case 'CLOSE':
          return user.click(screen.getByRole('button', { name: new RegExp(`^(${t('consent.back')}|${t('consent.close')})$`) }));
        case 'REOPEN':
          // The footer's "manage cookies".
          return user.click(screen.getByRole('button', { name: 'reopen' }));
      }
    },

    expectState(snapshot) {
      const { measurement, advertising, choice, stored } = snapshot.context;
      const region = screen.queryByRole('region', { name: t('consent.title') });
      const buttons = screen.queryAllByRole('button').map((element) => element.textContent).filter((name) => name !== 'reopen');

      // A decision taken in the banner is in the cookie and recorded as the "cookie banner" event.
      if (choice) {
        expect(readConsent()).toMatchObject(stored!);
        expect(dataLayer().at(-1)).toEqual({ event: 'cookie_banner', label: 'bannière cookies', choice, ...stored });
      } else {
        expect(readConsent()).toBeNull();
        expect(dataLayer()).toEqual([]);
      }

      if (snapshot.matches('hidden')) {
        expect(region).toBeNull();
        expect(buttons).toEqual([]);
      } else if (snapshot.matches('asking')) {
        expect(region).toHaveTextContent(t('consent.intro'));
        expect(screen.queryAllByRole('switch')).toEqual([]);
        expect(buttons).toEqual([t('consent.refuseAll'), t('consent.acceptAll'), t('consent.choose')]);
      } else if (snapshot.matches('choosing')) {
        expect(region).toHaveTextContent(t('consent.choose.intro'));
        expect(screen.getByRole('switch', { name: t('consent.purpose.measurement') })).toHaveProperty('checked', measurement);
        expect(screen.getByRole('switch', { name: t('consent.purpose.advertising') })).toHaveProperty('checked', advertising);
        expect(screen.getByRole('link', { name: t('consent.more') })).toHaveAttribute('href', '/nl/terms-and-conditions#data');
        expect(buttons).toEqual([t('consent.refuseAll'), t('consent.acceptAll'), t(stored ? 'consent.close' : 'consent.back'), t('consent.save')]);
      } else {
        throw new Error(`The harness does not know the state ${JSON.stringify(snapshot.value)}`);
      }
    },
  };
}

testMachineModel(catalogueEntry('consent'), consentHarness);
