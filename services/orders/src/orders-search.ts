import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { foldText, nextDay, parseOrderNumber, shopDayStart, type AdminOrdersFilter, type OrderStatus } from '@kukki/contracts';
import { ordersTable } from './db/schema';

const ACCENTED = 'ÁÉÍÓÚÜÑÀÈÌÒÙáéíóúüñàèìòù';
const PLAIN = 'AEIOUUNAEIOUaeiouunaeiou';

/** The SQL twin of contracts' `foldText` (translate works everywhere, unaccent is an extension). */
const foldSql = (expr: SQL) => sql`lower(translate(${expr}, ${ACCENTED}, ${PLAIN}))`;

/** A LIKE pattern that contains `text` literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const payerName = sql`${ordersTable.payer}->>'name'`;
const payerEmail = sql`${ordersTable.payer}->>'email'`;
const payerPhone = sql`coalesce(${ordersTable.payer}->'phone'->>'area_code', '') || coalesce(${ordersTable.payer}->'phone'->>'number', '')`;
const deliveryDay = sql`nullif(${ordersTable.deliveryAddress}->>'deliveryDate', '')`;
const payerNumber = sql`coalesce(${ordersTable.payer}->'phone'->>'number', '')`;

export interface OrdersQuery {
  status?: OrderStatus;
  q?: string;
  from?: string;
  to?: string;
  deliveryFrom?: string;
  deliveryTo?: string;
}

export function toOrdersQuery(filter: AdminOrdersFilter): OrdersQuery {
  return {
    status: filter.status && filter.status !== 'todas' ? filter.status : undefined,
    q: filter.q?.trim() || undefined,
    from: filter.from,
    to: filter.to,
    deliveryFrom: filter.deliveryFrom,
    deliveryTo: filter.deliveryTo,
  };
}

/**
 * WHERE of the admin list and export: status; `q` is the order number (K-000123), or part of the
 * buyer's name or e-mail (case- and accent-insensitive) or phone; `from`/`to` are creation days in
 * Mexico City, both inclusive; `deliveryFrom`/`deliveryTo` are delivery days (the order's
 * deliveryDate), both inclusive (orders without a delivery date never match them).
 */
export function ordersWhere(query: OrdersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(ordersTable.status, query.status));
  if (query.from) conditions.push(gte(ordersTable.createdAt, shopDayStart(query.from)));
  if (query.to) conditions.push(lt(ordersTable.createdAt, shopDayStart(nextDay(query.to))));
  if (query.deliveryFrom) conditions.push(sql`${deliveryDay} >= ${query.deliveryFrom}`);
  if (query.deliveryTo) conditions.push(sql`${deliveryDay} <= ${query.deliveryTo}`);
  if (query.q) {
    const folded = foldText(query.q).trim();
    const matches: SQL[] = [sql`${foldSql(payerName)} like ${containing(folded)}`, sql`${foldSql(payerEmail)} like ${containing(folded)}`];
    const digits = query.q.replace(/\D/g, '');
    if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(query.q)) {
      matches.push(sql`${payerPhone} like ${containing(digits)}`, sql`${payerNumber} like ${containing(digits)}`);
    }
    const seq = parseOrderNumber(query.q);
    if (seq !== null) matches.push(eq(ordersTable.orderSeq, seq));
    conditions.push(or(...matches)!);
  }
  return conditions.length ? and(...conditions) : undefined;
}
