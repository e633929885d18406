import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { catalogueEntry } from './catalogue';
import { describeMachine, diffCatalogues, diffMachine, diffMarkdown, pathLine, type MachineDescription } from './diff';

const newsletter = catalogueEntry('newsletter');

type Candidate = { guard?: string; target?: string; actions?: unknown };
type StateConfig = { on?: Record<string, Candidate | readonly Candidate[]>; type?: string };

/**
 * Today's newsletter machine, edited as a developer would: a state added (`archived`), a
 * transition removed (`warned` no longer takes USE_SUGGESTION), a guard renamed (`emailIsMissing`
 * is `emailIsEmpty`, on both SUBMITs that check it), an action renamed (`confirmDomain` is
 * `acceptDomain`). Same implementations under the new names.
 */
function editedNewsletter(): AnyStateMachine {
  const { config, implementations } = newsletter.machine;
  const states = config.states as Record<string, StateConfig>;
  const renameGuard = (candidates: readonly Candidate[]) => candidates.map((candidate) => (candidate.guard === 'emailIsMissing' ? { ...candidate, guard: 'emailIsEmpty' } : candidate));
  const { USE_SUGGESTION: _removed, ...warnedEvents } = states.warned!.on!;
  const edited = {
    ...config,
    states: {
      ...states,
      editing: { ...states.editing, on: { ...states.editing!.on, SUBMIT: renameGuard(states.editing!.on!.SUBMIT as Candidate[]) } },
      invalid: { ...states.invalid, on: { ...states.invalid!.on, SUBMIT: renameGuard(states.invalid!.on!.SUBMIT as Candidate[]) } },
      warned: { ...states.warned, on: { ...warnedEvents, SUBMIT: { target: 'submitting', actions: 'acceptDomain' } } },
      archived: { type: 'final' },
    },
  };
  const guards = implementations.guards as Record<string, unknown>;
  const actions = implementations.actions as Record<string, unknown>;
  return createMachine(edited as never, {
    ...implementations,
    guards: { ...guards, emailIsEmpty: guards.emailIsMissing },
    actions: { ...actions, acceptDomain: actions.confirmDomain },
  } as never);
}

describe('describeMachine', () => {
  it('describes a catalogued machine as JSON that reads back the same, and the same twice', () => {
    const description = describeMachine(newsletter);
    expect(JSON.parse(JSON.stringify(description))).toEqual(description);
    expect(JSON.stringify(describeMachine(newsletter))).toBe(JSON.stringify(description));
    expect(description.states.map((state) => state.id)).toContain('newsletter.thanked');
    expect(description.states.find((state) => state.id === 'newsletter.submitting')).toMatchObject({ entry: ['clearMessages'], invoke: ['subscribe'] });
    expect(description.transitions).toContainEqual(
      expect.objectContaining({ key: 'newsletter.warned --SUBMIT--> newsletter.submitting', guard: null, actions: ['confirmDomain'] }),
    );
    expect(description.transitions).toContainEqual(expect.objectContaining({ source: 'newsletter.submitting', event: 'xstate.done.actor.subscribe', actions: ['trackOptin'] }));
    expect(description.paths.some((path) => path.end === 'thanked')).toBe(true);
  });

  it('finds nothing changed between a machine and itself', () => {
    const description = describeMachine(newsletter);
    const diff = diffMachine(description, describeMachine(newsletter));
    expect(diff).toMatchObject({ status: 'unchanged', statesAdded: [], statesRemoved: [], transitionsAdded: [], transitionsRemoved: [], guardsRenamed: [], actionsRenamed: [], pathsRemoved: [], pathsAdded: [] });
  });
});

