import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A browser whose observer reports what the test says; the observers made. */
function observeBy() {
  const made: Array<{ callback: Callback; options: IntersectionObserverInit; observed: Element[]; disconnected: boolean }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      record: (typeof made)[number];
      constructor(callback: Callback, options: IntersectionObserverInit) {
        this.record = { callback, options, observed: [], disconnected: false };
        made.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('LazyImage', () => {
  it('loads its picture once it comes within 200 px below or 100 px above the viewport', () => {
    const made = observeBy();
    render(<LazyImage src="/api/products/3/images/1" alt="Robe fleurie" width={240} height={300} />);
    const image = screen.getByRole('img', { name: 'Robe fleurie' });
    expect(image).not.toHaveAttribute('src');
    expect(made).toHaveLength(1);
    expect(made[0]!.options.rootMargin).toBe('200px 0px 100px 0px');
    expect(made[0]!.observed).toEqual([image]);

    act(() => made[0]!.callback([{ isIntersecting: false }]));
    expect(image).not.toHaveAttribute('src');
    act(() => made[0]!.callback([{ isIntersecting: true }]));
    expect(image).toHaveAttribute('src', '/api/products/3/images/1');
    expect(made[0]!.disconnected).toBe(true);
  });

  it('loads at once where the browser has no observer', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/api/products/3/images/2" alt="" width={240} height={300} />);
    await waitFor(() => expect(document.querySelector('img')).toHaveAttribute('src', '/api/products/3/images/2'));
  });

  it('is drawn without its source on the server, as the browser first draws it', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const html = renderToString(<LazyImage src="/api/products/3/images/4" alt="Gilet" width={240} height={300} />);
    expect(html).not.toContain(' src=');
    expect(html).toContain('data-src="/api/products/3/images/4"');
  });
});
