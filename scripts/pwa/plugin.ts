import type { Plugin } from 'vite';
import { iconPng, iconSvg } from './icons.ts';
import { LOCALES, offlinePage, offlinePath, seededMessages } from './offline-page.ts';

/** The icons the manifest lists, written by the build (see `pwaAssets`). */
export const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

/**
 * What the installable app needs beside the bundle, written by the browser build:
 * - the icons, drawn from the header's "LC" mark (`icons.ts`), as SVG and PNG (192, 512, maskable,
 *   and the 180 px one iOS asks for at `/icons/apple-touch-icon.png`);
 * - the offline page of each locale (`/offline.html`, `/de/offline.html`…), from the seeded messages;
 * - `builds/latest.json`, the build's id, which open tabs poll to learn that a new version is out.
 */
export function pwaAssets(root: string, buildId: string): Plugin {
  return {
    name: 'pwa-assets',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle() {
      const asset = (fileName: string, source: string | Uint8Array) => this.emitFile({ type: 'asset', fileName, source });
      asset('icons/icon.svg', iconSvg('any'));
      asset('icons/icon-maskable.svg', iconSvg('maskable'));
      asset('icons/icon-192.png', iconPng('any', 192));
      asset('icons/icon-512.png', iconPng('any', 512));
      asset('icons/icon-maskable-192.png', iconPng('maskable', 192));
      asset('icons/icon-maskable-512.png', iconPng('maskable', 512));
      asset('icons/apple-touch-icon.png', iconPng('maskable', 180));
      for (const locale of LOCALES) asset(offlinePath(locale), offlinePage(locale, seededMessages(root, locale)));
      asset('builds/latest.json', JSON.stringify({ build_id: buildId }));
    },
  };
}
