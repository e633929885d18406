import type { LocaleCode } from '../http/types';

/** The words of a gift card's mail and PDF card, per language, as a native speaker writes them (German formal, Dutch and Spanish informal). */
export interface GiftCardTexts {
  subject: (from: string | null, amount: string) => string;
  greeting: (name: string | null) => string;
  offer: (from: string | null, amount: string) => string;
  message: (from: string | null) => string;
  code: string;
  validUntil: (date: string) => string;
  howTo: string;
  spend: string;
  attached: string;
  signature: string[];
  /** On the PDF card. */
  cardTitle: string;
  cardFor: (name: string) => string;
  cardFrom: (from: string) => string;
  cardHowTo: (address: string) => string;
  filename: string;
}

export const GIFT_CARD_TEXTS: Record<LocaleCode, GiftCardTexts> = {
  fr: {
    subject: (from, amount) => (from ? `${from} vous offre une carte cadeau Little Closet de ${amount}` : `Une carte cadeau Little Closet de ${amount} pour vous`),
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    offer: (from, amount) => (from ? `${from} vous offre une carte cadeau Little Closet d’une valeur de ${amount}. Belle surprise, non ?` : `Vous recevez une carte cadeau Little Closet d’une valeur de ${amount}.`),
    message: (from) => (from ? `Le mot de ${from} :` : 'Le mot qui l’accompagne :'),
    code: 'Votre code :',
    validUntil: (date) => `Elle est valable jusqu’au ${date} inclus.`,
    howTo: 'Pour en profiter, connectez-vous à votre compte Little Closet (ou créez-le en deux minutes), puis saisissez le code sur cette page :',
    spend: 'Le montant rejoint votre cagnotte : il se dépense dans la boutique comme pour vos malles, en une ou plusieurs fois.',
    attached: 'Vous trouverez aussi la carte en pièce jointe, prête à imprimer.',
    signature: ['À très vite,', 'L’équipe Little Closet'],
    cardTitle: 'Carte cadeau',
    cardFor: (name) => `Pour ${name}`,
    cardFrom: (from) => `De la part de ${from}`,
    cardHowTo: (address) => `À ajouter à votre cagnotte sur ${address}`,
    filename: 'carte-cadeau-little-closet.pdf',
  },
  de: {
    subject: (from, amount) => (from ? `${from} schenkt Ihnen eine Little-Closet-Geschenkkarte über ${amount}` : `Eine Little-Closet-Geschenkkarte über ${amount} für Sie`),
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    offer: (from, amount) => (from ? `${from} schenkt Ihnen eine Little-Closet-Geschenkkarte im Wert von ${amount}. Was für eine schöne Überraschung!` : `Sie haben eine Little-Closet-Geschenkkarte im Wert von ${amount} erhalten.`),
    message: (from) => (from ? `Ein paar Worte von ${from}:` : 'Die Nachricht dazu:'),
    code: 'Ihr Code:',
    validUntil: (date) => `Die Karte ist bis einschließlich ${date} gültig.`,
    howTo: 'So lösen Sie sie ein: Melden Sie sich bei Ihrem Little-Closet-Konto an (oder legen Sie in zwei Minuten eines an) und geben Sie den Code auf dieser Seite ein:',
    spend: 'Der Betrag wird Ihrem Guthaben gutgeschrieben und lässt sich im Shop und für Ihre Boxen einsetzen – auf einmal oder nach und nach.',
    attached: 'Die Karte finden Sie außerdem im Anhang, fertig zum Ausdrucken.',
    signature: ['Herzliche Grüße', 'Ihr Little-Closet-Team'],
    cardTitle: 'Geschenkkarte',
    cardFor: (name) => `Für ${name}`,
    cardFrom: (from) => `Von ${from}`,
    cardHowTo: (address) => `Einzulösen als Guthaben auf ${address}`,
    filename: 'little-closet-geschenkkarte.pdf',
  },
  nl: {
    subject: (from, amount) => (from ? `${from} geeft je een Little Closet-cadeaukaart van ${amount}` : `Een Little Closet-cadeaukaart van ${amount} voor jou`),
    greeting: (name) => (name ? `Hoi ${name},` : 'Hoi,'),
    offer: (from, amount) => (from ? `${from} geeft je een Little Closet-cadeaukaart ter waarde van ${amount}. Leuke verrassing, toch?` : `Je hebt een Little Closet-cadeaukaart ter waarde van ${amount} gekregen.`),
    message: (from) => (from ? `Een berichtje van ${from}:` : 'Het bericht erbij:'),
    code: 'Je code:',
    validUntil: (date) => `De kaart is geldig tot en met ${date}.`,
    howTo: 'Zo gebruik je hem: log in op je Little Closet-account (of maak er in twee minuten een aan) en vul de code in op deze pagina:',
    spend: 'Het bedrag komt op je tegoed en kun je gebruiken in de shop en voor je boxen, in één keer of in delen.',
    attached: 'Je vindt de kaart ook in de bijlage, klaar om te printen.',
    signature: ['Groetjes,', 'Het Little Closet-team'],
    cardTitle: 'Cadeaukaart',
    cardFor: (name) => `Voor ${name}`,
    cardFrom: (from) => `Van ${from}`,
    cardHowTo: (address) => `Zet hem op je tegoed via ${address}`,
    filename: 'little-closet-cadeaukaart.pdf',
  },
  es: {
    subject: (from, amount) => (from ? `${from} te regala una tarjeta regalo de Little Closet de ${amount}` : `Una tarjeta regalo de Little Closet de ${amount} para ti`),
    greeting: (name) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
    offer: (from, amount) => (from ? `${from} te regala una tarjeta regalo de Little Closet por valor de ${amount}. ¡Qué sorpresa más bonita!` : `Has recibido una tarjeta regalo de Little Closet por valor de ${amount}.`),
    message: (from) => (from ? `Unas palabras de ${from}:` : 'El mensaje que la acompaña:'),
    code: 'Tu código:',
    validUntil: (date) => `Es válida hasta el ${date}, incluido.`,
    howTo: 'Para usarla, inicia sesión en tu cuenta de Little Closet (o créala en dos minutos) e introduce el código en esta página:',
    spend: 'El importe se suma a tu saldo y puedes gastarlo en la tienda y en tus cajas, de una vez o poco a poco.',
    attached: 'También tienes la tarjeta en el archivo adjunto, lista para imprimir.',
    signature: ['¡Hasta pronto!', 'El equipo de Little Closet'],
    cardTitle: 'Tarjeta regalo',
    cardFor: (name) => `Para ${name}`,
    cardFrom: (from) => `De parte de ${from}`,
    cardHowTo: (address) => `Añádela a tu saldo en ${address}`,
    filename: 'tarjeta-regalo-little-closet.pdf',
  },
};

/** 50 €, 50,00 € or €50.00 as the language writes an amount. */
export function amountText(cents: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 ? 2 : 0 }).format(cents / 100);
}

/** A day as the language writes it in full (26 novembre 2027), in Europe/Paris. */
export function dayText(at: Date, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(at);
}
