import type { LocaleCode } from '../http/types';
import type { ReturnModeName } from '../lib/returns-rules';
import { mailOf } from '../mail/templates';
import type { Mail } from '../mail/port';

/** Who a mail goes to. */
export interface Recipient {
  email: string;
  firstname: string | null;
  locale: LocaleCode;
}

/** What a label or a parcel is for: a trunk (with the kid's name, null for a woman's own) or a shop order. */
export type Subject = { kind: 'TRUNK'; id: number; kid: string | null } | { kind: 'ORDER'; id: number };

const money = (cents: number, locale: LocaleCode) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** Written for each language as a native speaker would: German formal, Dutch and Spanish informal (like the other mails). */
const TEXTS = {
  fr: {
    greeting: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    what: (s: Subject) => (s.kind === 'ORDER' ? `votre commande n° ${s.id}` : s.kid ? `la box de ${s.kid}` : 'votre box'),
    labelSubject: (s: Subject) => (s.kind === 'ORDER' ? `Votre étiquette retour pour la commande n° ${s.id}` : 'Votre étiquette retour est prête'),
    labelIntro: (what: string, carrier: string) => `L’étiquette retour de ${what} est prête. Le retour est gratuit et part avec ${carrier}.`,
    mode: {
      POST_OFFICE: 'Imprimez-la, collez-la sur le colis et déposez-le dans le bureau de poste de votre choix.',
      RELAY: 'Imprimez-la, collez-la sur le colis et déposez-le au point relais que vous avez choisi.',
      HOME_PICKUP: 'Imprimez-la et collez-la sur le colis : le facteur viendra le chercher chez vous.',
    } satisfies Record<ReturnModeName, string>,
    labelLink: 'Vos étiquettes sont à télécharger ici :',
    receivedSubject: (s: Subject) => (s.kind === 'ORDER' ? `Nous avons bien reçu votre retour (commande n° ${s.id})` : 'Nous avons bien reçu votre colis retour'),
    receivedIntro: (what: string) => `Bonne nouvelle : le colis retour de ${what} est bien arrivé dans notre entrepôt.`,
    refund: (amount: string) => `Nous vous remboursons ${amount} sur le moyen de paiement utilisé pour la commande. Selon votre banque, le montant apparaît sous quelques jours.`,
    walletRefund: (amount: string) => `Nous avons crédité ${amount} sur votre cagnotte : vous pouvez les utiliser dès maintenant pour une prochaine commande ou une box.`,
    trunkDone: 'Il n’y a rien d’autre à faire de votre côté. Merci d’avoir essayé nos pièces à la maison !',
    signature: ['À très vite,', 'L’équipe Little Closet'],
  },
  de: {
    greeting: (name: string | null) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    what: (s: Subject) => (s.kind === 'ORDER' ? `Ihre Bestellung Nr. ${s.id}` : s.kid ? `die Box für ${s.kid}` : 'Ihre Box'),
    labelSubject: (s: Subject) => (s.kind === 'ORDER' ? `Ihr Rücksendeetikett für Bestellung Nr. ${s.id}` : 'Ihr Rücksendeetikett ist bereit'),
    labelIntro: (what: string, carrier: string) => `Das Rücksendeetikett für ${what} ist bereit. Die Rücksendung ist kostenlos und geht mit ${carrier} auf den Weg.`,
    mode: {
      POST_OFFICE: 'Drucken Sie es aus, kleben Sie es auf das Paket und geben Sie es in einer Postfiliale Ihrer Wahl ab.',
      RELAY: 'Drucken Sie es aus, kleben Sie es auf das Paket und geben Sie es im gewählten Paketshop ab.',
      HOME_PICKUP: 'Drucken Sie es aus und kleben Sie es auf das Paket – die Post holt es bei Ihnen zu Hause ab.',
    } satisfies Record<ReturnModeName, string>,
    labelLink: 'Hier können Sie Ihre Etiketten herunterladen:',
    receivedSubject: (s: Subject) => (s.kind === 'ORDER' ? `Ihre Rücksendung ist angekommen (Bestellung Nr. ${s.id})` : 'Ihre Rücksendung ist angekommen'),
    receivedIntro: (what: string) => `Gute Nachricht: Die Rücksendung für ${what} ist in unserem Lager angekommen.`,
    refund: (amount: string) => `Wir erstatten Ihnen ${amount} auf das Zahlungsmittel der Bestellung. Je nach Bank sehen Sie den Betrag in wenigen Tagen.`,
    walletRefund: (amount: string) => `Wir haben Ihrem Guthaben ${amount} gutgeschrieben: Sie können den Betrag ab sofort für Ihre nächste Bestellung oder Box verwenden.`,
    trunkDone: 'Sie müssen nichts weiter tun. Danke, dass Sie unsere Teile zu Hause anprobiert haben!',
    signature: ['Viele Grüße', 'Ihr Little-Closet-Team'],
  },
  nl: {
    greeting: (name: string | null) => (name ? `Hoi ${name},` : 'Hoi,'),
    what: (s: Subject) => (s.kind === 'ORDER' ? `je bestelling nr. ${s.id}` : s.kid ? `de box voor ${s.kid}` : 'je box'),
    labelSubject: (s: Subject) => (s.kind === 'ORDER' ? `Je retourlabel voor bestelling nr. ${s.id}` : 'Je retourlabel staat klaar'),
    labelIntro: (what: string, carrier: string) => `Het retourlabel voor ${what} staat klaar. Retourneren is gratis en gaat met ${carrier}.`,
    mode: {
      POST_OFFICE: 'Print het, plak het op het pakket en breng het naar een postkantoor naar keuze.',
      RELAY: 'Print het, plak het op het pakket en breng het naar het afhaalpunt dat je hebt gekozen.',
      HOME_PICKUP: 'Print het en plak het op het pakket: de post haalt het bij je thuis op.',
    } satisfies Record<ReturnModeName, string>,
    labelLink: 'Je labels download je hier:',
    receivedSubject: (s: Subject) => (s.kind === 'ORDER' ? `We hebben je retour ontvangen (bestelling nr. ${s.id})` : 'We hebben je retourpakket ontvangen'),
    receivedIntro: (what: string) => `Goed nieuws: het retourpakket van ${what} is aangekomen in ons magazijn.`,
    refund: (amount: string) => `We betalen ${amount} terug op de betaalmethode van je bestelling. Afhankelijk van je bank zie je het bedrag binnen een paar dagen.`,
    walletRefund: (amount: string) => `We hebben ${amount} op je tegoed gezet: je kunt het meteen gebruiken voor een volgende bestelling of box.`,
    trunkDone: 'Je hoeft verder niets te doen. Bedankt dat je onze items thuis hebt gepast!',
    signature: ['Groetjes,', 'Het Little Closet-team'],
  },
  es: {
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
    what: (s: Subject) => (s.kind === 'ORDER' ? `tu pedido n.º ${s.id}` : s.kid ? `la caja de ${s.kid}` : 'tu caja'),
    labelSubject: (s: Subject) => (s.kind === 'ORDER' ? `Tu etiqueta de devolución del pedido n.º ${s.id}` : 'Tu etiqueta de devolución ya está lista'),
    labelIntro: (what: string, carrier: string) => `La etiqueta de devolución de ${what} ya está lista. La devolución es gratuita y viaja con ${carrier}.`,
    mode: {
      POST_OFFICE: 'Imprímela, pégala en el paquete y llévalo a la oficina de correos que prefieras.',
      RELAY: 'Imprímela, pégala en el paquete y llévalo al punto de recogida que has elegido.',
      HOME_PICKUP: 'Imprímela y pégala en el paquete: Correos pasará a recogerlo por tu casa.',
    } satisfies Record<ReturnModeName, string>,
    labelLink: 'Puedes descargar tus etiquetas aquí:',
    receivedSubject: (s: Subject) => (s.kind === 'ORDER' ? `Hemos recibido tu devolución (pedido n.º ${s.id})` : 'Hemos recibido tu paquete de devolución'),
    receivedIntro: (what: string) => `Buenas noticias: el paquete de devolución de ${what} ya ha llegado a nuestro almacén.`,
    refund: (amount: string) => `Te devolvemos ${amount} en el método de pago del pedido. Según tu banco, verás el importe en unos días.`,
    walletRefund: (amount: string) => `Hemos añadido ${amount} a tu saldo: puedes usarlo desde ya en tu próximo pedido o caja.`,
    trunkDone: 'No tienes que hacer nada más. ¡Gracias por probar nuestras prendas en casa!',
    signature: ['¡Hasta pronto!', 'El equipo de Little Closet'],
  },
} satisfies Record<LocaleCode, unknown>;

