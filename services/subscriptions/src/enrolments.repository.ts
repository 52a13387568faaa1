import { and, asc, desc, eq, gte, inArray, like, sql } from 'drizzle-orm';
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

  async approvedPaymentCount(enrolmentId: string): Promise<number> {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrolmentPayments)
      .where(and(eq(enrolmentPayments.enrolmentId, enrolmentId), eq(enrolmentPayments.status, 'approved')));
    return Number(r?.n ?? 0);
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
   * A cancel: the nearest delivery from `fromDay` still ships when its cycle was
   * paid — prepaid (Checkout Pro) enrolments pay every cycle up front, a recurring one has a recorded
   * approved charge per cycle — and every other scheduled delivery from that day is called off.
   * Returns the delivery that still ships, or null.
   */
  async cancelUnpaidDeliveriesFrom(enrolment: Pick<EnrolmentRow, 'id' | 'mpKind'>, fromDay: string): Promise<DeliveryRow | null> {
    const upcoming = (await this.deliveriesOf([enrolment.id]))
      .filter((d) => d.status === SCHEDULED && d.deliveryDate >= fromDay)
      .sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate));
    const charges = enrolment.mpKind === 'preference' ? Infinity : await this.approvedPaymentCount(enrolment.id);
    const keep = upcoming[0] && upcoming[0].cycle <= charges ? upcoming[0] : null;
    const drop = upcoming.filter((d) => d !== keep).map((d) => d.id);
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
