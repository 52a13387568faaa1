import { asc, eq } from 'drizzle-orm';
import type { PaymentLedgerDto } from '@kukki/contracts';
import { firstRow, upsertUnlessOlder, type Executor } from '@kukki/platform';
import { ledger, type LedgerRow } from './db/schema';

export function toLedgerDto(row: LedgerRow): PaymentLedgerDto {
  return {
    paymentId: row.paymentId,
    externalReference: row.externalReference,
    kind: row.kind,
    status: row.status,
    statusDetail: row.statusDetail,
    paymentMethodId: row.paymentMethodId,
    paymentTypeId: row.paymentTypeId,
    amountCents: row.amountCents,
    currency: row.currency,
    refunds: row.refunds,
    dateApproved: row.dateApproved?.toISOString() ?? null,
    lastUpdated: row.lastUpdated.toISOString(),
  };
}

/** Data access of the payments ledger. */
export class PaymentsRepository {
  constructor(private readonly db: Executor) {}

  async lock(paymentId: string): Promise<LedgerRow | null> {
    return firstRow(this.db.select().from(ledger).where(eq(ledger.paymentId, paymentId)).for('update'));
  }

  async get(paymentId: string): Promise<LedgerRow | null> {
    return firstRow(this.db.select().from(ledger).where(eq(ledger.paymentId, paymentId)));
  }

  async ofReference(externalReference: string): Promise<LedgerRow[]> {
    return this.db.select().from(ledger).where(eq(ledger.externalReference, externalReference)).orderBy(asc(ledger.lastUpdated));
  }

  /** Records a payment as fetched; an older fetch (by date_last_updated) never overwrites a newer one. */
  async upsert(entry: PaymentLedgerDto, raw: Record<string, unknown>): Promise<void> {
    const fields = {
      externalReference: entry.externalReference,
      kind: entry.kind,
      status: entry.status,
      statusDetail: entry.statusDetail,
      paymentMethodId: entry.paymentMethodId,
      paymentTypeId: entry.paymentTypeId,
      amountCents: entry.amountCents,
      currency: entry.currency,
      refunds: entry.refunds,
      raw,
      dateApproved: entry.dateApproved ? new Date(entry.dateApproved) : null,
      lastUpdated: new Date(entry.lastUpdated),
    };
    await upsertUnlessOlder(this.db, ledger, { key: ledger.paymentId, version: 'lastUpdated' }, { paymentId: entry.paymentId }, fields);
  }
}
