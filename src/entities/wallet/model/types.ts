import type { components } from '@/shared/api';

type Schemas = components['schemas'];

export type Wallet = Schemas['Wallet'];
export type WalletTransaction = Schemas['WalletTransaction'];
export type LedgerReason = Schemas['LedgerReason'];
