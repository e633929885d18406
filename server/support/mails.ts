import type { LocaleCode, Schemas } from '../http/types';
import type { Mail } from '../mail/port';

type SupportObject = Schemas['SupportObject'];

/** The subjects, as the sender chose them in the form (the same words as the website's). */
const OBJECTS: Record<LocaleCode, Record<SupportObject, string>> = {
  fr: {
    TRUNK: 'Ma malle',
    SUBSCRIPTION: 'Mon abonnement',
    SHOP_ORDER: 'Ma commande boutique',
    RETURN: 'Retours et remboursements',
    PAYMENT: 'Paiement',
    ACCOUNT: 'Mon compte',
    OTHER: 'Autre question',
  },
  de: {
    TRUNK: 'Meine Box',
    SUBSCRIPTION: 'Mein Abo',
    SHOP_ORDER: 'Meine Shop-Bestellung',
    RETURN: 'Rücksendungen und Erstattungen',
    PAYMENT: 'Zahlung',
    ACCOUNT: 'Mein Konto',
    OTHER: 'Sonstiges',
  },
  nl: {
    TRUNK: 'Mijn box',
    SUBSCRIPTION: 'Mijn abonnement',
    SHOP_ORDER: 'Mijn bestelling in de shop',
    RETURN: 'Retouren en terugbetalingen',
    PAYMENT: 'Betaling',
    ACCOUNT: 'Mijn account',
    OTHER: 'Iets anders',
  },
  es: {
    TRUNK: 'Mi caja',
    SUBSCRIPTION: 'Mi suscripción',
    SHOP_ORDER: 'Mi pedido de la tienda',
    RETURN: 'Devoluciones y reembolsos',
    PAYMENT: 'Pago',
    ACCOUNT: 'Mi cuenta',
    OTHER: 'Otra consulta',
  },
};

interface AcknowledgementTexts {
  subject: (reference: string) => string;
  greeting: string;
  received: (object: string) => string;
  files: (count: number) => string | null;
  answer: string;
  quote: (reference: string) => string;
  signature: string[];
}

/**
 * The acknowledgement, in the sender's language (German formal, Dutch and Spanish informal, as the
 * other mails). It quotes neither the message nor the name typed in the form: anybody can send the
 * form to any address, and the mail must carry nothing a stranger wrote.
 */
