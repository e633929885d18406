import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import type { CatalogueEntry } from '../../catalogue';
import { stateLabel } from '../../paths';
import {
  blockedReason,
  contextJson,
  eventViews,
  exportWalk,
  leavingTransitions,
  parseWalkHash,
  replay,
  shortEventLabel,
  simulatedMachine,
  step,
  transitionKeys,
  undo,
  walkHash,
  type EventView,
  type Replayed,
  type Walk,
} from './walk';

/** What the page (simulate.html, written by ./page.ts) holds, by id. */
const IDS = [
  'sim-machine',
  'sim-input',
  'sim-input-field',
  'sim-restart',
  'sim-problem',
  'sim-state',
  'sim-announce',
  'sim-undo',
  'sim-redo',
  'sim-diagram',
  'sim-events-title',
  'sim-only-enabled',
  'sim-events',
  'sim-context',
  'sim-history',
  'sim-share',
  'sim-copy-share',
  'sim-export',
  'sim-copy-export',
  'sim-download',
  'sim-copied',
] as const;

type Elements = Record<(typeof IDS)[number], HTMLElement>;

interface Loaded {
  entry: CatalogueEntry;
  machine: AnyStateMachine;
  keys: Map<AnyTransitionDefinition, string>;
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attributes: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const created = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  if (text !== undefined) created.textContent = text;
  return created;
}

