import { describe, expect, it } from 'vitest';
import { emailChangeMail, previewMail, resetPasswordMail, trunkChargeFailedMail, trunkDeliveredMail, trunkPaidMail, trunkReminderMail, type TrunkReceipt } from './templates';

const LINK = 'https://www.littlecloset.test/de/reset-password?client_id=7&token=abc_-123';

describe('resetPasswordMail', () => {
  it.each([
    ['fr', 'Réinitialisez votre mot de passe Little Closet', 'Bonjour Camille,', '1 heure'],
    ['de', 'Ihr Passwort für Little Closet zurücksetzen', 'Hallo Camille,', '1 Stunde'],
    ['nl', 'Stel je wachtwoord voor Little Closet opnieuw in', 'Hoi Camille,', '1 uur'],
    ['es', 'Restablece tu contraseña de Little Closet', 'Hola, Camille:', '1 hora'],
  ] as const)('is written in %s, greets the client by first name and gives the link and its lifetime', (locale, subject, greeting, lifetime) => {
    const mail = resetPasswordMail({ email: 'camille@example.com', firstname: 'Camille', locale }, LINK, 3600);
    expect(mail.to).toBe('camille@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(mail.text).toContain(`\n${LINK}\n`);
    // Intl puts a no-break space between the number and its unit.
    expect(mail.text.replace(/\s/g, ' ')).toContain(lifetime);
    expect(mail.html).toContain(`<a href="${LINK.replace('&', '&#38;')}">`);
  });

  it('greets without a name when the first name is unknown, and counts minutes below an hour', () => {
    const mail = resetPasswordMail({ email: 'x@example.com', firstname: null, locale: 'de' }, LINK, 1800);
    expect(mail.text.startsWith('Guten Tag,\n')).toBe(true);
    expect(mail.text.replace(/\s/g, ' ')).toContain('30 Minuten');
  });

  it('escapes the first name in the HTML part', () => {
    const mail = resetPasswordMail({ email: 'x@example.com', firstname: '<b>Eve</b>', locale: 'fr' }, LINK, 3600);
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&#60;b&#62;Eve&#60;/b&#62;');
  });
});

describe('emailChangeMail', () => {
  const link = 'https://www.littlecloset.test/nl/confirm-email?token=abc_-123';
  it.each([
    ['fr', 'Confirmez votre nouvelle adresse e-mail Little Closet', 'Bonjour Camille,', '1 heure'],
    ['de', 'Bestätigen Sie Ihre neue E-Mail-Adresse für Little Closet', 'Hallo Camille,', '1 Stunde'],
    ['nl', 'Bevestig je nieuwe e-mailadres voor Little Closet', 'Hoi Camille,', '1 uur'],
    ['es', 'Confirma tu nuevo correo electrónico de Little Closet', 'Hola, Camille:', '1 hora'],
  ] as const)('is written in %s to the new address, with the link and its lifetime', (locale, subject, greeting, lifetime) => {
    const mail = emailChangeMail({ email: 'new@example.com', firstname: 'Camille', locale }, link, 3600);
    expect(mail).toMatchObject({ to: 'new@example.com', subject });
    expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text.replace(/\s/g, ' ')).toContain(lifetime);
  });
});

describe('previewMail', () => {
  const links = { previewLink: 'https://app.test/de/infos/preview/3/9', skipLink: 'https://app.test/de/preview/confirmation?preview_token=a.b&c' };
  const deadline = new Date('2026-11-25T13:00:00Z');

  it.each([
    ['fr', 'Léo', 'La malle de Léo est prête : découvrez la sélection de votre styliste', 'mercredi 25 novembre 2026'],
    ['de', 'Léo', 'Die Box für Léo ist fertig: Entdecken Sie die Auswahl Ihrer Stylistin', 'Mittwoch, 25. November 2026'],
    ['nl', null, 'Je box is klaar: bekijk de selectie van je stylist', 'woensdag 25 november 2026'],
    ['es', null, 'Tu caja está lista: descubre la selección de tu estilista', 'miércoles, 25 de noviembre de 2026'],
  ] as const)('is written in %s about %s’s trunk, with the preview link, the deadline on the French clock and the skip link', (locale, kid, subject, day) => {
    const mail = previewMail({ to: { email: 'c@example.com', firstname: 'Camille', locale }, kid, deadline, ...links });
    expect(mail).toMatchObject({ to: 'c@example.com', subject });
    expect(mail.text).toContain(`\n${links.previewLink}\n`);
    expect(mail.text).toContain(`\n${links.skipLink}\n`);
    expect(mail.text.replace(/\s/g, ' ')).toContain(day);
    expect(mail.text).toContain('14:00');
    expect(mail.html).toContain(`<a href="${links.skipLink.replace('&', '&#38;')}">`);
  });

  it('speaks to a woman of her own trunk, and of a kid’s by name', () => {
    const about = (kid: string | null) => previewMail({ to: { email: 'c@example.com', firstname: null, locale: 'fr' }, kid, deadline, ...links }).text;
    expect(about(null)).toContain('Votre styliste a composé votre malle.');
    expect(about('Jade')).toContain('Votre styliste a composé la malle de Jade.');
  });
});