const ACKNOWLEDGEMENT: Record<LocaleCode, AcknowledgementTexts> = {
  fr: {
    subject: (ref) => `Nous avons bien reçu votre message (${ref})`,
    greeting: 'Bonjour,',
    received: (object) => `Merci de nous avoir écrit : votre message sur le sujet « ${object} » est bien arrivé chez notre service client.`,
    files: (n) => (n === 0 ? null : n === 1 ? 'Le fichier joint est bien arrivé avec lui.' : `Les ${n} fichiers joints sont bien arrivés avec lui.`),
    answer: 'Une personne de l’équipe vous répond par e-mail dans les deux jours ouvrés, souvent plus tôt.',
    quote: (ref) => `Si vous nous écrivez à nouveau à ce sujet, rappelez le numéro ${ref} : nous retrouverons votre demande tout de suite.`,
    signature: ['À très vite,', 'Le service client Little Closet'],
  },
  de: {
    subject: (ref) => `Wir haben Ihre Nachricht erhalten (${ref})`,
    greeting: 'Guten Tag,',
    received: (object) => `vielen Dank für Ihre Nachricht zum Thema „${object}“ – sie ist bei unserem Kundenservice angekommen.`,
    files: (n) => (n === 0 ? null : n === 1 ? 'Die angehängte Datei haben wir ebenfalls erhalten.' : `Die ${n} angehängten Dateien haben wir ebenfalls erhalten.`),
    answer: 'Jemand aus unserem Team antwortet Ihnen innerhalb von zwei Werktagen per E-Mail, oft schon früher.',
    quote: (ref) => `Wenn Sie uns dazu noch einmal schreiben, nennen Sie bitte die Nummer ${ref}, dann finden wir Ihre Anfrage sofort.`,
    signature: ['Viele Grüße', 'Ihr Little-Closet-Kundenservice'],
  },
  nl: {
    subject: (ref) => `We hebben je bericht ontvangen (${ref})`,
    greeting: 'Hoi,',
    received: (object) => `Bedankt voor je bericht over ‘${object}’. Het is goed aangekomen bij onze klantenservice.`,
    files: (n) => (n === 0 ? null : n === 1 ? 'Het bijgevoegde bestand hebben we ook ontvangen.' : `De ${n} bijgevoegde bestanden hebben we ook ontvangen.`),
    answer: 'Iemand van ons team mailt je binnen twee werkdagen terug, vaak al eerder.',
    quote: (ref) => `Schrijf je ons hier nog eens over? Noem dan het nummer ${ref}, dan vinden we je vraag meteen terug.`,
    signature: ['Groetjes,', 'De klantenservice van Little Closet'],
  },
  es: {
    subject: (ref) => `Hemos recibido tu mensaje (${ref})`,
    greeting: 'Hola:',
    received: (object) => `Gracias por escribirnos. Tu mensaje sobre «${object}» ya ha llegado a nuestro servicio de atención al cliente.`,
    files: (n) => (n === 0 ? null : n === 1 ? 'También hemos recibido el archivo adjunto.' : `También hemos recibido los ${n} archivos adjuntos.`),
    answer: 'Alguien del equipo te responderá por correo en un plazo de dos días laborables, a menudo antes.',
    quote: (ref) => `Si nos vuelves a escribir sobre este tema, indica el número ${ref} y encontraremos tu consulta enseguida.`,
    signature: ['¡Hasta pronto!', 'El servicio de atención al cliente de Little Closet'],
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function mailOf(to: string, subject: string, paragraphs: string[], signature: string[]): Mail {
  const text = [...paragraphs, signature.join('\n')].join('\n\n') + '\n';
  const html = [...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`), `<p>${signature.map(escapeHtml).join('<br>')}</p>`].join('\n');
  return { to, subject, text, html };
}

export interface TicketForMail {
  reference: string;
  locale: LocaleCode;
  clientId: number | null;
  senderName: string;
  senderEmail: string;
  senderPhone: string | null;
  object: SupportObject;
  orderId: string | null;
  content: string;
  attachments: Array<{ name: string; contentType: string; size: number }>;
}

/** The acknowledgement to the sender, in the language they wrote in. */
export function acknowledgementMail(ticket: TicketForMail): Mail {
  const t = ACKNOWLEDGEMENT[ticket.locale];
  const files = t.files(ticket.attachments.length);
  return mailOf(
    ticket.senderEmail,
    t.subject(ticket.reference),
    [t.greeting, t.received(OBJECTS[ticket.locale][ticket.object]), ...(files ? [files] : []), t.answer, t.quote(ticket.reference)],
    t.signature,
  );
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} Mo` : `${Math.max(1, Math.round(bytes / 1024))} Ko`);
const LANGUAGES: Record<LocaleCode, string> = { fr: 'français', de: 'allemand', nl: 'néerlandais', es: 'espagnol' };

/** The ticket for the customer service team, who work in French; the files stay in the database. */
export function supportTeamMail(to: string, ticket: TicketForMail): Mail {
  const lines = [
    `Nouveau message du formulaire de contact : ${ticket.reference}`,
    [
      `Sujet : ${OBJECTS.fr[ticket.object]}`,
      `De : ${ticket.senderName} <${ticket.senderEmail}>`,
      `Téléphone : ${ticket.senderPhone ?? '—'}`,
      `Compte client : ${ticket.clientId === null ? 'visiteur, non connecté' : `n° ${ticket.clientId}`}`,
      `Commande : ${ticket.orderId ?? '—'}`,
      `Langue : ${LANGUAGES[ticket.locale]} (l’accusé de réception est parti dans cette langue)`,
    ].join('\n'),
    `Message :\n${ticket.content}`,
    ticket.attachments.length === 0
      ? 'Pièces jointes : aucune'
      : `Pièces jointes (${ticket.attachments.length}) :\n${ticket.attachments.map((a) => `- ${a.name} (${a.contentType}, ${size(a.size)})`).join('\n')}`,
  ];
  return mailOf(to, `[${ticket.reference}] ${OBJECTS.fr[ticket.object]} – ${ticket.senderName}`.replace(/[\r\n]+/g, ' '), lines, ['Little Closet']);
}
