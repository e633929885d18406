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
    ...paragraphs.map((p) => ('link' in p ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>` : `<p>${escapeHtml(p.text).replace(/\n/g, '<br>')}</p>`)),
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

// The trunk at home (issue 17): delivered, the reminder, the receipt, the overdue charge refused.

/** "12,50 €" in the mail's language. */
function money(cents: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** "mercredi 2 décembre 2026" in the mail's language, on the French clock. */
function day(date: Date, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'Europe/Paris' }).format(date);
}

export interface TrunkMailTo {
  to: { email: string; firstname: string | null; locale: LocaleCode };
  /** The kid whose trunk it is; null for a woman's own trunk. */
  kid: string | null;
  /** The trunk's page: /infos/returns/{rid} in the client's language. */
  link: string;
}

interface TrunkDeliveredTexts {
  subject: (kid: string | null) => string;
  intro: (kid: string | null) => string;
  deadline: (day: string) => string;
  rules: (fee: string, percent: number) => string;
}

const TRUNK_DELIVERED: Record<LocaleCode, TrunkDeliveredTexts> = {
  fr: {
    subject: (kid) => (kid ? `La malle de ${kid} est arrivée : à vous d’essayer !` : 'Votre malle est arrivée : à vous d’essayer !'),
    intro: (kid) => `${kid ? `La malle de ${kid} vient` : 'Votre malle vient'} d’être livrée. Essayez les pièces tranquillement à la maison, puis dites-nous ce que vous gardez et ce que vous nous renvoyez :`,
    deadline: (d) => `Vous avez jusqu’au ${d} inclus pour faire votre choix et régler les pièces gardées. Le retour est gratuit.`,
    rules: (fee, percent) => `Les frais de stylisme de ${fee} sont déduits de vos achats dès la première pièce gardée, et si vous gardez toute la malle, vous profitez de ${percent} % de remise sur l’ensemble.`,
  },
  de: {
    subject: (kid) => (kid ? `Die Box für ${kid} ist da: Viel Spaß beim Anprobieren!` : 'Ihre Box ist da: Viel Spaß beim Anprobieren!'),
    intro: (kid) => `${kid ? `Die Box für ${kid} wurde` : 'Ihre Box wurde'} soeben zugestellt. Probieren Sie alles in Ruhe zu Hause an und sagen Sie uns dann, was Sie behalten und was Sie zurückschicken:`,
    deadline: (d) => `Sie haben bis einschließlich ${d} Zeit, sich zu entscheiden und die behaltenen Teile zu bezahlen. Die Rücksendung ist kostenlos.`,
    rules: (fee, percent) => `Die Styling-Gebühr von ${fee} wird Ihnen ab dem ersten behaltenen Teil gutgeschrieben, und wenn Sie die ganze Box behalten, erhalten Sie ${percent} % Rabatt auf alles.`,
  },
  nl: {
    subject: (kid) => (kid ? `De box voor ${kid} is er: veel plezier met passen!` : 'Je box is er: veel plezier met passen!'),
    intro: (kid) => `${kid ? `De box voor ${kid} is` : 'Je box is'} net bezorgd. Pas alles rustig thuis en laat ons daarna weten wat je houdt en wat je terugstuurt:`,
    deadline: (d) => `Je hebt tot en met ${d} om te kiezen en de items die je houdt te betalen. Terugsturen is gratis.`,
    rules: (fee, percent) => `De stylingkosten van ${fee} worden verrekend zodra je één item houdt, en houd je de hele box, dan krijg je ${percent}% korting op alles.`,
  },
  es: {
    subject: (kid) => (kid ? `¡Ya ha llegado la caja de ${kid}! Disfruta probándotelo todo` : '¡Ya ha llegado tu caja! Disfruta probándotelo todo'),
    intro: (kid) => `${kid ? `La caja de ${kid} se acaba` : 'Tu caja se acaba'} de entregar. Prueba las prendas con calma en casa y luego dinos qué te quedas y qué nos devuelves:`,
    deadline: (d) => `Tienes hasta el ${d} (incluido) para decidirte y pagar las prendas que te quedes. La devolución es gratuita.`,
    rules: (fee, percent) => `Los ${fee} del servicio de estilismo se descuentan en cuanto te quedas una prenda, y si te quedas la caja entera, tienes un ${percent} % de descuento en todo.`,
  },
};

/** The mail of a delivered trunk: what to do, the deadline, the fee and the keep-all discount in a sentence, the link. */
export function trunkDeliveredMail({ to, kid, link, deadline, feeCents, keepAllPercent }: TrunkMailTo & { deadline: Date; feeCents: number; keepAllPercent: number }): Mail {
  const t = TRUNK_DELIVERED[to.locale];
  const paragraphs = [
    { text: RESET_PASSWORD[to.locale].greeting(to.firstname) },
    { text: t.intro(kid) },
    { link },
    { text: t.deadline(day(deadline, to.locale)) },
    { text: t.rules(money(feeCents, to.locale), keepAllPercent) },
  ];
  return mailOf(to.email, t.subject(kid), paragraphs, RESET_PASSWORD[to.locale].signature);
}

interface TrunkReminderTexts {
  subject: (kid: string | null) => string;
  intro: (kid: string | null, day: string) => string;
  overdue: string;
  extend: (days: number) => string;
}

const TRUNK_REMINDER: Record<LocaleCode, TrunkReminderTexts> = {
  fr: {
    subject: (kid) => (kid ? `Plus que deux jours pour la malle de ${kid}` : 'Plus que deux jours pour votre malle'),
    intro: (kid, d) => `Petit rappel : vous avez jusqu’au ${d} inclus pour choisir ce que vous gardez ${kid ? `de la malle de ${kid}` : 'de votre malle'} et régler vos pièces :`,
    overdue: 'Passé ce délai, les pièces encore chez vous sont considérées comme gardées et prélevées sur votre moyen de paiement.',
    extend: (n) => `Besoin d’un peu plus de temps ? Vous pouvez prolonger une fois le délai de ${n} jours depuis la même page.`,
  },
  de: {
    subject: (kid) => (kid ? `Nur noch zwei Tage für die Box von ${kid}` : 'Nur noch zwei Tage für Ihre Box'),
    intro: (kid, d) => `Eine kurze Erinnerung: Sie haben bis einschließlich ${d} Zeit, um zu entscheiden, was Sie aus ${kid ? `der Box für ${kid}` : 'Ihrer Box'} behalten, und die Teile zu bezahlen:`,
    overdue: 'Danach gelten die Teile, die noch bei Ihnen sind, als behalten und werden über Ihr Zahlungsmittel abgebucht.',
    extend: (n) => `Brauchen Sie etwas mehr Zeit? Auf derselben Seite können Sie die Frist einmalig um ${n} Tage verlängern.`,
  },
  nl: {
    subject: (kid) => (kid ? `Nog maar twee dagen voor de box van ${kid}` : 'Nog maar twee dagen voor je box'),
    intro: (kid, d) => `Even een herinnering: je hebt tot en met ${d} om te kiezen wat je houdt uit ${kid ? `de box voor ${kid}` : 'je box'} en je items te betalen:`,
    overdue: 'Daarna gelden de items die nog bij je thuis zijn als gehouden en worden ze via je betaalmethode afgerekend.',
    extend: (n) => `Heb je wat meer tijd nodig? Op dezelfde pagina kun je de termijn één keer met ${n} dagen verlengen.`,
  },
  es: {
    subject: (kid) => (kid ? `Solo quedan dos días para la caja de ${kid}` : 'Solo quedan dos días para tu caja'),
    intro: (kid, d) => `Un pequeño recordatorio: tienes hasta el ${d} (incluido) para elegir qué te quedas de ${kid ? `la caja de ${kid}` : 'tu caja'} y pagar tus prendas:`,
    overdue: 'Pasado ese plazo, las prendas que sigan en casa se consideran compradas y se cobran con tu método de pago.',
    extend: (n) => `¿Necesitas un poco más de tiempo? Desde la misma página puedes ampliar el plazo una vez, ${n} días más.`,
  },
};

/** The reminder, REMINDER_DAYS before the deadline: the deadline, what happens after, the extension when still possible. */
export function trunkReminderMail({ to, kid, link, deadline, extensionDays }: TrunkMailTo & { deadline: Date; extensionDays: number | null }): Mail {
  const t = TRUNK_REMINDER[to.locale];
  const paragraphs: Paragraph[] = [{ text: RESET_PASSWORD[to.locale].greeting(to.firstname) }, { text: t.intro(kid, day(deadline, to.locale)) }, { link }, { text: t.overdue }];
  if (extensionDays !== null) paragraphs.push({ text: t.extend(extensionDays) });
  return mailOf(to.email, t.subject(kid), paragraphs, RESET_PASSWORD[to.locale].signature);
}

/** A trunk's receipt, in cents. */
export interface TrunkReceipt {
  kept: Array<{ name: string; size: string; priceCents: number }>;
  returnedCount: number;
  keptCents: number;
  keepAllDiscountCents: number;
  feeCents: number;
  feeCreditCents: number;
  discountCode: string | null;
  discountCents: number;
  totalCents: number;
  /** The part of the total paid from the wallet (0: the card paid it all). */
  walletCents: number;
  card: { brand: string | null; last4: string | null } | null;
  settledBy: 'client' | 'deadline';
}

interface TrunkPaidTexts {
  subject: (kid: string | null) => string;
  intro: (kid: string | null) => string;
  deadline: string;
  kept: string;
  none: string;
  keepAll: string;
  fee: string;
  credit: string;
  discount: (code: string) => string;
  shipping: string;
  offered: string;
  total: string;
  /** The wallet's part of the total, and the card's, when the wallet paid some of it. */
  walletPart: string;
  cardPart: string;
  card: (brand: string, last4: string) => string;
  returns: (count: number) => string;
  allKept: string;
}

const TRUNK_PAID: Record<LocaleCode, TrunkPaidTexts> = {
  fr: {
    subject: (kid) => (kid ? `Paiement confirmé pour la malle de ${kid}` : 'Paiement confirmé pour votre malle'),
    intro: (kid) => `Merci ! Nous avons bien reçu le paiement ${kid ? `de la malle de ${kid}` : 'de votre malle'}. Voici votre reçu :`,
    deadline: 'Le délai d’essai étant passé, les pièces encore chez vous ont été considérées comme gardées.',
    kept: 'Pièces gardées',
    none: 'Aucune pièce gardée',
    keepAll: 'Remise malle complète',
    fee: 'Frais de stylisme',
    credit: 'Frais de stylisme déduits',
    discount: (code) => `Code promo ${code}`,
    shipping: 'Livraison et retour',
    offered: 'offerts',
    total: 'Total payé',
    walletPart: 'Payé avec votre cagnotte',
    cardPart: 'Payé par carte',
    card: (brand, last4) => `Payé avec la carte ${brand} se terminant par ${last4}.`,
    returns: (n) => `${n === 1 ? 'Une pièce repart' : `${n} pièces repartent`} chez nous : imprimez l’étiquette de retour gratuite depuis la page de la malle et déposez le colis.`,
    allKept: 'Vous gardez toute la malle : il n’y a rien à renvoyer.',
  },
  de: {
    subject: (kid) => (kid ? `Zahlung für die Box von ${kid} bestätigt` : 'Zahlung für Ihre Box bestätigt'),
    intro: (kid) => `Vielen Dank! Ihre Zahlung für ${kid ? `die Box von ${kid}` : 'Ihre Box'} ist bei uns eingegangen. Hier ist Ihr Beleg:`,
    deadline: 'Da die Probierfrist abgelaufen ist, gelten die Teile, die noch bei Ihnen waren, als behalten.',
    kept: 'Behaltene Teile',
    none: 'Keine Teile behalten',
    keepAll: 'Rabatt für die ganze Box',
    fee: 'Styling-Gebühr',
    credit: 'Gutgeschriebene Styling-Gebühr',
    discount: (code) => `Rabattcode ${code}`,
    shipping: 'Versand und Rücksendung',
    offered: 'kostenlos',
    total: 'Bezahlter Betrag',
    walletPart: 'Mit Ihrem Guthaben bezahlt',
    cardPart: 'Mit Karte bezahlt',
    card: (brand, last4) => `Bezahlt mit der Karte ${brand} mit den Endziffern ${last4}.`,
    returns: (n) => `${n === 1 ? 'Ein Teil geht' : `${n} Teile gehen`} an uns zurück: Drucken Sie das kostenlose Rücksendeetikett auf der Seite der Box aus und geben Sie das Paket auf.`,
    allKept: 'Sie behalten die ganze Box: Es gibt nichts zurückzuschicken.',
  },
  nl: {
    subject: (kid) => (kid ? `Betaling voor de box van ${kid} bevestigd` : 'Betaling voor je box bevestigd'),
    intro: (kid) => `Bedankt! We hebben je betaling voor ${kid ? `de box van ${kid}` : 'je box'} goed ontvangen. Hier is je bon:`,
    deadline: 'Omdat de pasperiode voorbij was, gelden de items die nog bij je thuis waren als gehouden.',
    kept: 'Items die je houdt',
    none: 'Geen items gehouden',
    keepAll: 'Korting hele box',
    fee: 'Stylingkosten',
    credit: 'Verrekende stylingkosten',
    discount: (code) => `Kortingscode ${code}`,
    shipping: 'Verzending en retour',
    offered: 'gratis',
    total: 'Totaal betaald',
    walletPart: 'Betaald met je tegoed',
    cardPart: 'Betaald met je kaart',
    card: (brand, last4) => `Betaald met je ${brand}-kaart eindigend op ${last4}.`,
    returns: (n) => `${n === 1 ? 'Eén item gaat' : `${n} items gaan`} terug naar ons: print het gratis retourlabel via de pagina van de box en lever het pakket in.`,
    allKept: 'Je houdt de hele box: er hoeft niets terug.',
  },
  es: {
    subject: (kid) => (kid ? `Pago confirmado de la caja de ${kid}` : 'Pago confirmado de tu caja'),
    intro: (kid) => `¡Gracias! Hemos recibido el pago de ${kid ? `la caja de ${kid}` : 'tu caja'}. Aquí tienes tu recibo:`,
    deadline: 'Como el plazo de prueba ha terminado, las prendas que seguían en casa se han considerado compradas.',
    kept: 'Prendas que te quedas',
    none: 'Ninguna prenda',
    keepAll: 'Descuento por la caja completa',
    fee: 'Servicio de estilismo',
    credit: 'Servicio de estilismo descontado',
    discount: (code) => `Código de descuento ${code}`,
    shipping: 'Envío y devolución',
    offered: 'gratis',
    total: 'Total pagado',
    walletPart: 'Pagado con tu saldo',
    cardPart: 'Pagado con tarjeta',
    card: (brand, last4) => `Pagado con la tarjeta ${brand} terminada en ${last4}.`,
    returns: (n) => `${n === 1 ? 'Una prenda vuelve' : `${n} prendas vuelven`} con nosotros: imprime la etiqueta de devolución gratuita desde la página de la caja y entrega el paquete.`,
    allKept: 'Te quedas la caja entera: no tienes que devolver nada.',
  },
};

/** The receipt of a trunk's payment: the pieces kept, the keep-all discount, the fee and its credit, the code, the total, the wallet's part and the card's, the card. */
export function trunkPaidMail({ to, kid, link, receipt }: TrunkMailTo & { receipt: TrunkReceipt }): Mail {
  const t = TRUNK_PAID[to.locale];
  const m = (cents: number) => money(cents, to.locale);
  const lines = [
    `${t.kept}${to.locale === 'fr' ? ' :' : ':'}`,
    ...(receipt.kept.length ? receipt.kept.map((piece) => `- ${piece.name} (${piece.size}) : ${m(piece.priceCents)}`) : [`- ${t.none}`]),
    ...(receipt.keepAllDiscountCents ? [`${t.keepAll} : -${m(receipt.keepAllDiscountCents)}`] : []),
    ...(receipt.discountCode ? [`${t.discount(receipt.discountCode)} : -${m(receipt.discountCents)}`] : []),
    `${t.fee} : ${m(receipt.feeCents)}`,
    ...(receipt.feeCreditCents ? [`${t.credit} : -${m(receipt.feeCreditCents)}`] : []),
    `${t.shipping} : ${t.offered}`,
    `${t.total} : ${m(receipt.totalCents)}`,
    ...(receipt.walletCents ? [`${t.walletPart} : ${m(receipt.walletCents)}`, ...(receipt.totalCents > receipt.walletCents ? [`${t.cardPart} : ${m(receipt.totalCents - receipt.walletCents)}`] : [])] : []),
  ].map((line) => (to.locale === 'fr' ? line : line.replace(' : ', ': ')));
  const paragraphs: Paragraph[] = [{ text: RESET_PASSWORD[to.locale].greeting(to.firstname) }, { text: t.intro(kid) }];
  if (receipt.settledBy === 'deadline') paragraphs.push({ text: t.deadline });
  paragraphs.push({ text: lines.join('\n') });
  const brand = receipt.card?.brand ? receipt.card.brand.charAt(0).toUpperCase() + receipt.card.brand.slice(1) : '';
  if (receipt.card?.last4) paragraphs.push({ text: t.card(brand, receipt.card.last4) });
  paragraphs.push({ text: receipt.returnedCount ? t.returns(receipt.returnedCount) : t.allKept }, { link });
  return mailOf(to.email, t.subject(kid), paragraphs, RESET_PASSWORD[to.locale].signature);
}

interface TrunkChargeFailedTexts {
  subject: (kid: string | null) => string;
  intro: (kid: string | null, amount: string) => string;
  retry: (left: number) => string;
  last: string;
}

const TRUNK_CHARGE_FAILED: Record<LocaleCode, TrunkChargeFailedTexts> = {
  fr: {
    subject: (kid) => (kid ? `Le paiement de la malle de ${kid} n’a pas abouti` : 'Le paiement de votre malle n’a pas abouti'),
    intro: (kid, amount) => `Le délai d’essai ${kid ? `de la malle de ${kid}` : 'de votre malle'} est passé : les pièces encore chez vous sont considérées comme gardées, mais le prélèvement de ${amount} a été refusé par votre banque. Réglez-le avec la carte de votre choix depuis cette page :`,
    retry: (n) => `Sans action de votre part, nous réessaierons demain avec votre moyen de paiement par défaut (encore ${n} ${n === 1 ? 'tentative' : 'tentatives'}).`,
    last: 'C’était notre dernière tentative : merci de régler ce montant depuis la page de la malle.',
  },
  de: {
    subject: (kid) => (kid ? `Die Zahlung für die Box von ${kid} ist fehlgeschlagen` : 'Die Zahlung für Ihre Box ist fehlgeschlagen'),
    intro: (kid, amount) => `Die Probierfrist für ${kid ? `die Box von ${kid}` : 'Ihre Box'} ist abgelaufen: Die Teile, die noch bei Ihnen sind, gelten als behalten, doch die Abbuchung von ${amount} wurde von Ihrer Bank abgelehnt. Bitte bezahlen Sie den Betrag mit einer Karte Ihrer Wahl auf dieser Seite:`,
    retry: (n) => `Andernfalls versuchen wir es morgen erneut mit Ihrem Standard-Zahlungsmittel (noch ${n} ${n === 1 ? 'Versuch' : 'Versuche'}).`,
    last: 'Das war unser letzter Versuch: Bitte bezahlen Sie den Betrag auf der Seite der Box.',
  },
  nl: {
    subject: (kid) => (kid ? `De betaling voor de box van ${kid} is niet gelukt` : 'De betaling voor je box is niet gelukt'),
    intro: (kid, amount) => `De pasperiode van ${kid ? `de box voor ${kid}` : 'je box'} is voorbij: de items die nog bij je thuis zijn gelden als gehouden, maar je bank heeft de afschrijving van ${amount} geweigerd. Betaal het bedrag met een kaart naar keuze via deze pagina:`,
    retry: (n) => `Doe je niets, dan proberen we het morgen opnieuw met je standaardbetaalmethode (nog ${n} ${n === 1 ? 'poging' : 'pogingen'}).`,
    last: 'Dat was onze laatste poging: betaal het bedrag via de pagina van de box.',
  },
  es: {
    subject: (kid) => (kid ? `No se ha podido cobrar la caja de ${kid}` : 'No se ha podido cobrar tu caja'),
    intro: (kid, amount) => `El plazo de prueba de ${kid ? `la caja de ${kid}` : 'tu caja'} ha terminado: las prendas que siguen en casa se consideran compradas, pero tu banco ha rechazado el cobro de ${amount}. Págalo con la tarjeta que prefieras desde esta página:`,
    retry: (n) => `Si no haces nada, volveremos a intentarlo mañana con tu método de pago predeterminado (${n === 1 ? 'queda 1 intento' : `quedan ${n} intentos`}).`,
    last: 'Era nuestro último intento: paga el importe desde la página de la caja.',
  },
};

/** The deadline's charge was refused: the amount, the link to pay with another card, and what the clock does next. */
export function trunkChargeFailedMail({ to, kid, link, amountCents, attemptsLeft }: TrunkMailTo & { amountCents: number; attemptsLeft: number }): Mail {
  const t = TRUNK_CHARGE_FAILED[to.locale];
  const paragraphs: Paragraph[] = [
    { text: RESET_PASSWORD[to.locale].greeting(to.firstname) },
    { text: t.intro(kid, money(amountCents, to.locale)) },
    { link },
    { text: attemptsLeft > 0 ? t.retry(attemptsLeft) : t.last },
  ];
  return mailOf(to.email, t.subject(kid), paragraphs, RESET_PASSWORD[to.locale].signature);
}

// The Little Club's birthday offer and the referral invitation (issue 18).

/** "15 €" for whole euros, "12,50 €" otherwise, in the mail's language. */
function amountOf(cents: number, locale: LocaleCode): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(cents / 100);
}

/** "15 %" in the mail's language. */
function percentOf(percent: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { style: 'percent' }).format(percent / 100);
}

interface BirthdayOfferTexts {
  subject: (kid: string, percent: string) => string;
  greeting: (name: string | null) => string;
  intro: (kid: string) => string;
  offer: (percent: string, lastDay: string) => string;
  use: string;
  signature: string[];
}

const BIRTHDAY_OFFER: Record<LocaleCode, BirthdayOfferTexts> = {
  fr: {
    subject: (kid, percent) => `Joyeux anniversaire, ${kid} ! ${percent} offerts sur la boutique`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: (kid) => `Ce mois-ci, ${kid} fête son anniversaire : toute l’équipe Little Closet lui souhaite une merveilleuse journée !`,
    offer: (percent, lastDay) => `Pour l’occasion, nous vous offrons ${percent} de réduction sur votre prochaine commande dans la boutique, avec ce code valable jusqu’au ${lastDay} inclus :`,
    use: 'Saisissez-le au moment de régler votre commande. Il s’utilise une seule fois.',
    signature: ['À très vite,', 'L’équipe Little Closet'],
  },
  de: {
    subject: (kid, percent) => `Alles Gute zum Geburtstag, ${kid}! ${percent} Rabatt im Shop`,
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    intro: (kid) => `${kid} hat diesen Monat Geburtstag – das ganze Little-Closet-Team gratuliert ganz herzlich!`,
    offer: (percent, lastDay) => `Zur Feier des Tages schenken wir Ihnen ${percent} Rabatt auf Ihre nächste Bestellung im Shop. Der Code gilt bis einschließlich ${lastDay}:`,
    use: 'Geben Sie ihn einfach beim Bezahlen Ihrer Bestellung ein. Er ist einmal einlösbar.',
    signature: ['Viele Grüße', 'Ihr Little-Closet-Team'],
  },
  nl: {
    subject: (kid, percent) => `Gefeliciteerd, ${kid}! ${percent} korting in de shop`,
    greeting: (name) => (name ? `Hoi ${name},` : 'Hoi,'),
    intro: (kid) => `${kid} is deze maand jarig – het hele Little Closet-team wenst jullie een fantastische verjaardag!`,
    offer: (percent, lastDay) => `Daarom krijg je van ons ${percent} korting op je volgende bestelling in de shop, met deze code die geldig is tot en met ${lastDay}:`,
    use: 'Vul hem in bij het afrekenen. Je kunt hem één keer gebruiken.',
    signature: ['Groetjes,', 'Het Little Closet-team'],
  },
  es: {
    subject: (kid, percent) => `¡Feliz cumpleaños, ${kid}! ${percent} de descuento en la tienda`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    intro: (kid) => `Este mes ${kid} cumple años y todo el equipo de Little Closet le desea un día muy feliz.`,
    offer: (percent, lastDay) => `Para celebrarlo, te regalamos un ${percent} de descuento en tu próximo pedido de la tienda con este código, válido hasta el ${lastDay} incluido:`,
    use: 'Introdúcelo al pagar tu pedido. Solo se puede usar una vez.',
    signature: ['¡Hasta pronto!', 'El equipo de Little Closet'],
  },
};

export interface BirthdayOfferMailInput {
  to: { email: string; firstname: string | null; locale: LocaleCode };
  /** The kid's first name. */
  kid: string;
  code: string;
  percent: number;
  /** When the code stops working (the next month's first instant, in France). */
  expiresAt: Date;
  /** The shop, in the client's language. */
  shopLink: string;
}

/** The birthday offer: the kid named, the code, its percentage and last day, in the client's language. */
export function birthdayOfferMail({ to, kid, code, percent, expiresAt, shopLink }: BirthdayOfferMailInput): Mail {
  const t = BIRTHDAY_OFFER[to.locale];
  const shown = percentOf(percent, to.locale);
  const lastDay = new Intl.DateTimeFormat(to.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(new Date(expiresAt.getTime() - 1));
  return mailOf(
    to.email,
    t.subject(kid, shown),
    [{ text: t.greeting(to.firstname) }, { text: t.intro(kid) }, { text: t.offer(shown, lastDay) }, { text: code }, { text: t.use }, { link: shopLink }],
    t.signature,
  );
}

interface ReferralInvitationTexts {
  subject: (godfather: string, amount: string) => string;
  greeting: string;
  intro: (godfather: string) => string;
  welcome: (amount: string, months: number) => string;
  reward: (godfather: string, amount: string) => string;
  signature: string[];
}

const REFERRAL_INVITATION: Record<LocaleCode, ReferralInvitationTexts> = {
  fr: {
    subject: (godfather, amount) => `${godfather} vous offre ${amount} chez Little Closet`,
    greeting: 'Bonjour,',
    intro: (godfather) =>
      `${godfather} aime Little Closet et vous invite à le découvrir : des vêtements choisis par une styliste pour vos enfants ou pour vous, essayés tranquillement à la maison, et vous ne gardez que ce qui vous plaît.`,
    welcome: (amount, months) => `En créant votre compte avec ce lien, vous recevez un code de bienvenue de ${amount}, valable ${months} mois :`,
    reward: (godfather, amount) => `Et quand vous réglerez votre première commande, ${godfather} recevra à son tour ${amount} dans sa cagnotte.`,
    signature: ['À très vite,', 'L’équipe Little Closet'],
  },
  de: {
    subject: (godfather, amount) => `${godfather} schenkt Ihnen ${amount} bei Little Closet`,
    greeting: 'Guten Tag,',
    intro: (godfather) =>
      `${godfather} ist begeistert von Little Closet und lädt Sie ein, uns kennenzulernen: Kleidung für Ihre Kinder oder für Sie selbst, von einer Stylistin ausgewählt und bequem zu Hause anprobiert – Sie behalten nur, was Ihnen gefällt.`,
    welcome: (amount, months) => `Wenn Sie Ihr Konto über diesen Link anlegen, erhalten Sie einen Willkommenscode über ${amount}, der ${months} Monate gültig ist:`,
    reward: (godfather, amount) => `Sobald Sie Ihre erste Bestellung bezahlt haben, erhält auch ${godfather} ${amount} Guthaben.`,
    signature: ['Viele Grüße', 'Ihr Little-Closet-Team'],
  },
  nl: {
    subject: (godfather, amount) => `${godfather} geeft je ${amount} cadeau bij Little Closet`,
    greeting: 'Hoi,',
    intro: (godfather) =>
      `${godfather} is fan van Little Closet en nodigt je uit om ons te leren kennen: kleding voor je kinderen of voor jezelf, uitgekozen door een stylist en rustig thuis gepast – je houdt alleen wat je mooi vindt.`,
    welcome: (amount, months) => `Maak je account aan via deze link en je krijgt een welkomstcode van ${amount}, ${months} maanden geldig:`,
    reward: (godfather, amount) => `Zodra je je eerste bestelling hebt betaald, krijgt ${godfather} ook ${amount} tegoed.`,
    signature: ['Groetjes,', 'Het Little Closet-team'],
  },
  es: {
    subject: (godfather, amount) => `${godfather} te regala ${amount} en Little Closet`,
    greeting: 'Hola:',
    intro: (godfather) =>
      `A ${godfather} le encanta Little Closet y te invita a descubrirlo: ropa para tus hijos o para ti, elegida por una estilista, que te pruebas con calma en casa, y solo te quedas con lo que te gusta.`,
    welcome: (amount, months) => `Si creas tu cuenta con este enlace, recibirás un código de bienvenida de ${amount}, válido durante ${months} meses:`,
    reward: (godfather, amount) => `Y en cuanto pagues tu primer pedido, ${godfather} recibirá también ${amount} de saldo.`,
    signature: ['¡Hasta pronto!', 'El equipo de Little Closet'],
  },
};

export interface ReferralInvitationMailInput {
  to: { email: string; locale: LocaleCode };
  /** The godfather's first name, or their email when they gave none. */
  godfather: string;
  /** The share link, in the friend's language. */
  link: string;
  godsonCents: number;
  godfatherCents: number;
  validityMonths: number;
}

/** The friend's invitation: who invites, the welcome code, the link, in the language the godfather chose. */
export function referralInvitationMail({ to, godfather, link, godsonCents, godfatherCents, validityMonths }: ReferralInvitationMailInput): Mail {
  const t = REFERRAL_INVITATION[to.locale];
  const welcome = amountOf(godsonCents, to.locale);
  return mailOf(
    to.email,
    t.subject(godfather, welcome),
    [{ text: t.greeting }, { text: t.intro(godfather) }, { text: t.welcome(welcome, validityMonths) }, { link }, { text: t.reward(godfather, amountOf(godfatherCents, to.locale)) }],
    t.signature,
  );
}

interface RecycleTexts {
  labelSubject: string;
  greeting: (firstname: string | null) => string;
  labelIntro: (carrier: string) => string;
  pack: (kg: number) => string;
  dropOff: { POST_OFFICE: string; RELAY: (relay: string) => string };
  validUntil: (date: string) => string;
  reward: (amount: string) => string;
  labelsLink: string;
  rewardSubject: (amount: string) => string;
  rewardIntro: string;
  rewardCredited: (amount: string) => string;
  rewardNext: string;
  signature: string[];
  filename: (barcode: string) => string;
}

/** Little Geste's mails, written for each language as a native speaker would: German formal, Dutch and Spanish informal. */
const RECYCLE: Record<LocaleCode, RecycleTexts> = {
  fr: {
    labelSubject: 'Votre étiquette Little Geste',
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    labelIntro: (carrier) => `Merci de donner une seconde vie aux vêtements de vos enfants ! Votre étiquette Little Geste est prête, en pièce jointe. L’envoi est gratuit et part avec ${carrier}.`,
    pack: (kg) => `Glissez les vêtements devenus trop petits, toutes marques confondues, dans un carton ou un sac bien fermé de ${kg} kg au plus, puis collez l’étiquette bien à plat dessus.`,
    dropOff: {
      POST_OFFICE: 'Déposez ensuite le colis dans le bureau de poste de votre choix.',
      RELAY: (relay) => `Déposez ensuite le colis au point relais que vous avez choisi : ${relay}.`,
    },
    validUntil: (date) => `L’étiquette est valable jusqu’au ${date}.`,
    reward: (amount) => `Dès que nous aurons reçu et accepté votre colis, nous créditerons ${amount} sur votre cagnotte.`,
    labelsLink: 'Vos étiquettes et leur suivi sont ici :',
    rewardSubject: (amount) => `Merci ! ${amount} vous attendent dans votre cagnotte`,
    rewardIntro: 'Votre colis Little Geste est bien arrivé et son contenu a été accepté : les vêtements vont pouvoir être portés à nouveau ou recyclés.',
    rewardCredited: (amount) => `Pour vous remercier, nous avons crédité ${amount} sur votre cagnotte. Ils n’expirent pas : utilisez-les quand vous voulez pour vos achats en boutique ou vos malles.`,
    rewardNext: 'Encore des vêtements trop petits ? Vous pouvez créer une nouvelle étiquette ici :',
    signature: ['À très vite,', 'L’équipe Little Closet'],
    filename: (barcode) => `little-geste-${barcode}.pdf`,
  },
  de: {
    labelSubject: 'Ihr Little-Geste-Etikett',
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    labelIntro: (carrier) => `Danke, dass Sie der Kleidung Ihrer Kinder ein zweites Leben schenken! Ihr Little-Geste-Etikett ist fertig und hängt an dieser E-Mail. Der Versand ist kostenlos und geht mit ${carrier} auf den Weg.`,
    pack: (kg) => `Packen Sie die zu klein gewordene Kleidung – egal welcher Marke – in einen gut verschlossenen Karton oder Beutel mit höchstens ${kg} kg und kleben Sie das Etikett glatt darauf.`,
    dropOff: {
      POST_OFFICE: 'Geben Sie das Paket dann in einer Postfiliale Ihrer Wahl ab.',
      RELAY: (relay) => `Geben Sie das Paket dann im gewählten Paketshop ab: ${relay}.`,
    },
    validUntil: (date) => `Das Etikett ist bis zum ${date} gültig.`,
    reward: (amount) => `Sobald Ihr Paket bei uns angekommen ist und wir den Inhalt angenommen haben, schreiben wir Ihrem Guthaben ${amount} gut.`,
    labelsLink: 'Ihre Etiketten und ihren Status finden Sie hier:',
    rewardSubject: (amount) => `Vielen Dank! ${amount} warten in Ihrem Guthaben`,
    rewardIntro: 'Ihr Little-Geste-Paket ist angekommen und der Inhalt wurde angenommen: Die Kleidung wird weitergetragen oder recycelt.',
    rewardCredited: (amount) => `Als Dankeschön haben wir Ihrem Guthaben ${amount} gutgeschrieben. Der Betrag verfällt nicht und Sie können ihn für eine Bestellung oder eine Box verwenden.`,
    rewardNext: 'Noch mehr zu klein gewordene Kleidung? Hier können Sie ein neues Etikett erstellen:',
    signature: ['Viele Grüße', 'Ihr Little-Closet-Team'],
    filename: (barcode) => `little-geste-${barcode}.pdf`,
  },
  nl: {
    labelSubject: 'Je Little Geste-label',
    greeting: (name) => (name ? `Hoi ${name},` : 'Hoi,'),
    labelIntro: (carrier) => `Bedankt dat je de kleding van je kinderen een tweede leven geeft! Je Little Geste-label staat klaar, als bijlage bij deze mail. Verzenden is gratis en gaat met ${carrier}.`,
    pack: (kg) => `Doe de kleding die te klein is geworden, van welk merk ook, in een goed gesloten doos of zak van hoogstens ${kg} kg en plak het label er plat op.`,
    dropOff: {
      POST_OFFICE: 'Breng het pakket daarna naar een postkantoor naar keuze.',
      RELAY: (relay) => `Breng het pakket daarna naar het afhaalpunt dat je hebt gekozen: ${relay}.`,
    },
    validUntil: (date) => `Het label is geldig tot en met ${date}.`,
    reward: (amount) => `Zodra we je pakket hebben ontvangen en de inhoud hebben goedgekeurd, zetten we ${amount} op je tegoed.`,
    labelsLink: 'Je labels en hoe ver ze zijn, zie je hier:',
    rewardSubject: (amount) => `Bedankt! Er staat ${amount} op je tegoed`,
    rewardIntro: 'Je Little Geste-pakket is aangekomen en de inhoud is goedgekeurd: de kleding wordt opnieuw gedragen of gerecycled.',
    rewardCredited: (amount) => `Als bedankje hebben we ${amount} op je tegoed gezet. Het verloopt niet en je kunt het gebruiken voor een bestelling of een box.`,
    rewardNext: 'Nog meer kleding die te klein is? Hier maak je een nieuw label:',
    signature: ['Groetjes,', 'Het Little Closet-team'],
    filename: (barcode) => `little-geste-${barcode}.pdf`,
  },
  es: {
    labelSubject: 'Tu etiqueta Little Geste',
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    labelIntro: (carrier) => `¡Gracias por dar una segunda vida a la ropa de tus hijos! Tu etiqueta Little Geste ya está lista y va adjunta a este correo. El envío es gratuito y viaja con ${carrier}.`,
    pack: (kg) => `Mete la ropa que se les ha quedado pequeña, de cualquier marca, en una caja o bolsa bien cerrada de ${kg} kg como máximo y pega la etiqueta bien lisa encima.`,
    dropOff: {
      POST_OFFICE: 'Después, lleva el paquete a la oficina de correos que prefieras.',
      RELAY: (relay) => `Después, lleva el paquete al punto de recogida que has elegido: ${relay}.`,
    },
    validUntil: (date) => `La etiqueta es válida hasta el ${date}.`,
    reward: (amount) => `En cuanto recibamos tu paquete y aceptemos su contenido, añadiremos ${amount} a tu saldo.`,
    labelsLink: 'Aquí tienes tus etiquetas y su seguimiento:',
    rewardSubject: (amount) => `¡Gracias! Tienes ${amount} en tu saldo`,
    rewardIntro: 'Tu paquete Little Geste ha llegado y hemos aceptado su contenido: la ropa volverá a usarse o se reciclará.',
    rewardCredited: (amount) => `Para darte las gracias, hemos añadido ${amount} a tu saldo. No caduca y puedes usarlo en un pedido o en una caja.`,
    rewardNext: '¿Tienes más ropa que se les ha quedado pequeña? Puedes crear una nueva etiqueta aquí:',
    signature: ['¡Hasta pronto!', 'El equipo de Little Closet'],
    filename: (barcode) => `little-geste-${barcode}.pdf`,
  },
};

export interface RecycleLabelMailInput {
  to: { email: string; firstname: string | null; locale: LocaleCode };
  carrier: string;
  barcode: string;
  /** The relay point as printed (name and address) for a RELAY drop-off, else null. */
  relay: string | null;
  maxWeightKg: number;
  rewardCents: number;
  expiresAt: Date;
  /** The client's Little Geste page, in their language. */
  labelsLink: string;
  /** The label's PDF, in the client's language. */
  pdf: Uint8Array;
}

/** "Your Little Geste label": how to pack and hand the parcel over, the reward to come, the label's PDF attached. */
export function recycleLabelMail({ to, carrier, barcode, relay, maxWeightKg, rewardCents, expiresAt, labelsLink, pdf }: RecycleLabelMailInput): Mail {
  const t = RECYCLE[to.locale];
  const until = new Intl.DateTimeFormat(to.locale, { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(expiresAt);
  const mail = mailOf(
    to.email,
    t.labelSubject,
    [
      { text: t.greeting(to.firstname) },
      { text: t.labelIntro(carrier) },
      { text: t.pack(maxWeightKg) },
      { text: relay ? t.dropOff.RELAY(relay) : t.dropOff.POST_OFFICE },
      { text: t.validUntil(until) },
      { text: t.reward(amountOf(rewardCents, to.locale)) },
      { text: t.labelsLink },
      { link: labelsLink },
    ],
    t.signature,
  );
  return { ...mail, attachments: [{ filename: t.filename(barcode), contentType: 'application/pdf', content: Buffer.from(pdf) }] };
}

/** "Thank you, 5 € are in your wallet": sent once the reward of a received, accepted parcel is credited. */
export function recycleRewardMail({ to, rewardCents, createLink }: { to: { email: string; firstname: string | null; locale: LocaleCode }; rewardCents: number; createLink: string }): Mail {
  const t = RECYCLE[to.locale];
  const amount = amountOf(rewardCents, to.locale);
  return mailOf(to.email, t.rewardSubject(amount), [{ text: t.greeting(to.firstname) }, { text: t.rewardIntro }, { text: t.rewardCredited(amount) }, { text: t.rewardNext }, { link: createLink }], t.signature);
}
