import { isProblem } from '@/shared/api';

/** The fields of the form, as the contract names them. */
export type ContactField = 'sender_name' | 'sender_email' | 'sender_phone' | 'object' | 'order_id' | 'content' | 'attachments';
export const CONTACT_FIELDS: readonly ContactField[] = ['sender_name', 'sender_email', 'sender_phone', 'object', 'order_id', 'content', 'attachments'];

/**
 * Why a field is refused, as the form says it in the person's language: missing, not right (an
 * address, a number, a subject, a length...), or, for the files, their number, weight or kind.
 */
export type FieldProblem = 'required' | 'invalid' | 'tooLong' | 'notYours' | 'count' | 'size' | 'type';
export type FieldErrors = Partial<Record<ContactField, FieldProblem>>;

/** What the server's 400 says of each field, in the form's words; null when it names none of them. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!isProblem(error) || error.status !== 400 || !error.errors?.length) return null;
  const found: FieldErrors = {};
  for (const { field, detail } of error.errors) {
    if (!(CONTACT_FIELDS as readonly string[]).includes(field) || found[field as ContactField]) continue;
    found[field as ContactField] = problemOf(field as ContactField, detail);
  }
  return Object.keys(found).length ? found : null;
}

function problemOf(field: ContactField, detail: string): FieldProblem {
  if (field === 'attachments') return /at most/.test(detail) ? 'count' : /larger than/.test(detail) ? 'size' : 'type';
  if (/is required|must match pattern "\\S"|must NOT have fewer/.test(detail)) return 'required';
  if (/too long|must NOT have more/.test(detail)) return 'tooLong';
  if (field === 'order_id' && /not one of your orders|signed-in/.test(detail)) return 'notYours';
  return 'invalid';
}
