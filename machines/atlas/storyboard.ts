import type { AnyStateMachine } from 'xstate';
import { isPhone, shownSightings, statesOf, statesReached, type Frame, type Journey, type MachineScreens, type RecordedJourneys, type Sighting } from './screens';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const code = (text: string) => `<code>${escape(text)}</code>`;

/** How to record the screens, said wherever there are none. */
export const HOW_TO_RECORD = 'npm run test:e2e records them (the browser journeys), then npm run machines -- atlas reads them';

/** The style of the screens panel and of the storyboard, added to atlas.css. */
export const SCREENS_STYLE = `
.screens h2 { margin: 6px 0; font-size: 1.3rem; }
.screens-summary { margin: 0 0 8px; }
.screens-list { list-style: none; margin: 0; padding: 0; display: grid; align-items: start; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 12px; }
.screens-list:focus-visible, .strip:focus-visible, .screens-list > li:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.screens-list > li { background: #fff; border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; scroll-margin: 12px; }
.screens-list > li.is-selected { border: 3px solid var(--accent); padding: 6px 8px; }
.screens-list h3 { margin: 0 0 6px; font-size: 1rem; overflow-wrap: anywhere; }
.screens-list .unreached { margin: 0; color: var(--muted); }
.shot { margin: 0 0 8px; display: flex; flex-wrap: wrap; gap: 4px 10px; align-items: flex-start; }
.shot > a { display: block; flex: 1 1 100%; border: 1px solid var(--line); line-height: 0; }
.shot.phone > a { flex: 0 0 38%; }
.shot img { width: 100%; height: auto; max-height: 260px; object-fit: cover; object-position: top; }
.shot figcaption { flex: 1 1 120px; font-size: 14px; overflow-wrap: anywhere; }
.shot figcaption code { font-size: 13px; }
.screens-list .also { margin: 0; font-size: 14px; color: var(--muted); }
.viewer-area [data-state] { cursor: pointer; }
@media (min-width: 1640px) {
  body.machine main { max-width: 1900px; }
  .with-screens { display: grid; grid-template-columns: minmax(1230px, 1fr) minmax(340px, 480px); gap: 16px; align-items: start; }
  .with-screens .screens-list { grid-template-columns: 1fr; max-height: calc(100vh - 215px); overflow: auto; padding: 2px 4px 2px 2px; }
}
.story-files { columns: 2 280px; }
section.journey { border-top: 1px solid var(--line); margin-top: 16px; }
section.journey h3 { margin: 12px 0 2px; overflow-wrap: anywhere; }
section.journey .meta { margin: 0 0 6px; color: var(--muted); }
.strip { display: flex; gap: 12px; list-style: none; margin: 0; padding: 4px 4px 12px; overflow-x: auto; }
.strip > li { flex: 0 0 auto; width: 300px; }
.strip > li.phone { width: 170px; }
.story-file { margin-top: 28px; }
.story-file > h2 code { font-size: 0.9em; }
.strip figure { margin: 0; }
.strip figure > a, .strip .no-screen { display: block; border: 1px solid var(--line); background: #fff; line-height: 0; }
.strip img { width: 100%; height: auto; }
.strip .no-screen { line-height: 1.4; padding: 24px 8px; color: var(--muted); text-align: center; }
.strip figcaption { font-size: 14px; margin-top: 4px; overflow-wrap: anywhere; }
.strip figcaption code { font-size: 13px; }
.status-failed { color: var(--ko); font-weight: 600; }
`;

/**
 * The machine page's behaviour: a click on a state of the diagram (not the end of a drag) selects
 * that state's screen in the panel and outlines the state; so does opening the page at
 * `#screen-<state id>` (the storyboard's links). A classic script: the atlas opens from disk.
 */
