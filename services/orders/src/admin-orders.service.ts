import { Inject, Injectable } from '@nestjs/common';
import {
  adminTransitionRefusal,
  centsToPesos,
  lineProductName,
  LIFECYCLE_MESSAGES,
  PAID_STATUSES,
  EVENTS,
  ORDER_MESSAGES as OM,
  ORDER_STATUSES,
  shopDay,
  type AdminListOrdersRequest,
  type AdminOrdersCsvReply,
  type AdminOrdersFilter,
  type AdminOrdersReply,
  type AdminStatsReply,
  type OrderDto,
  type OrderStatus,
  type Principal,
} from '@kukki/contracts';
import { badRequest, conflict, emitEvent, notFound, SERVICE_RUNTIME, ServiceStore, type Runtime } from '@kukki/platform';
import { orderUrl } from './order-url';
import { ordersCsv } from './orders-csv';
import { toOrdersQuery, type OrdersQuery } from './orders-search';
import { OrdersRepository, toOrderDto } from './orders.repository';
import { givenBackCents } from './reports/sales-report';
import { ORDER_EVENT_TABLES, OrdersService } from './orders.service';

export const DEFAULT_PAGE_SIZE = 50;
export const EXPORT_MAX = 20_000;

/** Who cancels from the dashboard: the shop, allowed on every order. */
const SHOP: Principal = { userId: 'shop', isAdmin: true };
const STATS_DAYS = 30;
const TOP_PRODUCTS = 5;
const DAY_MS = 24 * 3600 * 1000;

/** The list and export filters; `from` after `to` is a bad request. */
function filtersOf(filter: AdminOrdersFilter): OrdersQuery {
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest(OM.rangeInvalid);
  if (filter.deliveryFrom && filter.deliveryTo && filter.deliveryFrom > filter.deliveryTo) throw badRequest(OM.deliveryRangeInvalid);
  return toOrdersQuery(filter);
}

