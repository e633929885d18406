import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** The candidates of a state node: each event's (`on`, invoke `onDone`/`onError`, `after`), then `always`. */
export function transitionCandidates(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/**
 * Where a transition sits in its machine, `<source state id>#<index among the source's candidates>`:
 * the same in a machine and in its `.provide()`d copy, in a test and in a browser.
 */
export function transitionPosition(transition: AnyTransitionDefinition): string {
  return `${transition.source.id}#${transitionCandidates(transition.source).indexOf(transition)}`;
}
