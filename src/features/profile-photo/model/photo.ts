import { isProblem, retryAfterMinutes } from '@/shared/api';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../config/photo';

/** Why a photo is refused: not an image the stylist can open, or too heavy. */
export type PhotoRefusal = 'type' | 'size';

/** What stops a chosen file before any call; null when it can be sent. */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): PhotoRefusal | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
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
