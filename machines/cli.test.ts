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
