import { act, lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { expectTakeover, takenOverMark, useShellTakenOver } from './takeover';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Footer() {
  return <footer>Newsletter</footer>;
}

it('marks the page as the browser’s only once a part taken over later (the lazy footer) is', async () => {
  let arrive: (module: { default: typeof Footer }) => void = () => {};
  const LazyFooter = lazy(() => new Promise<{ default: typeof Footer }>((resolve) => (arrive = resolve)));
  function Shell({ footer: FooterPart }: { footer: ComponentType }) {
    useShellTakenOver();
    expectTakeover('footer');
    return (
      <div>
        <main>Page</main>
        <Suspense fallback={<div />}>
          <FooterPart />
          {takenOverMark('footer')}
        </Suspense>
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
