import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../config/photo';
import { afterFailure, checkPhoto, imageTypeOf, uploadFailure } from './photo';

const problem = (status: number, type: string, field?: string) => ({ type, title: type, status, ...(field && { errors: [{ field, in: 'body', detail: 'refused' }] }) });

const bytes = (...values: (number | string)[]) => new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe1);
const PNG = bytes(0x89, 'PNG\r\n', 0x1a, 0x0a, 0, 0, 0, 0x0d);
const WEBP = bytes('RIFF', 0x24, 0, 0, 0, 'WEBP');

describe('imageTypeOf', () => {
  it('reads the three image types from their first bytes', () => {
    expect(imageTypeOf(JPEG)).toBe('image/jpeg');
    expect(imageTypeOf(PNG)).toBe('image/png');
    expect(imageTypeOf(WEBP)).toBe('image/webp');
  });
  it('finds nothing in a text, a GIF, a HEIC, a RIFF that is no WebP, or an empty file', () => {
    expect(imageTypeOf(bytes('Liste de courses'))).toBeNull();
    expect(imageTypeOf(bytes('GIF89a'))).toBeNull();
    expect(imageTypeOf(bytes(0, 0, 0, 0x18, 'ftypheic'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('checkPhoto', () => {
  it('takes a JPEG, PNG or WebP image up to the size limit', () => {
    expect(checkPhoto({ head: JPEG, size: PHOTO_MAX_BYTES })).toBeNull();
    expect(checkPhoto({ head: PNG, size: 1 })).toBeNull();
    expect(checkPhoto({ head: WEBP, size: 200_000 })).toBeNull();
  });

  it('refuses another kind of file, whatever its size', () => {
    expect(checkPhoto({ head: bytes('%PDF-1.7'), size: 10 })).toBe('type');
    expect(checkPhoto({ head: bytes('%PDF-1.7'), size: PHOTO_MAX_BYTES * 2 })).toBe('type');
  });

  it('refuses an image one byte over the limit', () => {
    expect(checkPhoto({ head: PNG, size: PHOTO_MAX_BYTES + 1 })).toBe('size');
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
