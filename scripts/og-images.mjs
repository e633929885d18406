#!/usr/bin/env node
// Draws the share pictures of the website (Open Graph and Twitter cards, 1200 × 630) into
// public/og/, from an HTML design in Chromium. Run it again after changing the design, then commit
// the pictures:   node scripts/og-images.mjs
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const chrome = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));
const out = new URL('../public/og/', import.meta.url);
mkdirSync(out, { recursive: true });

/** The home page's trunk, in the side's colour. */
const trunk = (body, lid) => `
  <svg viewBox="0 0 320 260" width="520" height="423" aria-hidden="true">
    <ellipse cx="160" cy="238" rx="130" ry="14" fill="#1f2340" opacity="0.08"/>
    <rect x="48" y="40" width="224" height="40" rx="10" fill="${lid}" transform="rotate(-6 160 60)"/>
    <rect x="70" y="58" width="180" height="34" rx="8" fill="#2f5bd3" transform="rotate(4 160 75)"/>
    <rect x="84" y="84" width="152" height="30" rx="8" fill="#fff3c4" stroke="#1f2340" stroke-width="3"/>
    <path d="M40 110h240l-18 118a10 10 0 0 1-10 8H68a10 10 0 0 1-10-8z" fill="${body}" stroke="#1f2340" stroke-width="4" stroke-linejoin="round"/>
    <path d="M40 110h240" stroke="#1f2340" stroke-width="4"/>
    <rect x="138" y="128" width="44" height="26" rx="6" fill="#fffdf8" stroke="#1f2340" stroke-width="3"/>
    <circle cx="160" cy="141" r="4" fill="#1f2340"/>
  </svg>`;

const design = ({ background, body, lid, accent }) => `<!doctype html><html><head><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: grid; grid-template-columns: 1fr 560px; align-items: center; background: ${background}; font-family: Georgia, serif; color: #1f2340; }
  .text { padding: 0 0 0 88px; }
  .mark { display: inline-grid; place-items: center; width: 96px; height: 96px; border-radius: 50%; background: ${accent}; border: 5px solid #1f2340; font: 800 34px/1 Arial, sans-serif; }
  .name { font-size: 76px; font-weight: 700; margin: 36px 0 0; letter-spacing: -1px; }
  .line { width: 120px; height: 10px; border-radius: 5px; background: #1f2340; margin-top: 32px; }
</style></head><body><div class="text"><div class="mark">LC</div><p class="name">Little Closet</p><div class="line"></div></div><div>${trunk(body, lid)}</div></body></html>`;

const browser = await chromium.launch({ ...(chrome ? { executablePath: chrome } : {}), args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [file, colours] of [
  ['little-closet-kids.png', { background: '#fff3c4', body: '#ffd23f', lid: '#f2a7b8', accent: '#ffd23f' }],
  ['little-closet-woman.png', { background: '#fde7ec', body: '#f2a7b8', lid: '#ffd23f', accent: '#f2a7b8' }],
]) {
  await page.setContent(design(colours));
  await page.screenshot({ path: new URL(file, out).pathname, type: 'png' });
  console.log(`public/og/${file}`);
}
await browser.close();
