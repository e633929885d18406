import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { orders, profiles, requests, supportAttachments, supportTickets } from '../db/schema';
import { fieldErrors, ProblemError, validationProblem, type FieldError } from '../http/problem';
import type { ComponentValidator } from '../http/spec';
import { textProblem } from '../http/text';
import type { LocaleCode, Schemas } from '../http/types';
import { attachmentType, cleanFileName, MAX_ATTACHMENTS, type AttachmentType } from './files';
import type { TicketForMail } from './mails';

type SupportObject = Schemas['SupportObject'];

/** The text fields of the form, as the contract names them. */
const TEXT_FIELDS = ['sender_name', 'sender_email', 'sender_phone', 'object', 'order_id', 'content'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
const OPTIONAL: ReadonlySet<TextField> = new Set(['sender_phone', 'order_id']);
/** Text fields are short; the message is the longest (5,000 characters, up to 4 bytes each). */
const FIELD_BYTES = 5000 * 4;

export interface SentFile {
  position: number;
  name: string;
  bytes: Buffer;
  tooLarge: boolean;
}

/** The form as it came: its text fields, its files, and what was wrong with its shape. */
export interface SentForm {
  fields: Partial<Record<TextField, string>>;
  files: SentFile[];
  errors: FieldError[];
}

const bodyError = (field: string, detail: string, pointer = `/${field}`): FieldError => ({ field, pointer, in: 'body', detail });

/**
 * Reads the multipart body whole: each text field once, and the files of `attachments` (one more
 * than allowed is read, to say there are too many; a file past `maxBytes` is cut there and said
 * too large).
 */
export async function readForm(request: FastifyRequest, maxBytes: number): Promise<SentForm> {
  const form: SentForm = { fields: {}, files: [], errors: [] };
  if (!request.isMultipart()) throw new ProblemError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', 'The body must be sent as multipart/form-data');
  const seen = new Set<string>();
  try {
    // A file past the size is cut and marked `truncated` rather than thrown (the runtime takes
    // this option per request; its types only know it for the plugin).
    const options = {
      limits: { files: MAX_ATTACHMENTS + 1, fileSize: maxBytes, fields: TEXT_FIELDS.length + 4, fieldSize: FIELD_BYTES, parts: TEXT_FIELDS.length + MAX_ATTACHMENTS + 5 },
      throwFileSizeLimit: false,
    };
    const parts = request.parts(options as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'attachments') {
          form.errors.push(bodyError(part.fieldname, `${part.fieldname} is not a known field`));
          continue;
        }
        form.files.push({ position: form.files.length, name: cleanFileName(part.filename), bytes, tooLarge: part.file.truncated });
        continue;
      }
      const name = part.fieldname;
      if (!(TEXT_FIELDS as readonly string[]).includes(name)) {
        form.errors.push(bodyError(name, name === 'attachments' ? 'attachments must be files' : `${name} is not a known field`));
        continue;
      }
      if (seen.has(name)) {
        form.errors.push(bodyError(name, `${name} must be sent once`));
        continue;
      }
      seen.add(name);
      if (part.valueTruncated) form.errors.push(bodyError(name, `${name} is too long`));
      else form.fields[name as TextField] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') form.errors.push(bodyError('attachments', `attachments must be at most ${MAX_ATTACHMENTS} files`));
    else if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') form.errors.push(bodyError('body', 'the form has too many fields', ''));
    else if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new ProblemError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported media type', 'The body must be sent as multipart/form-data');
    else if (error instanceof ProblemError) throw error;
    else throw validationProblem([bodyError('body', 'the body is not a readable multipart form', '')]);
  }
  return form;
}

export interface CheckedTicket {
  clientId: number | null;
  locale: LocaleCode;
  senderName: string;
  senderEmail: string;
  senderPhone: string | null;
  object: SupportObject;
  orderId: string | null;
  content: string;
  attachments: Array<{ position: number; name: string; contentType: AttachmentType; bytes: Buffer }>;
}

/** Whether `orderId` (`shop-12`, `trunk-34`) is one of the client's own shop orders or trunks. */
async function ownsOrder(db: Database, clientId: number, orderId: string): Promise<boolean> {
  const [kind, digits] = orderId.split('-') as ['shop' | 'trunk', string];
  const id = Number(digits);
  if (!Number.isSafeInteger(id) || id > 2 ** 31 - 1) return false;
  if (kind === 'shop') return (await db.$count(orders, and(eq(orders.id, id), eq(orders.clientId, clientId)))) > 0;
  const [row] = await db
    .select({ id: requests.id })
    .from(requests)
    .innerJoin(profiles, eq(profiles.id, requests.profileId))
    .where(and(eq(requests.id, id), eq(profiles.clientId, clientId)));
  return row !== undefined;
}

/**
 * The ticket the form describes, or a 400 naming every field at fault: the text fields by the
 * contract, then the files by their bytes, then the order among the client's own.
 */
