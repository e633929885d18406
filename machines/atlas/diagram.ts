import ELK, { type ElkExtendedEdge, type ElkLabel, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allTransitions, type MachineTransition } from '../coverage';

/** A state node as the diagram draws it. */
interface DrawnState {
  id: string;
  key: string;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** Entry actions, invoked actors and transitions that stay in the state, one per line. */
  notes: string[];
  children: DrawnState[];
  /** The child entered first, for compound states. */
  initial: string | null;
}

const FONT_SIZE = 12;
const CHAR_WIDTH = 7.3;
const LINE_HEIGHT = 16;
const PADDING = 10;

function actionNames(actions: unknown): string[] {
  return (Array.isArray(actions) ? actions : [])
    .map((action) => (typeof action === 'string' ? action : (action as { type?: string })?.type))
    .filter((name): name is string => Boolean(name) && !name!.startsWith('xstate.'));
}

/** An event type as a reader says it: `after 300 ms`, `done: submit`, `error: submit`, `always`. */
export function eventText(event: string): string {
  const after = /^xstate\.after\.(\d+)\./.exec(event);
  if (after) return `after ${after[1]} ms`;
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event);
  if (done) return `done: ${done[1]}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(event);
  if (error) return `error: ${error[1]}`;
  if (event === '(always)') return 'always';
  return event;
}

export function transitionText(transition: Pick<MachineTransition, 'event' | 'guard'>): string {
  const event = eventText(transition.event);
  return transition.guard ? `${event} [${transition.guard}]` : event;
}

function readState(node: AnyStateNode, stays: Map<string, string[]>): DrawnState {
  const children = Object.values(node.states as Record<string, AnyStateNode>).map((child) => readState(child, stays));
  const invoked = (node.invoke ?? []).map((invoke: { src: unknown; id: string }) => `invoke / ${typeof invoke.src === 'string' ? invoke.src : invoke.id}`);
  const initialTarget = node.initial?.target?.[0];
  return {
    id: node.id,
    key: node.key,
    kind: node.type,
    notes: [...actionNames(node.entry).map((name) => `entry / ${name}`), ...invoked, ...(stays.get(node.id) ?? [])],
    children,
    initial: node.type === 'compound' && initialTarget ? initialTarget.id : null,
  };
}

/** The machine's states and transitions, read from its definition. */
export function readMachine(machine: AnyStateMachine): { root: DrawnState; transitions: MachineTransition[] } {
  const transitions = allTransitions(machine);
  const stays = new Map<string, string[]>();
  for (const transition of transitions.filter((candidate) => !candidate.targets.length)) {
    stays.set(transition.source, [...(stays.get(transition.source) ?? []), `${transitionText(transition)} / stays`]);
  }
  return { root: readState(machine.root, stays), transitions: transitions.filter((transition) => transition.targets.length) };
}

function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR_WIDTH) + 2 * PADDING;
}

function label(text: string): ElkLabel {
  return { text, width: textWidth(text), height: LINE_HEIGHT + 4 };
}

const initialId = (parent: string) => `${parent}::initial`;

function elkNode(state: DrawnState): ElkNode {
  const lines = [state.key, ...state.notes];
  if (!state.children.length) {
    return {
      id: state.id,
      width: Math.max(90, ...lines.map(textWidth)),
      height: lines.length * LINE_HEIGHT + 2 * PADDING,
      labels: [{ text: state.key }],
    };
  }
  const children = state.children.map(elkNode);
  if (state.initial) children.unshift({ id: initialId(state.id), width: 12, height: 12 });
  return {
    id: state.id,
    labels: [{ text: state.key }],
    layoutOptions: { 'elk.padding': `[top=${lines.length * LINE_HEIGHT + 2 * PADDING},left=16,bottom=16,right=16]` },
    children,
  };
}

function initialEdges(state: DrawnState): ElkExtendedEdge[] {
  const own: ElkExtendedEdge[] = state.initial ? [{ id: `${state.id}::start`, sources: [initialId(state.id)], targets: [state.initial] }] : [];
  return [...own, ...state.children.flatMap(initialEdges)];
}

export interface DiagramLayout {
  graph: ElkNode;
  states: Map<string, DrawnState>;
  width: number;
  height: number;
}

/** Lays the machine out with ELK's layered algorithm: edge labels get their own place, so none overlaps. */
export async function layoutMachine(machine: AnyStateMachine): Promise<DiagramLayout> {
  const { root, transitions } = readMachine(machine);
  const states = new Map<string, DrawnState>();
  const index = (state: DrawnState) => {
    states.set(state.id, state);
    state.children.forEach(index);
  };
  index(root);
  const edges: ElkExtendedEdge[] = [
    ...initialEdges(root),
    ...transitions.flatMap((transition) =>
      transition.targets.map((target, position) => ({
        id: `${transition.key}::${position}`,
        sources: [transition.source],
        targets: [target],
        labels: [label(transitionText(transition))],
      })),
    ),
  ];
  const graph: ElkNode = {
    id: 'diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '6',
      'elk.spacing.edgeEdge': '14',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.edgeLabels.inline': 'false',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
    },
    children: [elkNode(root)],
    edges,
  };
  const laid = await new ELK().layout(graph);
  return { graph: laid, states, width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0) };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function drawNode(node: ElkNode, states: Map<string, DrawnState>, depth: number): string {
  const x = node.x ?? 0;
  const y = node.y ?? 0;
  const width = node.width ?? 0;
  const height = node.height ?? 0;
  if (node.id.endsWith('::initial')) return `<circle class="initial" cx="${x + width / 2}" cy="${y + height / 2}" r="6"/>`;
  const state = states.get(node.id)!;
  const classes = ['state', state.kind, depth === 0 ? 'root' : ''].filter(Boolean).join(' ');
  const [title, ...notes] = [state.key, ...state.notes];
  const text = [
    `<text class="name" x="${x + PADDING}" y="${y + PADDING + FONT_SIZE}">${escape(title!)}</text>`,
    ...notes.map((note, line) => `<text class="note" x="${x + PADDING}" y="${y + PADDING + FONT_SIZE + (line + 1) * LINE_HEIGHT}">${escape(note)}</text>`),
  ].join('');
  const frame = `<rect class="${classes}" x="${x}" y="${y}" width="${width}" height="${height}" rx="8"/>`;
  const inner = state.kind === 'final' ? `<rect class="final-inner" x="${x + 3}" y="${y + 3}" width="${width - 6}" height="${height - 6}" rx="6"/>` : '';
  const children = (node.children ?? []).map((child) => drawNode(child, states, depth + 1)).join('');
  return `<g data-state="${escape(node.id)}">${frame}${inner}${text}${children}</g>`;
}

function drawEdge(edge: ElkExtendedEdge): string {
  const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
  const path = points.map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`).join(' ');
  const labels = (edge.labels ?? [])
    .map(
      (item) =>
        `<rect class="label-box" x="${item.x}" y="${item.y}" width="${item.width}" height="${item.height}" rx="3"/>` +
        `<text class="label" x="${(item.x ?? 0) + PADDING}" y="${(item.y ?? 0) + FONT_SIZE + 2}">${escape(item.text ?? '')}</text>`,
    )
    .join('');
  return `<g class="edge" data-transition="${escape(edge.id)}"><path d="${path}" marker-end="url(#arrow)"/>${labels}</g>`;
}

