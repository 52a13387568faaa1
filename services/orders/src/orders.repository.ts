import { count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { centsToPesos, formatOrderNumber, type EventEnvelope, type OrderDto, type OrderSummaryDto } from '@kukki/contracts';
import { firstRow, type Executor } from '@kukki/platform';
import { outbox, ordersTable, type NewOrderRow, type OrderRow } from './db/schema';
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
    history: row.statusHistory ?? [],
    channel: row.channel ?? 'web',
    refunds: (row.refunds ?? []).map((r) => ({ id: r.id, amount: centsToPesos(r.amountCents), at: r.at })),
    notifyWhatsApp: row.notifyWhatsApp ?? false,
    paymentInstructions: row.isPaid || row.cancelled ? null : (row.paymentInstructions ?? null),
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

/** A new order as the checkout knows it: everything but the number, which the sequence gives. */
export type NewOrder = Omit<OrderRow, 'orderSeq'>;

/** `formatOrderNumber` in SQL ('K-' and at least six digits), for the event written with the order. */
const orderNumberSql = (seq: SQL) => sql`'K-' || lpad(${seq}::text, greatest(6, length(${seq}::text)), '0')`;

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** Data access of the orders schema. The payments part of the service uses it too. */
export class OrdersRepository {
  constructor(private readonly db: Executor) {}

  async insert(row: NewOrderRow): Promise<OrderRow> {
    const [inserted] = await this.db.insert(ordersTable).values(row).returning();
    return inserted;
  }

  /**
   * Stores a new order and its event in the outbox in one statement (atomic on its own, one round
   * trip). The order number comes from the sequence inside the statement and is written into the
   * event's `data.order.orderNumber`; nothing is read back but that number. Null, and nothing stored,
   * when `condition` is false.
   */
  async insertWithEvent(
    order: NewOrder,
    event: EventEnvelope<{ order: OrderDto }>,
    condition: SQL | null = null,
  ): Promise<OrderRow | null> {
    const o = order;
    const result = await this.db.execute(sql`
      with o as (
        insert into ${ordersTable} (id, order_seq, user_id, access_token_hash, status, payer, delivery_address, items,
          items_cents, discount, discount_cents, discount_description, shipping_cents, tax_cents, total_cents,
          is_paid, paid_at, payment_result, preference_id, payment_mismatch, cancelled, cancel_reason, status_history,
          hold_expires_at, holds_released_at, client_key, channel, created_at, updated_at,
          notify_whatsapp)
        select ${o.id}, nextval('orders.order_number_seq'), ${o.userId}, ${o.accessTokenHash}, ${o.status}, ${json(o.payer)},
          ${json(o.deliveryAddress)}, ${json(o.items)}, ${o.itemsCents}, ${o.discount}, ${o.discountCents}, ${json(o.discountDescription)},
          ${o.shippingCents}, ${o.taxCents}, ${o.totalCents}, ${o.isPaid}, ${o.paidAt?.toISOString() ?? null}::timestamptz,
          ${o.paymentResult === null ? null : JSON.stringify(o.paymentResult)}::jsonb, ${o.preferenceId},
          ${o.paymentMismatch === null ? null : JSON.stringify(o.paymentMismatch)}::jsonb, ${o.cancelled}, ${o.cancelReason},
          ${json(o.statusHistory)}, ${o.holdExpiresAt?.toISOString() ?? null}::timestamptz,
          ${o.holdsReleasedAt?.toISOString() ?? null}::timestamptz, ${o.clientKey}, ${o.channel ?? 'web'},
          ${o.createdAt.toISOString()}::timestamptz, ${o.updatedAt.toISOString()}::timestamptz, ${o.notifyWhatsApp}
        where ${condition ?? sql`true`}
        returning order_seq
      ), e as (
        insert into ${outbox} (id, type, data, occurred_at)
        select ${event.id}, ${event.type}, jsonb_set(${json(event.data)}, '{order,orderNumber}', to_jsonb(${orderNumberSql(sql`o.order_seq`)})),
          ${event.occurredAt}::timestamptz
        from o
      )
      select order_seq from o`);
    const [stored] = (result as { rows: { order_seq: string | number | bigint }[] }).rows;
    return stored ? { ...order, orderSeq: Number(stored.order_seq) } : null;
  }

  async findById(id: string): Promise<OrderRow | null> {
    return firstRow(this.db.select().from(ordersTable).where(eq(ordersTable.id, id)));
  }

  /** Locks the row until the transaction ends (status changes, cancel and payments serialise here). */
  async lockById(id: string): Promise<OrderRow | null> {
    return firstRow(this.db.select().from(ordersTable).where(eq(ordersTable.id, id)).for('update'));
  }

  /** Every change of an order goes through here: a new status is appended to its history. */
  async update(id: string, changes: Partial<Omit<NewOrderRow, 'statusHistory'>>): Promise<OrderRow> {
    const now = new Date();
    const history = changes.status
      ? {
          statusHistory: sql`case when ${ordersTable.status} = ${changes.status} then ${ordersTable.statusHistory}
            else ${ordersTable.statusHistory} || jsonb_build_array(jsonb_build_object('status', ${changes.status}::text, 'at', ${now.toISOString()}::text)) end`,
        }
      : {};
    const [row] = await this.db
      .update(ordersTable)
      .set({ ...changes, ...history, updatedAt: now })
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
