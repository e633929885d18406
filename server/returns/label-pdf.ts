import bwipjs from 'bwip-js/node';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A parcel label as a PDF page of A6 (105 × 148 mm): a heading, the carrier, a Code 128 barcode
 * with its characters printed under it, the sender, the recipient, a reference and instructions.
 * It knows nothing of returns: issue 19's recycling labels use it as they are.
 * Texts go through pdf-lib's standard fonts (WinAnsi), which cover French, German, Dutch and Spanish.
 */
export interface LabelDocument {
  /** The language of the document (its metadata). */
  locale: string;
  title: string;
  /** Printed under the title, e.g. "Free return". */
  subtitle: string;
  /** Followed by the carrier's name, e.g. "Carrier:". */
  carrierHeading: string;
  carrier: string;
  barcode: string;
  senderHeading: string;
  sender: string[];
  recipientHeading: string;
  recipient: string[];
  referenceHeading: string;
  reference: string;
  instructionsHeading: string;
  instructions: string[];
}

/** Where a parcel comes from or goes to, as a label prints it. */
export interface LabelAddress {
  firstname?: string | null;
  lastname?: string | null;
  street?: string | null;
  street_complement?: string | null;
  postcode?: string | null;
  city?: string | null;
  country_code?: string | null;
}

/** An address as printed: the name, the street lines, postcode and city, the country in `locale`; empty lines left out. */
export function addressLines(address: LabelAddress, locale: string): string[] {
  const country = address.country_code ? new Intl.DisplayNames([locale], { type: 'region' }).of(address.country_code) : null;
  const lines = [
    [address.firstname, address.lastname].filter(Boolean).join(' '),
    address.street,
    address.street_complement,
    [address.postcode, address.city].filter(Boolean).join(' '),
    country,
  ];
  return lines.filter((line): line is string => !!line && line.trim() !== '');
}

/** A relay point as printed: its name and address. */
export const relayPointLine = (relay: Partial<Record<'name' | 'street' | 'postcode' | 'city', string>> | null): string | null =>
  relay ? `${relay.name}, ${relay.street}, ${relay.postcode} ${relay.city}` : null;

const MM = 72 / 25.4;
const WIDTH = 105 * MM;
const HEIGHT = 148 * MM;
const MARGIN = 8 * MM;
const INK = rgb(0.1, 0.1, 0.12);
const GREY = rgb(0.35, 0.35, 0.38);

/** Characters the standard fonts cannot draw become a question mark rather than an error. */
function printable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')].map((c) => (charset.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** `text` cut into lines no wider than `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderLabelPdf(doc: LabelDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${doc.title} ${doc.barcode}`);
  pdf.setSubject(doc.barcode);
  pdf.setKeywords([doc.barcode, doc.reference]);
  pdf.setProducer('Little Closet');
  pdf.setCreator('Little Closet');
  pdf.setLanguage(doc.locale);
  const page: PDFPage = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const inner = WIDTH - 2 * MARGIN;
  let y = HEIGHT - MARGIN;

  const text = (value: string, font: PDFFont, size: number, color = INK, x = MARGIN) => {
    // A little slack: a reader without Helvetica draws it with a wider font of its own.
    for (const line of wrap(font, size, value, (inner - (x - MARGIN)) * 0.9)) {
      y -= size * 1.2;
      page.drawText(line, { x, y, size, font, color });
    }
  };
  const rule = () => {
    y -= 3 * MM;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 0.6, color: GREY });
    y -= 1 * MM;
  };

  text(doc.title, bold, 14);
  text(doc.subtitle, regular, 8, GREY);
  y -= 1 * MM;
  text(`${doc.carrierHeading} ${doc.carrier}`, bold, 10);
  rule();

  // The barcode: Code 128, drawn as a PNG at a high resolution, its characters printed under it.
  const png = await bwipjs.toBuffer({ bcid: 'code128', text: doc.barcode, scale: 4, height: 14, includetext: false, paddingwidth: 0, paddingheight: 0 });
  const image = await pdf.embedPng(png);
  const barWidth = Math.min(inner, image.width * 0.25);
  const barHeight = 16 * MM;
  y -= barHeight + 1 * MM;
  page.drawImage(image, { x: (WIDTH - barWidth) / 2, y, width: barWidth, height: barHeight });
  const digitsSize = 11;
  const digitsWidth = regular.widthOfTextAtSize(doc.barcode, digitsSize);
  y -= digitsSize * 1.3;
  page.drawText(doc.barcode, { x: (WIDTH - digitsWidth) / 2, y, size: digitsSize, font: regular, color: INK });
  rule();

  text(doc.recipientHeading, bold, 7, GREY);
  for (const line of doc.recipient) text(line, bold, 10);
  y -= 1.5 * MM;
  text(doc.senderHeading, bold, 7, GREY);
  for (const line of doc.sender) text(line, regular, 8);
  y -= 1.5 * MM;
  text(`${doc.referenceHeading}`, bold, 7, GREY);
  text(doc.reference, regular, 9);
  rule();
  text(doc.instructionsHeading, bold, 7, GREY);
  for (const paragraph of doc.instructions) text(paragraph, regular, 7.5);

  return pdf.save();
}
