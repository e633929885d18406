import { createElement, useEffect, useRef, type ReactNode } from 'react';

/**
 * The parts of the server's page that the browser takes over on their own, after the rest (a part
 * in its own Suspense boundary: the page, the lazily loaded footer). The page is the browser's once
 * the shell and every such part still on screen are: until then a field of that part takes what is
 * typed, but its buttons do nothing yet. `<html data-ready>` marks that moment for journeys and
 * monitoring.
 */
interface Part {
  takenOver: boolean;
}

const waitedFor = new Set<Part>();
let shellTakenOver = false;

function markWhenAllTakenOver(): void {
  if (!shellTakenOver) return;
  for (const part of waitedFor) if (!part.takenOver) return;
  document.documentElement.dataset.ready = 'true';
}

/**
 * Used outside a part's boundary, where the browser takes over in its first pass: the effect runs
 * before the shell's own, so the mark knows to wait for the part. A part that leaves the screen
 * before it was taken over (a redirect, a page replaced) is waited for no more.
 */
export function useTakeoverPart(): Part {
  const part = useRef<Part>({ takenOver: false }).current;
  useEffect(() => {
    waitedFor.add(part);
    return () => {
      waitedFor.delete(part);
      markWhenAllTakenOver();
    };
  }, [part]);
  return part;
}

/** The shell (everything outside the parts' boundaries) is the browser's. */
export function useShellTakenOver(): void {
  useEffect(() => {
    shellTakenOver = true;
    markWhenAllTakenOver();
  }, []);
}

function TakenOverMark({ part }: { part: Part }): null {
  useEffect(() => {
    part.takenOver = true;
    markWhenAllTakenOver();
  }, [part]);
  return null;
}

/** Placed last inside a part's boundary: its effect runs once the whole part is the browser's. */
export function takenOverMark(part: Part): ReactNode {
  return createElement(TakenOverMark, { part });
}

/** Calls `then` once the page is the browser's (`<html data-ready>`), now if it already is; the answer stops waiting. */
export function whenTakenOver(then: () => void): () => void {
  const html = document.documentElement;
  if (html.dataset.ready) {
    then();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (!html.dataset.ready) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-ready'] });
  return () => observer.disconnect();
}
