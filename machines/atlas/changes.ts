import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyStateMachine } from 'xstate';
import type { CatalogueEntry } from '../catalogue';
import { actionChangeText, describeMachine, diffCatalogues, hasChanges, pathLine, type CatalogueDiff, type MachineDiff, type TransitionDescription } from '../diff';
import { catalogueAt } from '../history';
import { diagramSvg, layoutMachine, transitionText } from './diagram';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const code = (text: string) => `<code>${escape(text)}</code>`;

/** The classes a drawing's states and transitions get, by state id and by transition key. */
export type DiagramMarks = Partial<Record<'is-added' | 'is-changed' | 'is-removed', { states: string[]; transitions: string[] }>>;

/**
 * What to colour on today's drawing: states and transitions added, and those changed (a guard or
 * an action renamed, a state's kind, first state, invoked actors or entry/exit actions). A
 * transition that stays in its state is written inside the state: the state is coloured instead.
 */
export function marksToday(diff: MachineDiff, transitions: readonly TransitionDescription[]): DiagramMarks {
  const byKey = new Map(transitions.map((transition) => [transition.key, transition]));
  const changedKeys = new Set([...diff.guardsRenamed.map((rename) => rename.after), ...diff.actionsRenamed.map((change) => change.where)]);
  const drawn = (keys: Iterable<string>) => [...keys].filter((key) => byKey.get(key)?.targets.length);
  const heldBy = (keys: Iterable<string>) => [...keys].map((key) => byKey.get(key)).filter((transition) => transition && !transition.targets.length).map((transition) => transition!.source);
  const stateOf = (where: string) => /^(?:entry|exit) of (.+)$/.exec(where)?.[1];
  const addedKeys = diff.transitionsAdded.map((transition) => transition.key);
  const changedStates = new Set([
    ...diff.statesChanged.map((state) => state.id),
    ...diff.actionsRenamed.map((change) => stateOf(change.where)).filter((id): id is string => Boolean(id)),
    ...heldBy(changedKeys),
    ...heldBy(addedKeys),
  ]);
  for (const id of diff.statesAdded) changedStates.delete(id);
  return {
    'is-added': { states: diff.statesAdded, transitions: drawn(addedKeys) },
    'is-changed': { states: [...changedStates], transitions: drawn(changedKeys) },
  };
}

/** What to colour on the older version's drawing: the states and transitions that are gone. */
export function marksBefore(diff: MachineDiff): DiagramMarks {
  const removedStates = new Set(diff.statesRemoved);
  const held = diff.transitionsRemoved.filter((transition) => !transition.targets.length && !removedStates.has(transition.source)).map((transition) => transition.source);
  return {
    'is-removed': { states: diff.statesRemoved, transitions: diff.transitionsRemoved.filter((transition) => transition.targets.length).map((transition) => transition.key) },
    'is-changed': { states: [...new Set(held)], transitions: [] },
  };
}

const STYLE = `
.changes-diagram { max-height: 80vh; margin: 0 0 16px; }
.changes-diagram:focus-visible, .table-scroll:focus-visible, summary:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.legend { display: flex; flex-wrap: wrap; gap: 8px 20px; padding: 0; list-style: none; }
.legend li { display: flex; align-items: center; gap: 6px; }
.swatch { display: inline-block; width: 28px; height: 16px; border-radius: 4px; border: 3px solid; }
.swatch.added { border-color: #11692e; background: #e5f5ea; }
.swatch.changed { border-color: #8a5a00; background: #fdf3dc; }
.swatch.removed { border-color: #a3132d; border-style: dashed; background: #fbe9ec; }
.added-text { color: #11692e; }
.removed-text { color: #a3132d; }
.changed-text { color: #7a4800; }
.table-scroll { overflow-x: auto; }
h1 code { font-size: 0.8em; }
section.machine { border-top: 1px solid var(--line); margin-top: 24px; }
`;

// Adds the classes to the drawings' elements: the drawing itself is never redrawn.
const SCRIPT = `
for (const figure of document.querySelectorAll('figure[data-marks]')) {
  const marks = JSON.parse(figure.getAttribute('data-marks'));
  for (const [name, { states, transitions }] of Object.entries(marks)) {
    for (const element of figure.querySelectorAll('[data-state]')) if (states.includes(element.getAttribute('data-state'))) element.classList.add(name);
    for (const element of figure.querySelectorAll('[data-transition]')) {
      const id = element.getAttribute('data-transition');
      if (transitions.includes(id.slice(0, id.lastIndexOf('::')))) element.classList.add(name);
    }
  }
  // The drawing scrolls inside its frame: the first coloured part is brought into view.
  const first = figure.querySelector('.is-removed, .is-added, .is-changed');
  if (first) {
    const box = first.getBoundingClientRect();
    const frame = figure.getBoundingClientRect();
    figure.scrollLeft += box.left - frame.left - Math.max(16, (figure.clientWidth - box.width) / 2);
    figure.scrollTop += box.top - frame.top - Math.max(16, (figure.clientHeight - box.height) / 2);
  }
}
`;

