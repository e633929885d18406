import { degrees, PDFDocument, rgb, StandardFonts, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import type { GiftCardDesign } from './rules';

/**
 * A gift card as a PDF page of A6 in landscape (148 × 105 mm): the design's colours and drawing on
 * the right, the title, amount, recipient, giver, message, code, validity and how to use it on the
 * left. Texts go through pdf-lib's standard fonts (WinAnsi), which cover French, German, Dutch and
 * Spanish (é, ü, ß, ñ, ¡, ¿, €).
 */
export interface GiftCardDocument {
  locale: string;
  design: GiftCardDesign;
  title: string;
  amount: string;
  forLine: string | null;
  fromLine: string | null;
  message: string | null;
  codeHeading: string;
  code: string;
  validUntil: string;
  howTo: string;
}

const MM = 72 / 25.4;
const WIDTH = 148 * MM;
const HEIGHT = 105 * MM;
const MARGIN = 9 * MM;

interface Palette {
  background: Color;
  ink: Color;
  soft: Color;
  accent: Color;
  codeBox: Color;
  codeInk: Color;
}

const PALETTES: Record<GiftCardDesign, Palette> = {
  STARS: { background: rgb(0.11, 0.15, 0.33), ink: rgb(1, 1, 1), soft: rgb(0.8, 0.84, 0.95), accent: rgb(0.99, 0.8, 0.3), codeBox: rgb(1, 1, 1), codeInk: rgb(0.11, 0.15, 0.33) },
  RAINBOW: { background: rgb(1, 0.98, 0.94), ink: rgb(0.16, 0.14, 0.2), soft: rgb(0.38, 0.36, 0.42), accent: rgb(0.91, 0.33, 0.33), codeBox: rgb(0.16, 0.14, 0.2), codeInk: rgb(1, 1, 1) },
  LEAVES: { background: rgb(0.9, 0.95, 0.89), ink: rgb(0.1, 0.24, 0.16), soft: rgb(0.25, 0.38, 0.3), accent: rgb(0.24, 0.55, 0.33), codeBox: rgb(0.1, 0.24, 0.16), codeInk: rgb(1, 1, 1) },
  HEART: { background: rgb(0.99, 0.9, 0.91), ink: rgb(0.35, 0.07, 0.15), soft: rgb(0.5, 0.25, 0.3), accent: rgb(0.86, 0.2, 0.33), codeBox: rgb(0.35, 0.07, 0.15), codeInk: rgb(1, 1, 1) },
};

/** Characters the standard fonts cannot draw become what they look like, else a question mark, rather than an error. */
function printable(font: PDFFont, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return [...text.normalize('NFC').replace(/[\u00a0\u202f\u2009]/g, ' ')].map((c) => (charset.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** `text` cut into lines no wider than `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Quotation marks as each language writes them. */
const QUOTES: Record<string, [string, string]> = { fr: ['« ', ' »'], de: ['„', '“'], nl: ['‘', '’'], es: ['«', '»'] };

const STAR = 'M 0 -10 L 2.35 -3.24 L 9.51 -3.09 L 3.8 1.24 L 5.88 8.09 L 0 4 L -5.88 8.09 L -3.8 1.24 L -9.51 -3.09 L -2.35 -3.24 Z';
const HEART = 'M 0 8 C -12 0 -14 -8 -8 -11 C -4 -13 -1 -10 0 -7 C 1 -10 4 -13 8 -11 C 14 -8 12 0 0 8 Z';
const LEAF = 'M 0 -12 C 8 -6 8 6 0 12 C -8 6 -8 -6 0 -12 Z';

/** The design's drawing, in the right part of the card. */
function drawDesign(page: PDFPage, design: GiftCardDesign, palette: Palette) {
  const cx = WIDTH - 30 * MM;
  const cy = HEIGHT - 34 * MM;
  if (design === 'STARS') {
    const stars: [number, number, number][] = [[0, 0, 2.2], [-16, 14, 1], [14, 16, 1.3], [18, -14, 0.9], [-14, -18, 1.2], [2, 28, 0.7], [-24, -2, 0.6], [26, 4, 0.7]];
    for (const [dx, dy, scale] of stars) page.drawSvgPath(STAR, { x: cx + dx * MM, y: cy + dy * MM, scale, color: palette.accent });
  } else if (design === 'RAINBOW') {
    const bands = [rgb(0.91, 0.33, 0.33), rgb(0.98, 0.6, 0.25), rgb(0.99, 0.82, 0.3), rgb(0.4, 0.73, 0.45), rgb(0.33, 0.58, 0.85), rgb(0.55, 0.42, 0.78)];
    bands.forEach((color, i) => page.drawCircle({ x: cx, y: cy - 10 * MM, size: (24 - i * 3) * MM, color }));
    page.drawCircle({ x: cx, y: cy - 10 * MM, size: 6 * MM, color: palette.background });
    page.drawRectangle({ x: cx - 26 * MM, y: cy - 36 * MM, width: 52 * MM, height: 26 * MM, color: palette.background });
  } else if (design === 'LEAVES') {
    const leaves: [number, number, number, number][] = [[0, 0, 2, 20], [-14, 12, 1.3, -35], [14, 14, 1.4, 40], [-12, -16, 1.2, 60], [14, -14, 1.1, -50]];
    for (const [dx, dy, scale, angle] of leaves) page.drawSvgPath(LEAF, { x: cx + dx * MM, y: cy + dy * MM, scale, color: palette.accent, rotate: degrees(angle) });
  } else {
    page.drawSvgPath(HEART, { x: cx, y: cy, scale: 2.4, color: palette.accent });
    page.drawSvgPath(HEART, { x: cx - 18 * MM, y: cy + 16 * MM, scale: 0.8, color: palette.accent });
    page.drawSvgPath(HEART, { x: cx + 17 * MM, y: cy - 18 * MM, scale: 0.6, color: palette.accent });
  }
}

export async function renderGiftCardPdf(doc: GiftCardDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Little Closet — ${doc.title} ${doc.amount}`);
  pdf.setSubject(doc.code);
  pdf.setProducer('Little Closet');
  pdf.setCreator('Little Closet');
  pdf.setLanguage(doc.locale);
  const palette = PALETTES[doc.design];
  const page = pdf.addPage([WIDTH, HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const italic = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const mono = await pdf.embedFont(StandardFonts.CourierBold);
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: palette.background });
  drawDesign(page, doc.design, palette);

  const column = 88 * MM;
  let y = HEIGHT - MARGIN;
  const text = (value: string, font: PDFFont, size: number, color: Color, width = column, maxLines = Infinity) => {
    for (const line of wrap(font, size, value, width * 0.95).slice(0, maxLines)) {
      y -= size * 1.25;
      page.drawText(line, { x: MARGIN, y, size, font, color });
    }
  };
  text('LITTLE CLOSET', bold, 8, palette.soft);
  text(doc.title, bold, 20, palette.ink);
  y -= 1 * MM;
  text(doc.amount, bold, 34, palette.accent);
  y -= 2 * MM;
  if (doc.forLine) text(doc.forLine, bold, 11, palette.ink);
  if (doc.fromLine) text(doc.fromLine, regular, 10, palette.ink);
  if (doc.message) {
    y -= 1.5 * MM;
    const [open, close] = QUOTES[doc.locale] ?? ['“', '”'];
    text(`${open}${doc.message}${close}`, italic, 8.5, palette.soft, column, 7);
  }

  // The code, in a box at the bottom, then the validity and how to use it.
  const codeSize = 13;
  const boxHeight = 10 * MM;
  const boxY = MARGIN + 9 * MM;
  const codeText = printable(mono, doc.code);
  const boxWidth = mono.widthOfTextAtSize(codeText, codeSize) + 8 * MM + regular.widthOfTextAtSize(doc.codeHeading, 8);
  page.drawRectangle({ x: MARGIN, y: boxY, width: boxWidth, height: boxHeight, color: palette.codeBox });
  page.drawText(printable(regular, doc.codeHeading), { x: MARGIN + 3 * MM, y: boxY + 3.6 * MM, size: 8, font: regular, color: palette.codeInk });
  page.drawText(codeText, { x: MARGIN + 5 * MM + regular.widthOfTextAtSize(doc.codeHeading, 8), y: boxY + 3.2 * MM, size: codeSize, font: mono, color: palette.codeInk });
  page.drawText(printable(bold, doc.validUntil), { x: MARGIN, y: MARGIN + 4.5 * MM, size: 8, font: bold, color: palette.ink });
  page.drawText(printable(regular, doc.howTo), { x: MARGIN, y: MARGIN, size: 7.5, font: regular, color: palette.soft });
  return pdf.save();
}
