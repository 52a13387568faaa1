import { Inject, Injectable } from '@nestjs/common';
import {
  CAPACITY_MESSAGES as CM,
  deliveryWindowDays,
  type CapacityReply,
  type DeliveryDatesReply,
  type SetDayCapacityRequest,
} from '@kukki/contracts';
import { conflict, SERVICE_DATABASE, type DatabaseHandle, type Executor } from '@kukki/platform';
import { CapacityRepository, type CapacityDayRow } from './capacity.repository';

/** The limit of a day (null: none): its override, else the default. */
export const limitOf = (row: Pick<CapacityDayRow, 'capacity'> | null, defaultPerDay: number | null): number | null =>
  row?.capacity ?? defaultPerDay;

/**
 * Daily capacity of the kitchen (issue 17 item 2). Every order with a delivery date that is not
 * cancelled holds one slot of that day; orders without a delivery date use no capacity. No limit
 * unless an administrator sets one.
 */
@Injectable()
export class CapacityService {
  private readonly repo: CapacityRepository;

  constructor(@Inject(SERVICE_DATABASE) handle: DatabaseHandle) {
    this.repo = new CapacityRepository(handle.db);
  }

  async get(): Promise<CapacityReply> {
    const [defaultPerDay, overrides] = await Promise.all([this.repo.defaultPerDay(), this.repo.overrides()]);
    return {
      defaultPerDay,
      overrides: overrides.map((o) => ({ date: o.day, capacity: o.capacity ?? 0, used: o.used })),
    };
  }

  async setDefault(defaultPerDay: number | null): Promise<CapacityReply> {
    await this.repo.setDefault(defaultPerDay);
    return this.get();
  }

  async setDay({ date, capacity }: SetDayCapacityRequest): Promise<CapacityReply> {
    await this.repo.setDay(date, capacity);
    return this.get();
  }

  /** GET /api/delivery-dates: the selectable window (12:00 cut-off) and whether each day still takes orders. */
  async deliveryDates(now: Date = new Date()): Promise<DeliveryDatesReply> {
    const days = deliveryWindowDays(now);
    const [defaultPerDay, rows] = await Promise.all([this.repo.defaultPerDay(), this.repo.between(days[0], days[days.length - 1])]);
    const byDay = new Map(rows.map((r) => [r.day, r]));
    return {
      dates: days.map((date) => {
        const row = byDay.get(date) ?? null;
        const limit = limitOf(row, defaultPerDay);
        return { date, available: limit === null || (row?.used ?? 0) < limit };
      }),
    };
  }

  /**
   * Throws 409 with a Spanish message when `day` is full or closed; no slot is taken. For the
   * quote (POST /api/orders/quote) and any other check before an order; null (no date) always passes.
   */
  async assertDeliveryDayAvailable(day: string | null | undefined, db?: Executor): Promise<void> {
    if (!day) return;
    const repo = db ? new CapacityRepository(db) : this.repo;
    const [defaultPerDay, row] = await Promise.all([repo.defaultPerDay(), repo.find(day)]);
    const limit = limitOf(row, defaultPerDay);
    if (limit !== null && (row?.used ?? 0) >= limit) throw conflict(limit === 0 ? CM.dayClosed(day) : CM.dayFull(day));
  }

  /** Takes a slot of `day` inside the order's transaction; 409 when the day is full or closed. */
  async takeSlot(tx: Executor, day: string | null | undefined): Promise<void> {
    if (!day) return;
    const repo = new CapacityRepository(tx);
    if (await repo.take(day)) return;
    const [defaultPerDay, row] = await Promise.all([repo.defaultPerDay(), repo.find(day)]);
    throw conflict(limitOf(row, defaultPerDay) === 0 ? CM.dayClosed(day) : CM.dayFull(day));
  }

  /** Takes the slot again for a paid order whose hold had been given back, past the day's limit if need be. */
  async retakeSlot(tx: Executor, day: string | null | undefined): Promise<void> {
    if (!day) return;
    await new CapacityRepository(tx).forceTake(day);
  }

  /** Gives the slot back (only through `HoldsService.releaseHolds`). */
  async releaseSlot(tx: Executor, day: string | null | undefined): Promise<void> {
    if (!day) return;
    await new CapacityRepository(tx).release(day);
  }
}
