import { ATTACHMENT_MAX_BYTES, MAX_ATTACHMENTS, type AttachmentType } from '../config/limits';

/** Bytes enough to find a PDF's header (which may follow up to 1 KiB of other bytes) or an image's signature. */
export const HEAD_BYTES = 1024 + 5;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const PDF = ascii('%PDF-');

/**
 * A file's kind by its first bytes, as the server reads it: never by its name nor by the type
 * the browser guessed from that name (a text saved as «.pdf» is no PDF); null for anything else.
 */
export function attachmentTypeOf(head: Uint8Array): AttachmentType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  for (let at = 0; at + PDF.length <= head.length; at++) if (startsWith(head, PDF, at)) return 'application/pdf';
  return null;
}

/** A file the person chose, read enough to be judged: its name, weight and kind (null: none we take). */
export interface ChosenFile {
  file: Blob;
  name: string;
  size: number;
  type: AttachmentType | null;
}

/** Reads the first bytes of each chosen file to tell its kind. */
export async function readChosenFiles(files: readonly File[]): Promise<ChosenFile[]> {
  return Promise.all(
    files.map(async (file) => ({ file, name: file.name, size: file.size, type: attachmentTypeOf(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer())) })),
  );
}

/** Why a file was not added: not an image or PDF, too heavy, or one too many. */
export type FileRefusal = { name: string; reason: 'type' | 'size' | 'count' };

/**
 * The files kept once `chosen` join `kept` (in order, up to the limit), and the ones refused
 * with their reason: first their kind, then their weight, then the room left.
 */
export function addFiles(kept: readonly ChosenFile[], chosen: readonly ChosenFile[]): { files: ChosenFile[]; refused: FileRefusal[] } {
  const files = [...kept];
  const refused: FileRefusal[] = [];
  for (const file of chosen) {
    if (file.type === null) refused.push({ name: file.name, reason: 'type' });
    else if (file.size > ATTACHMENT_MAX_BYTES) refused.push({ name: file.name, reason: 'size' });
    else if (files.length >= MAX_ATTACHMENTS) refused.push({ name: file.name, reason: 'count' });
    else files.push(file);
  }
  return { files, refused };
}
