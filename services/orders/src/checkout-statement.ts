import { sql, type SQL } from 'drizzle-orm';
import { compiledSql, rowsOf, type Executor, type StatementPart } from '@kukki/platform';
import type { DayHoldsPart } from './capacity/capacity.service';
import { orderWithEventCtes } from './orders.repository';

/** The check that undid a checkout statement (`orders.checkout_refused`, migration 0009). */
export type CheckoutRefusal = 'key' | 'slot' | 'stock' | 'limit';

const REFUSED = 'KC001';

/** The check named by a failed checkout statement, whether the driver's error is wrapped by Drizzle or not; null for any other error. */
export function checkoutRefusal(err: unknown): CheckoutRefusal | null {
  const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } } | undefined;
  const raised = e?.code === REFUSED ? e : e?.cause?.code === REFUSED ? e.cause : undefined;
  return (raised?.message as CheckoutRefusal | undefined) ?? null;
}

/** What a web order's single statement takes besides the order and its event; each part is optional. */
export interface CheckoutParts {
  /** The idempotency key's take (`insert … returning`: a row when taken). */
  key: StatementPart | null;
  /** The delivery day's slot and stock. */
  dayHolds: DayHoldsPart | null;
  /** The unpaid-order limits: a condition of the order's insert. */
  limit: StatementPart | null;
}

const statements = new Map<string, ReturnType<typeof compiledSql>>();

function checkoutSql({ key, dayHolds, limit }: CheckoutParts): SQL {
  const ctes: SQL[] = [];
  const taken: SQL[] = [];
  const refusals: SQL[] = [];
  const refuse = (reason: CheckoutRefusal) => sql`orders.checkout_refused(${sql.raw(`'${reason}'`)})`;
  if (key) {
    ctes.push(sql`k as (${key.build()})`);
    taken.push(sql`exists (select 1 from k)`);
    refusals.push(sql`when not exists (select 1 from k) then ${refuse('key')}`);
  }
  if (dayHolds) {
    ctes.push(dayHolds.build());
    const products = sql.raw(String(dayHolds.products));
    taken.push(sql`exists (select 1 from slot)`, sql`(select count(*) from stock) = ${products}`);
    refusals.push(
      sql`when not exists (select 1 from slot) then ${refuse('slot')}`,
      sql`when (select count(*) from stock) <> ${products} then ${refuse('stock')}`,
    );
  }
  if (limit) {
    taken.push(limit.build());
    refusals.push(sql`when not exists (select 1 from o) then ${refuse('limit')}`);
  }
  ctes.push(orderWithEventCtes(taken.length ? sql.join(taken, sql` and `) : sql`true`));
  const refused = refusals.length ? sql`case ${sql.join(refusals, sql` `)} end` : sql`null`;
  return sql`with ${sql.join(ctes, sql`, `)} select (select order_seq from o) as order_seq, ${refused} as refused`;
}

/**
 * A web order in one statement, atomic without a transaction: the idempotency key, the delivery day's slot and
 * stock, and the order with its event under the unpaid-order limits. When a check fails the statement raises
 * `orders.checkout_refused(check)` and PostgreSQL undoes everything it wrote; the caller reads the check with
 * `checkoutRefusal` and says why. Compiled once per shape of its parts. Answers the order's number.
 */
export async function storeCheckout(db: Executor, parts: CheckoutParts, orderValues: Record<string, unknown>): Promise<number> {
  const shape = [parts.key?.key, parts.dayHolds?.key, parts.limit?.key].map((k) => k ?? '-').join('|');
  let statement = statements.get(shape);
  if (!statement) {
    statement = compiledSql(() => checkoutSql(parts));
    statements.set(shape, statement);
  }
  const values = { ...orderValues, ...parts.key?.values, ...parts.dayHolds?.values, ...parts.limit?.values };
  const [row] = rowsOf<{ order_seq: string | number | bigint | null }>(await db.execute(statement(values)));
  if (row?.order_seq === null || row?.order_seq === undefined) throw new Error('the order was not stored');
  return Number(row.order_seq);
}
