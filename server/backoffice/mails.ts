import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Schemas } from '../http/types';
import { normaliseEmail } from '../lib/contact';

/** Mails listed at most. */
const MAILS_LISTED = 50;

/** The newest mails the outbox kept for an address. */
export async function mailsTo(db: Database, recipient: string): Promise<Schemas['Mail'][]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, normaliseEmail(recipient)))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(MAILS_LISTED);
  return rows.map((m) => ({
    recipient: m.recipient,
    subject: m.subject,
    text: m.text,
    html: m.html,
    attachments: (m.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.contentType, size: Buffer.from(a.content, 'base64').length })),
    created_at: m.createdAt.toISOString(),
  }));
}
