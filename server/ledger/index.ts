// The ledger (issue 18): every client's wallet (euro cents) and Little Club points, moved only by
// `move` (idempotent per key, never below zero), the wallet call, customer service's adjustments,
// and the points earned when an order or a trunk is paid.
export { balanceOf, lockedBalanceOf, move, movements, pointsInsufficient, walletInsufficient } from './ledger';
export type { LedgerAccount, LedgerReason, LedgerSource, MovementInput, MovementRow, ShownMovement } from './ledger';
export { centsOf, euros, movementView, walletOf, WALLET_PAGE_SIZE } from './wallet';
export { ledgerHandlers } from './routes';
