import { describe, expect, it } from 'vitest';
import { addFiles, attachmentTypeOf, type ChosenFile } from './attachments';
import { missingFields } from './machine';
import { fieldErrorsOf } from './problem';

const bytes = (text: string, head: number[] = []) => new Uint8Array([...head, ...[...text].map((c) => c.charCodeAt(0))]);
const chosen = (name: string, type: ChosenFile['type'], size = 1000): ChosenFile => ({ file: new Blob([]), name, size, type });

describe('attachmentTypeOf', () => {
  it('tells images and PDFs by their first bytes, whatever their name', () => {
    expect(attachmentTypeOf(bytes('', [0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(attachmentTypeOf(bytes('', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(attachmentTypeOf(bytes('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
    expect(attachmentTypeOf(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    // Some writers put a few bytes before the header; readers accept them, and so does the server.
    expect(attachmentTypeOf(bytes('\r\n\r\n%PDF-1.4'))).toBe('application/pdf');
    expect(attachmentTypeOf(bytes('Just words, saved as .pdf'))).toBeNull();
    expect(attachmentTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('addFiles', () => {
  it('keeps up to three files and says why each other one was left out', () => {
    const { files, refused } = addFiles([chosen('a.png', 'image/png')], [
      chosen('notes.pdf', null),
      chosen('huge.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
      chosen('b.pdf', 'application/pdf'),
      chosen('c.webp', 'image/webp'),
      chosen('d.png', 'image/png'),
    ]);
    expect(files.map((f) => f.name)).toEqual(['a.png', 'b.pdf', 'c.webp']);
    expect(refused).toEqual([
      { name: 'notes.pdf', reason: 'type' },
      { name: 'huge.jpg', reason: 'size' },
      { name: 'd.png', reason: 'count' },
    ]);
  });
});

describe('missingFields', () => {
  it('names the required fields left empty and an address that is none', () => {
    expect(missingFields({ sender_name: ' ', sender_email: '', sender_phone: '', object: '', order_id: '', content: '\n' })).toEqual({
      sender_name: 'required',
      sender_email: 'required',
      object: 'required',
      content: 'required',
    });
    expect(missingFields({ sender_name: 'Lena', sender_email: 'lena@', sender_phone: '', object: 'OTHER', order_id: '', content: 'Hallo' })).toEqual({ sender_email: 'invalid' });
  });
});

describe('fieldErrorsOf', () => {
  const refusal = (...errors: Array<[string, string]>) => ({
    type: 'VALIDATION_ERROR',
    title: 'Invalid request',
    status: 400,
    errors: errors.map(([field, detail]) => ({ field, pointer: `/${field}`, in: 'body', detail })),
  });

  it('reads the server’s 400 as the form’s words, field by field', () => {
    expect(
      fieldErrorsOf(
        refusal(
          ['sender_name', 'sender_name is required'],
          ['content', 'content is too long'],
          ['order_id', 'order_id is not one of your orders'],
          ['sender_phone', 'sender_phone must match pattern "^$|^\\+?[0-9][0-9 ().-]{5,19}$"'],
          ['attachments', 'attachments notes.pdf must be a JPEG, PNG or WebP image or a PDF document'],
        ),
      ),
    ).toEqual({ sender_name: 'required', content: 'tooLong', order_id: 'notYours', sender_phone: 'invalid', attachments: 'type' });
    expect(fieldErrorsOf(refusal(['attachments', 'attachments must be at most 3 files']))).toEqual({ attachments: 'count' });
    expect(fieldErrorsOf(refusal(['attachments', 'attachments big.png is larger than 5242880 bytes']))).toEqual({ attachments: 'size' });
  });

  it('is null for anything that names no field of the form', () => {
    expect(fieldErrorsOf(refusal(['body', 'the form has too many fields']))).toBeNull();
    expect(fieldErrorsOf({ type: 'TOO_MANY_ATTEMPTS', title: 'x', status: 429 })).toBeNull();
    expect(fieldErrorsOf(new TypeError('Failed to fetch'))).toBeNull();
  });
});
