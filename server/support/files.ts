import { imageType, type ImageType } from '../lib/image';

export type AttachmentType = ImageType | 'application/pdf';

/** At most this many files to a ticket. */
export const MAX_ATTACHMENTS = 3;

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * What a ticket's file is by its first bytes (never by its name or declared type): a JPEG, PNG or
 * WebP image (as a profile photo is recognised) or a PDF document; null for anything else.
 */
export function attachmentType(bytes: Uint8Array): AttachmentType | null {
  const image = imageType(bytes);
  if (image) return image;
  // A PDF starts with its header `%PDF-`; some writers put up to 1 KiB of other bytes before it,
  // which readers accept: so do we.
  const head = bytes.subarray(0, 1024 + PDF.length);
  for (let at = 0; at + PDF.length <= head.length; at++) {
    if (PDF.every((b, i) => head[at + i] === b)) return 'application/pdf';
  }
  return null;
}

/** A file's name as a person reads it: its last path segment, without control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').trim();
  return (clean || 'file').slice(0, 255);
}