describe('the trunk at home’s mails', () => {
  const to = (locale: 'fr' | 'de' | 'nl' | 'es') => ({ to: { email: 'camille@example.com', firstname: 'Camille', locale }, kid: 'Léo', link: `https://www.littlecloset.test/${locale}/infos/returns/12` });
  const deadline = new Date('2026-12-02T22:59:59.999Z');
  const receipt: TrunkReceipt = {
    kept: [{ name: 'Jean droit', size: '6 ans', priceCents: 2990 }],
    returnedCount: 4,
    keptCents: 2990,
    keepAllDiscountCents: 0,
    feeCents: 1000,
    feeCreditCents: 1000,
    discountCode: 'BIENVENUE10',
    discountCents: 299,
    totalCents: 2691,
    walletCents: 0,
    card: { brand: 'visa', last4: '4242' },
    settledBy: 'client',
  };

  it.each([
    ['fr', 'La malle de Léo est arrivée : à vous d’essayer !', 'mercredi 2 décembre 2026', '20 %'],
    ['de', 'Die Box für Léo ist da: Viel Spaß beim Anprobieren!', 'Mittwoch, 2. Dezember 2026', '20 %'],
    ['nl', 'De box voor Léo is er: veel plezier met passen!', 'woensdag 2 december 2026', '20%'],
    ['es', '¡Ya ha llegado la caja de Léo! Disfruta probándotelo todo', 'miércoles, 2 de diciembre de 2026', '20 %'],
  ] as const)('announces the delivery in %s: the link, the last day, the fee and the keep-all discount', (locale, subject, day, percent) => {
    const mail = trunkDeliveredMail({ ...to(locale), deadline, feeCents: 1000, keepAllPercent: 20 });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`\n${to(locale).link}\n`);
    expect(mail.text).toContain(day);
    expect(mail.text.replace(/\s/g, ' ')).toContain(percent);
    expect(mail.text.replace(/\s/g, ' ')).toMatch(/10,00 €|€ 10,00/);
  });

  it.each(['fr', 'de', 'nl', 'es'] as const)('reminds in %s, offering the extension only while it is possible', (locale) => {
    const open = trunkReminderMail({ ...to(locale), deadline, extensionDays: 3 });
    const extended = trunkReminderMail({ ...to(locale), deadline, extensionDays: null });
    expect(open.subject).toBe(extended.subject);
    expect(open.text).toContain(to(locale).link);
    expect(open.text.length).toBeGreaterThan(extended.text.length);
    expect(open.text).toContain('3');
  });

  it.each([
    ['fr', 'Paiement confirmé pour la malle de Léo', 'Jean droit (6 ans) : 29,90', 'Code promo BIENVENUE10 : -2,99', 'Total payé : 26,91'],
    ['de', 'Zahlung für die Box von Léo bestätigt', 'Jean droit (6 ans): 29,90', 'Rabattcode BIENVENUE10: -2,99', 'Bezahlter Betrag: 26,91'],
    ['nl', 'Betaling voor de box van Léo bevestigd', 'Jean droit (6 ans): € 29,90', 'Kortingscode BIENVENUE10: -€ 2,99', 'Totaal betaald: € 26,91'],
    ['es', 'Pago confirmado de la caja de Léo', 'Jean droit (6 ans): 29,90', 'Código de descuento BIENVENUE10: -2,99', 'Total pagado: 26,91'],
  ] as const)('gives the receipt in %s: pieces kept, code, fee and its credit, total, card, what to send back', (locale, subject, line, code, total) => {
    const mail = trunkPaidMail({ ...to(locale), receipt });
    const text = mail.text.replace(/\s/g, ' ');
    expect(mail.subject).toBe(subject);
    for (const part of [line, code, total, '4242']) expect(text).toContain(part.replace(/\s/g, ' '));
    expect(text).toMatch(/4 (pièces|Teile|items|prendas)/);
    expect(mail.html).toContain('<br>');
  });

  it.each([
    ['fr', 'Payé avec votre cagnotte : 20,00', 'Payé par carte : 6,91'],
    ['de', 'Mit Ihrem Guthaben bezahlt: 20,00', 'Mit Karte bezahlt: 6,91'],
    ['nl', 'Betaald met je tegoed: € 20,00', 'Betaald met je kaart: € 6,91'],
    ['es', 'Pagado con tu saldo: 20,00', 'Pagado con tarjeta: 6,91'],
  ] as const)('gives in %s the wallet’s part and the card’s when the wallet paid some of it, and no card when it paid all', (locale, wallet, card) => {
    const split = trunkPaidMail({ ...to(locale), receipt: { ...receipt, walletCents: 2000 } }).text.replace(/\s/g, ' ');
    for (const part of [wallet, card]) expect(split).toContain(part.replace(/\s/g, ' '));
    const plain = trunkPaidMail({ ...to(locale), receipt }).text.replace(/\s/g, ' ');
    expect(plain).not.toContain(wallet.split(/ ?:/)[0]);
    const whole = trunkPaidMail({ ...to(locale), receipt: { ...receipt, walletCents: 2691, card: null } }).text.replace(/\s/g, ' ');
    expect(whole).not.toContain(card.split(/ ?:/)[0]);
    expect(whole).not.toContain('4242');
  });

  it.each(['fr', 'de', 'nl', 'es'] as const)('tells in %s that the deadline’s charge was refused, and what comes next', (locale) => {
    const again = trunkChargeFailedMail({ ...to(locale), amountCents: 7176, attemptsLeft: 2 });
    const last = trunkChargeFailedMail({ ...to(locale), amountCents: 7176, attemptsLeft: 0 });
    expect(again.text.replace(/\s/g, ' ')).toContain('71,76');
    expect(again.text).toContain(to(locale).link);
    expect(again.text).not.toBe(last.text);
  });
});
