import { count, desc, eq, gte, type SQL } from 'drizzle-orm';
import { centsToPesos, formatOrderNumber, type OrderDto, type OrderSummaryDto } from '@kukki/contracts';
import type { Executor } from '@kukki/platform';
import { ordersTable, type NewOrderRow, type OrderRow } from './db/schema';
import { ordersWhere, type OrdersQuery } from './orders-search';

export function toOrderDto(row: OrderRow): OrderDto {
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.orderSeq),
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    user: row.userId,
    payer: row.payer,
    deliveryAddress: row.deliveryAddress,
    items: row.items.map((i) => ({
      id: i.id,
      title: i.title,
      picture_url: i.picture_url,
      category_id: i.category_id,
      quantity: i.quantity,
      unit_price: centsToPesos(i.unitPriceCents),
      description: i.description,
      ...(i.picks.length ? { picks: i.picks } : {}),
    })),
    itemsPrice: centsToPesos(row.itemsCents),
    discount: row.discount,
    discountPrice: centsToPesos(row.discountCents),
    discountDescription: row.discountDescription,
    shippingPrice: centsToPesos(row.shippingCents),
    taxPrice: centsToPesos(row.taxCents),
    totalPrice: centsToPesos(row.totalCents),
    isPaid: row.isPaid,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    cancelled: row.cancelled,
    cancelReason: row.cancelReason,
    paymentResult: row.paymentResult ?? null,
    paymentMismatch: row.paymentMismatch ?? null,
  };
}

export function toOrderSummary(row: Pick<OrderRow, 'id' | 'orderSeq' | 'createdAt' | 'totalCents' | 'isPaid' | 'status'>): OrderSummaryDto {
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.orderSeq),
    createdAt: row.createdAt.toISOString(),
    totalPrice: centsToPesos(row.totalCents),
    isPaid: row.isPaid,
    status: row.status,
  };
}

/** Data access of the orders schema. The payments part of the service uses it too. */
export class OrdersRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: NewOrderRow): Promise<OrderRow> {
    const [inserted] = await this.db.insert(ordersTable).values(row).returning();
    return inserted;
  }

  async findById(id: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(ordersTable).where(eq(ordersTable.id, id));
    return row ?? null;
  }

  /** Locks the row until the transaction ends (status changes, cancel and payments serialise here). */
  async lockById(id: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(ordersTable).where(eq(ordersTable.id, id)).for('update');
    return row ?? null;
  }

  async update(id: string, changes: Partial<NewOrderRow>): Promise<OrderRow> {
    const [row] = await this.db
      .update(ordersTable)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(ordersTable.id, id))
      .returning();
    return row;
  }

  async listByUser(userId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(ordersTable)
      .where(eq(ordersTable.userId, userId))
      .orderBy(desc(ordersTable.createdAt), desc(ordersTable.id));
  }

  async page(opts: OrdersQuery & { limit: number; offset: number }): Promise<{ rows: OrderRow[]; total: number }> {
    const where: SQL | undefined = ordersWhere(opts);
    const [{ n }] = await this.db.select({ n: count() }).from(ordersTable).where(where);
    const rows = await this.db
      .select()
      .from(ordersTable)
      .where(where)
      .orderBy(desc(ordersTable.createdAt), desc(ordersTable.id))
      .limit(opts.limit)
      .offset(opts.offset);
    return { rows, total: Number(n) };
  }

  /** Every order the filters match, newest first (the CSV export), at most `limit`. */
  async matching(query: OrdersQuery, limit: number): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(ordersTable)
      .where(ordersWhere(query))
      .orderBy(desc(ordersTable.createdAt), desc(ordersTable.id))
      .limit(limit);
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.db.select({ status: ordersTable.status, n: count() }).from(ordersTable).groupBy(ordersTable.status);
    return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }

  async createdSince(since: Date): Promise<OrderRow[]> {
    return this.db.select().from(ordersTable).where(gte(ordersTable.createdAt, since));
  }
}
