import { createElement, useEffect, type ReactNode } from 'react';

/**
 * The parts of the server's page that the browser takes over on their own, after the rest (a part
 * in its own Suspense boundary: the page, the lazily loaded footer). The page is the browser's once
 * the shell and every such part are: until then a field of that part takes what is typed, but its
 * buttons do nothing yet. `<html data-ready>` marks that moment for journeys and monitoring.
 */
const expected = new Set<string>();
const takenOver = new Set<string>();

function markWhenAllTakenOver(): void {
  if (!takenOver.has('shell')) return;
  for (const part of expected) if (!takenOver.has(part)) return;
  document.documentElement.dataset.ready = 'true';
}

/**
 * Called while rendering, outside the part's boundary: the browser renders that much in its first
 * pass, before the boundary itself is taken over, so the mark knows to wait for the part.
 */
export function expectTakeover(part: string): void {
  if (typeof document === 'undefined' || document.documentElement.dataset.ready) return;
  expected.add(part);
}

/** The shell (everything outside the parts' boundaries) is the browser's. */
export function useShellTakenOver(): void {
  useEffect(() => {
    takenOver.add('shell');
    markWhenAllTakenOver();
  }, []);
}

function TakenOverMark({ part }: { part: string }): null {
  useEffect(() => {
    takenOver.add(part);
    markWhenAllTakenOver();
  }, [part]);
  return null;
}

/** Placed last inside a part's boundary: its effect runs once the whole part is the browser's. */
export function takenOverMark(part: string): ReactNode {
  return createElement(TakenOverMark, { part });
}
