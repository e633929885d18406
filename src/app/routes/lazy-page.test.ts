import { describe, expect, it, vi } from 'vitest';
import { dropForceReloadMarker, preloadPage, reloadOnceAfterChunkError } from './lazy-page';
import type { RouteDef } from './table';

describe('a page chunk that fails to load', () => {
  it('reloads the page once with a forcereload query', () => {
    const replace = vi.fn();
    expect(reloadOnceAfterChunkError({ href: 'https://x.test/de/shop?a=1#top', replace })).toBe(true);
    const target = new URL(replace.mock.calls[0]![0] as string);
    expect(target.pathname).toBe('/de/shop');
    expect(target.searchParams.get('a')).toBe('1');
    expect(target.searchParams.has('forcereload')).toBe(true);
    expect(target.hash).toBe('#top');
  });
  it('does not reload a second time', () => {
    const replace = vi.fn();
    expect(reloadOnceAfterChunkError({ href: 'https://x.test/shop?forcereload=1', replace })).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
  it('drops the marker once a page loaded', () => {
    const replaceState = vi.fn();
    dropForceReloadMarker({ replaceState, state: null }, 'https://x.test/nl/faq?forcereload=9&q=2#a');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/nl/faq?q=2#a');
  });
  it('drops the marker once the page the server rendered is loaded ahead of its take-over', async () => {
    window.history.replaceState(null, '', '/es/concept?forcereload=9#top');
    const route = { name: 'preloaded-after-reload', path: '/concept', page: { load: async () => ({ default: () => null }) } } as unknown as RouteDef;
    await preloadPage(route);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/es/concept#top');
    window.history.replaceState(null, '', '/');
  });
});
