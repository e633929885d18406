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
  /** How many states it holds, at every depth. */
  inside: number;
}

const FONT_SIZE = 12;
const CHAR_WIDTH = 7.3;
const LINE_HEIGHT = 15;
const PADDING = 8;
/** Longest line of an edge label or a state's note, in characters: longer ones wrap. */
const WRAP = 26;
/** Room kept at the right of a compound state's name for the page's fold button. */
const FOLD_ROOM = 30;

function actionNames(actions: unknown): string[] {
  return (Array.isArray(actions) ? actions : [])
    .map((action) => (typeof action === 'string' ? action : (action as { type?: string })?.type))
    .filter((name): name is string => Boolean(name) && !name!.startsWith('xstate.'));
}

/** An event type as a reader says it: `after 300 ms`, `after retryDelay`, `done: submit`, `error: submit`, `always`. */
export function eventText(event: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(event);
  if (after) return /^\d+$/.test(after[1]!) ? `after ${after[1]} ms` : `after ${after[1]}`;
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

/**
 * A label cut into lines of at most `width` characters where it can be: the guard starts a line of
 * its own, and long guards break between their words (`a && b`, `a || b`).
 */
export function wrapText(text: string, width = WRAP): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    const inGuard = lines.some((line) => line.includes('['));
    const startsGuard = word.startsWith('[') && last >= 0 && !inGuard;
    if (last >= 0 && !startsGuard && lines[last]!.length + 1 + word.length <= width) lines[last] = `${lines[last]} ${word}`;
    // A guard's next lines are indented under its bracket.
    else lines.push(inGuard ? ` ${word}` : word);
  }
  return lines.length ? lines : [''];
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
    inside: children.reduce((sum, child) => sum + 1 + child.inside, 0),
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

/** The compound states a reader may fold (the machine itself excepted), outermost first. */
export function foldableStates(machine: AnyStateMachine): string[] {
  const { root } = readMachine(machine);
  const visit = (state: DrawnState): string[] => [...(state.children.length && state !== root ? [state.id] : []), ...state.children.flatMap(visit)];
  return visit(root);
}

/**
 * Every way the page offers to fold the machine: each combination of folded compound states, where
 * a state folded inside a folded state is not told apart (its parent hides it). `[]` comes first.
 */
export function foldSets(machine: AnyStateMachine): string[][] {
  const { root } = readMachine(machine);
  const combinations = (state: DrawnState): string[][] => {
    const inner = state.children.reduce<string[][]>((sets, child) => sets.flatMap((set) => combinations(child).map((more) => [...set, ...more])), [[]]);
    return state.children.length && state !== root ? [...inner, [state.id]] : inner;
  };
  return combinations(root).sort((a, b) => a.length - b.length);
}

function textWidth(text: string): number {
  return Math.ceil(text.length * CHAR_WIDTH) + 2 * PADDING;
}

/** The lines written in a state's box: its name, then its notes (wrapped), or what it holds when folded. */
function stateLines(state: DrawnState, folded: boolean, wrap: number): string[] {
  const notes = state.notes.flatMap((note) => wrapText(note, wrap + 8));
  return folded ? [state.key, `${state.inside} states inside`, ...notes] : [state.key, ...notes];
}

function label(lines: string[]): ElkLabel {
  return { text: lines.join('\n'), width: Math.max(...lines.map(textWidth)), height: lines.length * LINE_HEIGHT + 4, layoutOptions: { 'elk.edgeLabels.inline': 'true' } };
}

const initialId = (parent: string) => `${parent}::initial`;

