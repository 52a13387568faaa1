import { and, asc, desc, eq, exists, gt, gte, inArray, isNotNull, like, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { firstRow, type Executor } from '@kukki/platform';
import { deliveries, enrolmentPayments, enrolments } from './db/schema';

export type EnrolmentRow = typeof enrolments.$inferSelect;
export type NewEnrolment = typeof enrolments.$inferInsert;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type PaymentRow = typeof enrolmentPayments.$inferSelect;

export const SCHEDULED = 'programada';
export const CANCELLED_DELIVERY = 'cancelada';

/** Enrolments, their payments and deliveries. */
export class EnrolmentsRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: NewEnrolment): Promise<void> {
    await this.db.insert(enrolments).values(row);
  }

  async byId(id: string, forUpdate = false): Promise<EnrolmentRow | null> {
    const q = this.db.select().from(enrolments).where(eq(enrolments.id, id));
    return firstRow(forUpdate ? q.for('update') : q);
  }

  async byMp(kind: string, mpId: string): Promise<EnrolmentRow | null> {
    return firstRow(
      this.db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.mpKind, kind), eq(enrolments.mpId, mpId))),
    );
  }

  async update(id: string, values: Partial<NewEnrolment>): Promise<void> {
    await this.db
      .update(enrolments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(enrolments.id, id));
  }

  async byUser(userId: string): Promise<EnrolmentRow[]> {
    return this.db.select().from(enrolments).where(eq(enrolments.userId, userId)).orderBy(desc(enrolments.createdAt));
  }

  async list(status?: string): Promise<EnrolmentRow[]> {
    const q = this.db.select().from(enrolments);
    return (status ? q.where(eq(enrolments.status, status)) : q).orderBy(desc(enrolments.createdAt));
  }

  async payment(paymentId: string): Promise<PaymentRow | null> {
    return firstRow(this.db.select().from(enrolmentPayments).where(eq(enrolmentPayments.paymentId, paymentId)));
  }

  async savePayment(row: typeof enrolmentPayments.$inferInsert): Promise<void> {
    await this.db
      .insert(enrolmentPayments)
      .values(row)
      .onConflictDoUpdate({
        target: enrolmentPayments.paymentId,
        set: { status: row.status, amountCents: row.amountCents, approvedAt: row.approvedAt, updatedAt: new Date() },
      });
  }

  /** An approved payment given back (before its provider's report arrives): true when this call changed it. */
  async markRefunded(paymentId: string): Promise<boolean> {
    const changed = await this.db
      .update(enrolmentPayments)
      .set({ status: 'refunded', updatedAt: new Date() })
      .where(and(eq(enrolmentPayments.paymentId, paymentId), eq(enrolmentPayments.status, 'approved')))
      .returning({ paymentId: enrolmentPayments.paymentId });
    return changed.length > 0;
  }

  async approvedPaymentCount(enrolmentId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrolmentPayments)
      .where(and(eq(enrolmentPayments.enrolmentId, enrolmentId), eq(enrolmentPayments.status, 'approved')));
    return Number(r?.n ?? 0);
  }

  /**
   * Approved payments no enrolment needs: of an ended enrolment, approved after it ended or bought no delivery at
   * all (paid while the cancel went through), or a later second payment of a plan paid up front (the first
   * approved one pays it). Oldest first.
   */
  async unneededPayments(limit: number): Promise<Array<{ enrolmentId: string; paymentId: string }>> {
    const earlier = alias(enrolmentPayments, 'earlier');
    return this.db
      .select({ enrolmentId: enrolmentPayments.enrolmentId, paymentId: enrolmentPayments.paymentId })
      .from(enrolmentPayments)
      .innerJoin(enrolments, eq(enrolments.id, enrolmentPayments.enrolmentId))
      .where(
        and(
          eq(enrolmentPayments.status, 'approved'),
          or(
            and(
              isNotNull(enrolments.endedAt),
              or(
                gt(enrolmentPayments.approvedAt, enrolments.endedAt),
                notExists(
                  this.db
                    .select({ one: sql`1` })
                    .from(deliveries)
                    .where(eq(deliveries.enrolmentId, enrolments.id)),
                ),
              ),
            ),
            and(
              eq(enrolments.mpKind, 'preference'),
              exists(
                this.db
                  .select({ one: sql`1` })
                  .from(earlier)
                  .where(
                    and(
                      eq(earlier.enrolmentId, enrolmentPayments.enrolmentId),
                      eq(earlier.status, 'approved'),
                      ne(earlier.paymentId, enrolmentPayments.paymentId),
                      sql`(${earlier.approvedAt}, ${earlier.paymentId}) < (${enrolmentPayments.approvedAt}, ${enrolmentPayments.paymentId})`,
                    ),
                  ),
              ),
            ),
          ),
        ),
      )
      .orderBy(asc(enrolmentPayments.updatedAt))
      .limit(limit);
  }

  /** The status of each enrolment's last reported payment (enrolments with none are absent). */
  async lastPaymentStatuses(enrolmentIds: string[]): Promise<Map<string, string>> {
    if (enrolmentIds.length === 0) return new Map();
    const rows = await this.db
      .select({ enrolmentId: enrolmentPayments.enrolmentId, status: enrolmentPayments.status })
      .from(enrolmentPayments)
      .where(inArray(enrolmentPayments.enrolmentId, enrolmentIds))
      .orderBy(asc(enrolmentPayments.updatedAt));
    return new Map(rows.map((r) => [r.enrolmentId, r.status]));
  }

  async deliveriesOf(enrolmentIds: string[]): Promise<DeliveryRow[]> {
    if (enrolmentIds.length === 0) return [];
    return this.db
      .select()
      .from(deliveries)
      .where(inArray(deliveries.enrolmentId, enrolmentIds))
      .orderBy(asc(deliveries.deliveryDate), asc(deliveries.cycle));
  }

  /** Inserts deliveries; a cycle that already exists is left alone. Returns the ones inserted. */
  async addDeliveries(rows: Array<typeof deliveries.$inferInsert>): Promise<DeliveryRow[]> {
    if (rows.length === 0) return [];
    return this.db
      .insert(deliveries)
      .values(rows)
      .onConflictDoNothing({ target: [deliveries.enrolmentId, deliveries.cycle] })
      .returning();
  }

  async cancelDeliveriesFrom(enrolmentId: string, fromDay: string): Promise<void> {
    await this.db
      .update(deliveries)
      .set({ status: CANCELLED_DELIVERY })
      .where(and(eq(deliveries.enrolmentId, enrolmentId), gte(deliveries.deliveryDate, fromDay), eq(deliveries.status, SCHEDULED)));
  }

  /**
   * A cancel: every delivery from `fromDay` whose cycle was paid still ships — a prepaid (Checkout Pro)
   * enrolment paid all of its months up front, a recurring one has a recorded approved charge per
   * cycle — and the others are called off. Returns the deliveries that still ship, nearest first.
   */
  async cancelUnpaidDeliveriesFrom(enrolment: Pick<EnrolmentRow, 'id' | 'mpKind'>, fromDay: string): Promise<DeliveryRow[]> {
    const upcoming = (await this.deliveriesOf([enrolment.id]))
      .filter((d) => d.status === SCHEDULED && d.deliveryDate >= fromDay)
      .sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate));
    const charges = enrolment.mpKind === 'preference' ? Infinity : await this.approvedPaymentCount(enrolment.id);
    const keep = upcoming.filter((d) => d.cycle <= charges);
    const drop = upcoming.filter((d) => d.cycle > charges).map((d) => d.id);
    if (drop.length) await this.db.update(deliveries).set({ status: CANCELLED_DELIVERY }).where(inArray(deliveries.id, drop));
    return keep;
  }

  async deliveriesInMonth(month: string): Promise<DeliveryRow[]> {
    return this.db
      .select()
      .from(deliveries)
      .where(and(like(deliveries.deliveryDate, `${month}-%`), eq(deliveries.status, SCHEDULED)))
      .orderBy(asc(deliveries.deliveryDate), asc(deliveries.enrolmentId));
  }

  /** Active enrolments charged once whose last delivery day is before `today`. */
  async completedOneOffs(today: string): Promise<EnrolmentRow[]> {
    const rows = await this.db
      .select({ e: enrolments, last: sql<string>`max(${deliveries.deliveryDate})` })
      .from(enrolments)
      .innerJoin(deliveries, eq(deliveries.enrolmentId, enrolments.id))
      .where(and(eq(enrolments.status, 'active'), eq(enrolments.mpKind, 'preference')))
      .groupBy(enrolments.id);
    return rows.filter((r) => r.last < today).map((r) => r.e);
  }
}
