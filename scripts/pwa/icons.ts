import { deflateSync } from 'node:zlib';

/**
 * The app's icon: the header's "LC" mark (a yellow disc ringed in ink, the letters in ink), drawn
 * from shapes so that the build writes the same picture as SVG and as PNG, with no image library.
 * Coordinates are fractions of the icon's side.
 */
const INK = '#1f2340';
const YELLOW = '#ffd23f';

interface Shape {
  fill: string;
  inside(x: number, y: number): boolean;
  svg: string;
}

const n = (value: number) => Number(value.toFixed(4));

function disc(cx: number, cy: number, r: number, fill: string): Shape {
  return { fill, inside: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r, svg: `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>` };
}

function rect(x0: number, y0: number, x1: number, y1: number, fill: string): Shape {
  return { fill, inside: (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1, svg: `<rect x="${n(x0)}" y="${n(y0)}" width="${n(x1 - x0)}" height="${n(y1 - y0)}" fill="${fill}"/>` };
}

/** A ring open on its right side (the C): between radii `inner` and `outer`, outside ±`gap` degrees of the x axis. */
function openRing(cx: number, cy: number, inner: number, outer: number, gap: number, fill: string): Shape {
  const mid = (inner + outer) / 2;
  const a = (gap * Math.PI) / 180;
  const [sx, sy, ex, ey] = [cx + mid * Math.cos(a), cy - mid * Math.sin(a), cx + mid * Math.cos(a), cy + mid * Math.sin(a)];
  return {
    fill,
    inside: (x, y) => {
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      if (d2 < inner * inner || d2 > outer * outer) return false;
      return Math.abs(Math.atan2(y - cy, x - cx)) >= a;
    },
    svg: `<path d="M${n(sx)} ${n(sy)}A${n(mid)} ${n(mid)} 0 1 0 ${n(ex)} ${n(ey)}" fill="none" stroke="${fill}" stroke-width="${n(outer - inner)}"/>`,
  };
}

/** The letters, centred on (0.5, 0.5), `scale` times their size on the round icon. */
function letters(scale: number): Shape[] {
  const s = (v: number) => 0.5 + (v - 0.5) * scale;
  const stroke = 0.075;
  const [top, bottom] = [0.35, 0.65];
  return [
    rect(s(0.2475), s(top), s(0.2475 + stroke), s(bottom), INK),
    rect(s(0.2475), s(bottom - stroke), s(0.4275), s(bottom), INK),
    openRing(s(0.6025), s(0.5), (0.15 - stroke) * scale, 0.15 * scale, 40, INK),
  ];
}

export type IconKind = 'any' | 'maskable';

/** The round mark (transparent corners), or the maskable one: a full yellow square, the letters inside the safe zone. */
export function iconShapes(kind: IconKind): Shape[] {
  if (kind === 'maskable') return [rect(0, 0, 1, 1, YELLOW), ...letters(0.8)];
  return [disc(0.5, 0.5, 0.49, INK), disc(0.5, 0.5, 0.43, YELLOW), ...letters(1)];
}

export function iconSvg(kind: IconKind): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${iconShapes(kind)
    .map((shape) => shape.svg)
    .join('')}</svg>`;
}

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

let crcTable: Uint32Array | null = null;
function crc32(bytes: Buffer): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let i = 0; i < 256; i += 1) {
      let c = i;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[i] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The icon as a PNG of `size` × `size` pixels (RGBA), each pixel the mean of 4 × 4 samples. */
export function iconPng(kind: IconKind, size: number): Buffer {
  const shapes = iconShapes(kind).map((shape) => ({ ...shape, colour: rgb(shape.fill) }));
  const SAMPLES = 4;
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py += 1) {
    const row = py * (size * 4 + 1);
    rows[row] = 0;
    for (let px = 0; px < size; px += 1) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          let colour: [number, number, number] | null = null;
          for (const shape of shapes) if (shape.inside(x, y)) colour = shape.colour;
          if (colour) {
            r += colour[0];
            g += colour[1];
            b += colour[2];
            a += 1;
          }
        }
      }
      const at = row + 1 + px * 4;
      rows[at] = a ? Math.round(r / a) : 0;
      rows[at + 1] = a ? Math.round(g / a) : 0;
      rows[at + 2] = a ? Math.round(b / a) : 0;
      rows[at + 3] = Math.round((a / (SAMPLES * SAMPLES)) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
