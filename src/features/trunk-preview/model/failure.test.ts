import { describe, expect, it } from 'vitest';
import { isRetryableFailure, previewFailure } from './failure';

const problem = (type: string, status: number) => ({ type, title: type, status });

describe('previewFailure', () => {
  it('keeps the codes the screens explain', () => {
    expect(previewFailure(problem('NOT_ENOUGH_STOCK', 409))).toBe('NOT_ENOUGH_STOCK');
    expect(previewFailure(problem('PREVIEW_CLOSED', 409))).toBe('PREVIEW_CLOSED');
    expect(previewFailure(problem('INVALID_PREVIEW_TOKEN', 400))).toBe('INVALID_PREVIEW_TOKEN');
    expect(previewFailure(problem('NO_PREVIEW', 404))).toBe('NO_PREVIEW');
  });
  it('tells a refused request, a missing one and a server failure apart', () => {
    expect(previewFailure(problem('VALIDATION_FAILED', 400))).toBe('INVALID');
    expect(previewFailure(problem('NOT_FOUND', 404))).toBe('NOT_FOUND');
    expect(previewFailure(problem('SERVICE_UNAVAILABLE', 503))).toBe('SERVER');
  });
  it('reads anything but a problem document as no answer', () => {
    expect(previewFailure(new TypeError('Failed to fetch'))).toBe('NETWORK');
    expect(previewFailure(new Response(null, { status: 502 }))).toBe('NETWORK');
  });
  it('offers a retry only when the server or the network was down', () => {
    expect(isRetryableFailure('NETWORK')).toBe(true);
    expect(isRetryableFailure('SERVER')).toBe(true);
    expect(isRetryableFailure('NOT_ENOUGH_STOCK')).toBe(false);
    expect(isRetryableFailure('PREVIEW_CLOSED')).toBe(false);
    expect(isRetryableFailure(null)).toBe(false);
  });
});