/** Runs the simulator in a page written by ./page.ts. */
export function mountSimulator(doc: Document, catalogue: readonly CatalogueEntry[]): void {
  const found = Object.fromEntries(IDS.map((id) => [id, doc.getElementById(id)]));
  const missing = IDS.filter((id) => !found[id]);
  if (missing.length) throw new Error(`The simulator page lacks ${missing.join(', ')}`);
  const el = found as Elements;
  const select = el['sim-machine'] as HTMLSelectElement;
  const inputSelect = el['sim-input'] as HTMLSelectElement;
  const onlyEnabled = el['sim-only-enabled'] as HTMLInputElement;
  const loaded = new Map<string, Loaded>();
  const load = (name: string): Loaded | null => {
    const entry = catalogue.find((candidate) => candidate.name === name);
    if (!entry) return null;
    if (!loaded.has(name)) {
      const machine = simulatedMachine(entry.machine);
      loaded.set(name, { entry, machine, keys: transitionKeys(machine) });
    }
    return loaded.get(name)!;
  };

  let current = load(catalogue[0]!.name)!;
  let walk: Walk = { machine: current.entry.name, steps: [] };
  let future: number[] = [];
  let replayed: Replayed;
  let drawn = '';

  const fresh = (name: string, input?: number): Walk => {
    const entry = load(name)!.entry;
    return { machine: name, ...(entry.sampleInputs?.length ? { input: Math.min(input ?? 0, entry.sampleInputs.length - 1) } : {}), steps: [] };
  };

  const shareUrl = () => `${doc.location.href.replace(/#.*$/, '')}${walkHash(walk)}`;

  function drawDiagram(snapshot: AnyMachineSnapshot, views: readonly EventView[]) {
    const figure = el['sim-diagram'];
    if (drawn !== current.entry.name) {
      const template = doc.getElementById(`diagram-${current.entry.name}`) as HTMLTemplateElement | null;
      figure.replaceChildren(template ? template.content.cloneNode(true) : element(doc, 'p', {}, 'No diagram for this machine.'));
      drawn = current.entry.name;
    }
    const nodes = snapshot._nodes as AnyStateNode[];
    const leaves = new Set(nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id));
    const active = new Set(nodes.filter((node) => node.parent).map((node) => node.id));
    for (const drawnState of figure.querySelectorAll<SVGElement>('[data-state]')) {
      const id = drawnState.getAttribute('data-state')!;
      drawnState.classList.toggle('is-current', leaves.has(id));
      drawnState.classList.toggle('is-active', active.has(id) && !leaves.has(id));
    }
    const { enabled, blocked } = leavingTransitions(current.machine, snapshot, views);
    const enabledKeys = new Set(enabled);
    const blockedKeys = new Set(blocked);
    for (const edge of figure.querySelectorAll<SVGElement>('[data-transition]')) {
      const key = edge.getAttribute('data-transition')!.replace(/::\d+$/, '');
      edge.classList.toggle('is-enabled', enabledKeys.has(key));
      edge.classList.toggle('is-blocked', blockedKeys.has(key));
    }
    // The current state in view inside the diagram's box (the page itself does not move).
    const target = figure.querySelector('.is-current');
    if (target) {
      const box = target.getBoundingClientRect();
      const frame = figure.getBoundingClientRect();
      if (box.left < frame.left || box.right > frame.right) figure.scrollLeft += box.left - frame.left - Math.max(16, (frame.width - box.width) / 2);
      if (box.top < frame.top || box.bottom > frame.bottom) figure.scrollTop += box.top - frame.top - Math.max(16, (frame.height - box.height) / 2);
    }
  }

  function eventItem(view: EventView, snapshot: AnyMachineSnapshot): HTMLLIElement {
    const item = element(doc, 'li', { class: view.enabled ? 'is-enabled' : 'is-blocked' });
    const head = element(doc, 'div', { class: 'sim-event-head' });
    const button = element(doc, 'button', { type: 'button', 'data-event': String(view.index), title: view.label }, shortEventLabel(view.event));
    if (!view.enabled) button.disabled = true;
    button.addEventListener('click', () => send(view.index));
    head.append(button);
    if (view.enabled) {
      const next = element(doc, 'span', { class: 'sim-next' }, '→ ');
      next.append(element(doc, 'code', {}, view.next ?? ''));
      head.append(next);
    } else {
      head.append(element(doc, 'span', { class: 'sim-why' }, blockedReason(view, snapshot) ?? ''));
    }
    item.append(head);
    const guarded = view.candidates.filter((candidate) => candidate.guard);
    if (guarded.length) {
      const guards = element(doc, 'ul', { class: 'sim-guards', 'aria-label': `Guards of ${view.event.type}` });
      for (const candidate of guarded) {
        const line = element(doc, 'li');
        line.append(element(doc, 'code', {}, candidate.guard!), ': ');
        const answer = candidate.passes === null ? 'error' : String(candidate.passes);
        line.append(element(doc, 'span', { class: candidate.passes ? 'ok' : 'ko' }, answer));
        const where = candidate.targets.length ? candidate.targets.join(', ') : 'stays';
        line.append(` → ${where}${candidate.taken ? ' (taken)' : ''}`);
        guards.append(line);
      }
      item.append(guards);
    }
    const { type: _type, ...payload } = view.event;
    if (Object.keys(payload).length && view.label.length > shortEventLabel(view.event).length) {
      const details = element(doc, 'details');
      details.append(element(doc, 'summary', {}, 'Whole event'), element(doc, 'pre', {}, JSON.stringify(view.event, null, 2)));
      item.append(details);
    }
    return item;
  }

  function render(focusEvent?: number) {
    replayed = replay(current.entry, current.machine, walk);
    el['sim-problem'].textContent = replayed.problem ?? '';
    el['sim-problem'].hidden = !replayed.problem;
    if (replayed.problem) walk = { ...walk, steps: replayed.kept };
    const snapshot = replayed.snapshots.at(-1)!;
    const views = eventViews(current.entry, current.machine, snapshot, current.keys);

    select.value = current.entry.name;
    const inputs = current.entry.sampleInputs ?? [];
    el['sim-input-field'].hidden = !inputs.length;
    inputSelect.replaceChildren(...inputs.map((input, index) => element(doc, 'option', { value: String(index) }, `${index + 1}. ${JSON.stringify(input)}`)));
    if (walk.input !== undefined) inputSelect.value = String(walk.input);

    const status = snapshot.status === 'done' ? ' (final: the machine has finished)' : '';
    el['sim-state'].textContent = stateLabel(snapshot);
    el['sim-state'].nextElementSibling!.textContent = status;
    (el['sim-undo'] as HTMLButtonElement).disabled = !walk.steps.length;
    (el['sim-redo'] as HTMLButtonElement).disabled = !future.length;

    drawDiagram(snapshot, views);

    const enabledCount = views.filter((view) => view.enabled).length;
    el['sim-events-title'].textContent = `Events (${enabledCount} of ${views.length} enabled)`;
    // The enabled events first (each group in the sample events' order): with 46 of them, the two that do something stay in sight.
    const shown = [...views.filter((view) => view.enabled), ...(onlyEnabled.checked ? [] : views.filter((view) => !view.enabled))];
    el['sim-events'].replaceChildren(...shown.map((view) => eventItem(view, snapshot)));

    el['sim-context'].textContent = contextJson(snapshot.context);

    el['sim-history'].replaceChildren(
      ...(replayed.steps.length
        ? replayed.steps.map((taken) => {
            const item = element(doc, 'li');
            item.append('In ', element(doc, 'code', {}, taken.state), ', ', element(doc, 'code', { title: JSON.stringify(taken.event) }, shortEventLabel(taken.event)), ' → ', element(doc, 'code', {}, taken.next));
            return item;
          })
        : [element(doc, 'li', { class: 'sim-empty' }, `No step yet: the machine is in its first state, ${stateLabel(replayed.snapshots[0]!)}.`)]),
    );

    const hash = walkHash(walk);
    if (doc.location.hash !== hash) {
      try {
        doc.defaultView?.history.replaceState(null, '', hash);
      } catch {
        doc.location.hash = hash;
      }
    }
    (el['sim-share'] as HTMLInputElement).value = shareUrl();
    const json = JSON.stringify(exportWalk(current.entry, walk, replayed), null, 2);
    (el['sim-export'] as HTMLTextAreaElement).value = json;
    const download = el['sim-download'] as HTMLAnchorElement;
    download.href = `data:application/json;charset=utf-8,${encodeURIComponent(`${json}\n`)}`;
    download.download = `${current.entry.name}-walk.json`;
    download.textContent = `Download ${current.entry.name}-walk.json`;
    el['sim-copied'].textContent = '';

    if (focusEvent !== undefined) {
      // Keyboard users go on from where they were: the same event when it is still enabled, else the first enabled one.
      const buttons = [...el['sim-events'].querySelectorAll<HTMLButtonElement>('button[data-event]:not([disabled])')];
      const again = buttons.find((button) => button.dataset.event === String(focusEvent)) ?? buttons[0];
      (again ?? (el['sim-undo'] as HTMLButtonElement)).focus({ preventScroll: true });
    }
  }

  function announce(text: string) {
    el['sim-announce'].textContent = text;
  }

  function send(index: number) {
    const next = step(walk, index);
    future = future.at(-1) === index ? future.slice(0, -1) : [];
    walk = next;
    render(index);
    announce(`Now in ${stateLabel(replayed.snapshots.at(-1)!)}.`);
  }

  function open(next: Walk) {
    const target = load(next.machine);
    if (!target) {
      el['sim-problem'].hidden = false;
      el['sim-problem'].textContent = `No machine named ${next.machine} in the catalogue.`;
      return;
    }
    current = target;
    walk = { ...fresh(next.machine, next.input), steps: next.steps };
    future = [];
    render();
  }

  select.replaceChildren(...catalogue.map((entry) => element(doc, 'option', { value: entry.name }, entry.name)));
  select.addEventListener('change', () => open(fresh(select.value)));
  inputSelect.addEventListener('change', () => open(fresh(current.entry.name, Number(inputSelect.value))));
  el['sim-restart'].addEventListener('click', () => {
    open(fresh(current.entry.name, walk.input));
    announce(`Started again in ${stateLabel(replayed.snapshots[0]!)}.`);
  });
  el['sim-undo'].addEventListener('click', () => {
    const { walk: shorter, undone } = undo(walk);
    if (undone === null) return;
    future = [...future, undone];
    walk = shorter;
    render();
    announce(`Undone: back in ${stateLabel(replayed.snapshots.at(-1)!)}.`);
    if ((el['sim-undo'] as HTMLButtonElement).disabled) el['sim-redo'].focus();
  });
  el['sim-redo'].addEventListener('click', () => {
    const index = future.at(-1);
    if (index === undefined) return;
    walk = step(walk, index);
    future = future.slice(0, -1);
    render();
    announce(`Redone: now in ${stateLabel(replayed.snapshots.at(-1)!)}.`);
    if ((el['sim-redo'] as HTMLButtonElement).disabled) el['sim-undo'].focus();
  });
  onlyEnabled.addEventListener('change', () => render());
  const copy = async (field: HTMLInputElement | HTMLTextAreaElement, what: string) => {
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
    } catch {
      doc.execCommand('copy');
    }
    el['sim-copied'].textContent = `${what} copied`;
  };
  el['sim-copy-share'].addEventListener('click', () => copy(el['sim-share'] as HTMLInputElement, 'Link'));
  el['sim-copy-export'].addEventListener('click', () => copy(el['sim-export'] as HTMLTextAreaElement, 'Walk'));
  doc.defaultView?.addEventListener('hashchange', () => {
    const shared = parseWalkHash(doc.location.hash);
    if (shared && doc.location.hash !== walkHash(walk)) open(shared);
  });

  open(parseWalkHash(doc.location.hash) ?? fresh(current.entry.name));
}
