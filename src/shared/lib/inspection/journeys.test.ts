import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, setup } from 'xstate';
import { journeyInspect, journeyRecorder, type JourneyMachineStep } from './journeys';
import { transitionCandidates, transitionPosition } from './position';

const told: JourneyMachineStep[] = [];
const page = globalThis as { __lcMachineStep?: (step: JourneyMachineStep) => void };

afterEach(() => {
  told.length = 0;
  delete page.__lcMachineStep;
});

const form = setup({ actors: { send: fromPromise(async () => 'ok') } }).createMachine({
  id: 'form',
  initial: 'editing',
  context: { text: '' },
  states: {
    editing: {
      initial: 'clean',
      states: { clean: { on: { TYPE: 'dirty' } }, dirty: { on: { TYPE: { actions: assign({ text: ({ event }) => (event as unknown as { text: string }).text }) } } } },
      on: { SUBMIT: 'sending' },
    },
    sending: { invoke: { src: 'send', onDone: 'sent' } },
    sent: { type: 'final' },
  },
});

describe('the journeys’ recorder', () => {
  it('tells each state a machine enters, the event and the transitions taken, once each', async () => {
    page.__lcMachineStep = (step) => told.push(step);
    document.documentElement.lang = 'nl';
    const actor = createActor(form, { inspect: journeyRecorder() }).start();
    actor.send({ type: 'TYPE', text: 'a' });
    actor.send({ type: 'TYPE', text: 'ab' });
    actor.send({ type: 'TYPE', text: 'abc' });
    actor.send({ type: 'SUBMIT' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(told.map((step) => [step.states, step.event])).toEqual([
      [['form.editing.clean'], 'xstate.init'],
      [['form.editing.dirty'], 'TYPE'],
      // Typing again stays in the state: told once, for its transition, then not at all.
      [['form.editing.dirty'], 'TYPE'],
      [['form.sending'], 'SUBMIT'],
      [['form.sent'], 'xstate.done.actor.0.form.sending'],
    ]);
    expect(told.flatMap((step) => step.transitions)).toEqual(['form.editing.clean#0', 'form.editing.dirty#0', 'form.editing#0', 'form.sending#0']);
    expect(told[0]).toMatchObject({ machine: 'form', locale: 'nl', url: '/' });
  });

  it('names every active leaf of parallel states', () => {
    page.__lcMachineStep = (step) => told.push(step);
    const both = createMachine({ id: 'both', type: 'parallel', states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'y', states: { y: {} } } } });
    createActor(both, { inspect: journeyRecorder() }).start();
    expect(told[0]!.states).toEqual(['both.a.x', 'both.b.y']);
  });

  it('is silent on a page without the recorder, and absent from the site’s build', () => {
    createActor(form, { inspect: journeyRecorder() }).start();
    expect(told).toEqual([]);
    expect(journeyInspect).toBeUndefined();
  });
});

describe('a transition’s position', () => {
  it('is its source and its rank among the source’s candidates, the same in a provided copy', () => {
    const dirty = form.root.states.editing!.states.dirty!;
    const [typing] = transitionCandidates(dirty);
    expect(transitionPosition(typing!)).toBe('form.editing.dirty#0');
    const provided = form.provide({});
    expect(transitionPosition(transitionCandidates(provided.root.states.editing!)[0]!)).toBe('form.editing#0');
  });
});