/** The last `n` Mexico City days ending today, oldest first. */
export function lastShopDays(n: number, now: Date = new Date()): string[] {
  const [y, m, d] = shopDay(now).split('-').map(Number);
  const today = Date.UTC(y, m - 1, d);
  return Array.from({ length: n }, (_, i) => new Date(today - (n - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly store: ServiceStore,
    private readonly repo: OrdersRepository,
    private readonly orders: OrdersService,
    @Inject(SERVICE_RUNTIME) private readonly runtime: Runtime,
  ) {}

  /** Newest first; `todas` (or nothing) lists every status; `q`, `from`, `to` filter (see `ordersWhere`). */
  async list(query: AdminListOrdersRequest): Promise<AdminOrdersReply> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const page = query.page ?? 1;
    const { rows, total } = await this.repo.page({ ...filtersOf(query), limit, offset: (page - 1) * limit });
    return { orders: rows.map(toOrderDto), total, page, pages: Math.max(1, Math.ceil(total / limit)) };
  }

  /** GET /api/admin/orders/export.csv: the same filters, every matching order (up to EXPORT_MAX). */
  async exportCsv(filter: AdminOrdersFilter): Promise<AdminOrdersCsvReply> {
    const rows = await this.repo.matching(filtersOf(filter), EXPORT_MAX);
    return { csv: ordersCsv(rows.map(toOrderDto)), rows: rows.length };
  }

  async get(id: string): Promise<OrderDto> {
    const row = await this.repo.findById(id.toLowerCase());
    if (!row) throw notFound(OM.orderNotFound);
    return toOrderDto(row);
  }

  /**
   * The admin's status control: only the changes the lifecycle table allows (`adminTransitionRefusal`,
   * contracts/order-lifecycle.ts); anything else is a 409 that changes nothing (no event, no e-mail).
   * Setting the current status again changes nothing either. `cancelada` also marks it cancelled and
   * gives back what it held.
   */
  async updateStatus(id: string, status: OrderStatus): Promise<OrderDto> {
    const { row, changed } = await this.store.db.transaction(async (tx) => {
      const repo = new OrdersRepository(tx);
      const current = await repo.lockById(id.toLowerCase());
      if (!current) throw notFound(OM.orderNotFound);
      if (current.status === status) return { row: current, changed: false };
      const refusal = adminTransitionRefusal(current.status, status);
      // A paid order whose status still reads unpaid (or the reverse) is refused too: the payment decides.
      if (refusal) throw conflict(refusal);
      if (PAID_STATUSES.includes(status) && !current.isPaid) throw conflict(LIFECYCLE_MESSAGES.unpaid(status));
      if (status === 'cancelada' && current.isPaid) throw conflict(LIFECYCLE_MESSAGES.paidCancel);
      // The customer's own cancellation (holds given back, orders.order.cancelled: the first-purchase discount comes
      // back, the customer is told), with the shop's reason.
      if (status === 'cancelada') return this.orders.cancelIn(tx, current.id, SHOP, null, OM.shopCancelReason);
      const updated = await repo.update(current.id, { status });
      await emitEvent(tx, ORDER_EVENT_TABLES, EVENTS.orderStatusChanged, {
        order: toOrderDto(updated),
        orderUrl: orderUrl(this.runtime.publicUrl, updated.id),
        previousStatus: current.status,
      });
      return { row: updated, changed: true };
    });
    if (changed) this.store.publish();
    return toOrderDto(row);
  }

  /**
   * Dashboard (last 30 days, by creation day in Mexico City): orders, revenue and the average ticket
   * count only paid orders that were not refunded (cancelled, unpaid and refunded orders are left
   * out), their revenue net of partial refunds; refunds are shown apart — every sale (not cancelled) with money
   * given back, in whole or in part, and how much (as the sales report counts them). Orders by status, best
   * sellers among paid orders.
   */
  async stats(now: Date = new Date()): Promise<AdminStatsReply> {
    const days = lastShopDays(STATS_DAYS, now);
    const perDay = new Map(days.map((day) => [day, { day, orders: 0, revenueCents: 0, refunds: 0, refundedCents: 0 }]));
    const products = new Map<string, { id: string; title: string; quantity: number; revenueCents: number }>();
    const rows = await this.repo.createdSince(new Date(now.getTime() - (STATS_DAYS + 1) * DAY_MS));
    for (const row of rows) {
      const bucket = perDay.get(shopDay(row.createdAt));
      if (!bucket) continue;
      // A cancelled order was never a sale: the money a late payment brought and the refund that took it back are not figures.
      if (row.cancelled) continue;
      const givenBack = givenBackCents(row);
      if (givenBack > 0) {
        bucket.refunds += 1;
        bucket.refundedCents += givenBack;
      }
      if (row.status === 'reembolsada' || !row.isPaid) continue;
      bucket.orders += 1;
      bucket.revenueCents += row.totalCents - givenBack;
      for (const item of row.items) {
        const title = lineProductName(item.title, item.size);
        const entry = products.get(item.id) ?? { id: item.id, title, quantity: 0, revenueCents: 0 };
        entry.quantity += item.quantity;
        entry.revenueCents += item.lineTotalCents;
        products.set(item.id, entry);
      }
    }
    const buckets = [...perDay.values()];
    const sum = (pick: (b: (typeof buckets)[number]) => number) => buckets.reduce((n, b) => n + pick(b), 0);
    const paidOrders = sum((b) => b.orders);
    const revenueCents = sum((b) => b.revenueCents);
    const counts = await this.repo.countByStatus();
    return {
      days: buckets.map((d) => ({
        day: d.day,
        orders: d.orders,
        revenue: centsToPesos(d.revenueCents),
        refunds: d.refunds,
        refunded: centsToPesos(d.refundedCents),
      })),
      totals: {
        orders: paidOrders,
        revenue: centsToPesos(revenueCents),
        averageTicket: paidOrders ? centsToPesos(Math.round(revenueCents / paidOrders)) : 0,
        refunds: sum((b) => b.refunds),
        refunded: centsToPesos(sum((b) => b.refundedCents)),
      },
      byStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, counts[s] ?? 0])),
      topProducts: [...products.values()]
        .sort((a, b) => b.quantity - a.quantity || b.revenueCents - a.revenueCents)
        .slice(0, TOP_PRODUCTS)
        .map((p) => ({ id: p.id, title: p.title, quantity: p.quantity, revenue: centsToPesos(p.revenueCents) })),
    };
  }
}
