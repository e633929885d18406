import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAtNextNavigation } from './navigation-reload';

/** A page whose router would handle link clicks itself (as wouter's links do), and a reload to watch. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <a id="inside" href="/shop/all-products">Shop</a>
      <a id="hash" href="#main">Skip</a>
      <a id="away" href="https://example.com/">Elsewhere</a>
      <a id="blank" href="/terms-and-conditions" target="_blank">Terms</a>
    </div>`;
  const routed = vi.fn();
  const root = document.getElementById('root')!;
  root.addEventListener('click', (event) => {
    event.preventDefault();
    routed((event.target as HTMLAnchorElement).id);
  });
  const reload = vi.fn();
  const win = new Proxy(window, {
    get(target, key) {
      if (key === 'location') return { ...window.location, origin: window.location.origin, href: window.location.href, pathname: window.location.pathname, search: window.location.search, reload };
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const click = (id: string) => document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  return { win, routed, reload, click };
}

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('reloadAtNextNavigation', () => {
  it('leaves a click on a link of the site to the browser, which loads the new version', () => {
    const { win, routed, click } = page();
    stop = reloadAtNextNavigation(win);
    click('inside');
    expect(routed).not.toHaveBeenCalled();
  });

  it('leaves the router alone for a link to another part of the same page, another site or a new tab', () => {
    const { win, routed, click } = page();
    stop = reloadAtNextNavigation(win);
    click('hash');
    click('away');
    click('blank');
    expect(routed.mock.calls.map(([id]) => id)).toEqual(['hash', 'away', 'blank']);
  });

  it('reloads after a navigation the app makes itself, or the back button', () => {
    const { win, reload } = page();
    stop = reloadAtNextNavigation(win);
    window.dispatchEvent(new Event('pushState'));
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing more once stopped', () => {
    const { win, routed, reload, click } = page();
    reloadAtNextNavigation(win)();
    click('inside');
    window.dispatchEvent(new Event('pushState'));
    expect(routed).toHaveBeenCalledWith('inside');
    expect(reload).not.toHaveBeenCalled();
  });
});
