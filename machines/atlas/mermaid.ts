import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allTransitions } from '../coverage';
import { transitionText } from './diagram';

const idOf = (stateId: string) => stateId.replace(/[^A-Za-z0-9_]/g, '_');
/** Mermaid cuts a description at some punctuation: keep letters, digits and plain signs. */
const safe = (text: string) => text.replace(/[:;{}#"]/g, ' ').replace(/\s+/g, ' ').trim();

function block(node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  const lines = [`${indent}state "${safe(node.key)}" as ${idOf(node.id)}`];
  if (!children.length) return lines;
  lines.push(`${indent}state ${idOf(node.id)} {`);
  const initial = node.initial?.target?.[0];
  if (initial && node.type === 'compound') lines.push(`${indent}  [*] --> ${idOf(initial.id)}`);
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}  --`);
    lines.push(...block(child, `${indent}  `));
  });
  lines.push(`${indent}}`);
  return lines;
}

/** The machine as a Mermaid state diagram, to paste into a document. */
export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2', ...block(machine.root, '  ').slice(0), `  [*] --> ${idOf(machine.root.id)}`];
  for (const transition of allTransitions(machine)) {
    const targets = transition.targets.length ? transition.targets : [transition.source];
    for (const target of targets) lines.push(`  ${idOf(transition.source)} --> ${idOf(target)}: ${safe(transitionText(transition))}`);
  }
  for (const node of finalStates(machine.root)) lines.push(`  ${idOf(node.id)} --> [*]`);
  return `${lines.join('\n')}\n`;
}

function finalStates(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  return [...(node.type === 'final' ? [node] : []), ...children.flatMap(finalStates)];
}
