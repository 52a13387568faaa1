import { Inject, Injectable } from '@nestjs/common';
import { sql, type SQL } from 'drizzle-orm';
import {
  CAPACITY_MESSAGES as CM,
  CATALOGUE_SUBJECTS,
  deliveryWindowDays,
  shopDay,
  weekdayOf,
  type CapacityReply,
  type DeliveryDateDto,
  type DeliveryDatesReply,
  type SetDayCapacityRequest,
  type SetDefaultCapacityRequest,
} from '@kukki/contracts';
import {
  badRequest,
  compiledSql,
  conflict,
  rowsOf,
  RPC_CLIENT,
  SERVICE_DATABASE,
  type DatabaseHandle,
  type Executor,
  type RpcClient,
  type StatementPart,
} from '@kukki/platform';
import { DailyStockRepository } from '../stock/daily-stock.repository';
import {
  forceTakeDailyStock,
  releaseDailyStock,
  stockRefusal,
  stockShortage,
  stockTakes,
  type StockLines,
  type StockProducts,
} from '../stock/daily-stock';
import { CapacityRepository, type CapacityDayRow } from './capacity.repository';
import type { CapacitySettings } from './capacity-settings';

/**
 * What an order holds of its delivery day, as a part of the order's single statement: `build` writes the common
 * table expressions `slot` (a row when the slot was taken) and `stock` (a row per product taken, `products` of them).
 */
export interface DayHoldsPart extends StatementPart {
  products: number;
}

/** `takeDayHolds`'s statement, compiled once per number of products. */
const dayHoldsStatements = new Map<string, ReturnType<typeof compiledSql>>();

/** The limit of a day (null: none): its override, else the default. */
export const limitOf = (row: Pick<CapacityDayRow, 'capacity'> | null, defaultPerDay: number | null): number | null =>
  row?.capacity ?? defaultPerDay;

/** How many items an order's lines hold. */
const itemCount = (items: ReadonlyArray<{ quantity: number }>) => items.reduce((n, i) => n + i.quantity, 0);

/** What one order takes of its day's capacity: one order, or its units when the capacity counts items. */
export const capacityUnitsOf = (settings: Pick<CapacitySettings, 'capacityUnit'>, items: ReadonlyArray<{ quantity: number }>) =>
  settings.capacityUnit === 'items' ? itemCount(items) : 1;

/**
 * Daily capacity of the kitchen. Every order with a delivery date
 * that is not cancelled holds one slot of that day (or its units, with `capacityUnit: "items"`);
 * orders without a delivery date use no capacity. The weekdays in `closedWeekdays` (default Sunday)
 * take no orders. No limit unless an administrator sets one.
 */
/** An order as its day holds see it: the delivery day and the lines. */
type DayHoldsOrder = { deliveryAddress: { deliveryDate: string | null }; items: StockLines };

@Injectable()
export class CapacityService {
  constructor(
    private readonly repo: CapacityRepository,
    private readonly dailyStock: DailyStockRepository,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
  ) {}

  settings(db?: Executor): Promise<CapacitySettings> {
    return (db ? new CapacityRepository(db) : this.repo).settings();
  }

  async get(): Promise<CapacityReply> {
    const [settings, overrides] = await Promise.all([this.repo.settings(), this.repo.overrides()]);
    return {
      defaultPerDay: settings.defaultPerDay,
      closedWeekdays: settings.closedWeekdays,
      capacityUnit: settings.capacityUnit,
      overrides: overrides.map((o) => ({ date: o.day, capacity: o.capacity ?? 0, used: o.used })),
    };
  }

  /** Saves the defaults; a change of unit counts every day from today on again in the new one, in the same transaction. */
  async setDefault(changes: SetDefaultCapacityRequest): Promise<CapacityReply> {
    await this.handle.db.transaction(async (tx) => {
      const repo = new CapacityRepository(tx);
      const before = await repo.settings();
      await repo.saveSettings(changes);
      if (changes.capacityUnit && changes.capacityUnit !== before.capacityUnit) await repo.recount(shopDay(), changes.capacityUnit);
    });
    return this.get();
  }

