import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@kukki/platform';
import { emails } from '../db/schema';

/**
 * Stored e-mails are kept for EVENT_RETENTION_DAYS after they were sent (pruned by the service's
 * repeating prune job, with its event tables): a sent e-mail older than that is deleted. Pending and
 * failed ones stay whatever their age (they still have to go out, or an operator needs them); the
 * sent log keeps its idempotency keys, so a late redelivery is still never sent twice.
 */
export async function pruneSentEmails(db: Database, retentionMs: number, now = new Date()): Promise<{ emails: number }> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const deleted = await db
    .delete(emails)
    .where(and(eq(emails.status, 'sent'), lt(emails.sentAt, cutoff)))
    .returning({ id: emails.id });
  return { emails: deleted.length };
}
