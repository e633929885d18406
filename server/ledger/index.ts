// The ledger (issue 18): every client's wallet (euro cents) and Little Club points, moved only by
// `move` (idempotent per key, never below zero), the wallet call, customer service's adjustments,
// and the points earned when an order or a trunk is paid.
export { balanceOf, lockedBalanceOf, move, movements, pointsInsufficient, walletInsufficient } from './ledger';
export type { LedgerAccount, LedgerReason, LedgerSource, MovementInput, MovementRow, ShownMovement } from './ledger';
export { centsOf, euros, movementView, walletOf } from './wallet';
export { POINTS_PER_EURO, pointsFor, WALLET_PAGE_SIZE } from './rules';
export { afterPayment, followPayments, takeBackPoints, type PaymentDone, type PaymentFollower } from './loyalty-earn';
export { ledgerHandlers } from './routes';
