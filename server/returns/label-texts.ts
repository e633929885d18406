import type { LocaleCode } from '../http/types';
import { WAREHOUSE, type ReturnModeName } from '../lib/returns-rules';
import { addressLines, relayPointLine, type LabelDocument } from './label-pdf';
import type { LabelRow } from './labels';

/** A label's words in each language, written as a native speaker would (German formal, Dutch and Spanish informal, like the mails). */
const TEXTS: Record<
  LocaleCode,
  {
    title: string;
    subtitle: string;
    carrier: string;
    sender: string;
    recipient: string;
    reference: string;
    trunk: (id: number) => string;
    order: (id: number) => string;
    instructions: string;
    modes: Record<ReturnModeName, (relay: string | null) => string>;
    pack: string;
  }
> = {
  fr: {
    title: 'Étiquette retour',
    subtitle: 'Retour gratuit — port payé par Little Closet',
    carrier: 'Transporteur :',
    sender: 'EXPÉDITEUR',
    recipient: 'DESTINATAIRE',
    reference: 'RÉFÉRENCE',
    trunk: (id) => `Box n° ${id}`,
    order: (id) => `Commande n° ${id}`,
    instructions: 'MODE D’EMPLOI',
    modes: {
      POST_OFFICE: () => 'Déposez le colis dans le bureau de poste de votre choix et gardez le reçu de dépôt.',
      RELAY: (relay) => `Déposez le colis au point relais ${relay ?? 'de votre choix'} et gardez le reçu de dépôt.`,
      HOME_PICKUP: () => 'Le facteur vient chercher le colis chez vous : laissez-le prêt, étiquette visible, dans votre boîte aux lettres ou remettez-le en main propre.',
    },
    pack: 'Glissez les articles dans leur emballage d’origine, imprimez cette étiquette et collez-la bien à plat sur le colis, sans recouvrir le code-barres.',
  },
  de: {
    title: 'Rücksendeetikett',
    subtitle: 'Kostenlose Rücksendung – Porto zahlt Little Closet',
    carrier: 'Versanddienst:',
    sender: 'ABSENDER',
    recipient: 'EMPFÄNGER',
    reference: 'REFERENZ',
    trunk: (id) => `Box Nr. ${id}`,
    order: (id) => `Bestellung Nr. ${id}`,
    instructions: 'SO GEHT’S',
    modes: {
      POST_OFFICE: () => 'Geben Sie das Paket in einer Postfiliale Ihrer Wahl ab und bewahren Sie den Einlieferungsbeleg auf.',
      RELAY: (relay) => `Geben Sie das Paket im Paketshop ${relay ?? 'Ihrer Wahl'} ab und bewahren Sie den Einlieferungsbeleg auf.`,
      HOME_PICKUP: () => 'Die Post holt das Paket bei Ihnen zu Hause ab: Halten Sie es mit gut sichtbarem Etikett bereit.',
    },
    pack: 'Legen Sie die Artikel in die Originalverpackung, drucken Sie dieses Etikett aus und kleben Sie es glatt auf das Paket, ohne den Barcode zu verdecken.',
  },
  nl: {
    title: 'Retourlabel',
    subtitle: 'Gratis retour – de verzendkosten zijn voor Little Closet',
    carrier: 'Vervoerder:',
    sender: 'AFZENDER',
    recipient: 'ONTVANGER',
    reference: 'REFERENTIE',
    trunk: (id) => `Box nr. ${id}`,
    order: (id) => `Bestelling nr. ${id}`,
    instructions: 'ZO WERKT HET',
    modes: {
      POST_OFFICE: () => 'Breng het pakket naar een postkantoor naar keuze en bewaar het afgiftebewijs.',
      RELAY: (relay) => `Breng het pakket naar het afhaalpunt ${relay ?? 'van je keuze'} en bewaar het afgiftebewijs.`,
      HOME_PICKUP: () => 'De post haalt het pakket bij je thuis op: zet het klaar met het label goed zichtbaar.',
    },
    pack: 'Doe de artikelen in de originele verpakking, print dit label en plak het plat op het pakket, zonder de barcode te bedekken.',
  },
  es: {
    title: 'Etiqueta de devolución',
    subtitle: 'Devolución gratuita: Little Closet paga el envío',
    carrier: 'Transportista:',
    sender: 'REMITENTE',
    recipient: 'DESTINATARIO',
    reference: 'REFERENCIA',
    trunk: (id) => `Caja n.º ${id}`,
    order: (id) => `Pedido n.º ${id}`,
    instructions: 'CÓMO HACERLO',
    modes: {
      POST_OFFICE: () => 'Lleva el paquete a la oficina de correos que prefieras y guarda el resguardo de entrega.',
      RELAY: (relay) => `Lleva el paquete al punto de recogida ${relay ?? 'que prefieras'} y guarda el resguardo de entrega.`,
      HOME_PICKUP: () => 'Correos pasa a recoger el paquete a tu casa: tenlo preparado con la etiqueta bien visible.',
    },
    pack: 'Mete las prendas en su embalaje original, imprime esta etiqueta y pégala bien lisa en el paquete, sin tapar el código de barras.',
  },
};

const countryNames = (locale: LocaleCode) => new Intl.DisplayNames([locale], { type: 'region' });

/** What a return label prints, in `locale`. */
export function returnLabelDocument(row: LabelRow, locale: LocaleCode): LabelDocument {
  const t = TEXTS[locale];
  const names = countryNames(locale);
  const relay = relayPointLine(row.relayPoint);
  return {
    locale,
    title: t.title,
    subtitle: t.subtitle,
    carrierHeading: t.carrier,
    carrier: row.carrier,
    barcode: row.barcode,
    senderHeading: t.sender,
    sender: addressLines(row.sender, locale),
    recipientHeading: t.recipient,
    recipient: [WAREHOUSE.name, WAREHOUSE.street, `${WAREHOUSE.postcode} ${WAREHOUSE.city}`, names.of('FR') ?? WAREHOUSE.country],
    referenceHeading: t.reference,
    reference: row.kind === 'TRUNK' ? t.trunk(row.requestId!) : t.order(row.orderId!),
    instructionsHeading: t.instructions,
    instructions: [t.pack, t.modes[row.mode as ReturnModeName](relay)],
  };
}
