import { eq } from 'drizzle-orm';
import type { PreapprovalDto } from '@kukki/contracts';
import { firstRow, upsertUnlessOlder, type Executor } from '@kukki/platform';
import { preapprovals, type PreapprovalRow } from '../db/schema';

export function toPreapprovalRecord(row: PreapprovalRow): PreapprovalDto {
  return {
    preapprovalId: row.preapprovalId,
    externalReference: row.externalReference,
    status: row.status,
    initPoint: row.initPoint,
    amountCents: row.amountCents,
    currency: row.currency,
    lastChargedAt: row.lastChargedAt?.toISOString() ?? null,
    lastModified: row.lastModified.toISOString(),
  };
}

/** Data access of the recorded preapprovals. */
export class PreapprovalsRepository {
  constructor(private readonly db: Executor) {}

  async lock(id: string): Promise<PreapprovalRow | null> {
    return firstRow(this.db.select().from(preapprovals).where(eq(preapprovals.preapprovalId, id)).for('update'));
  }

  async get(id: string): Promise<PreapprovalRow | null> {
    return firstRow(this.db.select().from(preapprovals).where(eq(preapprovals.preapprovalId, id)));
  }

  /** Records a preapproval as fetched; an older fetch (by last_modified) never overwrites a newer one. */
  async upsert(dto: PreapprovalDto, raw: Record<string, unknown>): Promise<void> {
    const fields = {
      externalReference: dto.externalReference,
      status: dto.status,
      initPoint: dto.initPoint,
      amountCents: dto.amountCents,
      currency: dto.currency,
      lastChargedAt: dto.lastChargedAt ? new Date(dto.lastChargedAt) : null,
      raw,
      lastModified: new Date(dto.lastModified),
    };
    const target = { key: preapprovals.preapprovalId, version: 'lastModified' } as const;
    await upsertUnlessOlder(this.db, preapprovals, target, { preapprovalId: dto.preapprovalId }, fields);
  }
}
