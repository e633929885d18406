import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { CatalogueEntry } from './catalogue';
import { allTransitions, type MachineTransition } from './coverage';
import { machinePaths } from './paths';
import { readablePath, type ReadablePath } from './steps';

/** A state node as a description keeps it: what a reviewer compares between two versions. */
export interface StateDescription {
  /** The XState node id, e.g. `newsletter.editing`. */
  id: string;
  kind: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The child entered first (compound states), by id. */
  initial: string | null;
  /** Entry and exit actions, by name. */
  entry: string[];
  exit: string[];
  /** Invoked actors, by their logic's name (or their id when the logic is inline). */
  invoke: string[];
}

/** A transition (machines/coverage.ts) with the actions it runs, by name. */
export interface TransitionDescription extends MachineTransition {
  actions: string[];
}

/**
 * A catalogued machine as plain JSON: its states, its transitions with their guards and actions,
 * the guards and actions it declares, and its readable paths. Two versions of a machine are
 * compared through their descriptions, so a description made from an older checkout and one made
 * from today's tree compare the same way.
 */
export interface MachineDescription {
  name: string;
  owner: string;
  states: StateDescription[];
  transitions: TransitionDescription[];
  /** The guards and actions the machine's `setup()` declares, sorted. */
  guards: string[];
  actions: string[];
  /** Every generated path (machines/paths.ts), as steps; payloads as JSON carries them. */
  paths: ReadablePath[];
}

/** An action's readable name: its type, or the function's name for an inline one. */
function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') return (action as { type?: string }).type ?? (action.name || 'inline action');
  return (action as { type?: string } | null)?.type ?? 'inline action';
}

const actionNames = (actions: unknown): string[] => (Array.isArray(actions) ? actions : actions ? [actions] : []).map(actionName);

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(stateNodes)];
}

function describeState(node: AnyStateNode): StateDescription {
  const initial = node.type === 'compound' ? (node.initial?.target?.[0]?.id ?? null) : null;
  const invoke = (node.invoke ?? []).map((item: { src: unknown; id: string }) => (typeof item.src === 'string' ? item.src : item.id));
  return { id: node.id, kind: node.type, initial, entry: actionNames(node.entry), exit: actionNames(node.exit), invoke };
}

/** The candidates of every state node in the order allTransitions reads them. */
function transitionDefinitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return stateNodes(machine.root).flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]);
}

/** JSON's copy of a value: what a description written to a file and read back holds. */
const asJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A catalogue entry as a JSON-serialisable description (same input, same JSON, key for key). */
export function describeMachine(entry: Pick<CatalogueEntry, 'name' | 'owner' | 'machine' | 'sampleEvents' | 'sampleInputs'>): MachineDescription {
  const { machine } = entry;
  const definitions = transitionDefinitions(machine);
  const transitions = allTransitions(machine).map((transition, index) => ({ ...transition, actions: actionNames(definitions[index]?.actions) }));
  const implementations = machine.implementations as { guards?: object; actions?: object };
  const paths = machinePaths(machine, entry.sampleEvents, { inputs: entry.sampleInputs }).map(readablePath);
  return asJson({
    name: entry.name,
    owner: entry.owner,
    states: stateNodes(machine.root).map(describeState),
    transitions,
    guards: Object.keys(implementations.guards ?? {}).sort(),
    actions: Object.keys(implementations.actions ?? {}).sort(),
    paths,
  });
}

/** A guard that changed on a transition otherwise the same (source, event, targets). */
export interface GuardRename {
  /** The transition's key before and after. */
  before: string;
  after: string;
  from: string;
  to: string;
}

/**
 * An action that changed name where it runs (a transition, or a state's entry or exit): `from` →
 * `to`; `from` null when the action is new there, `to` null when it is gone.
 */
export interface ActionRename {
  /** The transition key, or `entry of <state id>` / `exit of <state id>`. */
  where: string;
  from: string | null;
  to: string | null;
}

/** A state kept by id whose kind, first child or invoked actors changed. */
export interface StateChange {
  id: string;
  changes: string[];
}

export interface MachineDiff {
  name: string;
  status: 'added' | 'removed' | 'changed' | 'unchanged';
  statesAdded: string[];
  statesRemoved: string[];
  statesChanged: StateChange[];
  transitionsAdded: TransitionDescription[];
  transitionsRemoved: TransitionDescription[];
  guardsRenamed: GuardRename[];
  actionsRenamed: ActionRename[];
  /** Paths of the older version that no path of today's begins with (compared by states and event types). */
  pathsRemoved: ReadablePath[];
  /** Paths of today's that begin no path of the older version. */
  pathsAdded: ReadablePath[];
}

export interface CatalogueDiff {
  machinesAdded: string[];
  machinesRemoved: string[];
  /** Every machine of either version, today's order first, then the removed ones. */
  machines: MachineDiff[];
}

const EMPTY = (name: string): MachineDescription => ({ name, owner: '', states: [], transitions: [], guards: [], actions: [], paths: [] });

