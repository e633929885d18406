import { describe, expect, it } from 'vitest';
import { catalogueEntry } from '../catalogue';
import { describeMachine, type MachineDiff } from '../diff';
import { changesPage, marksBefore, marksToday } from './changes';

const newsletter = catalogueEntry('newsletter');
const description = describeMachine(newsletter);
const transition = (key: string) => {
  const found = description.transitions.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`No transition ${key}`);
  return found;
};
const nothing: MachineDiff = {
  name: 'newsletter',
  status: 'changed',
  statesAdded: [],
  statesRemoved: [],
  statesChanged: [],
  transitionsAdded: [],
  transitionsRemoved: [],
  guardsRenamed: [],
  actionsRenamed: [],
  pathsRemoved: [],
  pathsAdded: [],
};
const USE_SUGGESTION = 'newsletter.warned --USE_SUGGESTION--> newsletter.editing';
const TYPE_STAYS = 'newsletter.editing --TYPE [emailChanged]--> (stays)';
const SUBMIT_MISSING = 'newsletter.editing --SUBMIT [emailIsMissing]--> newsletter.invalid';

describe('the colours of the changes page', () => {
  it('colours on today’s drawing what was added and what changed; a transition that stays in its state colours its state', () => {
    const diff: MachineDiff = {
      ...nothing,
      statesAdded: ['newsletter.thanked'],
      statesChanged: [{ id: 'newsletter.failed', changes: ['atomic → final'] }],
      transitionsAdded: [transition(USE_SUGGESTION), transition(TYPE_STAYS)],
      guardsRenamed: [{ before: 'newsletter.editing --SUBMIT [emailIsEmpty]--> newsletter.invalid', after: SUBMIT_MISSING, from: 'emailIsEmpty', to: 'emailIsMissing' }],
      actionsRenamed: [{ where: 'entry of newsletter.submitting', from: 'resetMessages', to: 'clearMessages' }],
    };
    const marks = marksToday(diff, description.transitions);
    expect(marks['is-added']).toEqual({ states: ['newsletter.thanked'], transitions: [USE_SUGGESTION] });
    expect(marks['is-changed']!.transitions).toEqual([SUBMIT_MISSING]);
    expect([...marks['is-changed']!.states].sort()).toEqual(['newsletter.editing', 'newsletter.failed', 'newsletter.submitting']);
  });

  it('colours on the older drawing what is gone: states, drawn transitions, and the state that held a transition staying in it', () => {
    const diff: MachineDiff = { ...nothing, statesRemoved: ['newsletter.throttled'], transitionsRemoved: [transition(USE_SUGGESTION), transition(TYPE_STAYS)] };
    expect(marksBefore(diff)).toEqual({
      'is-removed': { states: ['newsletter.throttled'], transitions: [USE_SUGGESTION] },
      'is-changed': { states: ['newsletter.editing'], transitions: [] },
    });
  });
});

describe('the changes page', () => {
  const render = (diff: MachineDiff) =>
    changesPage(
      { machinesAdded: [], machinesRemoved: [], machines: [diff, { ...nothing, name: 'session', status: 'unchanged' }] },
      { ref: 'v1.4', short: 'abc1234', subject: 'The release <before> the wallet' },
      [newsletter],
      [newsletter],
      new Map([['newsletter', description.transitions]]),
    );
  const marksOf = (html: string) => [...html.matchAll(/<figure[^>]* aria-labelledby="([^"]+)" data-marks="([^"]*)"/g)].map(([, id, marks]) => [id, JSON.parse(marks!.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&gt;/g, '>').replace(/&lt;/g, '<'))]);

  it('says since when, links each changed machine to its section, names the unchanged ones, and escapes what it quotes', async () => {
    const html = await render({ ...nothing, statesAdded: ['newsletter.thanked'] });
    expect(html).toContain('<h1>Changes since <code>v1.4</code></h1>');
    expect(html).toContain('commit <code>abc1234</code> (The release &lt;before&gt; the wallet): 1 of 2 machines changed');
    expect(html).toContain('<a href="#machine-newsletter">newsletter</a>');
    expect(html).toContain('<h2 id="machine-newsletter">newsletter</h2>');
    expect(html).toContain('Unchanged: <code>session</code>.');
    expect(html).toContain('<h3>States added (1)</h3>');
    // Only today's drawing when nothing was removed.
    expect(marksOf(html)).toEqual([['machine-newsletter-today', marksToday({ ...nothing, statesAdded: ['newsletter.thanked'] }, description.transitions)]]);
  });

  it('draws the older version, with what is gone, when states or transitions were removed', async () => {
    const diff: MachineDiff = { ...nothing, transitionsRemoved: [transition(USE_SUGGESTION)] };
    const html = await render(diff);
    expect(html).toContain('<h3>Transitions removed (1)</h3>');
    expect(marksOf(html).map(([id]) => id)).toEqual(['machine-newsletter-today', 'machine-newsletter-before']);
    expect(marksOf(html)[1]![1]).toEqual(marksBefore(diff));
    expect(html).toContain(`data-transition="${USE_SUGGESTION.replace(/>/g, '&gt;')}::0"`);
  });
});