  async setDay({ date, capacity }: SetDayCapacityRequest): Promise<CapacityReply> {
    if (capacity !== null && date < shopDay()) throw badRequest(CM.dayPast);
    await this.repo.setDay(date, capacity);
    return this.get();
  }

  /**
   * GET /api/delivery-dates: the selectable window (12:00 cut-off) and whether each day still takes
   * orders; closed weekdays are marked `closed` and unavailable. With `productIds`, a day where one
   * of them has no units left is unavailable and lists it in `soldOut`; `remaining` gives the units
   * left of those with a daily stock.
   */
  async deliveryDates(productIds: string[] = [], now: Date = new Date()): Promise<DeliveryDatesReply> {
    const days = deliveryWindowDays(now);
    const [min, max] = [days[0], days[days.length - 1]];
    const ids = [...new Set(productIds.map((id) => id.toLowerCase()))];
    const [settings, rows, stocked] = await Promise.all([this.repo.settings(), this.repo.between(min, max), this.stockedProducts(ids)]);
    const usedRows = await this.dailyStock.between([...stocked.keys()], min, max);
    const used = new Map(usedRows.map((r) => [`${r.productId}|${r.day}`, r.used]));
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return {
      dates: days.map((date): DeliveryDateDto => {
        if (settings.closedWeekdays.includes(weekdayOf(date))) return { date, available: false, closed: true };
        const row = byDay.get(date) ?? null;
        const limit = limitOf(row, settings.defaultPerDay);
        const open = limit === null || (row?.used ?? 0) < limit;
        if (ids.length === 0) return { date, available: open };
        const remaining: Record<string, number> = {};
        for (const [id, dailyStock] of stocked) remaining[id] = Math.max(0, dailyStock - (used.get(`${id}|${date}`) ?? 0));
        const soldOut = Object.keys(remaining).filter((id) => remaining[id] === 0);
        return { date, available: open && soldOut.length === 0, soldOut, remaining };
      }),
    };
  }

