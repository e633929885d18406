/** The product's labelled failures (seed 001 §7), as the contract's `ClientErrorLabel` names them. */
export type ErrorLabel = 'STRIPE_CONFIRM_CARD_SETUP' | 'GEO_LOOKUP';

export interface ReportContext {
  label?: ErrorLabel;
}

/** The page event a report travels by, to the reporter installed once the page is taken over. */
export const REPORT_EVENT = 'lc:report-error';

export interface ReportEventDetail extends ReportContext {
  error: unknown;
}

/**
 * Reports an error the app caught (a labelled failure, seed 001 §7). It costs the page that calls it
 * next to nothing: the reporter, its scrubbing and its sending load later, in a chunk of their own;
 * before they are installed (or in a test that does not listen) the report goes nowhere.
 */
export function reportError(error: unknown, context: ReportContext = {}): void {
  window.dispatchEvent(new CustomEvent<ReportEventDetail>(REPORT_EVENT, { detail: { error, ...context } }));
}
