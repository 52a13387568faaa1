import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { EmailRecordDto } from '@kukki/contracts';
import { domainCounter, type Executor, firstRow } from '@kukki/platform';
import { contactMessages, emails, sentLog } from './db/schema';

export type EmailRow = typeof emails.$inferSelect;
export type NewEmailRow = typeof emails.$inferInsert;
export type NewContactRow = typeof contactMessages.$inferInsert;
/** What sending an e-mail reads of its row (not the rendering values: those are for an operator's retry). */
const claimedColumns = {
  id: emails.id,
  idempotencyKey: emails.idempotencyKey,
  template: emails.template,
  to: emails.to,
  replyTo: emails.replyTo,
  subject: emails.subject,
  html: emails.html,
  text: emails.text,
  attempts: emails.attempts,
  messageId: emails.messageId,
};
export type ClaimedEmail = { [K in keyof typeof claimedColumns]: EmailRow[K] } & { alreadySent: boolean };

/** One e-mail the mail server accepted, with what its row records. */
export interface SentEmail {
  row: Pick<EmailRow, 'id' | 'idempotencyKey' | 'to' | 'template'>;
  messageId: string | null;
  attempts: number;
}

const ms = (n: number) => sql`now() + (${n} * interval '1 millisecond')`;

export function toEmailRecord(row: EmailRow): EmailRecordDto {
  return {
    _id: row.id,
    template: row.template,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** Data access of the notifications schema. */
export class EmailsRepository {
  constructor(private readonly db: Executor) {}

  async insertContact(row: NewContactRow): Promise<void> {
    await this.db.insert(contactMessages).values(row);
  }

  /** Inserts the e-mails whose idempotency key is new; returns the ids of those that were. */
  async insertEmails(rows: NewEmailRow[]): Promise<{ id: string; status: string }[]> {
    if (rows.length === 0) return [];
    return this.db
      .insert(emails)
      .values(rows)
      .onConflictDoNothing({ target: emails.idempotencyKey })
      .returning({ id: emails.id, status: emails.status });
  }

  async findById(id: string): Promise<EmailRow | null> {
    return firstRow(this.db.select().from(emails).where(eq(emails.id, id)));
  }

  /**
   * Takes the pending e-mails among `ids` for one try (one statement); those sent, failed, unknown or
   * held by another worker are left out. `alreadySent`: the mail server accepted its idempotency key
   * before (a try that crashed after sending), so it must not go out again.
   */
  async claim(ids: string[], lockMs: number): Promise<ClaimedEmail[]> {
    if (ids.length === 0) return [];
    return this.db
      .update(emails)
      .set({ lockedUntil: ms(lockMs), updatedAt: new Date() })
      .where(and(inArray(emails.id, ids), eq(emails.status, 'pending'), or(isNull(emails.lockedUntil), lt(emails.lockedUntil, sql`now()`))))
      .returning({
        ...claimedColumns,
        // Qualified by hand: inside RETURNING drizzle writes bare column names, which the subquery would take as its own.
        alreadySent: sql<boolean>`exists (select 1 from ${sentLog} s where s.idempotency_key = ${emails}.idempotency_key)`,
      });
  }

  /** Records the mail server's acceptance of a run of e-mails: the rows and the sent log change together (one statement). */
  async markSent(sent: SentEmail[]): Promise<void> {
    if (sent.length === 0) return;
    const now = new Date().toISOString();
    const values = sql.join(
      sent.map(
        ({ row, messageId, attempts }) =>
          sql`(${row.id}, ${row.idempotencyKey}, ${row.to}, ${row.template}, ${messageId}::text, ${attempts}::int)`,
      ),
      sql`, `,
    );
    await this.db.execute(sql`
      with done (id, idempotency_key, to_address, template, message_id, attempts) as (values ${values}),
      sent as (
        update ${emails} e
        set status = 'sent', sent_at = ${now}::timestamptz, updated_at = ${now}::timestamptz, attempts = done.attempts,
          locked_until = null, message_id = done.message_id
        from done where e.id = done.id
      )
      insert into ${sentLog} (idempotency_key, email_id, to_address, template, message_id, sent_at)
      select idempotency_key, id, to_address, template, message_id, ${now}::timestamptz from done
      on conflict do nothing`);
  }

  /** One failed try: pending again after `retryInMs`, or failed for good. */
  async markAttemptFailed(id: string, attempts: number, error: string, final: boolean, retryInMs: number): Promise<void> {
    if (final) domainCounter.inc({ type: 'notifications.email.failed' });
    await this.db
      .update(emails)
      .set({
        status: final ? 'failed' : 'pending',
        attempts,
        lastError: error.slice(0, 1000),
        lockedUntil: null,
        updatedAt: new Date(),
        nextAttemptAt: ms(final ? 0 : retryInMs),
      })
      .where(eq(emails.id, id));
  }

  /**
   * Pending e-mails overdue by more than `graceMs` and not being sent: their job was lost. Each one
   * is pushed back by `graceMs` so the next sweep does not queue it again while it waits.
   */
  async takeOverdue(graceMs: number, limit = 100): Promise<string[]> {
    const rows = await this.db
      .select({ id: emails.id })
      .from(emails)
      .where(
        and(
          eq(emails.status, 'pending'),
          lte(emails.nextAttemptAt, sql`now() - (${graceMs} * interval '1 millisecond')`),
          or(isNull(emails.lockedUntil), lt(emails.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(emails.nextAttemptAt))
      .limit(limit);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    await this.db
      .update(emails)
      .set({ nextAttemptAt: ms(graceMs) })
      .where(and(inArray(emails.id, ids), eq(emails.status, 'pending')));
    return ids;
  }

  async listByStatus(status: EmailRow['status'], limit = 200): Promise<EmailRow[]> {
    return this.db.select().from(emails).where(eq(emails.status, status)).orderBy(desc(emails.updatedAt)).limit(limit);
  }

  /** An operator's retry: pending again with a full set of tries, re-rendered by the caller. */
  async resetForRetry(id: string, rendered: { subject: string; html: string; text: string } | null): Promise<EmailRow | null> {
    return firstRow(
      this.db
        .update(emails)
        .set({ status: 'pending', attempts: 0, lockedUntil: null, nextAttemptAt: new Date(), updatedAt: new Date(), ...(rendered ?? {}) })
        .where(and(eq(emails.id, id), or(eq(emails.status, 'failed'), eq(emails.status, 'pending'))))
        .returning(),
    );
  }
}
