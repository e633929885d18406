import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverageOf, type MachineReport } from '../report';
import { eventLabel } from '../steps';
import { writeChanges } from './changes';
import { diagramSvg, layoutMachine, transitionText } from './diagram';
import { mermaidOf } from './mermaid';
import { writeSimulator } from './simulator/page';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE = `
:root { color-scheme: light; --ink: #1d1d1f; --muted: #5b5b66; --line: #c9c9d3; --accent: #1f5fbf; --ok: #11692e; --ko: #a3132d; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fafafa; }
header, main { max-width: 1200px; margin: 0 auto; padding: 16px 24px; }
header { border-bottom: 1px solid var(--line); background: #fff; max-width: none; }
header p { margin: 0; color: var(--muted); }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, textarea:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { border: 1px solid var(--line); padding: 6px 10px; text-align: left; vertical-align: top; }
th { background: #f0f0f5; }
code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 14px; }
.ok { color: var(--ok); font-weight: 600; }
.ko { color: var(--ko); font-weight: 600; }
.diagram { overflow: auto; border: 1px solid var(--line); background: #fff; padding: 8px; }
.diagram svg .state { fill: #fff; stroke: #3c3c46; stroke-width: 1.5; }
.diagram svg .state.compound, .diagram svg .state.parallel { fill: #f5f7fc; }
.diagram svg .state.parallel { stroke-dasharray: 6 4; }
.diagram svg .state.root { fill: #fcfcfd; }
.diagram svg .final-inner { fill: none; stroke: #3c3c46; }
.diagram svg .name { font-weight: 700; fill: var(--ink); }
.diagram svg .note { fill: var(--muted); }
.diagram svg .initial { fill: var(--ink); }
.diagram svg .edge path { fill: none; stroke: #4b5a78; stroke-width: 1.3; }
.diagram svg marker path { fill: #4b5a78; }
.diagram svg .label-box { fill: #fff; stroke: #d8dce6; }
.diagram svg .label { fill: #1a3a7a; }
ol.steps { margin: 4px 0 12px; }
details { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 6px 12px; margin-bottom: 8px; }
textarea { width: 100%; min-height: 220px; font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: #fff; cursor: pointer; }
`;

function page(title: string, body: string, home = false): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><link rel="stylesheet" href="atlas.css"></head>
<body><header><strong>Little Closet: machine atlas</strong>${home ? '' : ' · <a href="index.html">All machines</a>'}
<p>Every state machine of the app, its diagram, the paths QA tests and their coverage.</p></header>
<main>${body}</main></body></html>
`;
}

function coverageCell(report: MachineReport): string {
  const { covered, total } = coverageOf(report);
  const whole = covered === total;
  return `<span class="${whole ? 'ok' : 'ko'}">${covered}/${total}</span>${report.tested ? '' : ' (no model test)'}`;
}

/** What the atlas holds beyond its machines: `since`, a git reference, adds changes.html. */
export interface AtlasOptions {
  since?: string;
}

function indexPage(reports: readonly MachineReport[], options: AtlasOptions = {}): string {
  const rows = reports
    .map(
      (report) =>
        `<tr><td><a href="${report.entry.name}.html">${escape(report.entry.name)}</a></td><td><code>${escape(report.entry.owner)}</code></td><td>${escape(report.entry.purpose)}</td><td>${report.states}</td><td>${report.transitions.length}</td><td>${report.paths.length}</td><td>${coverageCell(report)}</td></tr>`,
    )
    .join('\n');
  return page(
    'Machine atlas',
    `<h1>Machines (${reports.length})</h1>
${options.since ? `<p><a href="changes.html">Changes since <code>${escape(options.since)}</code></a>: what changed in each machine, coloured on its diagram.</p>` : ''}
<p><a href="simulate.html">Simulator</a>: step any machine through its sample events, share the walk or export it as a path.</p>
<table><caption class="visually-hidden">Catalogued machines</caption>
<thead><tr><th scope="col">Machine</th><th scope="col">Owner</th><th scope="col">Purpose</th><th scope="col">States</th><th scope="col">Transitions</th><th scope="col">Paths</th><th scope="col">Transitions tested</th></tr></thead>
<tbody>
${rows}
</tbody></table>`,
    true,
  );
}

function machinePage(report: MachineReport, svg: string, mermaid: string): string {
  const name = report.entry.name;
  const transitions = report.transitions
    .map(
      (transition) =>
        `<tr><td><code>${escape(transition.source)}</code></td><td><code>${escape(transitionText(transition))}</code></td><td><code>${escape(transition.targets.join(', ') || '(stays)')}</code></td><td class="${transition.paths ? 'ok' : 'ko'}">${transition.paths}</td></tr>`,
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
    `<h1>${escape(name)}</h1>
<p>${escape(report.entry.purpose)}</p>
<p>Owner: <code>${escape(report.entry.owner)}</code> · ${report.states} states · ${report.transitions.length} transitions · ${report.paths.length} paths · tested: ${coverageCell(report)}</p>
<p><a href="simulate.html#machine=${encodeURIComponent(name)}">Simulate ${escape(name)}</a>: step it through its sample events.</p>
<h2 id="diagram">Diagram</h2>
<figure class="diagram" aria-labelledby="diagram">${svg}</figure>
<h2 id="coverage">Coverage</h2>
<p>Each transition, and how many of the tested paths take it.</p>
<table><thead><tr><th scope="col">From</th><th scope="col">Event [guard]</th><th scope="col">To</th><th scope="col">Paths</th></tr></thead><tbody>
${transitions}
</tbody></table>
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

/** Writes the atlas: index.html, one page, SVG and Mermaid file per machine, and the style sheet. */
export async function buildAtlas(reports: readonly MachineReport[], outDir: string, options: AtlasOptions = {}): Promise<string[]> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'atlas.css'), `${STYLE.trim()}\n.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }\n`);
  writeFileSync(join(outDir, 'index.html'), indexPage(reports, options));
  const written = ['index.html'];
  for (const report of reports) {
    const svg = diagramSvg(await layoutMachine(report.entry.machine), `State diagram of ${report.entry.name}`);
    const mermaid = mermaidOf(report.entry.machine);
    writeFileSync(join(outDir, `${report.entry.name}.svg`), svg);
    writeFileSync(join(outDir, `${report.entry.name}.mmd`), mermaid);
    writeFileSync(join(outDir, `${report.entry.name}.html`), machinePage(report, svg, mermaid));
    written.push(`${report.entry.name}.html`);
  }
  if (options.since) written.push(...(await writeChanges(outDir, reports.map((report) => report.entry), options.since)));
  await writeSimulator(reports, outDir);
  return written;
}
