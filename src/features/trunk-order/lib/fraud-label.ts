/** The reasons the server's fraud check gives for refusing a trunk request or a subscription. */
export const FRAUD_LABELS = ['DUPLICATE_ACCOUNTS', 'PRESUMED_FRAUDSTER'] as const;
export type FraudLabel = (typeof FRAUD_LABELS)[number];

/** Where the app keeps the fraud label of the browser's account (seed 000 section 8). */
export const FRAUD_LABEL_KEY = 'lc_fraud_label';

export const isFraudLabel = (value: unknown): value is FraudLabel => FRAUD_LABELS.includes(value as FraudLabel);

/** Keeps the label; a browser that refuses storage keeps nothing, and the order goes on. */
export function storeFraudLabel(label: FraudLabel): void {
  try {
    localStorage.setItem(FRAUD_LABEL_KEY, label);
  } catch {
    // Storage blocked or full: the server has recorded the finding anyway.
  }
}

/** The stored label, or null when there is none, it is not a label, or storage is blocked. */
export function readFraudLabel(): FraudLabel | null {
  try {
    const stored = localStorage.getItem(FRAUD_LABEL_KEY);
    return isFraudLabel(stored) ? stored : null;
  } catch {
    return null;
  }
}
