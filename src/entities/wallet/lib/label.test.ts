import { describe, expect, it } from 'vitest';
import { translator } from '@/shared/testing';
import { transactionLabel, walletShare } from './label';

const t = translator('fr');
const label = (reason: Parameters<typeof transactionLabel>[0]['reason'], type: 'ORDER' | 'TRUNK' | 'GIFT_CARD' | 'REFERRAL' | 'SHOP_RETURN' | 'RECYCLE' | null, name: string | null) => {
  const { id, values } = transactionLabel({ reason, source: { type, id: 1, name } });
  return t(id, values);
};

describe('a wallet transaction as the client reads it', () => {
  it('names what it came from, per reason', () => {
    expect(label('GIFT_CARD_REDEEMED', 'GIFT_CARD', 'AB12')).toBe('Carte cadeau …AB12');
    expect(label('ORDER_PAYMENT', 'ORDER', '42')).toBe('Commande n° 42');
    expect(label('TRUNK_PAYMENT', 'TRUNK', 'Léo')).toBe('Malle de Léo');
    expect(label('REFERRAL_REWARD', 'REFERRAL', 'Sofia')).toBe('Parrainage de Sofia');
    expect(label('SHOP_REFUND', 'SHOP_RETURN', '42')).toBe('Remboursement de la commande n° 42');
    // The ledger names a Little Geste reward by the parcel's barcode.
    expect(label('RECYCLE_REWARD', 'RECYCLE', 'LG00000000116')).toBe('Little Geste : colis LG00000000116');
  });

  it('says the reason alone when the source has no name', () => {
    expect(label('ADJUSTMENT', null, null)).toBe('Geste du service client');
    expect(label('ORDER_CANCELLED', 'ORDER', ' ')).toBe('Commande annulée : montant recrédité');
    expect(label('RECYCLE_REWARD', 'RECYCLE', null)).toBe('Little Geste : merci pour votre colis');
  });
});

describe('the wallet part of a payment', () => {
  it('takes the balance up to the total, the card the rest, without rounding errors', () => {
    expect(walletShare(25, 64.9, true)).toEqual({ wallet: 25, card: 39.9 });
    expect(walletShare(100, 64.9, true)).toEqual({ wallet: 64.9, card: 0 });
    expect(walletShare(0.1, 0.3, true)).toEqual({ wallet: 0.1, card: 0.2 });
  });

  it('takes nothing when the wallet is not used', () => {
    expect(walletShare(25, 64.9, false)).toEqual({ wallet: 0, card: 64.9 });
  });
});