/** "Your return label is ready": how to hand the parcel over, and the link to the labels' page. */
export function labelReadyMail(to: Recipient, subject: Subject, carrier: string, mode: ReturnModeName, labelsLink: string): Mail {
  const t = TEXTS[to.locale];
  return mailOf(to.email, t.labelSubject(subject), [{ text: t.greeting(to.firstname) }, { text: t.labelIntro(t.what(subject), carrier) }, { text: t.mode[mode] }, { text: t.labelLink }, { link: labelsLink }], t.signature);
}

/** A shop return's refund, in cents: what goes back to the payment method, and what to the wallet. */
export interface RefundParts {
  cardCents: number;
  walletCents: number;
}

/** "Your return arrived": with the refund of a shop return (to the card, to the wallet, or both), or a thank-you for a trunk. */
export function returnReceivedMail(to: Recipient, subject: Subject, refund: RefundParts | null): Mail {
  const t = TEXTS[to.locale];
  const closing = refund
    ? [
        ...(refund.cardCents > 0 || refund.walletCents <= 0 ? [{ text: t.refund(money(refund.cardCents, to.locale)) }] : []),
        ...(refund.walletCents > 0 ? [{ text: t.walletRefund(money(refund.walletCents, to.locale)) }] : []),
      ]
    : [{ text: t.trunkDone }];
  return mailOf(to.email, t.receivedSubject(subject), [{ text: t.greeting(to.firstname) }, { text: t.receivedIntro(t.what(subject)) }, ...closing], t.signature);
}
