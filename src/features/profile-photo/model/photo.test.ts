import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../config/photo';
import { afterFailure, checkPhoto, uploadFailure } from './photo';

const problem = (status: number, type: string, field?: string) => ({ type, title: type, status, ...(field && { errors: [{ field, in: 'body', detail: 'refused' }] }) });

describe('checkPhoto', () => {
  it('takes a JPEG, PNG or WebP image up to the size limit', () => {
    expect(checkPhoto({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(checkPhoto({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkPhoto({ type: 'image/webp', size: 200_000 })).toBeNull();
  });

  it('refuses another kind of file, whatever its size', () => {
    expect(checkPhoto({ type: 'image/heic', size: 10 })).toBe('type');
    expect(checkPhoto({ type: 'application/pdf', size: PHOTO_MAX_BYTES * 2 })).toBe('type');
    expect(checkPhoto({ type: '', size: 10 })).toBe('type');
  });

  it('refuses an image one byte over the limit', () => {
    expect(checkPhoto({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('uploadFailure', () => {
  it('reads the server’s refusals of the file as the checks before sending would', () => {
    expect(uploadFailure(problem(400, 'VALIDATION_ERROR', 'photo'))).toBe('type');
    expect(uploadFailure(problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'photo'))).toBe('type');
    expect(uploadFailure(problem(413, 'PAYLOAD_TOO_LARGE', 'photo'))).toBe('size');
  });

  it('tells a profile that no longer exists from a failure worth a retry', () => {
    expect(uploadFailure(problem(404, 'NOT_FOUND'))).toBe('gone');
    expect(uploadFailure(problem(400, 'VALIDATION_ERROR', 'id'))).toBe('failed');
    expect(uploadFailure(problem(503, 'SERVICE_UNAVAILABLE'))).toBe('failed');
    expect(uploadFailure(new TypeError('Failed to fetch'))).toBe('failed');
  });
});

describe('afterFailure', () => {
  const file = new File([new Uint8Array(16)], 'lea.jpg', { type: 'image/jpeg' });

  it('tells the wait of too many uploads, keeping the file for a retry', () => {
    expect(afterFailure({ ...problem(429, 'TOO_MANY_ATTEMPTS'), retry_after: 1500 }, file)).toEqual({ kind: 'throttled', file, minutes: 25 });
  });

  it('keeps the file after a failure worth a retry, and drops it when the server refuses it', () => {
    expect(afterFailure(problem(503, 'SERVICE_UNAVAILABLE'), file)).toEqual({ kind: 'failed', file });
    expect(afterFailure(problem(413, 'PAYLOAD_TOO_LARGE', 'photo'), file)).toEqual({ kind: 'refused', reason: 'size' });
    expect(afterFailure(problem(404, 'NOT_FOUND'), file)).toEqual({ kind: 'refused', reason: 'gone' });
  });
});
