import { existsSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { catalogue, type CatalogueEntry } from './catalogue';
import { coverageOf, machineReport, type MachineReport } from './report';
import { pathsMarkdown } from './steps';
import { buildAtlas } from './atlas/site';
import { MACHINE_STATES_DIR, readRecordings, ScreensError, type RecordedJourneys } from './atlas/screens';
import { describeMachine, diffCatalogues, diffMarkdown } from './diff';
import { catalogueAt, RefError, resolveRef } from './history';

const USAGE = `Usage: npm run machines -- <command>
  list                                   the catalogued machines, their owner and purpose
  paths <machine> [--format md|json] [--bound N]
                                         every shortest path, and the simple paths when the machine
                                         has at most N distinct states (default 16), as steps
  coverage                               per machine, the transitions the tested paths take
  diff <git-ref> [machine...] [--format md|json]
                                         what changed in each machine (or in those named) since
                                         <git-ref>: states and transitions added or removed, guards
                                         and actions renamed, paths that no longer exist
  atlas [--out DIR] [--since <git-ref>] [--screens DIR]
                                         the static atlas site (default machines/atlas/dist); with
                                         --since, also changes.html: the changes since <git-ref>;
                                         --screens, what the browser journeys recorded (default
                                         ${MACHINE_STATES_DIR}, when it exists;
                                         npm run test:e2e records it): each state's screen,
                                         storyboard.html, the transitions taken in a browser`;

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function entryNamed(name: string | undefined): CatalogueEntry {
  const entry = catalogue.find((candidate) => candidate.name === name);
  if (!entry) throw new UsageError(`Unknown machine ${name ?? '(none given)'}. Catalogued: ${catalogue.map((item) => item.name).join(', ')}`);
  return entry;
}

class UsageError extends Error {}

function coverageTable(reports: readonly MachineReport[]): { text: string; complete: boolean } {
  const rows = reports.map((report) => {
    const { covered, total } = coverageOf(report);
    return [report.entry.name, String(report.states), String(total), String(report.paths.length), `${covered}/${total}`, report.tested ? 'yes' : 'NO'];
  });
  const header = ['machine', 'states', 'transitions', 'paths', 'tested', 'model test'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  const missing = reports.flatMap((report) =>
    report.transitions.filter((transition) => !report.tested || !transition.paths).map((transition) => `  ${report.entry.name}: ${transition.key}`),
  );
  const text = [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line), '', missing.length ? `Transitions no tested path takes:\n${missing.join('\n')}` : 'Every transition is taken by a tested path.'];
  return { text: text.join('\n'), complete: !missing.length };
}

/** What the atlas read of the browser journeys' recordings, for the command's output. */
function screensLine(screens: RecordedJourneys | undefined, from: string | undefined): string {
  if (!screens || !screens.journeys.length) {
    return `No browser journey recorded machine states${from ? ` in ${from}` : ` (no ${MACHINE_STATES_DIR})`}: npm run test:e2e records them.`;
  }
  const shown = screens.journeys.filter((journey) => journey.frames.length).length;
  const inside = relative(process.cwd(), screens.dir);
  const where = inside.startsWith('..') ? screens.dir : inside || '.';
  return `Screens: ${screens.journeys.length} journeys (${shown} with frames) and ${screens.screens.length} screenshots read from ${where}; storyboard.html shows them.`;
}

/** Runs one command; the answer is what to print and the exit code. */
export async function run(args: readonly string[]): Promise<{ output: string; code: number }> {
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'list':
        return { output: catalogue.map((entry) => `${entry.name} (${entry.owner}): ${entry.purpose}`).join('\n'), code: 0 };
      case 'paths': {
        const entry = entryNamed(rest.find((arg) => !arg.startsWith('--') && !/^\d+$/.test(arg) && arg !== 'md' && arg !== 'json'));
        const format = option(rest, '--format') ?? 'md';
        if (format !== 'md' && format !== 'json') throw new UsageError(`Unknown format ${format}: md or json`);
        const bound = option(rest, '--bound');
        const report = machineReport(entry, bound ? { simplePathsUpTo: Number(bound) } : {});
        const output = format === 'json' ? JSON.stringify({ machine: entry.name, paths: report.readable }, null, 2) : pathsMarkdown(entry.name, report.readable);
        return { output, code: 0 };
      }
      case 'coverage': {
        const { text, complete } = coverageTable(catalogue.map((entry) => machineReport(entry)));
        return { output: text, code: complete ? 0 : 1 };
      }
      case 'diff': {
        const [ref, ...names] = rest.filter((arg, index) => !arg.startsWith('--') && rest[index - 1] !== '--format');
        if (!ref) throw new UsageError('Give the git reference to compare with: npm run machines -- diff <git-ref>');
        const format = option(rest, '--format') ?? 'md';
        if (format !== 'md' && format !== 'json') throw new UsageError(`Unknown format ${format}: md or json`);
        const then = await catalogueAt(ref);
        const known = new Set([...then.entries, ...catalogue].map((entry) => entry.name));
        const unknown = names.filter((name) => !known.has(name));
        if (unknown.length) throw new UsageError(`Unknown machine ${unknown.join(', ')}, at ${ref} and today. Catalogued: ${[...known].join(', ')}`);
        const chosen = (entries: readonly CatalogueEntry[]) => entries.filter((entry) => !names.length || names.includes(entry.name));
        const diff = diffCatalogues(chosen(then.entries).map(describeMachine), chosen(catalogue).map(describeMachine));
        const output = format === 'json' ? JSON.stringify({ since: ref, commit: then.commit, ...diff }, null, 2) : diffMarkdown(diff, ref, `${then.short}: ${then.subject}`);
        return { output, code: 0 };
      }
      case 'atlas': {
        const out = resolve(option(rest, '--out') ?? 'machines/atlas/dist');
        const since = option(rest, '--since');
        if (rest.includes('--since') && (!since || since.startsWith('--'))) throw new UsageError('Give the git reference after --since: npm run machines -- atlas --since <git-ref>');
        const screensDir = option(rest, '--screens');
        if (rest.includes('--screens') && (!screensDir || screensDir.startsWith('--'))) throw new UsageError('Give the directory after --screens: npm run machines -- atlas --screens <dir>');
        if (screensDir !== undefined && !(existsSync(screensDir) && statSync(screensDir).isDirectory())) {
          throw new UsageError(`No directory ${screensDir} (--screens): the browser journeys write their machine states to ${MACHINE_STATES_DIR} (npm run test:e2e)`);
        }
        // A reference that names no commit with a catalogue is refused before anything is written.
        if (since !== undefined) resolveRef(since);
        const from = screensDir ?? (existsSync(MACHINE_STATES_DIR) ? MACHINE_STATES_DIR : undefined);
        const screens = from === undefined ? undefined : readRecordings(resolve(from), catalogue);
        await buildAtlas(catalogue.map((entry) => machineReport(entry)), out, { ...(since === undefined ? {} : { since }), ...(screens ? { screens } : {}) });
        const changes = since === undefined ? '' : `\nChanges since ${since} written to ${out}/changes.html`;
        return { output: `Atlas of ${catalogue.length} machines written to ${out}/index.html${changes}\n${screensLine(screens, from)}`, code: 0 };
      }
      default:
        return { output: USAGE, code: command && command !== 'help' && command !== '--help' ? 2 : 0 };
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof RefError) return { output: `${error.message}\n\n${USAGE}`, code: 2 };
    if (error instanceof ScreensError) return { output: error.message, code: 1 };
    throw error;
  }
}