/** The laid-out machine as a standalone SVG drawing. */
export function diagramSvg(layout: DiagramLayout, title: string): string {
  const nodes = (layout.graph.children ?? []).map((node) => drawNode(node, layout.states, 0)).join('');
  const edges = (layout.graph.edges ?? []).map(drawEdge).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${escape(title)}" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="${FONT_SIZE}">`,
    `<title>${escape(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker></defs>',
    nodes,
    edges,
    '</svg>',
  ].join('');
}

/** Rectangles of the drawing that must not overlap: every edge label, and every state's heading. */
export function labelBoxes(layout: DiagramLayout): { id: string; x: number; y: number; width: number; height: number }[] {
  const edgeLabels = (layout.graph.edges ?? []).flatMap((edge) =>
    (edge.labels ?? []).map((item) => ({ id: `${edge.id}: ${item.text}`, x: item.x ?? 0, y: item.y ?? 0, width: item.width ?? 0, height: item.height ?? 0 })),
  );
  const headings: { id: string; x: number; y: number; width: number; height: number }[] = [];
  const visit = (node: ElkNode) => {
    const state = layout.states.get(node.id);
    if (state) {
      const lines = 1 + state.notes.length;
      const width = Math.max(...[state.key, ...state.notes].map(textWidth)) - PADDING;
      headings.push({ id: `state ${node.id}`, x: (node.x ?? 0) + PADDING / 2, y: (node.y ?? 0) + PADDING / 2, width, height: lines * LINE_HEIGHT + PADDING / 2 });
    }
    (node.children ?? []).forEach(visit);
  };
  (layout.graph.children ?? []).forEach(visit);
  return [...edgeLabels, ...headings];
}