describe('the differences between two versions of a machine', () => {
  const before = describeMachine(newsletter);
  const after = describeMachine({ ...newsletter, machine: editedNewsletter() });
  const diff = diffMachine(before, after);

  it('names the state added and the transition removed, and nothing else as added or removed', () => {
    expect(diff.status).toBe('changed');
    expect(diff.statesAdded).toEqual(['newsletter.archived']);
    expect(diff.statesRemoved).toEqual([]);
    expect(diff.statesChanged).toEqual([]);
    expect(diff.transitionsAdded).toEqual([]);
    expect(diff.transitionsRemoved.map((transition) => transition.key)).toEqual(['newsletter.warned --USE_SUGGESTION--> newsletter.editing']);
    expect(diff.transitionsRemoved[0]).toMatchObject({ source: 'newsletter.warned', event: 'USE_SUGGESTION', guard: null, targets: ['newsletter.editing'], actions: ['applySuggestion'] });
  });

  it('says the guard renamed on each transition that checks it, old → new', () => {
    expect(diff.guardsRenamed).toEqual([
      { before: 'newsletter.editing --SUBMIT [emailIsMissing]--> newsletter.invalid', after: 'newsletter.editing --SUBMIT [emailIsEmpty]--> newsletter.invalid', from: 'emailIsMissing', to: 'emailIsEmpty' },
      { before: 'newsletter.invalid --SUBMIT [emailIsMissing]--> newsletter.invalid', after: 'newsletter.invalid --SUBMIT [emailIsEmpty]--> newsletter.invalid', from: 'emailIsMissing', to: 'emailIsEmpty' },
    ]);
  });

  it('says the action renamed where it runs, old → new', () => {
    expect(diff.actionsRenamed).toEqual([{ where: 'newsletter.warned --SUBMIT--> newsletter.submitting', from: 'confirmDomain', to: 'acceptDomain' }]);
  });

  it('lists the paths that no longer exist: exactly those that took the removed transition', () => {
    const tookIt = before.paths.filter((path) => path.steps.some((step) => step.event.type === 'USE_SUGGESTION'));
    expect(tookIt.length).toBeGreaterThan(0);
    expect(diff.pathsRemoved.map(pathLine).sort()).toEqual([...new Set(tookIt.map(pathLine))].sort());
    // Every path that stays walkable is still a path of the new version, or the beginning of one.
    expect(diff.pathsAdded.every((path) => !path.steps.some((step) => step.event.type === 'USE_SUGGESTION'))).toBe(true);
  });

  it('prints the differences for a reader, each list under its title', () => {
    const text = diffMarkdown(diffCatalogues([before], [after]), 'v1');
    expect(text).toMatch(/^# Changes since v1: 1 of 1 machines changed/);
    expect(text).toContain('States added (1):\n- `newsletter.archived`');
    expect(text).toContain('Transitions removed (1):\n- `newsletter.warned --USE_SUGGESTION--> newsletter.editing`');
    expect(text).toContain('- `newsletter.editing --SUBMIT [emailIsEmpty]--> newsletter.invalid`: emailIsMissing → emailIsEmpty');
    expect(text).toContain('- `newsletter.warned --SUBMIT--> newsletter.submitting`: confirmDomain → acceptDomain');
    expect(text).toContain(`Paths that no longer exist (${diff.pathsRemoved.length}):\n- \``);
    expect(text).toContain('USE_SUGGESTION--> editing');
  });
});

describe('the differences between two catalogues', () => {
  const machine = (name: string, states: string[]): MachineDescription => ({
    name,
    owner: 'features/x',
    states: states.map((id) => ({ id, kind: 'atomic', initial: null, entry: [], exit: [], invoke: [] })),
    transitions: [],
    guards: [],
    actions: [],
    paths: [],
  });

  it('names the machines added and removed, and keeps the unchanged ones as unchanged', () => {
    const diff = diffCatalogues([machine('old', ['old.a']), machine('kept', ['kept.a'])], [machine('kept', ['kept.a']), machine('new', ['new.a', 'new.b'])]);
    expect(diff.machinesAdded).toEqual(['new']);
    expect(diff.machinesRemoved).toEqual(['old']);
    expect(diff.machines.map((item) => [item.name, item.status])).toEqual([
      ['kept', 'unchanged'],
      ['new', 'added'],
      ['old', 'removed'],
    ]);
    expect(diff.machines[1]!.statesAdded).toEqual(['new.a', 'new.b']);
    expect(diffMarkdown(diff, 'main')).toContain('Machines added: new\nMachines removed: old\nUnchanged: kept');
  });
});