function elkNode(state: DrawnState, folded: ReadonlySet<string>, wrap: number): ElkNode {
  const closed = folded.has(state.id);
  const lines = stateLines(state, closed, wrap);
  const foldRoom = state.children.length ? FOLD_ROOM : 0;
  const heading = Math.max(90, ...lines.map((line) => textWidth(line) + foldRoom));
  if (!state.children.length || closed) {
    return { id: state.id, width: heading, height: lines.length * LINE_HEIGHT + 2 * PADDING, labels: [{ text: state.key }] };
  }
  const children = state.children.map((child) => elkNode(child, folded, wrap));
  if (state.initial) children.unshift({ id: initialId(state.id), width: 12, height: 12 });
  return {
    id: state.id,
    labels: [{ text: state.key }],
    layoutOptions: {
      'elk.padding': `[top=${lines.length * LINE_HEIGHT + 2 * PADDING},left=10,bottom=10,right=10]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${heading}, ${lines.length * LINE_HEIGHT + 2 * PADDING + 20})`,
    },
    children,
  };
}

function initialEdges(state: DrawnState, folded: ReadonlySet<string>): ElkExtendedEdge[] {
  if (folded.has(state.id)) return [];
  const own: ElkExtendedEdge[] = state.initial ? [{ id: `${state.id}::start`, sources: [initialId(state.id)], targets: [state.initial] }] : [];
  return [...own, ...state.children.flatMap((child) => initialEdges(child, folded))];
}

/** One drawn arrow: one target of one transition. */
export interface DrawnEdge {
  transition: MachineTransition;
  /** The label's lines: the event, then the guard. */
  lines: string[];
  /** The ELK edge that draws it: its own, or the one it shares with transitions between the same boxes. */
  arrow: string;
  /** Where its part starts in the arrow's stacked label, from the label's top. */
  offset: number;
}

export interface DiagramLayout {
  graph: ElkNode;
  states: Map<string, DrawnState>;
  /** The arrows drawn, by their ELK edge id (`<transition key>::<target index>`). */
  edges: Map<string, DrawnEdge>;
  /** The compound states drawn folded. */
  folded: string[];
  /** Top-down, or left to right for a flat machine too dense to read top-down once fitted. */
  direction: 'DOWN' | 'RIGHT';
  /** The longest line of an arrow's label (a state's notes: 8 more): shorter in a densely packed drawing. */
  wrap: number;
  width: number;
  height: number;
}

/** The window the atlas fits a drawing into, at 1280 × 800: the page's diagram area. */
export const FIT_AREA = { width: 1230, height: 645 };

/** The smallest scale at which a fitted drawing's labels stay readable (about 10 px high). */
export const READABLE_SCALE = 0.72;

/** The scale a drawing of this size gets when fitted to the atlas's diagram area (never above 1). */
export function fitScale(size: { width?: number; height?: number }): number {
  return Math.min(1, FIT_AREA.width / (size.width ?? 1), FIT_AREA.height / (size.height ?? 1));
}

export interface LayoutOptions {
  /** Compound states drawn as one box; arrows into and out of their states attach to that box. */
  folded?: readonly string[];
}

/**
 * Lays the machine out top-down with ELK's layered algorithm. Each label sits on its own arrow
 * (ELK's inline edge labels), so none overlaps another and each names the arrow it is on.
 */
export async function layoutMachine(machine: AnyStateMachine, options: LayoutOptions = {}): Promise<DiagramLayout> {
  const roomy = await layOut(machine, options, ROOMY);
  if (fitScale(roomy) >= READABLE_SCALE) return roomy;
  // Too large to read once fitted to a window: packed tighter (shorter label lines, narrower gaps),
  // it may be read. The one that fits best wins.
  const dense = await layOut(machine, options, DENSE);
  return fitScale(dense) > fitScale(roomy) ? dense : roomy;
}

/** How a drawing is packed: the longest line of an arrow's label, and ELK's spacing. */
interface Packing {
  wrap: number;
  spacing: Record<string, string>;
}

const ROOMY: Packing = {
  wrap: WRAP,
  spacing: {
    'elk.layered.spacing.nodeNodeBetweenLayers': '22',
    'elk.spacing.nodeNode': '16',
    'elk.spacing.edgeLabel': '2',
    'elk.spacing.edgeEdge': '7',
    'elk.spacing.edgeNode': '9',
    'elk.layered.spacing.edgeNodeBetweenLayers': '8',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
  },
};