export const SCREENS_SCRIPT = `(function () {
  'use strict';
  var panel = document.querySelector('[data-screens]');
  var area = document.querySelector('.viewer-area');
  if (!panel || !area) return;
  var selected = null;
  var still = !window.matchMedia || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  function drawn(id) {
    return id ? area.querySelector('svg [data-state="' + CSS.escape(id) + '"]') : null;
  }
  // Outlines the selected state, and only takes its own outline off: others may outline states too.
  function outline(previous) {
    var before = previous !== selected && drawn(previous);
    if (before) before.classList.remove('is-current');
    var state = drawn(selected);
    if (state) state.classList.add('is-current');
  }
  function select(id, scroll) {
    var item = panel.querySelector('[data-screen-of="' + CSS.escape(id) + '"]');
    if (!item) return;
    panel.querySelectorAll('.is-selected').forEach(function (other) { other.classList.remove('is-selected'); other.removeAttribute('aria-current'); });
    item.classList.add('is-selected');
    item.setAttribute('aria-current', 'true');
    var previous = selected;
    selected = id;
    outline(previous);
    if (scroll) {
      item.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
      item.focus({ preventScroll: true });
      history.replaceState(null, '', '#' + item.id);
    }
  }
  // A press that moved is a drag of the drawing, not a choice of state.
  var down = null;
  area.addEventListener('pointerdown', function (event) { down = { x: event.clientX, y: event.clientY }; }, true);
  area.addEventListener('click', function (event) {
    var moved = down && Math.hypot(event.clientX - down.x, event.clientY - down.y) > 5;
    down = null;
    // The fold buttons carry their state's id too: they fold, they do not select.
    if (moved || !event.target.closest || event.target.closest('button')) return;
    var state = event.target.closest('svg [data-state]');
    if (state) select(state.getAttribute('data-state'), true);
  });
  // Folding swaps the drawing: the outline follows.
  document.addEventListener('atlas:diagram', function () { outline(selected); });
  function fromHash() {
    var hash = decodeURIComponent(location.hash.slice(1));
    if (hash.indexOf('screen-') === 0) select(hash.slice('screen-'.length), false);
  }
  window.addEventListener('hashchange', fromHash);
  fromHash();
})();
`;

const viewportText = (viewport: { width: number; height: number }) => `${viewport.width} × ${viewport.height}`;

/** A state's name inside its machine: `authenticated.ready` for `session.authenticated.ready`. */
const stateName = (machineId: string, id: string) => (id.startsWith(`${machineId}.`) ? id.slice(machineId.length + 1) : id);

/** The title of a journey without its file: `a parent answers the kid quiz`. */
const journeyName = (journey: Journey) => journey.title.split(' › ').slice(1).join(' › ') || journey.title;

const journeyLink = (journey: Journey) => `<a href="storyboard.html#${escape(journey.anchor)}">${escape(journeyName(journey))}</a>`;

function shot(machineName: string, state: string, { journey, frame }: Sighting): string {
  const phone = isPhone(journey.viewport);
  const alt = `${machineName} in ${state}: the page ${frame.url}, ${phone ? 'on a phone' : 'on a desktop'} (${viewportText(journey.viewport)}, ${frame.locale})`;
  return `<figure class="shot${phone ? ' phone' : ''}"><a href="${escape(frame.screen!)}"><img src="${escape(frame.screen!)}" alt="${escape(alt)}" width="${journey.viewport.width}" height="${journey.viewport.height}" loading="lazy"></a>
<figcaption>${journeyLink(journey)}<br>${escape(journey.project)} · ${escape(viewportText(journey.viewport))} · ${escape(frame.locale)}<br>${code(frame.url)}</figcaption></figure>`;
}

/**
 * The machine page's "Screens" panel: each state with the screen a journey showed when it reached
 * it, or that none reaches it. `recorded` undefined: no journey was recorded.
 */
export function screensPanel(name: string, machine: AnyStateMachine, screens: MachineScreens | undefined, recorded: RecordedJourneys | undefined): string {
  const { reached, total } = statesReached(machine, screens);
  const summary = recorded
    ? `Browser journeys reach <strong>${reached} of ${total}</strong> states inside it (${Math.round((reached / Math.max(1, total)) * 100)}&nbsp;%). Select a state on the diagram to bring its screen here. <a href="storyboard.html">Storyboard of every journey</a>`
    : `No browser journey was recorded when this atlas was built: ${escape(HOW_TO_RECORD)}.`;
  const items = statesOf(machine)
    .map((node) => {
      const id = node.id;
      const label = stateName(machine.id, id);
      const sightings = screens?.reached.get(id) ?? [];
      const shown = shownSightings(sightings);
      const others = sightings.filter((sighting) => !shown.includes(sighting));
      const also = others.length
        ? `<p class="also">Also reached in: ${others
            .slice(0, 6)
            .map((sighting) => `${journeyLink(sighting.journey)} (${escape(sighting.journey.project)})`)
            .join(', ')}${others.length > 6 ? `, and ${others.length - 6} more` : ''}</p>`
        : '';
      const through = screens?.passed.get(id) ?? [];
      const passedText = through.length
        ? `<p class="unreached">Gone through without a screen (left in the same step) in ${through.length === 1 ? 'one journey' : `${through.length} journeys`}: ${through
            .slice(0, 3)
            .map((journey) => `${journeyLink(journey)} (${escape(journey.project)})`)
            .join(', ')}${through.length > 3 ? `, and ${through.length - 3} more` : ''}</p>`
        : '';
      const body = !sightings.length
        ? passedText || `<p class="unreached">${recorded ? 'No journey reaches this state' : 'Not recorded'}</p>`
        : `${shown.map((sighting) => shot(name, label, sighting)).join('\n')}${shown.length ? '' : '<p class="unreached">Reached, but no screenshot was taken</p>'}${also}`;
      return `<li id="screen-${escape(id)}" data-screen-of="${escape(id)}" tabindex="-1"><h3>${code(label)}</h3>
${body}</li>`;
    })
    .join('\n');
  return `<section class="screens" data-screens aria-labelledby="screens">
<h2 id="screens">Screens</h2>
<p class="screens-summary">${summary}</p>
<ol class="screens-list" tabindex="0" aria-label="Screens of the states of ${escape(name)}">
${items}
</ol>
</section>
<script src="screens.js"></script>`;
}

