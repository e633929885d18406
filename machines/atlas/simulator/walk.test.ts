import { describe, expect, it } from 'vitest';
import { catalogue, catalogueEntry } from '../../catalogue';
import { allTransitions } from '../../coverage';
import { stateLabel } from '../../paths';
import type { ReadablePath } from '../../steps';
import {
  blockedReason,
  contextJson,
  shortEventLabel,
  eventViews,
  exportWalk,
  leavingTransitions,
  nextSnapshot,
  parseWalkHash,
  replay,
  simulatedMachine,
  startSnapshot,
  step,
  transitionKeys,
  undo,
  walkHash,
  type Walk,
} from './walk';

const newsletter = catalogueEntry('newsletter');
const machine = simulatedMachine(newsletter.machine);
const indexOf = (label: string) => eventViews(newsletter, machine, startSnapshot(machine, undefined)).find((view) => view.label === label)!.index;
const TYPE_GOOD = indexOf('TYPE {"email":"camille@gmail.com"}');
const TYPE_TYPO = indexOf('TYPE {"email":"camille@gmial.com"}');
const SUBMIT = indexOf('SUBMIT');
const SUBSCRIBED = newsletter.sampleEvents.findIndex((event) => event.type === 'xstate.done.actor.subscribe');

/** Replays exported steps with XState's pure functions, as QA would in Vitest: the state each step reaches. */
function replayExport(path: ReadablePath): string[] {
  let snapshot = startSnapshot(machine, path.input);
  expect(stateLabel(snapshot)).toBe(path.start);
  return path.steps.map((exported) => {
    expect(stateLabel(snapshot)).toBe(exported.state);
    snapshot = nextSnapshot(machine, snapshot, exported.event);
    return stateLabel(snapshot);
  });
}

describe('the simulator stepping the newsletter machine', () => {
  it('lists every sample event, enabled or not, with the guards that let it through', () => {
    const views = eventViews(newsletter, machine, startSnapshot(machine, undefined));
    expect(views.map((view) => view.label)).toHaveLength(newsletter.sampleEvents.length);
    const submit = views[SUBMIT]!;
    // An empty address: the first refusal's guard lets SUBMIT through, to `invalid`.
    expect(submit).toMatchObject({ enabled: true, next: 'invalid' });
    expect(submit.candidates.map((candidate) => [candidate.guard, candidate.passes, candidate.taken])).toEqual([
      ['emailIsMissing', true, true],
      ['emailIsMalformed', false, false],
      ['domainNeedsConfirmation', false, false],
      [null, true, false],
    ]);
    // Typing the same empty address again changes nothing: blocked by its guard.
    const typeEmpty = views.find((view) => view.label === 'TYPE {"email":""}')!;
    expect(typeEmpty.enabled).toBe(false);
    expect(blockedReason(typeEmpty, startSnapshot(machine, undefined))).toBe('Blocked by emailChanged (false).');
    const useSuggestion = views.find((view) => view.label === 'USE_SUGGESTION')!;
    expect(blockedReason(useSuggestion, startSnapshot(machine, undefined))).toBe('No transition for USE_SUGGESTION in editing.');
  });

  it('steps to thanked, undoes and redoes a step, and says which transitions leave the state', () => {
    let walk: Walk = { machine: 'newsletter', steps: [] };
    for (const index of [TYPE_TYPO, SUBMIT]) walk = step(walk, index);
    let replayed = replay(newsletter, machine, walk);
    expect(replayed.steps.map((taken) => taken.next)).toEqual(['editing', 'warned']);

    const views = eventViews(newsletter, machine, replayed.snapshots.at(-1)!);
    const { enabled, blocked } = leavingTransitions(machine, replayed.snapshots.at(-1)!, views);
    expect(enabled).toEqual(expect.arrayContaining(['newsletter.warned --USE_SUGGESTION--> newsletter.editing', 'newsletter.warned --SUBMIT--> newsletter.submitting']));
    expect(blocked).toEqual([]);

    const { walk: shorter, undone } = undo(walk);
    expect(undone).toBe(SUBMIT);
    expect(stateLabel(replay(newsletter, machine, shorter).snapshots.at(-1)!)).toBe('editing');

    walk = step(step(step(shorter, undone!), SUBMIT), SUBSCRIBED);
    replayed = replay(newsletter, machine, walk);
    expect(replayed.problem).toBeNull();
    expect(stateLabel(replayed.snapshots.at(-1)!)).toBe('thanked');
    expect(replayed.snapshots.at(-1)!.status).toBe('done');
    expect(eventViews(newsletter, machine, replayed.snapshots.at(-1)!).some((view) => view.enabled)).toBe(false);
  });

  it('exports the walk as the paths command writes it, and the exported steps replayed reach the same state', () => {
    const walk: Walk = { machine: 'newsletter', steps: [TYPE_GOOD, SUBMIT, SUBSCRIBED] };
    const exported = exportWalk(newsletter, walk, replay(newsletter, machine, walk));
    const read = JSON.parse(JSON.stringify(exported)) as typeof exported;
    expect(read.machine).toBe('newsletter');
    expect(read.paths).toHaveLength(1);
    const [path] = read.paths;
    expect(path).toEqual({ start: 'editing', steps: expect.any(Array), end: 'thanked' });
    expect(path!.steps[0]).toEqual({ state: 'editing', event: { type: 'TYPE', email: 'camille@gmail.com' }, next: 'editing' });
    expect(replayExport(path!)).toEqual(['editing', 'submitting', 'thanked']);
  });

  it('stops a replayed walk at a step that does nothing, and says so', () => {
    const replayed = replay(newsletter, machine, { machine: 'newsletter', steps: [TYPE_GOOD, SUBSCRIBED, SUBMIT] });
    expect(replayed.kept).toEqual([TYPE_GOOD]);
    expect(replayed.problem).toMatch(/^Step 2: xstate\.done\.actor\.subscribe .* does nothing in editing/);
    expect(replay(newsletter, machine, { machine: 'newsletter', steps: [999] }).problem).toBe('Step 1: newsletter has no sample event number 1000.');
  });
});

