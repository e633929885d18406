/** What a choice covers, by purpose. */
export interface ConsentChoice {
  measurement: boolean;
  advertising: boolean;
}

type GrantedOrDenied = 'granted' | 'denied';
export type ConsentModeParameters = Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', GrantedOrDenied>;

/** The array tag managers read, created when missing. */
export function dataLayerOf(host: Window = window): unknown[] {
  const holder = host as unknown as { dataLayer?: unknown[] };
  holder.dataLayer ??= [];
  return holder.dataLayer;
}

/**
 * Google's `gtag()`: it pushes its `arguments` object, the only form of a command (consent,
 * config) that the tags read; a plain array is taken for a message and ignored.
 */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayerOf().push(arguments);
}

const state = (given: boolean): GrantedOrDenied => (given ? 'granted' : 'denied');

/** The Google consent mode v2 parameters of a choice: advertising covers the three ad signals. */
export function consentModeOf(choice: ConsentChoice): ConsentModeParameters {
  return {
    analytics_storage: state(choice.measurement),
    ad_storage: state(choice.advertising),
    ad_user_data: state(choice.advertising),
    ad_personalization: state(choice.advertising),
  };
}

function isConsentDefault(entry: unknown): boolean {
  return typeof entry === 'object' && entry !== null && (entry as ArrayLike<unknown>)[0] === 'consent' && (entry as ArrayLike<unknown>)[1] === 'default';
}

/**
 * Google consent mode: every purpose denied by default, said once on the page before any tag can
 * read the data layer (call it before a tag script is added); then the choice, when there is one.
 */
export function pushConsentMode(choice: ConsentChoice | null): void {
  if (typeof window === 'undefined') return;
  if (!dataLayerOf().some(isConsentDefault)) gtag('consent', 'default', consentModeOf({ measurement: false, advertising: false }));
  if (choice) gtag('consent', 'update', consentModeOf(choice));
}
