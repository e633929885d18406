import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { allTransitions } from '../coverage';
import { DIAGRAM_STYLE, diagramSvg, eventText, foldSets, labelBoxes, layoutMachine, transitionText, wrapText } from './diagram';
import { mermaidOf } from './mermaid';

type Box = ReturnType<typeof labelBoxes>[number];

const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function parse(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

/** The points of an arrow's path (`M x,y L x,y ...`). */
function pointsOf(group: Element): { x: number; y: number }[] {
  const d = group.querySelector('path')!.getAttribute('d')!;
  return [...d.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((match) => ({ x: Number(match[1]), y: Number(match[2]) }));
}

function rectOf(element: Element): { x: number; y: number; width: number; height: number } {
  const [x, y, width, height] = ['x', 'y', 'width', 'height'].map((name) => Number(element.getAttribute(name)));
  return { x: x!, y: y!, width: width!, height: height! };
}

/** How far the path passes from the rectangle: 0 when it crosses it (the label sits on its arrow). */
function distance(points: { x: number; y: number }[], box: { x: number; y: number; width: number; height: number }): number {
  return Math.min(
    ...points.slice(1).map((end, index) => {
      const start = points[index]!;
      const [left, right] = [Math.min(start.x, end.x), Math.max(start.x, end.x)];
      const [top, bottom] = [Math.min(start.y, end.y), Math.max(start.y, end.y)];
      const dx = Math.max(0, box.x - right, left - (box.x + box.width));
      const dy = Math.max(0, box.y - bottom, top - (box.y + box.height));
      return Math.hypot(dx, dy);
    }),
  );
}

/** A transition's label, with the labels stacked with it on a shared arrow. */
function labelOf(drawing: Document, group: Element): { x: number; y: number; width: number; height: number } {
  const path = group.querySelector('path')!.getAttribute('d');
  const parts = [...drawing.querySelectorAll('g.edge')].filter((other) => other.querySelector('path')!.getAttribute('d') === path).map((other) => rectOf(other.querySelector('rect.label-box')!));
  const top = Math.min(...parts.map((part) => part.y));
  const bottom = Math.max(...parts.map((part) => part.y + part.height));
  return { ...rectOf(group.querySelector('rect.label-box')!), y: top, height: bottom - top };
}

describe.each(catalogue.map((entry) => [entry.name, entry] as const))('the atlas diagram of %s', (_name, entry) => {
  it('draws every state and every transition, each label on its own arrow, and no label covers another', async () => {
    const layout = await layoutMachine(entry.machine);
    const drawing = parse(diagramSvg(layout, entry.name));
    for (const id of layout.states.keys()) expect(drawing.querySelector(`[data-state="${id}"]`), `${id} is drawn`).not.toBeNull();
    for (const transition of allTransitions(entry.machine)) {
      if (!transition.targets.length) {
        const notes = [...drawing.querySelectorAll(`[data-state="${transition.source}"] > text.note`)].map((note) => note.textContent).join(' ');
        expect(words(notes), `${transition.key} is written in its state`).toContain(`${transitionText(transition)} / stays`);
        continue;
      }
      transition.targets.forEach((_target, position) => {
        const group = [...drawing.querySelectorAll('g.edge[data-transition]')].find((edge) => edge.getAttribute('data-transition') === `${transition.key}::${position}`);
        expect(group, `${transition.key} is drawn`).toBeDefined();
        expect(group!.getAttribute('data-event')).toBe(transition.event);
        expect(words([...group!.querySelectorAll('text.label tspan')].map((line) => line.textContent).join(' ')), `${transition.key} is labelled`).toBe(transitionText(transition));
        const away = distance(pointsOf(group!), labelOf(drawing, group!));
        // On its arrow; a loop back to its own state keeps its label just beside the loop.
        expect(away, `${transition.key}: its label sits on its arrow`).toBeLessThanOrEqual(transition.targets[position] === transition.source ? 12 : 0);
      });
    }
    const boxes = labelBoxes(layout);
    const clashes = boxes.flatMap((box, index) => boxes.slice(index + 1).filter((other) => overlap(box, other)).map((other) => `${box.id} × ${other.id}`));
    expect(clashes).toEqual([]);
  }, 30_000);

  it('exports a Mermaid state diagram with one line per transition target', () => {
    const mermaid = mermaidOf(entry.machine);
    expect(mermaid.startsWith('stateDiagram-v2\n')).toBe(true);
    const arrows = mermaid.split('\n').filter((line) => / --> /.test(line) && line.includes(': '));
    expect(arrows.length).toBe(allTransitions(entry.machine).reduce((sum, transition) => sum + Math.max(1, transition.targets.length), 0));
  });
});

describe('a folded compound state', () => {
  const session = catalogue.find((entry) => entry.name === 'session')!.machine;

  it('is one box with its name and how many states it holds; arrows to and from its states attach to it', async () => {
    const layout = await layoutMachine(session, { folded: ['session.authenticated'] });
    const drawing = parse(diagramSvg(layout, 'session'));
    const box = drawing.querySelector('[data-state="session.authenticated"]')!;
    expect(box.getAttribute('data-foldable')).toBe('folded');
    expect([...box.querySelectorAll('text')].map((text) => text.textContent).slice(0, 2)).toEqual(['authenticated', '3 states inside']);
    expect(drawing.querySelector('[data-state^="session.authenticated."]')).toBeNull();

    const frame = rectOf(box.querySelector(':scope > rect.state')!);
    const near = (point: { x: number; y: number }) =>
      point.x >= frame.x - 12 && point.x <= frame.x + frame.width + 12 && point.y >= frame.y - 12 && point.y <= frame.y + frame.height + 12;
    const transitions = allTransitions(session).filter((transition) => transition.targets.length);
    const inward = transitions.filter((transition) => !transition.source.startsWith('session.authenticated') && transition.targets.some((target) => target.startsWith('session.authenticated.')));
    const outward = transitions.filter((transition) => transition.source.startsWith('session.authenticated.') && transition.targets.every((target) => !target.startsWith('session.authenticated')));
    const inside = transitions.filter((transition) => transition.source.startsWith('session.authenticated.') && transition.targets.every((target) => target.startsWith('session.authenticated.')));
    expect(inward.length && outward.length && inside.length).toBeTruthy();
    const edge = (key: string) => [...drawing.querySelectorAll('g.edge')].find((group) => group.getAttribute('data-transition') === `${key}::0`);
    for (const transition of inward) expect(near(pointsOf(edge(transition.key)!).at(-1)!), `${transition.key} ends on the box`).toBe(true);
    for (const transition of outward) expect(near(pointsOf(edge(transition.key)!)[0]!), `${transition.key} starts on the box`).toBe(true);
    for (const transition of inside) expect(edge(transition.key), `${transition.key} happens inside the box`).toBeUndefined();
  });

  it('comes in every combination the page offers, a state never folded inside a folded one', () => {
    const sets = foldSets(session);
    expect(sets[0]).toEqual([]);
    expect(sets).toHaveLength(8);
    const recycle = foldSets(catalogue.find((entry) => entry.name === 'recycleLabel')!.machine);
    for (const set of recycle) expect(set.filter((id) => set.some((other) => id.startsWith(`${other}.`)))).toEqual([]);
    expect(new Set(recycle.map((set) => [...set].sort().join(' '))).size).toBe(recycle.length);
  });
});

describe('the drawing as a file', () => {
  it('carries its own style, with the looks of the simulator and of the changes view', async () => {
    const layout = await layoutMachine(catalogue.find((entry) => entry.name === 'newsletter')!.machine);
    const drawing = parse(diagramSvg(layout, 'newsletter'));
    const style = drawing.querySelector('svg > style')!.textContent!;
    expect(style).toBe(DIAGRAM_STYLE);
    for (const look of ['is-current', 'is-enabled', 'is-blocked', 'is-added', 'is-removed', 'is-changed']) expect(style).toContain(`.${look}`);
    expect(drawing.documentElement.getAttribute('class')).toBe('lc-diagram');
  });
});

describe('an event as a reader says it', () => {
  it('names delays, invoked actors and eventless transitions in words', () => {
    expect(eventText('xstate.after.300.newsletter.throttled')).toBe('after 300 ms');
    expect(eventText('xstate.after.refreshRetryDelay.session.refreshing.waiting')).toBe('after refreshRetryDelay');
    expect(eventText('xstate.done.actor.subscribe')).toBe('done: subscribe');
    expect(eventText('xstate.error.actor.subscribe')).toBe('error: subscribe');
    expect(eventText('(always)')).toBe('always');
    expect(wrapText('GO_TO_STEP [(goesToPayment) && (deliveryComplete)]')).toEqual(['GO_TO_STEP', '[(goesToPayment) &&', ' (deliveryComplete)]']);
  });
});
