import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { coverageOf, type MachineReport } from '../report';
import { eventLabel } from '../steps';
import { writeChanges } from './changes';
import { diagramSvg, fitScale, foldableStates, foldSets, layoutMachine, READABLE_SCALE, transitionText } from './diagram';
import { mermaidOf } from './mermaid';
import { copyScreens, transitionsTaken, type RecordedJourneys } from './screens';
import { SCREENS_SCRIPT, SCREENS_STYLE, screensPanel, storyboardPage } from './storyboard';
import { writeSimulator } from './simulator/page';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
:root { color-scheme: light; --ink: #1d1d1f; --muted: #5b5b66; --line: #c9c9d3; --accent: #1f5fbf; --ok: #11692e; --ko: #a3132d; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fafafa; }
header, main { max-width: 1200px; margin: 0 auto; padding: 16px 24px; }
header { border-bottom: 1px solid var(--line); background: #fff; max-width: none; }
header p { margin: 0; color: var(--muted); }
body.machine header { padding: 8px 24px; }
body.machine main { max-width: 1400px; padding-top: 4px; }
body.machine h1 { margin: 0; font-size: 1.6rem; line-height: 1.3; }
.machine-head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 20px; }
.machine-head p { margin: 0; }
@media (max-width: 600px) { header, main, body.machine header { padding-left: 12px; padding-right: 12px; } .viewer-area { height: 70vh; } .viewer-tools button { padding: 4px 8px; } }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, textarea:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { border: 1px solid var(--line); padding: 6px 10px; text-align: left; vertical-align: top; }
th { background: #f0f0f5; }
.table-scroll { overflow-x: auto; }
.table-scroll:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.th-note { font-weight: 400; color: var(--muted); font-size: 14px; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 14px; }
.ok { color: var(--ok); font-weight: 600; }
.ko { color: var(--ko); font-weight: 600; }
.diagram { overflow: auto; border: 1px solid var(--line); background: #fff; padding: 8px; }
.viewer-head { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 16px; margin: 6px 0; }
.viewer-head h2 { margin: 0; font-size: 1.3rem; }
.viewer-tools { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.viewer-tools button { padding: 4px 10px; font-size: 14px; }
.viewer-tools a { font-size: 14px; margin-left: 4px; }
.viewer-area { position: relative; overflow: hidden; height: max(300px, calc(100vh - 150px)); border: 1px solid var(--line); background: #fff; touch-action: none; cursor: grab; }
.viewer-area:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.viewer-area > svg { display: block; width: 100%; height: 100%; }
.viewer-area button.fold { position: absolute; width: 24px; height: 24px; padding: 0; font-weight: 700; line-height: 1; border-radius: 4px; }
.viewer-hint { margin: 4px 0 0; color: var(--muted); font-size: 14px; }
ol.steps { margin: 4px 0 12px; }
details { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 6px 12px; margin-bottom: 8px; }
textarea { width: 100%; min-height: 220px; font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
`;

function page(title: string, body: string, home = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><link rel="stylesheet" href="atlas.css"></head>
<body${home ? '' : ' class="machine"'}><header><strong>Little Closet: machine atlas</strong>${home ? '' : ' · <a href="index.html">All machines</a>'}
${home ? '<p>Every state machine of the app, its diagram, the paths QA tests and their coverage.</p>' : ''}</header>
<main>${body}</main></body></html>
`;
}

function coverageCell(report: MachineReport): string {
  const { covered, total } = coverageOf(report);
  const whole = covered === total;
  return `<span class="${whole ? 'ok' : 'ko'}">${covered}/${total}</span>${report.tested ? '' : ' (no model test)'}`;
}

/**
 * What the atlas holds beyond its machines: `since`, a git reference, adds changes.html;
 * `screens`, what the browser journeys recorded, adds each state's screen and the storyboard.
 */
export interface AtlasOptions {
  since?: string;
  screens?: RecordedJourneys;
}

/** The transitions of a machine the browser journeys took, as `x/total`, or a dash when none were recorded. */
function browserCell(report: MachineReport, recorded: RecordedJourneys | undefined): string {
  if (!recorded) return '<span title="No browser journey recorded">–</span>';
  const taken = transitionsTaken(report.transitions.map((transition) => transition.key), recorded.machines.get(report.entry.name));
  return `${taken}/${report.transitions.length}`;
}

function indexPage(reports: readonly MachineReport[], options: AtlasOptions = {}): string {
  const rows = reports
    .map(
      (report) =>
        `<tr><td><a href="${report.entry.name}.html">${escape(report.entry.name)}</a></td><td><code>${escape(report.entry.owner)}</code></td><td>${escape(report.entry.purpose)}</td><td>${report.states}</td><td>${report.transitions.length}</td><td>${report.paths.length}</td><td>${coverageCell(report)}</td><td>${browserCell(report, options.screens)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Machine atlas',
    `<h1>Machines (${reports.length})</h1>
${options.since ? `<p><a href="changes.html">Changes since <code>${escape(options.since)}</code></a>: what changed in each machine, coloured on its diagram.</p>` : ''}
<p><a href="simulate.html">Simulator</a>: step any machine through its sample events, share the walk or export it as a path.</p>
<p><a href="storyboard.html">Storyboard</a>: the screens of each browser journey, state by state${options.screens ? ` (${options.screens.journeys.filter((journey) => journey.frames.length).length} journeys)` : ' (none recorded yet)'}.</p>
<div class="table-scroll" tabindex="0" role="region" aria-label="Catalogued machines"><table><caption class="visually-hidden">Catalogued machines</caption>
<thead><tr><th scope="col">Machine</th><th scope="col">Owner</th><th scope="col">Purpose</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Paths</th><th scope="col">Transitions tested <span class="th-note">(model tests)</span></th><th scope="col">Taken in a browser <span class="th-note">(journeys)</span></th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`,
    true,
  );
}

/** One drawing of the machine: with these compound states folded. */
interface DiagramView {
  folded: string[];
  svg: string;
}

/** The machine's diagram, its viewer's buttons, and every folded drawing the buttons may show. */
function diagramSection(name: string, views: readonly DiagramView[], shown: DiagramView, outermost: readonly string[]): string {
  const key = (view: DiagramView) => [...view.folded].sort().join(' ');
  const foldButtons = outermost.length
    ? '<button type="button" data-action="fold-all">Fold all</button><button type="button" data-action="unfold-all">Unfold all</button>'
    : '';
  const templates = views.map((view) => `<template data-folded="${escape(key(view))}">${view.svg}</template>`).join('\n');
  return `<section class="viewer" data-viewer data-outermost="${escape(JSON.stringify(outermost))}" aria-labelledby="diagram">
<div class="viewer-head"><h2 id="diagram">Diagram</h2>
<div class="viewer-tools"><button type="button" data-action="zoom-in">Zoom in</button><button type="button" data-action="zoom-out">Zoom out</button><button type="button" data-action="fit">Fit</button>${foldButtons}
<a href="${name}.svg" download>Download ${escape(name)}.svg</a></div></div>
<div class="viewer-area" tabindex="0" role="region" aria-label="Diagram of ${escape(name)}" aria-describedby="diagram-help" data-folded="${escape(key(shown))}">${shown.svg}</div>
<p class="viewer-hint" id="diagram-help">Drag or use the arrow keys to move, the wheel, a pinch or + and − to zoom, 0 to fit the whole machine.${outermost.length ? ' The button on a compound state folds it into one box.' : ''}</p>
${templates}
</section>
<script src="svg-pan-zoom.min.js"></script>
<script src="viewer.js"></script>`;
}

function machinePage(report: MachineReport, diagram: string, mermaid: string, recorded: RecordedJourneys | undefined): string {
  const name = report.entry.name;
  const screens = recorded?.machines.get(name);
  const transitions = report.transitions
    .map(
      (transition) =>
        `<tr><td><code>${escape(transition.source)}</code></td><td><code>${escape(transitionText(transition))}</code></td><td><code>${escape(transition.targets.join(', ') || '(stays)')}</code></td><td class="${transition.paths ? 'ok' : 'ko'}">${transition.paths}</td><td>${recorded ? (screens?.taken.get(transition.key) ?? 0) : '–'}</td></tr>`,
    )
    .join('\n');
  const paths = report.readable
    .map((path, index) => {
      const steps = path.steps.map((step) => `<li>In <code>${escape(step.state)}</code>, <code>${escape(eventLabel(step.event))}</code> → <code>${escape(step.next)}</code></li>`).join('');
      const input = path.input === undefined ? '' : `<p>Input: <code>${escape(JSON.stringify(path.input))}</code></p>`;
      return `<details><summary>Path ${index + 1}: <code>${escape(path.start)}</code> → <code>${escape(path.end)}</code>, ${path.steps.length} steps</summary>${input}<ol class="steps">${steps}</ol></details>`;
    })
    .join('\n');
  return page(
    `${name}: machine atlas`,
    `<div class="machine-head"><h1>${escape(name)}</h1>
<p>Owner: <code>${escape(report.entry.owner)}</code> · ${report.states} states · ${report.transitions.length} transitions · ${report.paths.length} paths · tested: ${coverageCell(report)} · taken in a browser: ${browserCell(report, recorded)}</p></div>
<div class="with-screens">
${diagram}
${screensPanel(name, report.entry.machine, screens, recorded)}
</div>
<p class="purpose">${escape(report.entry.purpose)}</p>
<p><a href="simulate.html#machine=${encodeURIComponent(name)}">Simulate ${escape(name)}</a>: step it through its sample events.</p>
<h2 id="coverage">Coverage</h2>
<p>Each transition: <strong>Paths</strong>, how many of the paths the model tests replay take it (in Vitest); <strong>Journeys</strong>, in how many browser journeys it was taken (Playwright, in the app${recorded ? '' : '; none recorded for this atlas'}).</p>
<div class="table-scroll" tabindex="0" role="region" aria-label="Coverage of ${escape(name)}"><table><caption class="visually-hidden">Transitions of ${escape(name)}, taken by model tests and by browser journeys</caption><thead><tr><th scope="col">From</th><th scope="col">Event [guard]</th><th scope="col">To</th><th scope="col">Paths <span class="th-note">(model tests)</span></th><th scope="col">Journeys <span class="th-note">(browser)</span></th></tr></thead><tbody>
${transitions}
</tbody></table></div>
<h2 id="paths">Paths (${report.paths.length})</h2>
${paths}
<h2 id="mermaid">Mermaid export</h2>
<p><label for="mermaid-text">Paste this into a Markdown document that renders Mermaid:</label></p>
<textarea id="mermaid-text" readonly>${escape(mermaid)}</textarea>
<p><button type="button" id="copy">Copy</button> <a href="${name}.mmd" download>Download ${escape(name)}.mmd</a> <span id="copied" role="status"></span></p>
<script>
document.getElementById('copy').addEventListener('click', async () => {
  const text = document.getElementById('mermaid-text');
  text.select();
  try { await navigator.clipboard.writeText(text.value); } catch { document.execCommand('copy'); }
  document.getElementById('copied').textContent = 'Copied';
});
</script>`,
  );
}

/**
 * Every folded drawing of the machine, and the one the page opens on: the drawing with the fewest
 * folded states whose fitted labels stay readable, or failing that the one that fits best.
 */
async function diagramViews(machine: AnyStateMachine, name: string): Promise<{ views: DiagramView[]; shown: DiagramView; whole: string }> {
  const title = `State diagram of ${name}`;
  const laid = await Promise.all(foldSets(machine).map(async (folded) => ({ folded, layout: await layoutMachine(machine, { folded }) })));
  const views = laid.map(({ folded, layout }) => ({ folded, svg: diagramSvg(layout, title), scale: fitScale(layout) }));
  const best = views.find((view) => view.scale >= READABLE_SCALE) ?? views.reduce((a, b) => (b.scale > a.scale ? b : a));
  return { views, shown: best, whole: views[0]!.svg };
}

const viewerDir = join(dirname(fileURLToPath(import.meta.url)), 'viewer');

/** Writes the atlas: index.html, one page, SVG and Mermaid file per machine, the style sheet and the viewer. */
export async function buildAtlas(reports: readonly MachineReport[], outDir: string, options: AtlasOptions = {}): Promise<string[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'atlas.css'), `${STYLE.trim()}\n.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }\n${SCREENS_STYLE.trim()}\n`);
  writeFileSync(join(outDir, 'screens.js'), SCREENS_SCRIPT);
  if (options.screens) copyScreens(options.screens, outDir);
  writeFileSync(join(outDir, 'storyboard.html'), storyboardPage(options.screens, new Map(reports.map((report) => [report.entry.name, report.entry.machine]))));
  copyFileSync(createRequire(import.meta.url).resolve('svg-pan-zoom/dist/svg-pan-zoom.min.js'), join(outDir, 'svg-pan-zoom.min.js'));
  copyFileSync(join(viewerDir, 'viewer.js'), join(outDir, 'viewer.js'));
  writeFileSync(join(outDir, 'index.html'), indexPage(reports, options));
  const written = ['index.html', 'storyboard.html'];
  for (const report of reports) {
    const name = report.entry.name;
    const { views, shown, whole } = await diagramViews(report.entry.machine, name);
    const foldable = foldableStates(report.entry.machine);
    const outermost = foldable.filter((id) => !foldable.some((other) => id.startsWith(`${other}.`)));
    const mermaid = mermaidOf(report.entry.machine);
    writeFileSync(join(outDir, `${name}.svg`), `<?xml version="1.0" encoding="UTF-8"?>\n${whole}\n`);
    writeFileSync(join(outDir, `${name}.mmd`), mermaid);
    writeFileSync(join(outDir, `${name}.html`), machinePage(report, diagramSection(name, views, shown, outermost), mermaid, options.screens));
    written.push(`${report.entry.name}.html`);
  }
  if (options.since) written.push(...(await writeChanges(outDir, reports.map((report) => report.entry), options.since)));
  await writeSimulator(reports, outDir);
  return written;
}
