import { and, asc, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@kukki/platform';
import { ordersTable, type OrderRow } from '../db/schema';

/** «Paid» everywhere the bakery counts: paid, not cancelled, not refunded. */
export const isCountedPaid: SQL = and(
  eq(ordersTable.isPaid, true),
  eq(ordersTable.cancelled, false),
  ne(ordersTable.status, 'reembolsada'),
)!;

const deliveryDay = sql`${ordersTable.deliveryAddress}->>'deliveryDate'`;

/** Read-only queries of the production list, route sheet, packing slips, reports and customers. */
export class PaidOrdersRepository {
  constructor(private readonly db: Executor) {}

  /** Paid orders delivering on `day`, oldest number first. */
  deliveringOn(day: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(ordersTable)
      .where(and(isCountedPaid, sql`${deliveryDay} = ${day}`))
      .orderBy(asc(ordersTable.orderSeq));
  }

  /**
   * Orders paid in [from, to), refunded ones included: a refund clears `paidAt`, so those fall back
   * to the day the order was created.
   */
  paidBetween(from: Date, to: Date): Promise<OrderRow[]> {
    const paidAt = sql`coalesce(${ordersTable.paidAt}, ${ordersTable.createdAt})`;
    return this.db
      .select()
      .from(ordersTable)
      .where(
        and(
          or(eq(ordersTable.isPaid, true), eq(ordersTable.status, 'reembolsada')),
          sql`${paidAt} >= ${from.toISOString()}::timestamptz`,
          sql`${paidAt} < ${to.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(asc(ordersTable.orderSeq));
  }

  /** Every order, per lower-cased e-mail: paid count and spend, the last order and the latest name and user. */
  async customers(): Promise<
    Array<{ email: string; name: string; phone: string; userId: string | null; orders: number; spentCents: number; lastOrderAt: Date }>
  > {
    const email = sql<string>`lower(${ordersTable.payer}->>'email')`;
    const rows = await this.db
      .select({
        email,
        name: sql<string>`(array_agg(${ordersTable.payer}->>'name' order by ${ordersTable.createdAt} desc))[1]`,
        phone: sql<string>`(array_agg(concat(${ordersTable.payer}->'phone'->>'area_code', ${ordersTable.payer}->'phone'->>'number') order by ${ordersTable.createdAt} desc))[1]`,
        userId: sql<
          string | null
        >`(array_agg(${ordersTable.userId} order by ${ordersTable.userId} is null, ${ordersTable.createdAt} desc))[1]`,
        orders: sql<number>`count(*) filter (where ${isCountedPaid})`,
        spentCents: sql<number>`coalesce(sum(${ordersTable.totalCents}) filter (where ${isCountedPaid}), 0)`,
        lastOrderAt: sql<string>`max(${ordersTable.createdAt})`,
      })
      .from(ordersTable)
      .where(sql`coalesce(${ordersTable.payer}->>'email', '') <> ''`)
      .groupBy(email)
      .orderBy(desc(sql`max(${ordersTable.createdAt})`));
    return rows.map((r) => ({
      email: r.email,
      name: r.name ?? '',
      phone: r.phone ?? '',
      userId: r.userId ?? null,
      orders: Number(r.orders),
      spentCents: Number(r.spentCents),
      lastOrderAt: new Date(r.lastOrderAt),
    }));
  }
}