const anchor = (name: string) => `machine-${name}`;

function list(title: string, items: string[], className = ''): string {
  if (!items.length) return '';
  return `<h3>${escape(title)} (${items.length})</h3><ul${className ? ` class="${className}"` : ''}>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
}

function pathList(title: string, paths: MachineDiff['pathsRemoved']): string {
  if (!paths.length) return '';
  const items = paths.map((path) => `<li>${code(pathLine(path))}</li>`).join('');
  return `<h3>${escape(title)} (${paths.length})</h3><details><summary>Show the ${paths.length} paths, by states and events</summary><ol class="steps">${items}</ol></details>`;
}

function transitionItem(transition: TransitionDescription): string {
  return `${code(transition.source)} — ${code(transitionText(transition))} → ${code(transition.targets.join(', ') || '(stays)')}`;
}

/** A transition added or removed, with its key (what the drawing's `data-transition` starts with). */
function transitionEntry(transition: TransitionDescription): string {
  return `<span data-key="${escape(transition.key)}"${transition.targets.length ? '' : ' data-stays'}>${transitionItem(transition)}</span>`;
}

/** Where a change is, readable: a transition by its source, event and targets (its guard apart), or a state's entry or exit. */
function placeItem(where: string, transitions: ReadonlyMap<string, TransitionDescription>, withGuard = true): string {
  const transition = transitions.get(where);
  if (!transition) return code(where);
  return transitionItem(withGuard ? transition : { ...transition, guard: null });
}

async function figure(machine: AnyStateMachine, id: string, title: string, caption: string, marks: DiagramMarks): Promise<string> {
  const svg = diagramSvg(await layoutMachine(machine), title);
  return `<h3 id="${id}">${caption}</h3>
<figure class="diagram changes-diagram" tabindex="0" aria-labelledby="${id}" data-marks="${escape(JSON.stringify(marks))}">${svg}</figure>`;
}

async function machineSection(diff: MachineDiff, today: CatalogueEntry | undefined, then: CatalogueEntry | undefined, todayTransitions: TransitionDescription[], since: string): Promise<string> {
  const name = diff.name;
  const byKey = new Map(todayTransitions.map((transition) => [transition.key, transition]));
  const summary = {
    changed: 'changed',
    added: `new since ${since}`,
    removed: `removed since ${since}`,
    unchanged: 'unchanged',
  }[diff.status];
  const lists =
    diff.status === 'changed'
      ? [
          list('States added', diff.statesAdded.map(code), 'added-text'),
          list('States removed', diff.statesRemoved.map(code), 'removed-text'),
          list('States changed', diff.statesChanged.map((state) => `${code(state.id)}: ${escape(state.changes.join('; '))}`)),
          list('Transitions added', diff.transitionsAdded.map(transitionEntry)),
          list('Transitions removed', diff.transitionsRemoved.map(transitionEntry)),
          list('Guards renamed or changed', diff.guardsRenamed.map((rename) => `${placeItem(rename.after, byKey, false)}: ${code(rename.from)} → ${code(rename.to)}`)),
          list('Actions renamed, added or removed', diff.actionsRenamed.map((change) => `${placeItem(change.where, byKey)}: ${code(actionChangeText(change))}`)),
          pathList('Paths that no longer exist', diff.pathsRemoved),
          pathList('New paths', diff.pathsAdded),
        ].join('\n')
      : diff.status === 'added'
        ? `<p>${diff.statesAdded.length} states, ${diff.transitionsAdded.length} transitions, ${diff.pathsAdded.length} paths.</p>`
        : `<p>It had ${diff.statesRemoved.length} states, ${diff.transitionsRemoved.length} transitions, ${diff.pathsRemoved.length} paths.</p>`;
  const drawings: string[] = [];
  if (today) {
    const marks = marksToday(diff, todayTransitions);
    drawings.push(await figure(today.machine, `${anchor(name)}-today`, `Today’s diagram of ${escape(name)}`, `Today’s diagram${diff.status === 'added' ? '' : ', changes coloured'}`, marks));
  }
  const removedSomething = diff.statesRemoved.length || diff.transitionsRemoved.length;
  if (then && removedSomething) {
    drawings.push(await figure(then.machine, `${anchor(name)}-before`, `Diagram of ${escape(name)} at ${escape(since)}`, `At ${code(since)}, what is gone coloured`, marksBefore(diff)));
  }
  const link = today ? ` · <a href="${escape(name)}.html">its page</a>` : '';
  return `<section class="machine" aria-labelledby="${anchor(name)}">
<h2 id="${anchor(name)}">${escape(name)}</h2>
<p>${escape(summary)}${link}</p>
${lists}
${drawings.join('\n')}
</section>`;
}

function summaryTable(diff: CatalogueDiff): string {
  const changed = diff.machines.filter(hasChanges);
  if (!changed.length) return '<p>No machine changed.</p>';
  const plusMinus = (added: number, removed: number) => `<span class="added-text">+${added}</span> <span class="removed-text">−${removed}</span>`;
  const rows = changed
    .map(
      (machine) =>
        `<tr><th scope="row"><a href="#${anchor(machine.name)}">${escape(machine.name)}</a></th><td>${machine.status}</td><td>${plusMinus(machine.statesAdded.length, machine.statesRemoved.length)}</td><td>${plusMinus(machine.transitionsAdded.length, machine.transitionsRemoved.length)}</td><td>${machine.guardsRenamed.length}</td><td>${machine.actionsRenamed.length}</td><td>${machine.pathsRemoved.length}</td></tr>`,
    )
    .join('\n');
  return `<div class="table-scroll" tabindex="0" role="region" aria-label="Machines that changed"><table><caption class="visually-hidden">Machines that changed</caption>
<thead><tr><th scope="col">Machine</th><th scope="col">Change</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Guards renamed</th><th scope="col">Actions changed</th><th scope="col">Paths gone</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`;
}

/** The changes page as HTML: a summary, then per machine that changed its lists and its coloured diagrams. */
export async function changesPage(
  diff: CatalogueDiff,
  since: { ref: string; short: string; subject: string },
  today: readonly CatalogueEntry[],
  then: readonly CatalogueEntry[],
  todayTransitions: ReadonlyMap<string, TransitionDescription[]>,
): Promise<string> {
  const changed = diff.machines.filter(hasChanges);
  const unchanged = diff.machines.filter((machine) => !hasChanges(machine)).map((machine) => machine.name);
  const sections: string[] = [];
  for (const machine of changed) {
    sections.push(
      await machineSection(
        machine,
        today.find((entry) => entry.name === machine.name),
        then.find((entry) => entry.name === machine.name),
        todayTransitions.get(machine.name) ?? [],
        since.ref,
      ),
    );
  }
  const title = `Changes since ${since.ref}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}: machine atlas</title><link rel="stylesheet" href="atlas.css"><style>${STYLE.trim()}</style></head>