/** Two action lists compared: what no longer runs paired, in order, with what runs instead. */
function actionRenames(where: string, before: readonly string[], after: readonly string[]): ActionRename[] {
  const left = [...after];
  const gone: string[] = [];
  for (const name of before) {
    const index = left.indexOf(name);
    if (index >= 0) left.splice(index, 1);
    else gone.push(name);
  }
  const count = Math.max(gone.length, left.length);
  return Array.from({ length: count }, (_, index) => ({ where, from: gone[index] ?? null, to: left[index] ?? null }));
}

const sameTargets = (a: TransitionDescription, b: TransitionDescription) => a.source === b.source && a.event === b.event && a.targets.join('\n') === b.targets.join('\n');

/**
 * A path's signature: its first state, and each step's state, event type and next state. Inputs and
 * payloads are left out: sample data that changes shape does not make a path disappear.
 */
const pathSteps = (path: ReadablePath) => [path.start, ...path.steps.map((step) => `${step.state} --${step.event.type}--> ${step.next}`)];

/**
 * The paths of `paths` that no path of `others` begins with; one per signature (paths that differ
 * only by their events' payloads are one path here).
 */
function pathsMissingFrom(paths: readonly ReadablePath[], others: readonly ReadablePath[]): ReadablePath[] {
  // Every beginning of every other path, so that each path is one look-up.
  const beginnings = new Set<string>();
  for (const other of others) {
    const steps = pathSteps(other);
    for (let length = 1; length <= steps.length; length++) beginnings.add(steps.slice(0, length).join('\n'));
  }
  const seen = new Set<string>();
  return paths.filter((path) => {
    const signature = pathSteps(path).join('\n');
    if (seen.has(signature)) return false;
    seen.add(signature);
    return !beginnings.has(signature);
  });
}

/** What changed in one machine between two of its descriptions. */
export function diffMachine(before: MachineDescription, after: MachineDescription): MachineDiff {
  const beforeStates = new Map(before.states.map((state) => [state.id, state]));
  const afterStates = new Map(after.states.map((state) => [state.id, state]));
  const statesAdded = after.states.filter((state) => !beforeStates.has(state.id)).map((state) => state.id);
  const statesRemoved = before.states.filter((state) => !afterStates.has(state.id)).map((state) => state.id);
  const statesChanged: StateChange[] = [];
  const actionsRenamed: ActionRename[] = [];
  for (const state of after.states) {
    const old = beforeStates.get(state.id);
    if (!old) continue;
    const changes = [
      old.kind !== state.kind ? `${old.kind} → ${state.kind}` : null,
      old.initial !== state.initial ? `first state ${old.initial ?? '(none)'} → ${state.initial ?? '(none)'}` : null,
      old.invoke.join(', ') !== state.invoke.join(', ') ? `invokes ${old.invoke.join(', ') || '(nothing)'} → ${state.invoke.join(', ') || '(nothing)'}` : null,
    ].filter((change): change is string => change !== null);
    if (changes.length) statesChanged.push({ id: state.id, changes });
    actionsRenamed.push(...actionRenames(`entry of ${state.id}`, old.entry, state.entry), ...actionRenames(`exit of ${state.id}`, old.exit, state.exit));
  }

  // Transitions: the same key is the same transition; then, among the others, the same source,
  // event and targets with another guard is the same transition with its guard renamed.
  const beforeByKey = new Map(before.transitions.map((transition) => [transition.key, transition]));
  const afterKeys = new Set(after.transitions.map((transition) => transition.key));
  const unmatchedBefore = before.transitions.filter((transition) => !afterKeys.has(transition.key));
  const unmatchedAfter = after.transitions.filter((transition) => !beforeByKey.has(transition.key));
  const guardsRenamed: GuardRename[] = [];
  const transitionsAdded: TransitionDescription[] = [];
  const pairs: [TransitionDescription, TransitionDescription][] = after.transitions.filter((transition) => beforeByKey.has(transition.key)).map((transition) => [beforeByKey.get(transition.key)!, transition]);
  for (const transition of unmatchedAfter) {
    const index = transition.guard === null ? -1 : unmatchedBefore.findIndex((old) => old.guard !== null && sameTargets(old, transition));
    if (index < 0) {
      transitionsAdded.push(transition);
      continue;
    }
    const [old] = unmatchedBefore.splice(index, 1);
    guardsRenamed.push({ before: old!.key, after: transition.key, from: old!.guard!, to: transition.guard! });
    pairs.push([old!, transition]);
  }
  for (const [old, transition] of pairs) actionsRenamed.push(...actionRenames(transition.key, old.actions, transition.actions));

  const diff: MachineDiff = {
    name: after.name || before.name,
    status: 'unchanged',
    statesAdded,
    statesRemoved,
    statesChanged,
    transitionsAdded,
    transitionsRemoved: unmatchedBefore,
    guardsRenamed,
    actionsRenamed,
    pathsRemoved: pathsMissingFrom(before.paths, after.paths),
    pathsAdded: pathsMissingFrom(after.paths, before.paths),
  };
  const changed = [statesAdded, statesRemoved, statesChanged, transitionsAdded, unmatchedBefore, guardsRenamed, actionsRenamed, diff.pathsRemoved, diff.pathsAdded].some((list) => list.length);
  diff.status = !before.states.length ? 'added' : !after.states.length ? 'removed' : changed ? 'changed' : 'unchanged';
  return diff;
}

