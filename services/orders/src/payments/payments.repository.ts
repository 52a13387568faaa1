import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { firstRow, upsertUnlessOlder, type Executor } from '@kukki/platform';
import { ordersTable } from '../db/schema';
import type { LedgerEntry } from './payment-state';
import { orderPayments, paymentPreferences, type PaymentPreferenceRow } from './schema';

/** What a payment row and a ledger entry share, besides the payment id. */
function ledgerFields(e: Omit<LedgerEntry, 'id'>): Omit<LedgerEntry, 'id'> {
  return {
    status: e.status,
    result: e.result,
    dateApproved: e.dateApproved,
    lastUpdated: e.lastUpdated,
    amountCents: e.amountCents,
    currency: e.currency,
    refunds: e.refunds ?? [],
  };
}

/** Data access of the payments tables (and the reconciliation's view of unpaid orders). */
export class PaymentsRepository {
  constructor(private readonly db: Executor) {}

  async preference(orderId: string): Promise<PaymentPreferenceRow | null> {
    return firstRow(this.db.select().from(paymentPreferences).where(eq(paymentPreferences.orderId, orderId)));
  }

  /** First writer wins: a concurrent second preference for the same order is dropped. */
  async insertPreference(row: typeof paymentPreferences.$inferInsert): Promise<void> {
    await this.db.insert(paymentPreferences).values(row).onConflictDoNothing();
  }

  async markChecked(orderId: string, at: Date): Promise<void> {
    await this.db.update(paymentPreferences).set({ lastCheckedAt: at }).where(eq(paymentPreferences.orderId, orderId));
  }

  /** Records a payment as fetched; an older fetch (by date_last_updated) never overwrites a newer one. */
  async upsertPayment(orderId: string, e: LedgerEntry): Promise<void> {
    await upsertUnlessOlder(
      this.db,
      orderPayments,
      { key: orderPayments.id, version: 'lastUpdated' },
      { id: e.id, orderId },
      ledgerFields(e),
    );
  }

  async ledger(orderId: string): Promise<LedgerEntry[]> {
    const rows = await this.db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(asc(orderPayments.lastUpdated));
    return rows.map((r) => ({ id: r.id, ...ledgerFields(r) }));
  }

  /** Cancelled orders a payment paid anyway (approved after the cancellation): their money goes back. */
  async cancelledButPaid(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: ordersTable.id })
      .from(ordersTable)
      .where(and(eq(ordersTable.status, 'cancelada'), eq(ordersTable.cancelled, true), eq(ordersTable.isPaid, true)))
      .orderBy(asc(ordersTable.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Approved payments an order does not need: another payment pays it, or it was refunded in full
   * (a customer who paid twice, from two tabs or a retried checkout). Their money goes back.
   */
  async surplusPayments(limit: number): Promise<Array<{ orderId: string; paymentId: string }>> {
    return this.db
      .select({ orderId: orderPayments.orderId, paymentId: orderPayments.id })
      .from(orderPayments)
      .innerJoin(ordersTable, eq(ordersTable.id, orderPayments.orderId))
      .where(
        and(
          eq(orderPayments.status, 'approved'),
          or(
            and(eq(ordersTable.isPaid, true), sql`${ordersTable.paymentResult}->>'id' <> ${orderPayments.id}`),
            eq(ordersTable.status, 'reembolsada'),
          ),
        ),
      )
      .orderBy(asc(orderPayments.lastUpdated))
      .limit(limit);
  }

  /**
   * Unpaid orders the reconciliation should look at: with a preference, first 10 minutes after it
   * was created and then hourly; and every awaiting order older than the cancellation age.
   */
  async dueForReconciliation(now: Date, opts: { firstCheckMs: number; everyMs: number; cancelAfterMs: number; limit: number }) {
    const firstBefore = new Date(now.getTime() - opts.firstCheckMs);
    const againBefore = new Date(now.getTime() - opts.everyMs);
    const cancelBefore = new Date(now.getTime() - opts.cancelAfterMs);
    return this.db
      .select({
        orderId: ordersTable.id,
        createdAt: ordersTable.createdAt,
        preferenceId: paymentPreferences.preferenceId,
        paymentInstructions: ordersTable.paymentInstructions,
      })
      .from(ordersTable)
      .leftJoin(paymentPreferences, eq(paymentPreferences.orderId, ordersTable.id))
      .where(
        and(
          eq(ordersTable.isPaid, false),
          eq(ordersTable.cancelled, false),
          inArray(ordersTable.status, ['creada', 'rechazada']),
          or(
            and(
              isNotNull(paymentPreferences.orderId),
              isNull(paymentPreferences.lastCheckedAt),
              lte(paymentPreferences.createdAt, firstBefore),
            ),
            lte(paymentPreferences.lastCheckedAt, againBefore),
            lte(ordersTable.createdAt, cancelBefore),
          ),
        ),
      )
      .orderBy(asc(ordersTable.createdAt))
      .limit(opts.limit);
  }
}
