import { consentGiven, dataLayerOf, onConsentChange, readConsent } from '@/shared/consent';
import { EVENT_LABELS, REQUEST_TYPE_LABELS, SUBSCRIPTION_ACTION_LABELS, purposeOf, type AnalyticsEvent, type Ga4Event } from './catalogue';

/** How many sent ids each category remembers (the newest). */
export const SENT_IDS_CAP = 200;
const SENT_PREFIX = 'sent-';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The ids already sent in a category; corrupt storage is cleared silently (seed 001 §8). */
export function sentIds(category: string): string[] {
  const store = storage();
  if (!store) return [];
  const key = SENT_PREFIX + category;
  const raw = store.getItem(key);
  if (raw === null) return [];
  try {
    const ids: unknown = JSON.parse(raw);
    if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return ids as string[];
  } catch {
    // cleared below
  }
  store.removeItem(key);
  return [];
}

function rememberSent(category: string, id: string): void {
  const store = storage();
  if (!store) return;
  const ids = [...sentIds(category).filter((known) => known !== id), id].slice(-SENT_IDS_CAP);
  try {
    store.setItem(SENT_PREFIX + category, JSON.stringify(ids));
  } catch {
    // a full storage only means the id may be sent again
  }
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** GA4's recommended e-commerce shape: `{ event, ecommerce: { currency, value, items } }`. */
export function ga4Entry(ga4: Ga4Event): Record<string, unknown> {
  const { event, items, value, ...rest } = ga4;
  const amount = value ?? cents(items.reduce((sum, item) => sum + item.price * item.quantity, 0) + (rest.shipping ?? 0));
  return { event, ecommerce: { currency: 'EUR', value: amount, ...rest, items } };
}

/** What the data layer receives for an event: `{ event, label, ...payload }`, with the labels of its codes. */
export function dataLayerEntry(event: AnalyticsEvent): Record<string, unknown> {
  const { ga4: _ga4, ...payload } = event as AnalyticsEvent & { ga4?: Ga4Event };
  const entry: Record<string, unknown> = { ...payload, event: event.event, label: EVENT_LABELS[event.event] };
  if (event.event === 'trunk_request') entry.request_label = REQUEST_TYPE_LABELS[event.request_type];
  if (event.event === 'subscription') entry.action_label = SUBSCRIPTION_ACTION_LABELS[event.action];
  return entry;
}

/**
 * Records an event: nothing without the consent its purpose needs, nothing when its id was sent
 * before (per category); else `{ event, label, ...payload }`, and GA4's e-commerce event after it.
 * Returns whether it was sent.
 */
export function track(event: AnalyticsEvent): boolean {
  if (!consentGiven(purposeOf(event.event))) return false;
  const id = 'id' in event && event.id !== undefined ? String(event.id) : null;
  if (id !== null && sentIds(event.event).includes(id)) return false;
  const layer = dataLayerOf();
  layer.push(dataLayerEntry(event));
  const ga4 = (event as { ga4?: Ga4Event }).ga4;
  if (ga4) {
    layer.push({ ecommerce: null });
    layer.push(ga4Entry(ga4));
  }
  if (id !== null) rememberSent(event.event, id);
  return true;
}

/**
 * Pushes a record that is not a measurement (the consent choice itself): always, whatever the
 * consent, never deduplicated.
 */
export function record(event: Extract<AnalyticsEvent, { event: 'cookie_banner' }>): void {
  dataLayerOf().push(dataLayerEntry(event));
}

/** Events that came before the visitor's decision, in their order. */
let waiting: AnalyticsEvent[] = [];
let stopWaiting: (() => void) | null = null;

/**
 * Tracks an event now if the visitor allowed its purpose; before any decision (a first visit, the
 * banner not answered yet: the start-up data layer, an A/B exposure), holds it and tracks it once
 * they decide. A refusal, then or before, drops it.
 */
export function trackWhenDecided(event: AnalyticsEvent): void {
  if (readConsent() !== null) {
    track(event);
    return;
  }
  waiting.push(event);
  stopWaiting ??= onConsentChange((consent) => {
    if (consent === null) return;
    const held = waiting;
    waiting = [];
    stopWaiting?.();
    stopWaiting = null;
    for (const event of held) track(event);
  });
}