<body><header><strong>Little Closet: machine atlas</strong> · <a href="index.html">All machines</a>
<p>What changed in the app’s state machines, for review before a release.</p></header>
<main>
<h1>Changes since ${code(since.ref)}</h1>
<p>Today’s machines compared with those of commit ${code(since.short)} (${escape(since.subject)}): ${changed.length ? `${changed.length} of ${diff.machines.length} machines changed` : 'no machine changed'}.</p>
${diff.machinesAdded.length ? `<p>New machines: ${diff.machinesAdded.map(code).join(', ')}.</p>` : ''}
${diff.machinesRemoved.length ? `<p>Removed machines: ${diff.machinesRemoved.map(code).join(', ')}.</p>` : ''}
<h2 id="summary">Summary</h2>
${summaryTable(diff)}
${unchanged.length ? `<p>Unchanged: ${unchanged.map(code).join(', ')}.</p>` : ''}
<p>On the diagrams:</p>
<ul class="legend">
<li><span class="swatch added" aria-hidden="true"></span> added</li>
<li><span class="swatch changed" aria-hidden="true"></span> changed: a guard or an action renamed, or what a state runs</li>
<li><span class="swatch removed" aria-hidden="true"></span> removed (drawn on the diagram of ${code(since.ref)})</li>
</ul>
<p>A path is compared by its states and its events; “no longer exists” means no path of today’s machine begins with it.</p>
${sections.join('\n')}
</main>
<script>${SCRIPT.trim()}</script>
</body></html>
`;
}

/**
 * Writes changes.html into the atlas: the catalogue at `since` (a git reference) compared with
 * today's. Returns the files written.
 */
export async function writeChanges(outDir: string, today: readonly CatalogueEntry[], since: string): Promise<string[]> {
  const then = await catalogueAt(since);
  const todayDescriptions = today.map(describeMachine);
  const diff = diffCatalogues(then.entries.map(describeMachine), todayDescriptions);
  const transitions = new Map(todayDescriptions.map((description) => [description.name, description.transitions]));
  const html = await changesPage(diff, { ref: since, short: then.short, subject: then.subject }, today, then.entries, transitions);
  writeFileSync(join(outDir, 'changes.html'), html);
  return ['changes.html'];
}
