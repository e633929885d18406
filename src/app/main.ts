import '@/shared/ui/tokens.css';

/** The scripts the server's page needs to be taken over: the app's start and the page's own chunks. */
const SCRIPTS_ID = 'lc-scripts';

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

/** Asks for every script of the page at once, rather than each as the one before it is read. */
function preloadScripts(): void {
  const listed = document.getElementById(SCRIPTS_ID)?.textContent;
  if (!listed) return;
  for (const href of JSON.parse(listed) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

afterFirstPaint(() => {
  preloadScripts();
  void import('./start');
});
