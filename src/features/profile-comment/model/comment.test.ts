import { describe, expect, it } from 'vitest';
import { commentPatch, saveFailure } from './comment';

describe('commentPatch', () => {
  it('sends the comment without its surrounding blanks', () => {
    expect(commentPatch('  Il adore le jaune.\n')).toEqual({ description: 'Il adore le jaune.' });
  });

  it('removes a blank comment', () => {
    expect(commentPatch('')).toEqual({ description: null });
    expect(commentPatch(' \n\t ')).toEqual({ description: null });
  });
});

describe('saveFailure', () => {
  it('tells a profile that no longer exists from a failure worth a retry', () => {
    expect(saveFailure({ type: 'NOT_FOUND', title: 'Not found', status: 404 })).toBe('gone');
    expect(saveFailure({ type: 'SERVICE_UNAVAILABLE', title: 'Service unavailable', status: 503 })).toBe('failed');
    expect(saveFailure(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
