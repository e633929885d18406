import type { products } from '../db/schema';
import type { Schemas } from '../http/types';
import type { Cut, Pattern, Shape } from './data/garments';

/** What a picture draws: the piece's kind, or its own cut. */
export type Drawing = Shape | Cut;
export type Print = Pattern;
import { COLORS, type Color } from './data/words';
import { buildCatalogue } from './seed';

type ProductRow = Pick<typeof products.$inferSelect, 'reference' | 'family' | 'color' | 'names'>;

const CREAM = '#F7F1E6';
const NAVY_INK = '#1F2F56';

/** Small circles as path data, for buttons and snaps. */
const dots = (points: Array<[number, number]>, r = 5) => points.map(([x, y]) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`).join('');

const LONG_SLEEVES = 'M145 100L180 88Q200 108 220 88L255 100Q300 112 312 165L335 370L298 378L270 205L268 410L132 410L130 205L102 378L65 370L88 165Q100 112 145 100Z';
const HOOD = 'M162 104Q156 42 200 38Q244 42 238 104Z';
const RIBS = 'M70 352L104 360M330 352L296 360M132 392L268 392';

/** Each garment drawn flat, front view: its silhouette, then its seams and details (stroked). */
export const DRAWINGS: Record<Drawing, { body: string; details: string }> = {
  tee: {
    body: 'M150 100L180 90Q200 112 220 90L250 100L320 150L292 200L262 182L262 410L138 410L138 182L108 200L80 150Z',
    details: 'M180 90Q200 122 220 90M138 182L146 108M262 182L254 108',
  },
  shirt: { body: LONG_SLEEVES, details: `M180 88L190 124L200 102L210 124L220 88M200 102L200 410${dots([[200, 160], [200, 220], [200, 280], [200, 340]])}` },
  sweater: { body: LONG_SLEEVES, details: `M180 88Q200 118 220 88${RIBS}` },
  cardigan: { body: LONG_SLEEVES, details: `M180 88L200 170L220 88M200 170L200 410${RIBS}${dots([[200, 200], [200, 260], [200, 320]])}` },
  hoodie: { body: HOOD + LONG_SLEEVES, details: `M150 300L250 300L262 360L138 360ZM188 110L186 170M212 110L214 170${RIBS}` },
  jacket: { body: HOOD + LONG_SLEEVES, details: `M200 104L200 410M140 320L175 320M225 320L260 320${dots([[200, 160], [200, 240], [200, 320]], 6)}` },
  trousers: { body: 'M135 90L265 90L285 420L215 420L200 170L185 420L115 420Z', details: 'M135 115L265 115M200 115L200 165M150 130Q165 150 178 128M250 130Q235 150 222 128' },
  shorts: { body: 'M130 150L270 150L292 320L212 332L200 225L188 332L108 320Z', details: 'M130 175L270 175M200 175L200 220' },
  skirt: { body: 'M150 130L250 130L310 380Q200 405 90 380Z', details: 'M150 155L250 155M175 160L150 390M200 160L200 395M225 160L250 390' },
  dress: {
    body: 'M168 85L185 85Q200 110 215 85L232 85L240 175L232 205L315 405Q200 430 85 405L168 205L160 175Z',
    details: 'M168 205Q200 215 232 205M185 85Q200 125 215 85',
  },
  dungarees: {
    body: 'M150 140L250 140L252 215L268 225L280 420L214 420L200 270L186 420L120 420L132 225L148 215ZM140 145L132 80L150 78L160 145ZM240 145L250 78L268 80L260 145Z',
    details: `M175 165L225 165L225 200L175 200ZM132 225L268 225${dots([[152, 152], [248, 152]], 6)}`,
  },
  bodysuit: {
    body: 'M150 95L180 88Q200 108 220 88L250 95L305 140L285 180L262 168L262 300Q262 350 230 380L170 380Q138 350 138 300L138 168L115 180L95 140Z',
    details: `M180 88Q200 118 220 88M170 380Q200 352 230 380${dots([[184, 371], [200, 373], [216, 371]], 4)}`,
  },
  pyjamas: {
    body: 'M150 70L180 60Q200 78 220 60L250 70Q290 80 300 125L320 270L290 276L268 150L266 290L134 290L132 150L110 276L80 270L100 125Q110 80 150 70ZM140 290L260 290L272 440L212 440L200 320L188 440L128 440Z',
    details: `M200 65L200 290M140 302L260 302${dots([[200, 120], [200, 175], [200, 230]])}`,
  },
  swimsuit: {
    body: 'M160 100L178 100Q200 170 222 100L240 100L246 210Q250 270 275 330Q240 350 200 325Q160 350 125 330Q150 270 154 210Z',
    details: 'M154 210Q177 225 200 210Q223 225 246 210',
  },
  cap: { body: 'M110 290Q105 170 205 165Q300 170 298 285L352 300Q340 322 296 315L110 315Z', details: `M205 172L205 290M160 176Q138 230 150 300M250 176Q270 230 258 300${dots([[205, 166]], 7)}` },
  beanie: {
    body: `M120 320Q118 180 200 175Q282 180 280 320ZM112 300L288 300L288 360L112 360Z${dots([[200, 152]], 32)}`,
    details: 'M140 306L140 354M170 306L170 354M200 306L200 354M230 306L230 354M260 306L260 354',
  },
  scarf: {
    body: 'M110 180Q200 140 290 180L302 330Q200 372 98 330Z',
    details: 'M126 186Q200 160 274 186Q200 214 126 186M112 232Q200 262 288 232M106 284Q200 316 294 284',
  },
  bag: {
    body: 'M115 210L285 210L305 410L95 410ZM150 210Q150 110 200 110Q250 110 250 210L235 210Q235 128 200 128Q165 128 165 210Z',
    details: `M115 210L200 270L285 210${dots([[200, 272]], 7)}`,
  },
  headband: {
    body: 'M95 300Q95 150 200 150Q305 150 305 300L280 300Q280 178 200 178Q120 178 120 300ZM165 125Q200 150 235 125L242 180Q200 160 158 180Z',
    details: 'M185 140L180 172M215 140L220 172',
  },
  kerchief: {
    body: 'M100 150L300 150Q292 300 200 410Q108 300 100 150ZM100 150L70 120L90 108L118 140ZM300 150L330 120L310 108L282 140Z',
    details: `M110 178L290 178${dots([[86, 118]], 5)}`,
  },
  shoes: {
    body: 'M80 300Q80 225 130 215L175 215L180 290Q235 300 245 345L245 365L80 365ZM170 345Q170 270 220 260L265 260L270 335Q325 345 335 390L335 410L170 410Z',
    details: 'M80 355L245 355M170 400L335 400M130 235L177 235M220 280L267 280',
  },
  tank: {
    body: 'M160 95L178 95Q200 135 222 95L240 95Q242 150 262 178L262 410L138 410L138 178Q158 150 160 95Z',
    details: 'M178 95Q200 145 222 95M160 200L160 400M180 205L180 402M200 208L200 404M220 205L220 402M240 200L240 400',
  },
  polo: {
    body: 'M150 100L180 90Q200 112 220 90L250 100L320 150L292 200L262 182L262 410L138 410L138 182L108 200L80 150Z',
    details: `M180 90L168 116L198 106M220 90L232 116L202 106M200 104L200 160M138 182L146 108M262 182L254 108${dots([[200, 124], [200, 146]], 4)}`,
  },
  zipped: { body: LONG_SLEEVES, details: `M180 88Q200 112 220 88M200 100L200 410M193 118L207 118L207 140L193 140Z${RIBS}` },
  jumpsuit: {
    body: 'M160 92L182 86Q200 106 218 86L240 92L288 130L266 166L246 152L248 232L286 420L212 420L200 282L188 420L114 420L152 232L154 152L134 166L112 130Z',
    details: 'M182 86Q200 122 218 86M152 232Q200 246 248 232M200 106L200 232',
  },
  bucket: {
    body: 'M64 300Q200 268 336 300Q346 336 200 338Q54 336 64 300ZM122 296L144 196Q200 168 256 196L278 296Q200 282 122 296Z',
    details: 'M132 262Q200 246 268 262M140 224Q200 206 260 224',
  },
};

/** Where a placed print sits on a piece: the middle of its chest. */
const CHEST: Partial<Record<Drawing, [number, number]>> = { tee: [200, 262], sweater: [200, 250], hoodie: [200, 240] };

type Tiled = Exclude<Print, Placed>;
type Placed = 'dinosaur' | 'rainbow' | 'lettering';

/** Prints tiled all over the piece: a tile's side, and its drawing; `paint` (fill and opacity) makes them stand out on the garment's colour. */
const TILES: Record<Tiled, { size: number; draw: (paint: string) => string }> = {
  stripes: { size: 24, draw: (paint) => `<rect width="24" height="8" ${paint}/>` },
  dots: { size: 24, draw: (paint) => `<circle cx="7" cy="7" r="4" ${paint}/><circle cx="20" cy="20" r="4" ${paint}/>` },
  checks: { size: 24, draw: (paint) => `<rect width="12" height="24" ${paint}/><rect width="24" height="12" ${paint}/>` },
  flowers: {
    size: 24,
    draw: (paint) => `<g ${paint}><circle cx="12" cy="8" r="3"/><circle cx="6" cy="13" r="3"/><circle cx="18" cy="13" r="3"/><circle cx="9" cy="19" r="3"/><circle cx="15" cy="19" r="3"/></g>`,
  },
  hearts: { size: 32, draw: (paint) => `<path d="M10 24C1 17 0 11 3 8c3-3 6-2 7 1c1-3 4-4 7-1c3 3 2 9-7 16ZM26 14c-4-3-5-6-3-8c1-1 3-1 3 1c1-2 2-2 3-1c2 2 1 5-3 8Z" ${paint}/>` },
  rockets: {
    size: 44,
    draw: (paint) =>
      `<path fill-rule="evenodd" d="M16 4c6 5 8 13 6 22h-12c-2-9 0-17 6-22ZM16 11a3 3 0 1 0 0.1 0ZM10 20l-5 8h6ZM22 20l5 8h-6ZM13 28h6l-3 7ZM37 26l1.5 3 3 .5-2.2 2 .5 3-2.8-1.5-2.8 1.5.5-3-2.2-2 3-.5Z" ${paint}/>`,
  },
  sequins: { size: 12, draw: (paint) => `<circle cx="3" cy="3" r="2.6" ${paint}/><circle cx="9" cy="9" r="2.6" ${paint}/><circle cx="8.2" cy="8.2" r=".9" fill="#FFFFFF"/>` },
};

/** Prints placed once on the chest, drawn around (0, 0). */
const PLACED: Record<Placed, (paint: string) => string> = {
  dinosaur: (paint) =>
    `<path fill-rule="evenodd" d="M-66 18Q-34 2-22-6Q4-24 26-8Q32-34 40-47Q46-56 56-51Q61-46 53-42Q46-40 43-32Q38-14 38 4Q40 20 32 24L32 40L23 40L21 26L-7 26L-7 40L-16 40L-18 24Q-38 26-66 18ZM47.5-47a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0ZM-26-7l5-9 5 6ZM-12-15l5-10 5 8ZM3-18l5-10 5 9ZM16-16l5-9 4 8Z" ${paint}/>`,
  rainbow: () =>
    ['#C8393B', '#E9823A', '#F2C94C', '#4F8A5B', '#4A84C4']
      .map((color, i) => `<path d="M${-60 + i * 11} 10A${60 - i * 11} ${60 - i * 11} 0 0 1 ${60 - i * 11} 10" fill="none" stroke="${color}" stroke-width="11"/>`)
      .join('') + `<g fill="#FFFFFF">${dots([[-54, 14], [-40, 16], [40, 16], [54, 14]], 9)}</g>`,
  lettering: (paint) => `<text y="14" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="40" font-weight="700" letter-spacing="2" ${paint}>JOIE</text>`,
};

const isPlaced = (print: Print): print is Placed => print in PLACED;

/** A print's definitions and how it is laid on the piece (`#g`), clipped to it; its element's id is `print-<name>`. */
function printOf(print: Print | null, drawing: Drawing, paint: string): { defs: string; layer: string } {
  if (!print) return { defs: '', layer: '' };
  if (isPlaced(print)) {
    const [x, y] = CHEST[drawing] ?? [200, 260];
    return { defs: '<clipPath id="c"><use href="#g"/></clipPath>', layer: `<g clip-path="url(#c)"><g id="print-${print}" transform="translate(${x} ${y}) scale(.8)">${PLACED[print](paint)}</g></g>` };
  }
  const { size, draw } = TILES[print];
  return { defs: `<pattern id="print-${print}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${draw(paint)}</pattern>`, layer: `<use href="#g" fill="url(#print-${print})"/>` };
}

const FAMILY_DRAWINGS: Record<Schemas['ProductFamily'], Shape> = { TOPS: 'tee', KNITWEAR: 'sweater', BOTTOMS: 'trousers', DRESSES: 'dress', ACCESSORIES: 'bag', OTHER: 'pyjamas' };

let drawings: Map<string, { drawing: Drawing; print: Print | null }> | null = null;

/** What to draw for a product: its garment's cut (else kind) and print when the catalogue seeded it, else its family's kind. */
function drawingOf(product: ProductRow): { drawing: Drawing; print: Print | null } {
  drawings ??= new Map(buildCatalogue().products.map((p) => [p.reference, { drawing: p.cut ?? p.shape, print: p.pattern }]));
  return drawings.get(product.reference) ?? { drawing: FAMILY_DRAWINGS[product.family as Schemas['ProductFamily']] ?? 'tee', print: null };
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** `hex` moved towards `target` by `share` (0 to 1). */
function mix(hex: string, target: string, share: number): string {
  const [a, b] = [channels(hex), channels(target)];
  return `#${a.map((c, i) => Math.round(c + (b[i]! - c) * share).toString(16).padStart(2, '0')).join('')}`;
}

const isLight = (hex: string) => {
  const [r, g, b] = channels(hex) as [number, number, number];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A product's picture, drawn flat in its colour (viewBox 400 × 500, no external reference):
 * picture 1 is the front view on cream, picture 2 a closer, tilted view on a tint of its colour
 * with its swing tag.
 */
export function productImageSvg(product: ProductRow, index: number): string {
  const { drawing: kind, print: printed } = drawingOf(product);
  const fill = COLORS[product.color as Color]?.hex ?? '#9A9DA3';
  const outline = mix(fill, '#000000', 0.45);
  const drawing = DRAWINGS[kind];
  const paint = isLight(fill) ? `fill="${NAVY_INK}" fill-opacity=".3"` : 'fill="#FFFFFF" fill-opacity=".55"';
  const print = printOf(printed, kind, isPlaced(printed ?? 'dots') ? paint.replace(/fill-opacity="[^"]*"/, 'fill-opacity=".7"') : paint);
  const front = index === 1;
  const background = front ? CREAM : mix(fill, '#FFFFFF', 0.82);
  const view = front ? '' : ' transform="rotate(-8 200 250) translate(200 250) scale(1.3) translate(-200 -240)"';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" role="img" aria-labelledby="t">',
    `<title id="t">${escapeXml(product.names.fr)}</title>`,
    `<defs><path id="g" d="${drawing.body}"/>${print.defs}</defs>`,
    `<rect width="400" height="500" fill="${background}"/>`,
    front ? '<ellipse cx="200" cy="455" rx="150" ry="14" fill="#000000" fill-opacity=".07"/>' : '',
    `<g${view}>`,
    `<use href="#g" fill="${fill}" stroke="${outline}" stroke-width="3" stroke-linejoin="round"/>`,
    print.layer,
    `<path d="${drawing.details}" fill="none" stroke="${outline}" stroke-opacity=".55" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`,
    '</g>',
    front ? '' : `<path d="M318 58L352 58L352 110L335 122L318 110Z" fill="${CREAM}" stroke="${outline}" stroke-width="2"/><circle cx="335" cy="72" r="4" fill="${outline}"/>`,
    '</svg>',
  ].join('');
}
