// The ledger's numbers, quoted in the contract (openapi/openapi.yaml, tag `wallet`).

/** Little Club: points earned per whole euro paid for the pieces (card and wallet, after discounts, shipping excluded). */
export const POINTS_PER_EURO = 1;
/** The wallet's movements per page unless the caller asks otherwise (1..100). */
export const WALLET_PAGE_SIZE = 30;

/** Points earned for a payment of `cents` for the pieces: one per whole euro, never negative. */
export const pointsFor = (cents: number): number => Math.max(0, Math.floor((cents * POINTS_PER_EURO) / 100));
