import { describe, expect, it } from 'vitest';
import { returnReceivedMail } from './mails';

const to = (locale: 'fr' | 'de' | 'nl' | 'es') => ({ email: 'camille@example.com', firstname: 'Camille', locale });
const order = { kind: 'ORDER', id: 93 } as const;
const flat = (text: string) => text.replace(/\s/g, ' ');

describe('the "return received" mail of a shop return', () => {
  it.each([
    ['fr', 'Nous vous remboursons 19,80 €', 'Nous avons crédité 40,00 € sur votre cagnotte'],
    ['de', 'Wir erstatten Ihnen 19,80 €', 'Wir haben Ihrem Guthaben 40,00 € gutgeschrieben'],
    ['nl', 'We betalen € 19,80 terug', 'We hebben € 40,00 op je tegoed gezet'],
    ['es', 'Te devolvemos 19,80 €', 'Hemos añadido 40,00 € a tu saldo'],
  ] as const)('tells in %s what goes back to the card and what to the wallet', (locale, card, wallet) => {
    const split = flat(returnReceivedMail(to(locale), order, { cardCents: 1980, walletCents: 4000 }).text);
    expect(split).toContain(flat(card));
    expect(split).toContain(flat(wallet));
    const walletOnly = flat(returnReceivedMail(to(locale), order, { cardCents: 0, walletCents: 4000 }).text);
    expect(walletOnly).toContain(flat(wallet));
    expect(walletOnly).not.toContain(flat(card).slice(0, 12));
    const cardOnly = flat(returnReceivedMail(to(locale), order, { cardCents: 1980, walletCents: 0 }).text);
    expect(cardOnly).toContain(flat(card));
    expect(cardOnly).not.toContain(flat(wallet).slice(0, 12));
  });
});
