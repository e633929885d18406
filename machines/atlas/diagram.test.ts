import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { allTransitions } from '../coverage';
import { diagramSvg, labelBoxes, layoutMachine, transitionText } from './diagram';
import { mermaidOf } from './mermaid';

type Box = ReturnType<typeof labelBoxes>[number];

const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;

describe.each(catalogue.map((entry) => [entry.name, entry] as const))('the atlas diagram of %s', (_name, entry) => {
  it('draws every state and every transition with its event and guard, and no label covers another', async () => {
    const layout = await layoutMachine(entry.machine);
    const svg = diagramSvg(layout, entry.name);
    const transitions = allTransitions(entry.machine);
    for (const transition of transitions) {
      const text = transitionText(transition).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      expect(svg, `${transition.key} is labelled`).toContain(text);
    }
    for (const id of layout.states.keys()) expect(svg).toContain(`data-state="${id}"`);

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
