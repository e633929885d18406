import { count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { bounded, scrubPath, scrubText } from '../../src/shared/error-reporting/scrub';
import type { Database } from '../db/client';
import { clientErrors } from '../db/schema';
import { parameterProblem, ProblemError } from '../http/problem';
import type { Schemas } from '../http/types';

export type ClientErrorInput = Schemas['ClientErrorInput'];
type Label = Schemas['ClientErrorLabel'];

/** `label` goes with `labelled` and only with it (the contract's shape cannot say so). */
export function checkReport(input: ClientErrorInput): void {
  if (input.kind === 'labelled' && input.label === undefined) throw parameterProblem('label', 'body', 'label is required when kind is labelled');
  if (input.kind !== 'labelled' && input.label !== undefined) throw parameterProblem('label', 'body', 'label goes only with kind labelled');
}

/**
 * Stores a report, scrubbed again whatever the app did: no email, token, secret, long number or
 * query string reaches the table. A scrubbed text keeps within the contract's bounds.
 */
export async function storeReport(db: Database, input: ClientErrorInput): Promise<void> {
  checkReport(input);
  await db.insert(clientErrors).values({
    kind: input.kind,
    label: input.label ?? null,
    message: bounded(scrubText(input.message), 1000),
    stack: bounded(scrubText(input.stack), 8000),
    url: bounded(scrubPath(input.url), 500),
    buildId: input.build_id,
    locale: input.locale,
    userAgent: bounded(scrubText(input.user_agent), 300),
  });
}

/** One page of reports, newest first, of one label or all. */
export async function listReports(db: Database, page: number, pageSize: number, label: Label | undefined): Promise<Schemas['ClientErrorPage']> {
  const where: SQL | undefined = label ? eq(clientErrors.label, label) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(clientErrors).where(where);
  const pages = Math.ceil(total / pageSize);
  if (page > Math.max(1, pages)) throw new ProblemError(404, 'NOT_FOUND', 'Not found', `There are ${pages} pages of error reports`);
  const rows = await db
    .select()
    .from(clientErrors)
    .where(where)
    .orderBy(desc(clientErrors.createdAt), desc(clientErrors.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    value: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      kind: r.kind as Schemas['ClientErrorKind'],
      label: r.label as Label | null,
      message: r.message,
      stack: r.stack,
      url: r.url,
      build_id: r.buildId,
      locale: r.locale as Schemas['LocaleCode'],
      user_agent: r.userAgent,
    })),
    pagination: { page, page_size: pageSize, pages, total },
  };
}

/** How long a report is kept: long enough to follow a fault over a few releases, no longer. */
export const CLIENT_ERROR_RETENTION_DAYS = 90;

/** Deletes the reports older than the retention (run by the clock); returns how many went. */
export async function forgetOldReports(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - CLIENT_ERROR_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db.delete(clientErrors).where(lt(clientErrors.createdAt, before)).returning({ id: clientErrors.id });
  return gone.length;
}
