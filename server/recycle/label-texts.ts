import type { LocaleCode } from '../http/types';
import { addressLines, relayPointLine, type LabelDocument } from '../returns';
import type { RecycleLabelRow } from './labels';
import { MAX_WEIGHT_KG, RECYCLE_CENTRE, type DropOff } from './rules';

/** A Little Geste label's words in each language, written as a native speaker would (German formal, Dutch and Spanish informal, like the mails). */
const TEXTS: Record<
  LocaleCode,
  {
    subtitle: string;
    carrier: string;
    sender: string;
    recipient: string;
    reference: string;
    label: (id: number) => string;
    instructions: string;
    pack: (kg: number) => string;
    dropOffs: Record<DropOff, (relay: string | null) => string>;
    validUntil: (date: string) => string;
  }
> = {
  fr: {
    subtitle: 'Colis de recyclage gratuit — port payé par Little Closet',
    carrier: 'Transporteur :',
    sender: 'EXPÉDITEUR',
    recipient: 'DESTINATAIRE',
    reference: 'RÉFÉRENCE',
    label: (id) => `Little Geste n° ${id}`,
    instructions: 'MODE D’EMPLOI',
    pack: (kg) => `Mettez les vêtements devenus trop petits dans un carton ou un sac bien fermé (${kg} kg au plus), imprimez cette étiquette et collez-la bien à plat, sans recouvrir le code-barres.`,
    dropOffs: {
      POST_OFFICE: () => 'Déposez le colis dans le bureau de poste de votre choix et gardez le reçu de dépôt.',
      RELAY: (relay) => `Déposez le colis au point relais que vous avez choisi${relay ? ` : ${relay}` : ''}. Gardez le reçu de dépôt.`,
    },
    validUntil: (date) => `Étiquette valable jusqu’au ${date}.`,
  },
  de: {
    subtitle: 'Kostenloses Recycling-Paket – Porto zahlt Little Closet',
    carrier: 'Versanddienst:',
    sender: 'ABSENDER',
    recipient: 'EMPFÄNGER',
    reference: 'REFERENZ',
    label: (id) => `Little Geste Nr. ${id}`,
    instructions: 'SO GEHT’S',
    pack: (kg) => `Packen Sie die zu klein gewordene Kleidung in einen gut verschlossenen Karton oder Beutel (höchstens ${kg} kg), drucken Sie dieses Etikett aus und kleben Sie es glatt auf, ohne den Barcode zu verdecken.`,
    dropOffs: {
      POST_OFFICE: () => 'Geben Sie das Paket in einer Postfiliale Ihrer Wahl ab und bewahren Sie den Einlieferungsbeleg auf.',
      RELAY: (relay) => `Geben Sie das Paket im gewählten Paketshop ab${relay ? `: ${relay}` : ''}. Bewahren Sie den Einlieferungsbeleg auf.`,
    },
    validUntil: (date) => `Etikett gültig bis ${date}.`,
  },
  nl: {
    subtitle: 'Gratis recyclingpakket – de verzendkosten zijn voor Little Closet',
    carrier: 'Vervoerder:',
    sender: 'AFZENDER',
    recipient: 'ONTVANGER',
    reference: 'REFERENTIE',
    label: (id) => `Little Geste nr. ${id}`,
    instructions: 'ZO WERKT HET',
    pack: (kg) => `Doe de kleding die te klein is geworden in een goed gesloten doos of zak (hoogstens ${kg} kg), print dit label en plak het plat op het pakket, zonder de barcode te bedekken.`,
    dropOffs: {
      POST_OFFICE: () => 'Breng het pakket naar een postkantoor naar keuze en bewaar het afgiftebewijs.',
      RELAY: (relay) => `Breng het pakket naar het afhaalpunt dat je hebt gekozen${relay ? `: ${relay}` : ''}. Bewaar het afgiftebewijs.`,
    },
    validUntil: (date) => `Label geldig tot en met ${date}.`,
  },
  es: {
    subtitle: 'Paquete de reciclaje gratuito: Little Closet paga el envío',
    carrier: 'Transportista:',
    sender: 'REMITENTE',
    recipient: 'DESTINATARIO',
    reference: 'REFERENCIA',
    label: (id) => `Little Geste n.º ${id}`,
    instructions: 'CÓMO HACERLO',
    pack: (kg) => `Mete la ropa que se les ha quedado pequeña en una caja o bolsa bien cerrada (${kg} kg como máximo), imprime esta etiqueta y pégala bien lisa, sin tapar el código de barras.`,
    dropOffs: {
      POST_OFFICE: () => 'Lleva el paquete a la oficina de correos que prefieras y guarda el resguardo de entrega.',
      RELAY: (relay) => `Lleva el paquete al punto de recogida que has elegido${relay ? `: ${relay}` : ''}. Guarda el resguardo de entrega.`,
    },
    validUntil: (date) => `Etiqueta válida hasta el ${date}.`,
  },
};

/** A day as the label's language writes it, in Paris. */
export const dayOf = (date: Date, locale: LocaleCode) => new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' }).format(date);

/** The relay point as printed: its name and address. */
export const relayLine = (row: RecycleLabelRow) => relayPointLine(row.relayPoint);

/** What a Little Geste label prints, in `locale`. */
export function recycleLabelDocument(row: RecycleLabelRow, locale: LocaleCode): LabelDocument {
  const t = TEXTS[locale];
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    locale,
    title: 'Little Geste',
    subtitle: t.subtitle,
    carrierHeading: t.carrier,
    carrier: row.carrier,
    barcode: row.barcode,
    senderHeading: t.sender,
    sender: addressLines(row.sender, locale),
    recipientHeading: t.recipient,
    recipient: [RECYCLE_CENTRE.name, RECYCLE_CENTRE.street, `${RECYCLE_CENTRE.postcode} ${RECYCLE_CENTRE.city}`, names.of('FR') ?? RECYCLE_CENTRE.country],
    referenceHeading: t.reference,
    reference: t.label(row.id),
    instructionsHeading: t.instructions,
    instructions: [t.pack(MAX_WEIGHT_KG), t.dropOffs[row.dropOff as DropOff](relayLine(row)), t.validUntil(dayOf(row.expiresAt, locale))],
  };
}