/** For the few machines whose roomy drawing cannot be read fitted to a 1280 × 800 window. */
const DENSE: Packing = {
  wrap: 20,
  spacing: {
    'elk.layered.spacing.nodeNodeBetweenLayers': '12',
    'elk.spacing.nodeNode': '8',
    'elk.spacing.edgeLabel': '2',
    'elk.spacing.edgeEdge': '4',
    'elk.spacing.edgeNode': '5',
    'elk.layered.spacing.edgeNodeBetweenLayers': '4',
    'elk.layered.spacing.edgeEdgeBetweenLayers': '3',
  },
};

async function layOut(machine: AnyStateMachine, options: LayoutOptions, packing: Packing): Promise<DiagramLayout> {
  const { root, transitions } = readMachine(machine);
  const folded = new Set(options.folded ?? []);
  const states = new Map<string, DrawnState>();
  /** The drawn box that stands for a state: itself, or its outermost folded ancestor. */
  const shownAs = new Map<string, string>();
  const index = (state: DrawnState, hiddenBy: string | null) => {
    states.set(state.id, state);
    shownAs.set(state.id, hiddenBy ?? state.id);
    state.children.forEach((child) => index(child, hiddenBy ?? (folded.has(state.id) ? state.id : null)));
  };
  index(root, null);
  const edges = new Map<string, DrawnEdge>();
  const elkEdges: ElkExtendedEdge[] = [...initialEdges(root, folded)];
  // Transitions between the same two boxes share one arrow, their labels stacked on it.
  const shared = new Map<string, ElkExtendedEdge>();
  for (const transition of transitions) {
    transition.targets.forEach((target, position) => {
      const source = shownAs.get(transition.source)!;
      const shownTarget = shownAs.get(target)!;
      // A transition between two states of one folded box happens inside it: the box hides it.
      if (source === shownTarget && folded.has(source)) return;
      const id = `${transition.key}::${position}`;
      const lines = wrapText(transitionText(transition), packing.wrap);
      const pair = `${source}\n${shownTarget}`;
      const arrow = shared.get(pair);
      if (arrow) {
        const stacked = arrow.labels![0]!;
        edges.set(id, { transition, lines, arrow: arrow.id, offset: stacked.height! });
        arrow.labels = [{ ...stacked, text: `${stacked.text}\n${lines.join('\n')}`, width: Math.max(stacked.width!, label(lines).width!), height: stacked.height! + label(lines).height! }];
        return;
      }
      edges.set(id, { transition, lines, arrow: id, offset: 0 });
      const edge: ElkExtendedEdge = { id, sources: [source], targets: [shownTarget], labels: [label(lines)] };
      shared.set(pair, edge);
      elkEdges.push(edge);
    });
  }
  // ELK wants each edge in the lowest node that holds both its ends; its labels then sit on it.
  const parents = new Map<string, string>();
  const nodes = new Map<string, ElkNode>();
  const rootNode = elkNode(root, folded, packing.wrap);
  const visit = (node: ElkNode, parent: string) => {
    nodes.set(node.id, node);
    parents.set(node.id, parent);
    (node.children ?? []).forEach((child) => visit(child, node.id));
  };
  visit(rootNode, 'diagram');
  const ancestors = (id: string): string[] => (id === 'diagram' ? [id] : [id, ...ancestors(parents.get(id)!)]);
  const topEdges: ElkExtendedEdge[] = [];
  for (const edge of elkEdges) {
    const [source, target] = [edge.sources[0]!, edge.targets[0]!];
    const aboveTarget = ancestors(target);
    const aboveSource = ancestors(source);
    const holder =
      source === target
        ? parents.get(source)!
        : aboveTarget.includes(source)
          ? source
          : aboveSource.includes(target)
            ? target
            : ancestors(parents.get(source)!).find((id) => aboveTarget.includes(id))!;
    if (holder === 'diagram') topEdges.push(edge);
    else (nodes.get(holder)!.edges ??= []).push(edge);
  }
  const graph: ElkNode = {
    id: 'diagram',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeRouting': 'ORTHOGONAL',
      ...packing.spacing,
      'elk.edgeLabels.inline': 'true',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
    },
    children: [rootNode],
    edges: topEdges,
  };
  let laid = await new ELK().layout(structuredClone(graph));
  let direction: 'DOWN' | 'RIGHT' = 'DOWN';
  // A machine without nested boxes may lay out more compactly on its own level (ELK then packs the
  // labels of long edges in the layer where they take least room). When the top-down drawing cannot
  // be read once fitted to a window, a left-to-right one may: the one that fits best wins.
  // Edges from the machine itself to its states need the whole hierarchy: those keep the first layout.
  if ((rootNode.children ?? []).every((child) => !child.children?.length) && !rootNode.edges?.some((edge) => edge.sources[0] === rootNode.id)) {
    const flat = (direction: 'DOWN' | 'RIGHT') => {
      const options = {
        ...graph.layoutOptions,
        'elk.direction': direction,
        'elk.hierarchyHandling': 'SEPARATE_CHILDREN',
        'elk.layered.edgeLabels.centerLabelPlacementStrategy': 'SPACE_EFFICIENT_LAYER',
        'elk.layered.compaction.postCompaction.strategy': 'EDGE_LENGTH',
      };
      const machineNode = { ...rootNode, layoutOptions: { ...options, ...rootNode.layoutOptions, 'elk.padding': rootNode.layoutOptions!['elk.padding']! } };
      return new ELK().layout(structuredClone({ ...graph, layoutOptions: options, children: [machineNode] }));
    };
    for (const candidate of ['DOWN', 'RIGHT'] as const) {
      if (fitScale(laid) >= READABLE_SCALE) break;
      const other = await flat(candidate);
      if (fitScale(other) > fitScale(laid)) [laid, direction] = [other, candidate];
    }
  }
  return { graph: laid, states, edges, folded: [...folded], direction, wrap: packing.wrap, width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0) };
}

