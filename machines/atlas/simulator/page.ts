import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MachineReport } from '../../report';
import { diagramSvg, layoutMachine } from '../diagram';
import { bundleSimulator } from './bundle';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The simulator's own look: the layout, the event list, and the colours of the current state and of the transitions leaving it. */
export const SIMULATOR_STYLE = `
.sim-controls { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: end; margin-bottom: 12px; }
.sim-controls label { display: block; font-weight: 600; font-size: 14px; }
.sim-controls select { font: inherit; padding: 4px 8px; border: 1px solid #6b6b76; border-radius: 6px; background: #fff; color: var(--ink); max-width: min(100%, 36rem); }
.sim-controls > div { max-width: 100%; }
select:focus-visible, input:focus-visible, summary:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
button.secondary { background: #fff; color: var(--accent); }
button:disabled { border-color: #c9c9d3; background: #f0f0f5; color: #5b5b66; cursor: not-allowed; }
.sim-problem { border: 1px solid var(--ko); background: #fdf1f3; color: var(--ko); padding: 8px 12px; border-radius: 6px; }
.sim-now { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; margin-bottom: 12px; }
.sim-now p { margin: 0; }
#sim-state { font-size: 18px; font-weight: 700; }
.sim-grid { display: grid; gap: 16px 24px; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; }
.sim-grid > section > h2:first-child { margin-top: 0; }
@media (max-width: 900px) { .sim-grid { grid-template-columns: minmax(0, 1fr); } }
.sim-diagram { margin: 0; max-height: 75vh; overflow: auto; border: 1px solid var(--line); background: #fff; padding: 8px; }
.sim-diagram svg { display: block; }
.sim-events { list-style: none; padding: 0; margin: 0; display: grid; gap: 6px; }
.sim-events > li { background: #fff; border: 1px solid var(--line); border-left: 4px solid var(--accent); border-radius: 6px; padding: 6px 10px; }
.sim-events > li.is-blocked { border-left-color: #9a9aa5; background: #f7f7f9; }
.sim-event-head { display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: baseline; }
.sim-events button { font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; text-align: left; overflow-wrap: anywhere; padding: 4px 10px; }
.sim-why { color: var(--muted); font-size: 14px; }
.sim-guards { margin: 4px 0 0; padding-left: 20px; font-size: 14px; }
.sim-events details { border: 0; padding: 0; margin: 4px 0 0; background: transparent; font-size: 14px; }
.sim-events pre, .sim-context { overflow: auto; max-height: 24rem; background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; margin: 4px 0 0; }
.sim-history code, .sim-events code { overflow-wrap: anywhere; }
.sim-empty { color: var(--muted); list-style: none; margin-left: -20px; }
.sim-share input { width: 100%; font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; padding: 6px 8px; border: 1px solid #6b6b76; border-radius: 6px; }
.sim-share textarea { min-height: 160px; }
.sim-share label { font-weight: 600; }
.sim-only { font-size: 14px; }
/* The states around the current one (the drawing's own style colours is-current, is-enabled, is-blocked). */
.sim-diagram [data-state].is-active > rect.state { stroke: var(--accent); stroke-width: 2; }
`;

/** The simulator page: the controls, then the script fills them from the URL's walk (or the first machine). */
export function simulatorPage(reports: readonly Pick<MachineReport, 'entry'>[], diagrams: ReadonlyMap<string, string>): string {
  const templates = reports
    .filter((report) => diagrams.get(report.entry.name))
    .map((report) => `<template id="diagram-${escape(report.entry.name)}">${diagrams.get(report.entry.name)}</template>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulator: machine atlas</title><link rel="stylesheet" href="atlas.css">
<style>${SIMULATOR_STYLE.trim()}</style></head>
<body><header><strong>Little Closet: machine atlas</strong> · <a href="index.html">All machines</a>
<p>Step a machine through its sample events, as path generation does: no actor runs, no network.</p></header>
<main>
<h1>Simulator</h1>
<noscript><p class="sim-problem">The simulator needs JavaScript (simulator.js, beside this page).</p></noscript>
<div class="sim-controls">
<div><label for="sim-machine">Machine</label><select id="sim-machine"></select></div>
<div id="sim-input-field" hidden><label for="sim-input">Input</label><select id="sim-input"></select></div>
<div><button type="button" class="secondary" id="sim-restart">Start again</button></div>
</div>
<p id="sim-problem" class="sim-problem" role="alert" hidden></p>
<div class="sim-now">
<p>Current state: <code id="sim-state"></code><span></span></p>
<p><button type="button" id="sim-undo">Undo</button> <button type="button" id="sim-redo">Redo</button></p>
<p id="sim-announce" class="visually-hidden" role="status"></p>
</div>
<div class="sim-grid">
<section aria-labelledby="sim-diagram-title"><h2 id="sim-diagram-title">Diagram</h2>
<p class="sim-only">The current state has a thick outline; a blue arrow leaves it by an enabled event, a grey dashed one is blocked.</p>
<figure class="diagram sim-diagram" id="sim-diagram" tabindex="0" aria-label="Diagram with the current state"></figure></section>
<section aria-labelledby="sim-events-title"><h2 id="sim-events-title">Events</h2>
<p class="sim-only">The enabled events first, then the others with the reason they do nothing. <input type="checkbox" id="sim-only-enabled"> <label for="sim-only-enabled">Only the enabled events</label></p>
<ol class="sim-events" id="sim-events" aria-labelledby="sim-events-title"></ol></section>
</div>
<h2 id="sim-context-title">Context</h2>
<pre class="sim-context" id="sim-context" tabindex="0" aria-labelledby="sim-context-title"></pre>
<h2 id="sim-history-title">History</h2>
<ol class="sim-history" id="sim-history" aria-labelledby="sim-history-title"></ol>
<h2>Share and export</h2>
<div class="sim-share">
<p><label for="sim-share">Link to this walk (opening it replays the steps)</label><br><input id="sim-share" readonly></p>
<p><button type="button" id="sim-copy-share">Copy the link</button></p>
<p><label for="sim-export">The walk as <code>npm run machines -- paths --format json</code> writes paths</label></p>
<textarea id="sim-export" readonly></textarea>
<p><button type="button" id="sim-copy-export">Copy the walk</button> <a id="sim-download" href="#" download>Download</a> <span id="sim-copied" role="status"></span></p>
</div>
</main>
${templates}
<script src="simulator.js"></script>
</body></html>
`;
}

/**
 * Writes simulate.html and its script beside the atlas pages. The diagrams are the machines' SVG
 * files buildAtlas has just written (drawn again when one is missing).
 */
export async function writeSimulator(reports: readonly Pick<MachineReport, 'entry'>[], outDir: string): Promise<string[]> {
  const diagrams = new Map<string, string>();
  for (const report of reports) {
    const file = join(outDir, `${report.entry.name}.svg`);
    const svg = existsSync(file) ? readFileSync(file, 'utf8') : diagramSvg(await layoutMachine(report.entry.machine), `State diagram of ${report.entry.name}`);
    diagrams.set(report.entry.name, svg.replace(/^<\?xml[^>]*>\s*/, ''));
  }
  writeFileSync(join(outDir, 'simulator.js'), await bundleSimulator());
  writeFileSync(join(outDir, 'simulate.html'), simulatorPage(reports, diagrams));
  return ['simulate.html'];
}
