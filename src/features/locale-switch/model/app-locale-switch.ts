import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import type { SessionPort } from '@/entities/session';
import { forgetQueries, journeyInspect } from '@/shared/lib';
import * as calls from '../api/account';
import { localeSwitchMachine, type LocaleSwitchMachine } from './machine';
import { pathInLocale, rememberPair } from './switch';

/**
 * The keys of what the tab keeps that speaks a locale (seed 001 §4): every website content under
 * `website:` (the messages, which app/i18n forgets with it, the Instagram media, stylists, looks,
 * brands, FAQ, legal contents, SEO metadata, configuration, sales status), the subscriber offer
 * and the shop's collections.
 */
export const LOCALE_CONTENT_PREFIXES = ['website:', 'subscriber-offer:', 'shop-collections:', 'shop-collection:', 'kid-collections:'] as const;

/** The machine over the browser and the API; the session hears of the client fetched again. */
export function appLocaleSwitchLogic(session: Pick<SessionPort, 'clientChanged'>): LocaleSwitchMachine {
  return localeSwitchMachine.provide({
    actors: {
      saveChoice: fromPromise(({ input }) => calls.saveChoice(input)),
      reloadClient: fromPromise(() => calls.reloadClient()),
    },
    actions: {
      storeChoice: (_, pair) => rememberPair(pair),
      forgetContent: () => LOCALE_CONTENT_PREFIXES.forEach(forgetQueries),
      showLocale: (_, pair) => navigate(pathInLocale(window.location.pathname + window.location.search + window.location.hash, pair.locale)),
      clientReloaded: (_, client) => session.clientChanged(client),
    },
  });
}

export type LocaleSwitchActor = ActorRefFrom<LocaleSwitchMachine>;

let running: LocaleSwitchActor | null = null;
/** The session the switch hands the client to: the one of the screen that asked last. */
let currentSession: Pick<SessionPort, 'clientChanged'> | null = null;

/**
 * The tab's one switch, started on first use: it outlives the footer, which the page in the new
 * locale draws again, so that a save still running, or its failure, is still there.
 */
export function appLocaleSwitch(session: Pick<SessionPort, 'clientChanged'>): LocaleSwitchActor {
  currentSession = session;
  running ??= createActor(appLocaleSwitchLogic({ clientChanged: (client) => currentSession?.clientChanged(client) }), { inspect: journeyInspect }).start();
  return running;
}
