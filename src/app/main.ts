import '@/shared/ui/tokens.css';

/** What the server's page needs to be taken over: the page's messages, the app's start and the page's own chunks. */
const SCRIPTS_ID = 'lc-scripts';

interface Takeover {
  /** The address of the page's messages (already compiled). */
  messages: string;
  scripts: string[];
}

/**
 * The browser's entry. The app (React, the shell, the page) is fetched and started once the page
 * the server sent has been painted: on a slow network its scripts never hold back the first paint
 * nor the first pictures. A tab in the background paints nothing: there it starts at once.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start, 0));
}

function preload(href: string, rel: 'preload' | 'modulepreload', crossOrigin: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.crossOrigin = crossOrigin;
  if (rel === 'preload') link.as = 'fetch';
  link.href = href;
  document.head.append(link);
}

/**
 * Asks for the page's messages and every script at once, rather than each as the one before it is
 * read. They come after the first paint: on a slow network, the 20 kB of messages would otherwise
 * take the bandwidth of the stylesheet and the first pictures, which the visitor sees.
 */
function preloadTakeover(): void {
  const listed = document.getElementById(SCRIPTS_ID)?.textContent;
  if (!listed) return;
  const takeover = JSON.parse(listed) as Takeover;
  preload(takeover.messages, 'preload', 'anonymous');
  for (const href of takeover.scripts) preload(href, 'modulepreload', '');
}

afterFirstPaint(() => {
  preloadTakeover();
  void import('./start');
});