/** What changed between two catalogues' descriptions: machines added and removed, and each machine's differences. */
export function diffCatalogues(before: readonly MachineDescription[], after: readonly MachineDescription[]): CatalogueDiff {
  const beforeByName = new Map(before.map((machine) => [machine.name, machine]));
  const afterNames = new Set(after.map((machine) => machine.name));
  const removed = before.filter((machine) => !afterNames.has(machine.name));
  return {
    machinesAdded: after.filter((machine) => !beforeByName.has(machine.name)).map((machine) => machine.name),
    machinesRemoved: removed.map((machine) => machine.name),
    machines: [
      ...after.map((machine) => diffMachine(beforeByName.get(machine.name) ?? EMPTY(machine.name), machine)),
      ...removed.map((machine) => diffMachine(machine, EMPTY(machine.name))),
    ],
  };
}

/** A path in one line, by states and event types (as paths are compared): `editing --TYPE--> editing --SUBMIT--> submitting`. */
export function pathLine(path: ReadablePath): string {
  return path.steps.reduce((line, step) => `${line} --${step.event.type}--> ${step.next}`, path.start);
}

/** An action change in words: `a → b`, `+ b` (now runs), `− a` (no longer runs). */
export function actionChangeText(change: Pick<ActionRename, 'from' | 'to'>): string {
  if (change.from && change.to) return `${change.from} → ${change.to}`;
  return change.to ? `+ ${change.to}` : `− ${change.from}`;
}

/** Whether anything differs in a machine between the two versions (new paths included). */
export const hasChanges = (diff: MachineDiff) => diff.status !== 'unchanged';

/** The differences as a Markdown report: per machine that changed, each list that is not empty. */
export function diffMarkdown(diff: CatalogueDiff, since: string, about?: string): string {
  const changed = diff.machines.filter(hasChanges);
  const unchanged = diff.machines.filter((machine) => !hasChanges(machine)).map((machine) => machine.name);
  const lines = [`# Changes since ${since}: ${changed.length ? `${changed.length} of ${diff.machines.length} machines changed` : 'no machine changed'}`];
  if (about) lines.push('', about);
  const overview = [
    diff.machinesAdded.length ? `Machines added: ${diff.machinesAdded.join(', ')}` : '',
    diff.machinesRemoved.length ? `Machines removed: ${diff.machinesRemoved.join(', ')}` : '',
    unchanged.length ? `Unchanged: ${unchanged.join(', ')}` : '',
  ].filter(Boolean);
  if (overview.length) lines.push('', ...overview);
  for (const machine of changed) {
    lines.push('', `## ${machine.name} (${machine.status})`);
    if (machine.status !== 'changed') {
      const count = machine.status === 'added' ? [machine.statesAdded.length, machine.transitionsAdded.length, machine.pathsAdded.length] : [machine.statesRemoved.length, machine.transitionsRemoved.length, machine.pathsRemoved.length];
      lines.push('', `${count[0]} states, ${count[1]} transitions, ${count[2]} paths.`);
      continue;
    }
    const list = (title: string, items: string[], most = Infinity) => {
      if (!items.length) return;
      lines.push('', `${title} (${items.length}):`, ...items.slice(0, most).map((item) => `- ${item}`));
      if (items.length > most) lines.push(`- … and ${items.length - most} more (\`--format json\` lists them all)`);
    };
    list('States added', machine.statesAdded.map((id) => `\`${id}\``));
    list('States removed', machine.statesRemoved.map((id) => `\`${id}\``));
    list('States changed', machine.statesChanged.map((state) => `\`${state.id}\`: ${state.changes.join('; ')}`));
    list('Transitions added', machine.transitionsAdded.map((transition) => `\`${transition.key}\``));
    list('Transitions removed', machine.transitionsRemoved.map((transition) => `\`${transition.key}\``));
    list('Guards renamed or changed', machine.guardsRenamed.map((rename) => `\`${rename.after}\`: ${rename.from} → ${rename.to}`));
    list('Actions renamed, added or removed', machine.actionsRenamed.map((change) => `\`${change.where}\`: ${actionChangeText(change)}`));
    list('Paths that no longer exist', machine.pathsRemoved.map((path) => `\`${pathLine(path)}\``), 12);
    if (machine.pathsAdded.length) lines.push('', `New paths: ${machine.pathsAdded.length} (\`npm run machines -- paths ${machine.name}\` lists them).`);
  }
  return lines.join('\n');
}
