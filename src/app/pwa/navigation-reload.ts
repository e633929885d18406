/**
 * Once a new version is out, the next move inside the app loads it: a click on a link of the site is
 * left to the browser (a full navigation to its address, the router never sees it), and any other
 * navigation (a form that moves on, the back button) reloads the address it reached. Returns the
 * function that stops it.
 */
export function reloadAtNextNavigation(win: Window = window): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, win.location.href);
    if (url.origin !== win.location.origin || url.pathname.startsWith('/api/')) return;
    // Only the hash changes: no page to load.
    if (url.pathname === win.location.pathname && url.search === win.location.search && url.hash) return;
    // Caught before the app's own handler: the browser follows the link itself.
    event.stopPropagation();
  };
  // The router announces its moves with these events (wouter's `pushState`; the browser's `popstate`).
  const onNavigation = () => win.location.reload();
  win.addEventListener('click', onClick, true);
  win.addEventListener('pushState', onNavigation);
  win.addEventListener('popstate', onNavigation);
  return () => {
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('pushState', onNavigation);
    win.removeEventListener('popstate', onNavigation);
  };
}
