import { isProblem, retryAfterMinutes } from '@/shared/api';
import { PHOTO_MAX_BYTES, type PHOTO_TYPES } from '../config/photo';

/** Why a photo is refused: not a JPEG, PNG or WebP image, too heavy, or an image the browser cannot draw. */
export type PhotoRefusal = 'type' | 'size' | 'unreadable';

/** Bytes enough to tell the three image types apart. */
export const HEAD_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type of a file by its first bytes, as the server reads it: never by its name nor by
 * the type the browser guessed from that name (a text saved as «.jpg» is no photo); null for
 * anything else.
 */
export function imageTypeOf(head: Uint8Array): (typeof PHOTO_TYPES)[number] | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** The first bytes of a chosen file. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}

/** What stops a chosen file before any call, from its size and first bytes; null when it can be sent. */
export function checkPhoto(file: { size: number; head: Uint8Array }): PhotoRefusal | null {
  if (!imageTypeOf(file.head)) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** Why a sending failed: the file (its kind or weight), a profile that no longer exists, or anything else (worth a retry). */
export type UploadFailure = PhotoRefusal | 'gone' | 'failed';

export function uploadFailure(error: unknown): UploadFailure {
  if (!isProblem(error)) return 'failed';
  if (error.status === 413) return 'size';
  if (error.status === 415 || (error.status === 400 && error.errors?.some((entry) => entry.field === 'photo'))) return 'type';
  if (error.status === 404) return 'gone';
  return 'failed';
}

/** Where the upload is: each is what the person sees. A chosen file stays until it is sent or refused. */
export type PhotoStatus =
  | { kind: 'choosing' }
  /** A file was picked: its first bytes are being read, nothing of it is shown yet. */
  | { kind: 'checking' }
  | { kind: 'refused'; reason: Exclude<UploadFailure, 'failed'> }
  | { kind: 'chosen'; file: File }
  | { kind: 'sending'; file: File }
  | { kind: 'failed'; file: File }
  /** Too many uploads for the account or from the network: the wait, in minutes, before another try. */
  | { kind: 'throttled'; file: File; minutes: number }
  | { kind: 'sent' };

/** The file on its way or waiting to be sent, if any. */
export function chosenFile(status: PhotoStatus): File | null {
  return 'file' in status ? status.file : null;
}

/** Where a failed sending of `file` leaves the upload: told to wait, refused, or failed (the file kept for a retry). */
export function afterFailure(error: unknown, file: File): PhotoStatus {
  const minutes = retryAfterMinutes(error);
  if (minutes !== null) return { kind: 'throttled', file, minutes };
  const failure = uploadFailure(error);
  return failure === 'failed' ? { kind: 'failed', file } : { kind: 'refused', reason: failure };
}
