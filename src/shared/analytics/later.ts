import type { AnalyticsEvent } from './catalogue';

/**
 * `track` from its own chunk: for the footer and the shop's tight pages, whose boot weight cannot
 * carry the module. The event is recorded as `track` would, a moment later.
 */
export function trackLater(event: AnalyticsEvent): Promise<boolean> {
  return import('./track').then(({ track }) => track(event)).catch(() => false);
}
