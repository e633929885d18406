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

/** A paragraph of a mail: a sentence, or a link shown whole. */
export type Paragraph = { text: string } | { link: string };

/** The text and HTML parts of a mail made of paragraphs and a signature. */
export function mailOf(to: string, subject: string, paragraphs: Paragraph[], signature: string[]): Mail {
  const text = [...paragraphs.map((p) => ('link' in p ? p.link : p.text)), signature.join('\n')].join('\n\n') + '\n';
  const html = [
    ...paragraphs.map((p) => ('link' in p ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>` : `<p>${escapeHtml(p.text)}</p>`)),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

/** The mail with a password-reset link, in the account's language. */
export function resetPasswordMail(to: { email: string; firstname: string | null; locale: LocaleCode }, link: string, ttlSeconds: number): Mail {
  const t = RESET_PASSWORD[to.locale];
  return mailOf(to.email, t.subject, [{ text: t.greeting(to.firstname) }, { text: t.intro }, { link }, { text: t.validity(duration(ttlSeconds, to.locale)) }], t.signature);
}

interface EmailChangeTexts {
  subject: string;
  intro: string;
  validity: (duration: string) => string;
}

/** Sent to the new address, which may not be the account's owner's: it says what the link does and how to ignore it. */
const EMAIL_CHANGE: Record<LocaleCode, EmailChangeTexts> = {
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail Little Closet',
    intro: 'Vous avez demandé à utiliser cette adresse pour votre compte Little Closet. Pour la confirmer, ouvrez ce lien :',
    validity: (d) => `Ce lien ne fonctionne qu’une fois et expire dans ${d}. Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message : rien ne change.`,
  },
  de: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für Little Closet',
    intro: 'Sie möchten diese Adresse für Ihr Little-Closet-Konto verwenden. Bitte bestätigen Sie sie über diesen Link:',
    validity: (d) => `Der Link funktioniert nur einmal und ist ${d} lang gültig. Falls Sie diese Änderung nicht angefordert haben, können Sie diese E-Mail einfach ignorieren – es ändert sich nichts.`,
  },
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres voor Little Closet',
    intro: 'Je wilt dit adres gebruiken voor je Little Closet-account. Bevestig het via deze link:',
    validity: (d) => `De link werkt één keer en verloopt over ${d}. Heb je dit niet aangevraagd? Dan kun je deze e-mail gewoon negeren; er verandert niets.`,
  },
  es: {
    subject: 'Confirma tu nuevo correo electrónico de Little Closet',
    intro: 'Has pedido usar esta dirección para tu cuenta de Little Closet. Para confirmarla, abre este enlace:',
    validity: (d) => `El enlace solo funciona una vez y caduca en ${d}. Si no lo has pedido tú, ignora este correo: no cambiará nada.`,
  },
};

/** The mail that asks the new address of an account to confirm itself, in the account's language. */
export function emailChangeMail(to: { email: string; firstname: string | null; locale: LocaleCode }, link: string, ttlSeconds: number): Mail {
  const t = EMAIL_CHANGE[to.locale];
  const { greeting, signature } = RESET_PASSWORD[to.locale];
  return mailOf(to.email, t.subject, [{ text: greeting(to.firstname) }, { text: t.intro }, { link }, { text: t.validity(duration(ttlSeconds, to.locale)) }], signature);
}

interface PreviewTexts {
  /** About a kid's trunk, `kid` is the kid's first name; about a woman's own trunk, null. */
  subject: (kid: string | null) => string;
  greeting: (firstname: string | null) => string;
  intro: (kid: string | null) => string;
  deadline: (when: string) => string;
  skip: string;
  signature: string[];
}

/** The glossary: fr « malle » / « styliste » (vous), de „Box“ / „Stylistin“ (Sie), nl box / stylist (je), es caja / estilista (tú). */
const PREVIEW: Record<LocaleCode, PreviewTexts> = {
  fr: {
    subject: (kid) => (kid ? `La malle de ${kid} est prête : découvrez la sélection de votre styliste` : 'Votre malle est prête : découvrez la sélection de votre styliste'),
    greeting: RESET_PASSWORD.fr.greeting,
    intro: (kid) =>
      `Votre styliste a composé ${kid ? `la malle de ${kid}` : 'votre malle'}. Découvrez ses tenues, remplacez une pièce si besoin et laissez-lui un mot :`,
    deadline: (when) => `Vous avez jusqu’au ${when} pour la valider. Passé ce délai, la malle part telle que votre styliste l’a composée.`,
    skip: 'Tout vous plaît ? Un clic suffit pour qu’elle parte sans attendre :',
    signature: RESET_PASSWORD.fr.signature,
  },
  de: {
    subject: (kid) => (kid ? `Die Box für ${kid} ist fertig: Entdecken Sie die Auswahl Ihrer Stylistin` : 'Ihre Box ist fertig: Entdecken Sie die Auswahl Ihrer Stylistin'),
    greeting: RESET_PASSWORD.de.greeting,
    intro: (kid) =>
      `Ihre Stylistin hat ${kid ? `die Box für ${kid}` : 'Ihre Box'} zusammengestellt. Sehen Sie sich die Looks an, tauschen Sie bei Bedarf einzelne Teile aus und hinterlassen Sie ihr eine Nachricht:`,
    deadline: (when) => `Sie haben bis ${when} Zeit, die Auswahl zu bestätigen. Danach verschicken wir die Box so, wie Ihre Stylistin sie zusammengestellt hat.`,
    skip: 'Gefällt Ihnen alles? Mit einem Klick geht die Box sofort auf den Weg:',
    signature: RESET_PASSWORD.de.signature,
  },
  nl: {
    subject: (kid) => (kid ? `De box voor ${kid} is klaar: bekijk de selectie van je stylist` : 'Je box is klaar: bekijk de selectie van je stylist'),
    greeting: RESET_PASSWORD.nl.greeting,
    intro: (kid) =>
      `Je stylist heeft ${kid ? `de box voor ${kid}` : 'je box'} samengesteld. Bekijk de outfits, ruil een item als dat nodig is en laat een berichtje achter:`,
    deadline: (when) => `Je hebt tot ${when} om de selectie goed te keuren. Daarna versturen we de box zoals je stylist hem heeft samengesteld.`,
    skip: 'Vind je alles leuk? Met één klik gaat de box meteen op weg:',
    signature: RESET_PASSWORD.nl.signature,
  },
  es: {
    subject: (kid) => (kid ? `La caja de ${kid} está lista: descubre la selección de tu estilista` : 'Tu caja está lista: descubre la selección de tu estilista'),
    greeting: RESET_PASSWORD.es.greeting,
    intro: (kid) =>
      `Tu estilista ha preparado ${kid ? `la caja de ${kid}` : 'tu caja'}. Echa un vistazo a los conjuntos, cambia alguna prenda si lo necesitas y déjale un mensaje:`,
    deadline: (when) => `Tienes hasta el ${when} para confirmar la selección. Después, enviaremos la caja tal como la ha preparado tu estilista.`,
    skip: '¿Te gusta todo? Con un solo clic, la caja sale sin esperar:',
    signature: RESET_PASSWORD.es.signature,
  },
};

/** "mercredi 25 novembre 2026 à 14:00" in the mail's language, on the French clock. */
function dateTime(date: Date, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);
}

export interface PreviewMailInput {
  to: { email: string; firstname: string | null; locale: LocaleCode };
  /** The kid whose trunk it is; null for a woman's own trunk. */
  kid: string | null;
  previewLink: string;
  skipLink: string;
  deadline: Date;
}

/** The mail that announces a stylist's preview: its link, its deadline and the link that skips it. */
export function previewMail({ to, kid, previewLink, skipLink, deadline }: PreviewMailInput): Mail {
  const t = PREVIEW[to.locale];
  const paragraphs = [{ text: t.greeting(to.firstname) }, { text: t.intro(kid) }, { link: previewLink }, { text: t.deadline(dateTime(deadline, to.locale)) }, { text: t.skip }, { link: skipLink }];
  return mailOf(to.email, t.subject(kid), paragraphs, t.signature);
}
