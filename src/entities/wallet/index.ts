export type { LedgerReason, Wallet, WalletTransaction } from './model/types';
export { getWallet, getWalletBalance, walletQuery, walletQueryKey, WALLET_PAGE_SIZE } from './api/wallet';
export { isCredit, transactionLabel, walletShare } from './lib/label';
export type { TransactionLabel } from './lib/label';
export { WalletSwitch } from './ui/WalletSwitch';
export type { WalletSwitchProps } from './ui/WalletSwitch';
