import { count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { centsToPesos, formatOrderNumber, type EventEnvelope, type OrderDto, type OrderSummaryDto } from '@kukki/contracts';
import { compiledSql, firstRow, rowsOf, type Executor, type StatementPart } from '@kukki/platform';
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

export type OrderSummaryRow = Pick<OrderRow, 'id' | 'orderSeq' | 'createdAt' | 'totalCents' | 'isPaid' | 'status'> & {
  deliveryDate: string | null;
};

export function toOrderSummary(row: OrderSummaryRow): OrderSummaryDto {
  return {
    _id: row.id,
    orderNumber: formatOrderNumber(row.orderSeq),
    createdAt: row.createdAt.toISOString(),
    totalPrice: centsToPesos(row.totalCents),
    isPaid: row.isPaid,
    status: row.status,
    deliveryDate: row.deliveryDate ?? null,
  };
}

/** A new order as the checkout knows it: everything but the number, which the sequence gives. */
export type NewOrder = Omit<OrderRow, 'orderSeq'>;

/** `formatOrderNumber` in SQL ('K-' and at least six digits), for the event written with the order. */
const orderNumberSql = (seq: SQL) => sql`'K-' || lpad(${seq}::text, greatest(6, length(${seq}::text)), '0')`;

/**
 * The new order (`o`, returning its number) and its event in the outbox (`e`), as the common table expressions of a
 * statement, inserted where `condition` holds: placeholders for every value (`orderWithEventValues`).
 */
export function orderWithEventCtes(condition: SQL): SQL {
  const p = sql.placeholder;
  const json = (name: string) => sql`${p(name)}::jsonb`;
  const instant = (name: string) => sql`${p(name)}::timestamptz`;
  return sql`
      o as (
        insert into ${ordersTable} (id, order_seq, user_id, access_token_hash, status, payer, delivery_address, items,
          items_cents, discount, discount_cents, discount_description, shipping_cents, tax_cents, total_cents,
          is_paid, paid_at, payment_result, preference_id, payment_mismatch, cancelled, cancel_reason, status_history,
          hold_expires_at, holds_released_at, client_key, channel, created_at, updated_at,
          notify_whatsapp)
        select ${p('id')}, nextval('orders.order_number_seq'), ${p('userId')}, ${p('accessTokenHash')}, ${p('status')}, ${json('payer')},
          ${json('deliveryAddress')}, ${json('items')}, ${p('itemsCents')}, ${p('discount')}, ${p('discountCents')}, ${json('discountDescription')},
          ${p('shippingCents')}, ${p('taxCents')}, ${p('totalCents')}, ${p('isPaid')}, ${instant('paidAt')},
          ${json('paymentResult')}, ${p('preferenceId')}, ${json('paymentMismatch')}, ${p('cancelled')}, ${p('cancelReason')},
          ${json('statusHistory')}, ${instant('holdExpiresAt')}, ${instant('holdsReleasedAt')}, ${p('clientKey')}, ${p('channel')},
          ${instant('createdAt')}, ${instant('updatedAt')}, ${p('notifyWhatsApp')}
        where ${condition}
        returning order_seq
      ), e as (
        insert into ${outbox} (id, type, data, occurred_at)
        select ${p('eventId')}, ${p('eventType')}, jsonb_set(${json('eventData')}, '{order,orderNumber}', to_jsonb(${orderNumberSql(sql`o.order_seq`)})),
          ${instant('eventOccurredAt')}
        from o
      )`;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
/** A jsonb column that may be SQL NULL: no value is NULL, not JSON null (the other jsonb columns take `JSON.stringify` whole). */
const nullableJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export function orderWithEventValues(o: NewOrder, event: EventEnvelope<{ order: OrderDto }>): Record<string, unknown> {
  return {
    id: o.id,
    userId: o.userId,
    accessTokenHash: o.accessTokenHash,
    status: o.status,
    payer: JSON.stringify(o.payer),
    deliveryAddress: JSON.stringify(o.deliveryAddress),
    items: JSON.stringify(o.items),
    itemsCents: o.itemsCents,
    discount: o.discount,
    discountCents: o.discountCents,
    discountDescription: JSON.stringify(o.discountDescription),
    shippingCents: o.shippingCents,
    taxCents: o.taxCents,
    totalCents: o.totalCents,
    isPaid: o.isPaid,
    paidAt: iso(o.paidAt),
    paymentResult: nullableJson(o.paymentResult),
    preferenceId: o.preferenceId,
    paymentMismatch: nullableJson(o.paymentMismatch),
    cancelled: o.cancelled,
    cancelReason: o.cancelReason,
    statusHistory: JSON.stringify(o.statusHistory),
    holdExpiresAt: iso(o.holdExpiresAt),
    holdsReleasedAt: iso(o.holdsReleasedAt),
    clientKey: o.clientKey,
    channel: o.channel ?? 'web',
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    notifyWhatsApp: o.notifyWhatsApp,
    eventId: event.id,
    eventType: event.type,
    eventData: JSON.stringify(event.data),
    eventOccurredAt: event.occurredAt,
  };
}

/** `orderWithEventSql` compiled once per condition (none: `true`). */
const orderWithEventStatements = new Map<string, ReturnType<typeof compiledSql>>();

function orderWithEvent(order: NewOrder, event: EventEnvelope<{ order: OrderDto }>, condition: StatementPart | null): SQL {
  const key = condition?.key ?? 'always';
  let statement = orderWithEventStatements.get(key);
  if (!statement) {
    statement = compiledSql(() => sql`with ${orderWithEventCtes(condition?.build() ?? sql`true`)} select order_seq from o`);
    orderWithEventStatements.set(key, statement);
  }
  return statement({ ...orderWithEventValues(order, event), ...condition?.values });
}

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
    condition: StatementPart | null = null,
  ): Promise<OrderRow | null> {
    const result = await this.db.execute(orderWithEvent(order, event, condition));
    const [stored] = rowsOf<{ order_seq: string | number | bigint }>(result);
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

  /** A customer's orders as their profile lists them (the summary's columns only: no items, payer or history). */
  async listByUser(userId: string): Promise<OrderSummaryRow[]> {
    const t = ordersTable;
    return this.db
      .select({
        id: t.id,
        orderSeq: t.orderSeq,
        createdAt: t.createdAt,
        totalCents: t.totalCents,
        isPaid: t.isPaid,
        status: t.status,
        deliveryDate: sql<string | null>`${t.deliveryAddress}->>'deliveryDate'`,
      })
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
