import type { LocaleCode } from '../http/types';
import type { Mail } from './port';

interface ResetPasswordTexts {
  subject: string;
  greeting: (firstname: string | null) => string;
  intro: string;
  validity: (duration: string) => string;
  signature: string[];
}

/** Written for each language as a native speaker would: German formal, Dutch and Spanish informal. */
const RESET_PASSWORD: Record<LocaleCode, ResetPasswordTexts> = {
  fr: {
    subject: 'Réinitialisez votre mot de passe Little Closet',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Little Closet. Pour en choisir un nouveau, ouvrez ce lien :',
    validity: (d) => `Ce lien ne fonctionne qu’une fois et expire dans ${d}. Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message : votre mot de passe reste inchangé.`,
    signature: ['À très vite,', 'L’équipe Little Closet'],
  },
  de: {
    subject: 'Ihr Passwort für Little Closet zurücksetzen',
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    intro: 'Sie haben angefordert, das Passwort Ihres Little-Closet-Kontos zurückzusetzen. Über diesen Link können Sie ein neues Passwort festlegen:',
    validity: (d) => `Der Link funktioniert nur einmal und ist ${d} lang gültig. Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail einfach ignorieren – Ihr Passwort bleibt unverändert.`,
    signature: ['Viele Grüße', 'Ihr Little-Closet-Team'],
  },
  nl: {
    subject: 'Stel je wachtwoord voor Little Closet opnieuw in',
    greeting: (name) => (name ? `Hoi ${name},` : 'Hoi,'),
    intro: 'Je hebt gevraagd om het wachtwoord van je Little Closet-account opnieuw in te stellen. Via deze link kies je een nieuw wachtwoord:',
    validity: (d) => `De link werkt één keer en verloopt over ${d}. Heb je dit niet aangevraagd? Dan kun je deze e-mail gewoon negeren; je wachtwoord blijft hetzelfde.`,
    signature: ['Groetjes,', 'Het Little Closet-team'],
  },
  es: {
    subject: 'Restablece tu contraseña de Little Closet',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: 'Has pedido restablecer la contraseña de tu cuenta de Little Closet. Para elegir una nueva, abre este enlace:',
    validity: (d) => `El enlace solo funciona una vez y caduca en ${d}. Si no lo has pedido tú, ignora este correo: tu contraseña seguirá siendo la misma.`,
    signature: ['¡Hasta pronto!', 'El equipo de Little Closet'],
  },
};

/** "1 hour", "30 minutes"... in the mail's language. */
function duration(seconds: number, locale: LocaleCode): string {
  const hours = seconds % 3600 === 0;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: hours ? 'hour' : 'minute', unitDisplay: 'long' }).format(
    hours ? seconds / 3600 : Math.ceil(seconds / 60),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail with a password-reset link, in the account's language. */
export function resetPasswordMail(to: { email: string; firstname: string | null; locale: LocaleCode }, link: string, ttlSeconds: number): Mail {
  const t = RESET_PASSWORD[to.locale];
  const greeting = t.greeting(to.firstname);
  const validity = t.validity(duration(ttlSeconds, to.locale));
  const text = [greeting, t.intro, link, validity, t.signature.join('\n')].join('\n\n') + '\n';
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(validity)}</p>`,
    `<p>${t.signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { to: to.email, subject: t.subject, text, html };
}