export async function checkTicket(db: Database, validate: ComponentValidator, form: SentForm, clientId: number | null, locale: LocaleCode, maxBytes: number): Promise<CheckedTicket> {
  const errors = [...form.errors];
  const named = new Set(errors.map((e) => e.field));
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form.fields)) {
    // An optional field left empty is a field not given.
    if (OPTIONAL.has(name as TextField) && value.trim() === '') continue;
    fields[name] = name === 'content' ? value.replace(/\r\n?/g, '\n').trim() : value.trim();
  }
  for (const [name, value] of Object.entries(fields)) {
    const problem = textProblem(value, name === 'content');
    if (problem && !named.has(name)) {
      errors.push(bodyError(name, `${name} ${problem}`));
      named.add(name);
    }
  }
  for (const error of fieldErrors(validate('SupportTicketInput', fields, ''), 'body')) {
    if (named.has(error.field)) continue;
    errors.push(error);
    named.add(error.field);
  }

  const attachments: CheckedTicket['attachments'] = [];
  if (form.files.length > MAX_ATTACHMENTS && !named.has('attachments')) {
    errors.push(bodyError('attachments', `attachments must be at most ${MAX_ATTACHMENTS} files`));
    named.add('attachments');
  }
  for (const file of form.files.slice(0, MAX_ATTACHMENTS)) {
    const pointer = `/attachments/${file.position}`;
    if (file.tooLarge) {
      errors.push(bodyError('attachments', `attachments ${file.name} is larger than ${maxBytes} bytes`, pointer));
      continue;
    }
    const contentType = attachmentType(file.bytes);
    if (!contentType) {
      errors.push(bodyError('attachments', `attachments ${file.name} must be a JPEG, PNG or WebP image or a PDF document`, pointer));
      continue;
    }
    attachments.push({ position: file.position, name: file.name, contentType, bytes: file.bytes });
  }

  const orderId = fields.order_id ?? null;
  if (orderId !== null && !named.has('order_id')) {
    if (clientId === null) errors.push(bodyError('order_id', 'order_id can only be given by a signed-in client'));
    else if (!(await ownsOrder(db, clientId, orderId))) errors.push(bodyError('order_id', 'order_id is not one of your orders'));
  }

  if (errors.length > 0) throw validationProblem(errors);
  return {
    clientId,
    locale,
    senderName: fields.sender_name!,
    senderEmail: fields.sender_email!,
    senderPhone: fields.sender_phone ?? null,
    object: fields.object as SupportObject,
    orderId,
    content: fields.content!,
    attachments,
  };
}

/** How a ticket is quoted: `LC-` and its number on six digits at least. */
export const referenceOf = (id: number) => `LC-${String(id).padStart(6, '0')}`;

/** Stores the ticket and its files in one transaction. */
export async function storeTicket(db: Database, ticket: CheckedTicket): Promise<Schemas['SupportTicketReceipt'] & { mail: TicketForMail }> {
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(supportTickets)
      .values({
        clientId: ticket.clientId,
        locale: ticket.locale,
        senderName: ticket.senderName,
        senderEmail: ticket.senderEmail,
        senderPhone: ticket.senderPhone,
        object: ticket.object,
        orderId: ticket.orderId,
        content: ticket.content,
      })
      .returning();
    if (ticket.attachments.length > 0) {
      await tx.insert(supportAttachments).values(
        ticket.attachments.map((a, index) => ({ ticketId: stored!.id, position: index, name: a.name, contentType: a.contentType, size: a.bytes.length, bytes: a.bytes })),
      );
    }
    return stored!;
  });
  const attachments = ticket.attachments.map((a) => ({ name: a.name, content_type: a.contentType, size: a.bytes.length }));
  const reference = referenceOf(row.id);
  return {
    id: row.id,
    reference,
    object: ticket.object,
    order_id: ticket.orderId,
    created_at: row.createdAt.toISOString(),
    attachments,
    mail: { ...ticket, reference, attachments: ticket.attachments.map((a) => ({ name: a.name, contentType: a.contentType, size: a.bytes.length })) },
  };
}

/** One page of the tickets, newest first, with the description of their files. */
export async function listTickets(db: Database, page: number, pageSize: number): Promise<Schemas['SupportTicketPage']> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(supportTickets);
  const pages = Math.ceil(total / pageSize);
  if (page > Math.max(1, pages)) throw new ProblemError(404, 'NOT_FOUND', 'Not found', `There are ${pages} pages of tickets`);
  const rows = await db
    .select()
    .from(supportTickets)
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const files = rows.length
    ? await db
        .select({ ticketId: supportAttachments.ticketId, name: supportAttachments.name, contentType: supportAttachments.contentType, size: supportAttachments.size })
        .from(supportAttachments)
        .where(inArray(supportAttachments.ticketId, rows.map((r) => r.id)))
        .orderBy(supportAttachments.ticketId, supportAttachments.position)
    : [];
  return {
    value: rows.map((r) => ({
      id: r.id,
      reference: referenceOf(r.id),
      created_at: r.createdAt.toISOString(),
      locale: r.locale as LocaleCode,
      client_id: r.clientId,
      sender_name: r.senderName,
      sender_email: r.senderEmail,
      sender_phone: r.senderPhone,
      object: r.object as SupportObject,
      order_id: r.orderId,
      content: r.content,
      attachments: files
        .filter((f) => f.ticketId === r.id)
        .map((f) => ({ name: f.name, content_type: f.contentType as AttachmentType, size: f.size })),
    })),
    pagination: { page, page_size: pageSize, pages, total },
  };
}