  /** The asked products that have a daily stock, with it. */
  private async stockedProducts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const { products } = await this.rpc.request(CATALOGUE_SUBJECTS.getProductsByIds, { ids });
    return new Map(
      products.filter((p) => typeof p.dailyStock === 'number').map((p) => [p._id.toLowerCase(), p.dailyStock as number] as const),
    );
  }

  /** 409 when `day` falls on a weekday the shop does not deliver. */
  private assertOpenWeekday(settings: CapacitySettings, day: string): void {
    const weekday = weekdayOf(day);
    if (settings.closedWeekdays.includes(weekday)) throw conflict(CM.weekdayClosed(weekday));
  }

  /**
   * Throws 409 with a Spanish message when `day` is full, closed or a closed weekday; no slot is
   * taken. For the quote (POST /api/orders/quote) and any other check before an order, with the order's lines (what it
   * would take of the day, as `takeDayHolds` counts it); null (no date) always passes.
   */
  async assertDeliveryDayAvailable(day: string | null | undefined, items: ReadonlyArray<{ quantity: number }>): Promise<void> {
    if (!day) return;
    const [settings, row] = await Promise.all([this.repo.settings(), this.repo.find(day)]);
    this.assertOpenWeekday(settings, day);
    const limit = limitOf(row, settings.defaultPerDay);
    if (limit !== null && (row?.used ?? 0) + capacityUnitsOf(settings, items) > limit)
      throw conflict(limit === 0 ? CM.dayClosed(day) : CM.dayFull(day));
  }

  /** Why an order's slot of `day` was not taken: 409 for a closed weekday, a closed day or a full one. */
  private async slotRefusal(tx: Executor, day: string): Promise<Error> {
    const repo = new CapacityRepository(tx);
    const settings = await repo.settings();
    this.assertOpenWeekday(settings, day);
    const row = await repo.find(day);
    return conflict(limitOf(row, settings.defaultPerDay) === 0 ? CM.dayClosed(day) : CM.dayFull(day));
  }

  /**
   * Takes a paid order's slot (or units) and daily stock again after its hold had been given back,
   * past the day's limits if need be (the customer paid: the owner sees the day over capacity).
   */
  async retakeDayHolds(tx: Executor, order: DayHoldsOrder): Promise<void> {
    const day = order.deliveryAddress.deliveryDate;
    if (!day) return;
    const repo = new CapacityRepository(tx);
    await repo.forceTake(day, capacityUnitsOf(await repo.settings(), order.items));
    await forceTakeDailyStock(tx, day, order.items);
  }

  /** Gives the slot (or the order's units) back inside the transaction that ends an unpaid order's hold. */
  private async releaseSlot(tx: Executor, day: string, items: ReadonlyArray<{ quantity: number }>): Promise<void> {
    if (!day) return;
    const repo = new CapacityRepository(tx);
    await repo.release(day, capacityUnitsOf(await repo.settings(), items));
  }

  /**
   * Everything an order holds of its delivery day, taken in the order's transaction and in one
   * statement: its slot (or units) of the day's capacity, then — only when the slot was taken — the
   * day's stock of its products. 409 with a Spanish message when the day is closed or full or a
   * product has too few units left.
   */
  async takeDayHolds(tx: Executor, day: string | null | undefined, lines: StockLines, products: StockProducts): Promise<void> {
    if (!day) return;
    const part = this.dayHoldsPart(day, lines, products);
    let statement = dayHoldsStatements.get(part.key);
    if (!statement) {
      statement = compiledSql(
        () => sql`with ${part.build()}
          select exists (select 1 from slot) as slot, coalesce((select json_agg(product_id) from stock), '[]'::json) as taken`,
      );
      dayHoldsStatements.set(part.key, statement);
    }
    const [{ slot: slotTaken, taken }] = rowsOf<{ slot: boolean; taken: string[] }>(await tx.execute(statement(part.values)));
    if (!slotTaken) throw await this.slotRefusal(tx, day);
    const refusal = await stockShortage(tx, day, stockTakes(lines, products), new Set(taken), products);
    if (refusal) throw refusal;
  }

  /**
   * The slot and stock takes of an order's day as a part of a compiled statement (placeholders, one shape per number
   * of products): `takeDayHolds` runs it alone in the shop's transaction, a web order inside its own statement, which
   * undoes itself when a take failed; `dayHoldsRefusal` then says why.
   */
  dayHoldsPart(day: string, lines: StockLines, products: StockProducts): DayHoldsPart {
    const takes = stockTakes(lines, products);
    const p = sql.placeholder;
    const values: Record<string, unknown> = { holdsDay: day, holdsWeekday: weekdayOf(day), holdsQuantity: itemCount(lines) };
    takes.forEach((t, i) =>
      Object.assign(values, { [`stockProduct${i}`]: t.productId, [`stockUnits${i}`]: t.units, [`stockLimit${i}`]: t.limit }),
    );
    const build = (): SQL => {
      const slot = new CapacityRepository(this.handle.db).orderTake(p('holdsDay'), p('holdsWeekday'), p('holdsQuantity'));
      const placeholders = takes.map((_, i) => ({
        productId: p(`stockProduct${i}`),
        units: p(`stockUnits${i}`),
        limit: p(`stockLimit${i}`),
      }));
      const stock = new DailyStockRepository(this.handle.db).takeAll(p('holdsDay'), placeholders, sql`exists (select 1 from slot)`);
      return sql`slot as (${slot}), stock as (${stock})`;
    };
    return { key: `day-holds-${takes.length}`, build, values, products: takes.length };
  }

  /** Why an order's statement did not take its day's holds: the 409 of the slot or of the product short. */
  dayHoldsRefusal(what: 'slot' | 'stock', day: string, lines: StockLines, products: StockProducts): Promise<Error> {
    return what === 'slot'
      ? this.slotRefusal(this.handle.db, day)
      : stockRefusal(this.handle.db, day, stockTakes(lines, products), products);
  }

  /**
   * Gives back everything an unpaid order held of its delivery day (its slot and its units of
   * daily stock), in the transaction that ends the hold: a cancel, a rejection for good, an expired
   * hold. Call it once per order (only when the order was not cancelled yet).
   */
  async releaseDayHolds(tx: Executor, order: DayHoldsOrder): Promise<void> {
    const day = order.deliveryAddress.deliveryDate;
    if (!day) return;
    await this.releaseSlot(tx, day, order.items);
    await releaseDailyStock(tx, day, order.items);
  }
}
