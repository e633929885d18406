import type { AnalyticsEvent } from '@/shared/analytics';
import type { components } from '@/shared/api';

type DataLayer = components['schemas']['DataLayer'];
const SESSION_KEY = 'lc-data-layer-session';

/**
 * The start-up data layer as a catalogue event: its id names the client and the browser session,
 * so it goes once per session (a reload or a second page does not send it again).
 */
export function dataLayerEvent(dataLayer: DataLayer, session: Pick<Storage, 'getItem' | 'setItem'>): Extract<AnalyticsEvent, { event: 'data_layer' }> {
  let sessionId: string | null = null;
  try {
    sessionId = session.getItem(SESSION_KEY);
    if (!sessionId) {
      sessionId = Math.random().toString(36).slice(2, 12);
      session.setItem(SESSION_KEY, sessionId);
    }
  } catch {
    sessionId = 'no-session-storage';
  }
  return { ...dataLayer, event: 'data_layer', id: `${dataLayer.client_id}:${sessionId}` };
}

/** A sign-out ends the session: the next sign-in in this tab pushes its data layer again. */
export function forgetDataLayerSession(session: Pick<Storage, 'removeItem'>): void {
  try {
    session.removeItem(SESSION_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}