function frameItem(journey: Journey, frame: Frame, machines: ReadonlyMap<string, AnyStateMachine>): string {
  const states = frame.states.map((state) => stateName(frame.machine, state)).join(', ');
  const phone = isPhone(journey.viewport);
  const alt = `${frame.machine}: ${states}, after ${frame.event}, the page ${frame.url}`;
  const picture = frame.screen
    ? `<a href="${escape(frame.screen)}"><img src="${escape(frame.screen)}" alt="${escape(alt)}" width="${journey.viewport.width}" height="${journey.viewport.height}" loading="lazy"></a>`
    : '<span class="no-screen">No screenshot</span>';
  const first = frame.states[0];
  const machineLink = first && machines.has(frame.machine) ? `<a href="${escape(frame.machine)}.html#screen-${escape(first)}">${escape(frame.machine)}</a>` : escape(frame.machine);
  return `<li${phone ? ' class="phone"' : ''}><figure>${picture}<figcaption><strong>${machineLink}: ${code(states)}</strong><br>after ${code(frame.event)}<br>${code(frame.url)}</figcaption></figure></li>`;
}

/** storyboard.html: per spec file, each journey that recorded something, its frames as a strip of screens. */
export function storyboardPage(recorded: RecordedJourneys | undefined, machines: ReadonlyMap<string, AnyStateMachine>): string {
  const journeys = recorded?.journeys ?? [];
  const told = journeys.filter((journey) => journey.frames.length);
  const silent = journeys.length - told.length;
  const files = [...new Set(told.map((journey) => journey.file))];
  const fileAnchor = (file: string) => `file-${file.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
  const sections = files
    .map((file) => {
      const stories = told
        .filter((journey) => journey.file === file)
        .map((journey) => {
          const locales = [...new Set(journey.frames.map((frame) => frame.locale))].join(', ');
          const status = journey.status === 'passed' ? 'passed' : `<span class="status-failed">${escape(journey.status)}</span>`;
          return `<section class="journey" id="${escape(journey.anchor)}" aria-labelledby="${escape(journey.anchor)}-title">
<h3 id="${escape(journey.anchor)}-title">${escape(journeyName(journey))}</h3>
<p class="meta">${escape(journey.project)} · ${escape(viewportText(journey.viewport))} · ${escape(locales)} · ${status} · ${journey.frames.length} ${journey.frames.length === 1 ? 'frame' : 'frames'}</p>
<ol class="strip" tabindex="0" aria-label="Frames of ${escape(journeyName(journey))}, ${escape(journey.project)}">
${journey.frames.map((frame) => frameItem(journey, frame, machines)).join('\n')}
</ol>
</section>`;
        })
        .join('\n');
      return `<section class="story-file" aria-labelledby="${fileAnchor(file)}"><h2 id="${fileAnchor(file)}">${code(file)}</h2>
${stories}
</section>`;
    })
    .join('\n');
  const intro = !recorded
    ? `<p>No browser journey was recorded when this atlas was built: ${escape(HOW_TO_RECORD)}.</p>`
    : `<p>Each browser journey that moved a catalogued machine, frame by frame: the machine, the state it entered, the event that led there, and the page at that moment. ${told.length} ${told.length === 1 ? 'journey' : 'journeys'} shown${silent ? `; ${silent} more recorded nothing (no catalogued machine changed state in them)` : ''}.</p>`;
  const toc = files.length
    ? `<nav aria-label="Spec files"><ul class="story-files">${files.map((file) => `<li><a href="#${fileAnchor(file)}">${escape(file)}</a> (${told.filter((journey) => journey.file === file).length})</li>`).join('')}</ul></nav>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storyboard: machine atlas</title><link rel="stylesheet" href="atlas.css"></head>
<body><header><strong>Little Closet: machine atlas</strong> · <a href="index.html">All machines</a>
<p>The screens of the browser journeys, state by state.</p></header>
<main>
<h1>Storyboard</h1>
${intro}
${toc}
${sections}
</main>
</body></html>
`;
}
