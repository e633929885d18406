import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './cli';

describe('npm run machines', () => {
  it('prints the paths of a machine as JSON steps: state, event with its payload, next state', async () => {
    const { output, code } = await run(['paths', 'newsletter', '--format', 'json']);
    expect(code).toBe(0);
    const { machine, paths } = JSON.parse(output);
    expect(machine).toBe('newsletter');
    expect(paths.length).toBeGreaterThan(5);
    const thanked = paths.find((path: { end: string }) => path.end === 'thanked');
    expect(thanked.start).toBe('editing');
    expect(thanked.steps[0]).toEqual({ state: 'editing', event: expect.objectContaining({ type: expect.any(String) }), next: expect.any(String) });
    expect(thanked.steps.at(-1).next).toBe('thanked');
  }, 60_000);

  it('prints them as Markdown, one numbered step per event', async () => {
    const { output } = await run(['paths', 'newsletter']);
    expect(output).toMatch(/^# newsletter: \d+ paths/);
    expect(output).toMatch(/1\. In `editing`, send `TYPE \{"email":"[^"]+"\}` → `editing`/);
  }, 60_000);

  it('names the catalogued machines when asked for an unknown one, and refuses an unknown format', async () => {
    const unknown = await run(['paths', 'checkoutt']);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain('Unknown machine checkoutt. Catalogued: newsletter');
    const format = await run(['paths', 'newsletter', '--format', 'yaml']);
    expect(format).toMatchObject({ code: 2, output: expect.stringContaining('Unknown format yaml') });
  });
});

describe('npm run machines -- diff', () => {
  it('refuses an unknown reference, a missing one, and a commit from before the catalogue, as usage errors', async () => {
    const unknown = await run(['diff', 'no-such-ref-anywhere']);
    expect(unknown).toMatchObject({ code: 2, output: expect.stringContaining('Unknown git reference no-such-ref-anywhere') });
    expect(unknown.output).toContain('diff <git-ref>');
    expect(await run(['diff'])).toMatchObject({ code: 2, output: expect.stringContaining('Give the git reference') });
    const first = execFileSync('git', ['rev-list', '--max-parents=0', 'HEAD'], { encoding: 'utf8' }).trim().split('\n')[0]!;
    expect(await run(['diff', first])).toMatchObject({ code: 2, output: expect.stringContaining('has no machines/catalogue.ts') });
    expect(await run(['atlas', '--out', join(tmpdir(), 'never-written'), '--since', 'no-such-ref-anywhere'])).toMatchObject({ code: 2, output: expect.stringContaining('Unknown git reference') });
  });

  // Two machines, a flat one and one with nested states, loaded from HEAD's copy and from this
  // tree: the whole catalogue takes four times as long for no other path through the code.
  it('finds no change in the machines at HEAD on a clean tree, and leaves no temporary copy behind', async () => {
    const copies = () => readdirSync(tmpdir()).filter((name) => name.startsWith('machines-at-')).sort();
    const before = copies();
    const { output, code } = await run(['diff', 'HEAD', 'newsletter', 'session', '--format', 'json']);
    expect(code).toBe(0);
    const diff = JSON.parse(output);
    expect(diff).toMatchObject({ since: 'HEAD', machinesAdded: [], machinesRemoved: [] });
    expect(diff.machines.map((machine: { name: string; status: string }) => [machine.name, machine.status])).toEqual([
      ['newsletter', 'unchanged'],
      ['session', 'unchanged'],
    ]);
    expect(copies()).toEqual(before);
  }, 60_000);
});