describe('an event on its button', () => {
  it('shows a short payload whole, and a long one two levels deep, cut short', () => {
    expect(shortEventLabel({ type: 'SUBMIT' })).toBe('SUBMIT');
    expect(shortEventLabel({ type: 'TYPE', email: 'camille@gmail.com' })).toBe('TYPE {"email":"camille@gmail.com"}');
    const [, throttled, down] = newsletter.sampleEvents.filter((event) => event.type.startsWith('xstate.')).map((event) => shortEventLabel(event));
    expect(throttled).toBe('xstate.error.actor.subscribe {"error":{"type":"TOO_MANY_ATTEMPTS","title":"Too many attempts","status":429,"detail":"T…');
    expect(down).toBe('xstate.error.actor.subscribe {"error":{"type":"SERVICE_UNAVAILABLE","title":"Service unavailable","status":503}}');
    const long = shortEventLabel({ type: 'PICK', look: { id: 'look-3', items: [1, 2, 3], piece: { size: 'M' } }, note: 'x'.repeat(200) });
    expect(long).toMatch(/^PICK \{"look":\{"id":"look-3","items":\[3\],"piece":\{…\}\},"note":"x+…$/);
    expect(long).toHaveLength('PICK '.length + 90);
  });
});

describe('the context as the page shows it', () => {
  it('writes actors, functions, maps, sets and cycles as words, and the rest as JSON', () => {
    const looped: Record<string, unknown> = { name: 'loop' };
    looped.self = looped;
    const context = { email: 'a@b.fr', child: { id: 'saver', sessionId: 'x:1', send() {} }, onDone: () => 1, seen: new Set([1]), byId: new Map([['a', 2]]), looped };
    expect(JSON.parse(contextJson(context))).toEqual({
      email: 'a@b.fr',
      child: '(actor saver)',
      onDone: '(function)',
      seen: [1],
      byId: { a: 2 },
      looped: { name: 'loop', self: '(seen above)' },
    });
    expect(contextJson(undefined)).toBe('undefined');
  });
});

describe('a walk in the URL', () => {
  it('writes and reads the machine, the input and the steps', () => {
    const walk: Walk = { machine: 'phoneUnsubscribe', input: 1, steps: [0, 2, 1] };
    expect(walkHash(walk)).toBe('#machine=phoneUnsubscribe&input=1&steps=0.2.1');
    expect(parseWalkHash(walkHash(walk))).toEqual(walk);
    expect(parseWalkHash('#machine=newsletter')).toEqual({ machine: 'newsletter', steps: [] });
    expect(parseWalkHash('#machine=newsletter&input=x&steps=1,oops,3')).toEqual({ machine: 'newsletter', steps: [1, 3] });
    expect(parseWalkHash('')).toBeNull();
  });

  it('replays a machine started with a sample input, and exports that input', () => {
    const entry = catalogueEntry('phoneUnsubscribe');
    const simulated = simulatedMachine(entry.machine);
    const walk: Walk = { machine: entry.name, input: 0, steps: [] };
    const replayed = replay(entry, simulated, walk);
    expect(exportWalk(entry, walk, replayed).paths[0]!.input).toEqual(entry.sampleInputs![0]);
  });
});

describe.each(catalogue.map((entry) => [entry.name, entry] as const))('the simulator on %s', (_name, entry) => {
  it('starts without running an actor, reads every sample event, and names each transition as the drawing does', () => {
    const simulated = simulatedMachine(entry.machine);
    const keys = [...transitionKeys(simulated).values()];
    expect(keys).toEqual(allTransitions(entry.machine).map((transition) => transition.key));
    for (const input of entry.sampleInputs ?? [undefined]) {
      const snapshot = startSnapshot(simulated, input);
      // Some inputs end the machine at once (a broken link, a blocked page): never in error.
      expect(snapshot.status).not.toBe('error');
      const views = eventViews(entry, simulated, snapshot);
      expect(views).toHaveLength(entry.sampleEvents.length);
      for (const view of views.filter((candidate) => candidate.enabled)) expect(nextSnapshot(simulated, snapshot, view.event).status).not.toBe('error');
      expect(contextJson(snapshot.context)).not.toBe('undefined');
    }
  });
});