/** Every edge of the laid-out graph, wherever ELK holds it. */
function edgesOf(node: ElkNode): ElkExtendedEdge[] {
  return [...(node.edges ?? []), ...(node.children ?? []).flatMap(edgesOf)];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function drawNode(node: ElkNode, layout: DiagramLayout, depth: number): string {
  const x = node.x ?? 0;
  const y = node.y ?? 0;
  const width = node.width ?? 0;
  const height = node.height ?? 0;
  if (node.id.endsWith('::initial')) return `<circle class="initial" cx="${x + width / 2}" cy="${y + height / 2}" r="6"/>`;
  const state = layout.states.get(node.id)!;
  const folded = layout.folded.includes(state.id);
  const classes = ['state', state.kind, depth === 0 ? 'root' : '', folded ? 'folded' : ''].filter(Boolean).join(' ');
  const [title, ...notes] = stateLines(state, folded, layout.wrap);
  const text = [
    `<text class="name" x="${x + PADDING}" y="${y + PADDING + FONT_SIZE}">${escape(title!)}</text>`,
    ...notes.map(
      (note, line) =>
        `<text class="${folded && line === 0 ? 'inside' : 'note'}" x="${x + PADDING}" y="${y + PADDING + FONT_SIZE + (line + 1) * LINE_HEIGHT}">${escape(note)}</text>`,
    ),
  ].join('');
  const frame = `<rect class="${classes}" x="${x}" y="${y}" width="${width}" height="${height}" rx="8"/>`;
  const inner = state.kind === 'final' ? `<rect class="final-inner" x="${x + 3}" y="${y + 3}" width="${width - 6}" height="${height - 6}" rx="6"/>` : '';
  const stack = folded ? `<rect class="folded-stack" x="${x + 4}" y="${y + 4}" width="${width}" height="${height}" rx="8"/>` : '';
  const children = (node.children ?? []).map((child) => drawNode(child, layout, depth + 1)).join('');
  const foldable = state.children.length && depth > 0 ? ` data-foldable="${folded ? 'folded' : 'unfolded'}"` : '';
  return `<g data-state="${escape(node.id)}"${foldable}>${stack}${frame}${inner}${text}${children}</g>`;
}

/** The height of a transition's part of its arrow's label. */
function labelHeight(drawn: DrawnEdge): number {
  return drawn.lines.length * LINE_HEIGHT + 4;
}

/** The arrows of an ELK edge: one group per transition it draws, each with its part of the label. */
function drawEdge(edge: ElkExtendedEdge, layout: DiagramLayout): string {
  const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
  const path = points.map((point, index) => `${index ? 'L' : 'M'}${point.x},${point.y}`).join(' ');
  const members = [...layout.edges].filter(([, drawn]) => drawn.arrow === edge.id);
  if (!members.length) return `<g class="edge start"><path d="${path}" marker-end="url(#lc-arrow)"/></g>`;
  const box = edge.labels?.[0];
  return members
    .map(([id, drawn]) => {
      const { transition, lines, offset } = drawn;
      let label = '';
      if (box) {
        const x = box.x ?? 0;
        const y = (box.y ?? 0) + offset;
        const tspans = lines.map((line, index) => `<tspan x="${x + PADDING}" y="${y + FONT_SIZE + 2 + index * LINE_HEIGHT}">${escape(line)}</tspan>`).join('');
        label = `<rect class="label-box" x="${x}" y="${y}" width="${box.width}" height="${labelHeight(drawn)}" rx="3"/><text class="label" xml:space="preserve">${tspans}</text>`;
      }
      return `<g class="edge" data-transition="${escape(id)}" data-event="${escape(transition.event)}"><title>${escape(transitionText(transition))}</title><path d="${path}" marker-end="url(#lc-arrow)"/>${label}</g>`;
    })
    .join('');
}

const ARROW_COLOURS = { arrow: '#4b5a78', 'arrow-accent': '#1f5fbf', 'arrow-muted': '#8a8a96', 'arrow-added': '#11692e', 'arrow-removed': '#a3132d', 'arrow-changed': '#8a5a00' };

/**
 * The drawing's look, the one source for the atlas pages and the exported `.svg` files (embedded in
 * each drawing). The classes `is-current`, `is-enabled`, `is-blocked` (simulator) and `is-added`,
 * `is-removed`, `is-changed` (changes between versions) are added by others on `[data-state]` and
 * `.edge` elements; their look is defined here.
 */
export const DIAGRAM_STYLE = `
.lc-diagram { background: #fff; }
.lc-diagram .state { fill: #fff; stroke: #3c3c46; stroke-width: 1.5; }
.lc-diagram .state.compound, .lc-diagram .state.parallel { fill: #f5f7fc; }
.lc-diagram .state.parallel { stroke-dasharray: 6 4; }
.lc-diagram .state.root { fill: #fcfcfd; }
.lc-diagram .state.folded { fill: #eef2fa; }
.lc-diagram .folded-stack { fill: #dfe5f2; stroke: #3c3c46; stroke-width: 1; }
.lc-diagram .final-inner { fill: none; stroke: #3c3c46; }
.lc-diagram .name { font-weight: 700; fill: #1d1d1f; }
.lc-diagram .note { fill: #4f4f5a; }
.lc-diagram .inside { fill: #1f5fbf; font-style: italic; }
.lc-diagram .initial { fill: #1d1d1f; }
.lc-diagram .edge path { fill: none; stroke: #4b5a78; stroke-width: 1.3; }
.lc-diagram .label-box { fill: #fff; stroke: #c3c9d8; }
.lc-diagram .label { fill: #1a3a7a; }
.lc-diagram .is-current > .state { stroke: #1f5fbf; stroke-width: 4; fill: #e3edfc; }
.lc-diagram .edge.is-enabled path { stroke: #1f5fbf; stroke-width: 2.6; marker-end: url(#lc-arrow-accent); }
.lc-diagram .edge.is-enabled .label-box { stroke: #1f5fbf; stroke-width: 1.5; }
.lc-diagram .edge.is-blocked path { stroke: #8a8a96; stroke-dasharray: 5 4; marker-end: url(#lc-arrow-muted); }
.lc-diagram .edge.is-blocked .label { fill: #5b5b66; }
.lc-diagram .is-added > .state { stroke: #11692e; stroke-width: 3; fill: #e5f5ea; }
.lc-diagram .edge.is-added path { stroke: #11692e; stroke-width: 2.4; marker-end: url(#lc-arrow-added); }
.lc-diagram .edge.is-added .label-box { stroke: #11692e; fill: #e5f5ea; }
.lc-diagram .is-removed > .state { stroke: #a3132d; stroke-width: 3; stroke-dasharray: 6 4; fill: #fbe9ec; }
.lc-diagram .edge.is-removed path { stroke: #a3132d; stroke-width: 2.4; stroke-dasharray: 6 4; marker-end: url(#lc-arrow-removed); }
.lc-diagram .edge.is-removed .label-box { stroke: #a3132d; fill: #fbe9ec; }
.lc-diagram .is-changed > .state { stroke: #8a5a00; stroke-width: 3; fill: #fdf3dc; }
.lc-diagram .edge.is-changed path { stroke: #8a5a00; stroke-width: 2.4; marker-end: url(#lc-arrow-changed); }
.lc-diagram .edge.is-changed .label-box { stroke: #8a5a00; fill: #fdf3dc; }
`.trim();

const markers = Object.entries(ARROW_COLOURS)
  .map(([id, colour]) => `<marker id="lc-${id}" viewBox="0 0 10 10" refX="10" refY="5" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`)
  .join('');

/** The laid-out machine as a standalone SVG drawing, its style inside. */
export function diagramSvg(layout: DiagramLayout, title: string): string {
  const nodes = (layout.graph.children ?? []).map((node) => drawNode(node, layout, 0)).join('');
  const edges = edgesOf(layout.graph).map((edge) => drawEdge(edge, layout)).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" class="lc-diagram" role="img" aria-label="${escape(title)}" viewBox="0 0 ${layout.width} ${layout.height}" width="${layout.width}" height="${layout.height}" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="${FONT_SIZE}">`,
    `<title>${escape(title)}</title>`,
    `<style>${DIAGRAM_STYLE}</style>`,
    `<defs>${markers}</defs>`,
    nodes,
    edges,
    '</svg>',
  ].join('');
}

