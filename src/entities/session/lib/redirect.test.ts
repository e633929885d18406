import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('keeps a path of the site with its query', () => {
    expect(safeRedirect('/de/infos/orders?tab=2')).toBe('/de/infos/orders?tab=2');
    expect(safeRedirect('/infos')).toBe('/infos');
  });
  it('refuses anything that leaves the site', () => {
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'infos', '', null, undefined]) {
      expect(safeRedirect(value)).toBeNull();
    }
  });
});
