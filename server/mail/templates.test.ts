import { describe, expect, it } from 'vitest';
import { resetPasswordMail } from './templates';

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