/** Rectangles of the drawing that must not overlap: every edge label, and every state's heading. */
export function labelBoxes(layout: DiagramLayout): { id: string; x: number; y: number; width: number; height: number }[] {
  const arrows = new Map(edgesOf(layout.graph).map((edge) => [edge.id, edge.labels?.[0]]));
  const edgeLabels = [...layout.edges].flatMap(([id, drawn]) => {
    const box = arrows.get(drawn.arrow);
    if (!box) return [];
    return [{ id: `${id}: ${drawn.lines.join(' ')}`, x: box.x ?? 0, y: (box.y ?? 0) + drawn.offset, width: box.width ?? 0, height: labelHeight(drawn) }];
  });
  const headings: { id: string; x: number; y: number; width: number; height: number }[] = [];
  const visit = (node: ElkNode) => {
    const state = layout.states.get(node.id);
    if (state) {
      const lines = stateLines(state, layout.folded.includes(state.id), layout.wrap);
      const width = Math.max(...lines.map(textWidth)) - PADDING;
      headings.push({ id: `state ${node.id}`, x: (node.x ?? 0) + PADDING / 2, y: (node.y ?? 0) + PADDING / 2, width, height: lines.length * LINE_HEIGHT + PADDING / 2 });
    }
    (node.children ?? []).forEach(visit);
  };
  (layout.graph.children ?? []).forEach(visit);
  return [...edgeLabels, ...headings];
}
