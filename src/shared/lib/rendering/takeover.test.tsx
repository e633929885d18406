import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { takenOverMark, useShellTakenOver, useTakeoverPart } from './takeover';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Footer() {
  return <footer>Newsletter</footer>;
}

it('marks the page as the browser’s only once a part taken over later (the lazy footer) is', async () => {
  let arrive: (module: { default: typeof Footer }) => void = () => {};
  const LazyFooter = lazy(() => new Promise<{ default: typeof Footer }>((resolve) => (arrive = resolve)));
  // As in the app: the shell is the parent, the part's boundary a child of it.
  function FooterBoundary({ footer: FooterPart }: { footer: ComponentType }) {
    const part = useTakeoverPart();
    return (
      <Suspense fallback={<div />}>
        <FooterPart />
        {takenOverMark(part)}
      </Suspense>
    );
  }
  function Shell({ footer }: { footer: ComponentType }) {
    useShellTakenOver();
    return (
      <div>
        <main>Page</main>
        <FooterBoundary footer={footer} />
      </div>
    );
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Shell footer={Footer} />);
  document.body.append(container);

  await act(async () => {
    hydrateRoot(container, <Shell footer={LazyFooter} />);
  });
  expect(document.documentElement.dataset.ready).toBeUndefined();

  await act(async () => arrive({ default: Footer }));
  expect(document.documentElement.dataset.ready).toBe('true');
  expect(container.querySelector('footer')!.textContent).toBe('Newsletter');
});

it('waits no more for a part that left the screen before it was taken over (a redirect, a page replaced)', async () => {
  delete document.documentElement.dataset.ready;
  const Never = lazy(() => new Promise<{ default: ComponentType }>(() => {}));
  function Part() {
    const part = useTakeoverPart();
    return (
      <Suspense fallback={<div />}>
        <Never />
        {takenOverMark(part)}
      </Suspense>
    );
  }
  function Shell({ withPart }: { withPart: boolean }) {
    useShellTakenOver();
    return <div>{withPart ? <Part /> : <main>Elsewhere</main>}</div>;
  }
  const container = document.createElement('div');
  document.body.append(container);
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);

  await act(async () => root.render(<Shell withPart />));
  expect(document.documentElement.dataset.ready).toBeUndefined();

  await act(async () => root.render(<Shell withPart={false} />));
  expect(document.documentElement.dataset.ready).toBe('true');
  root.unmount();
});
