import { api, unwrap } from '@/shared/api';
import { query, type Query } from '@/shared/lib';
import type { Wallet } from '../model/types';

/** Transactions per page of the wallet page: the call's own default. */
export const WALLET_PAGE_SIZE = 30;

/** One page of the wallet: its balance and that page's transactions, newest first. */
export function getWallet(page = 1, pageSize = WALLET_PAGE_SIZE): Promise<Wallet> {
  return unwrap(api.GET('/clients/me/wallet', { params: { query: { page, page_size: pageSize } } }));
}

/** The wallet's balance in euros, without its transactions' list to speak of. */
export async function getWalletBalance(): Promise<number> {
  return (await getWallet(1, 1)).amount;
}

/** The key of a page of the wallet: the balance changes with every payment, so pages read it again when they open. */
export const walletQueryKey = (page: number) => `wallet:${page}`;

export const walletQuery = (page: number): Query<Wallet> => query(walletQueryKey(page), () => getWallet(page));
