import { describe, expect, it } from 'vitest';
import { needsSizeAlert } from './size-alert';

describe('needsSizeAlert', () => {
  it('alerts from top size 3XL, not at XXL', () => {
    expect(needsSizeAlert({ top_size: 'XXL' })).toBe(false);
    expect(needsSizeAlert({ top_size: '3XL' })).toBe(true);
    expect(needsSizeAlert({ top_size: '4XL' })).toBe(true);
    expect(needsSizeAlert({ top_size: 'XS' })).toBe(false);
  });

  it('alerts from bottom size 48, not at 46', () => {
    expect(needsSizeAlert({ bottom_size: '46' })).toBe(false);
    expect(needsSizeAlert({ bottom_size: '48' })).toBe(true);
    expect(needsSizeAlert({ bottom_size: '50' })).toBe(true);
    expect(needsSizeAlert({ bottom_size: '34' })).toBe(false);
  });

  it('alerts when either side is beyond, and not without sizes', () => {
    expect(needsSizeAlert({ top_size: 'M', bottom_size: '48' })).toBe(true);
    expect(needsSizeAlert({ top_size: '3XL', bottom_size: '38' })).toBe(true);
    expect(needsSizeAlert({ top_size: 'XXL', bottom_size: '46' })).toBe(false);
    expect(needsSizeAlert({})).toBe(false);
  });
});
