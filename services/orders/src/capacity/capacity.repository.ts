import { asc, between, eq, isNotNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { firstRow, type Executor } from '@kukki/platform';
import { capacityDays, capacitySettings, ordersTable } from '../db/schema';
import { DEFAULT_CAPACITY_SETTINGS, type CapacitySettings } from './capacity-settings';

const SETTINGS_ID = 1;

/** The shop's default limit of a day (null: no limit). */
const defaultLimit = sql`(select default_per_day from ${capacitySettings} where id = ${SETTINGS_ID})`;
/** The limit of `day` as its row stands (its override, else the default): the proposed row of an upsert. */
const newDayLimit = (day: string | Placeholder) =>
  sql`coalesce((select capacity from ${capacityDays} where day = ${day}), ${defaultLimit})`;
/** The limit of the conflicting row in an upsert's DO UPDATE. */
const existingDayLimit = sql`coalesce(capacity_days.capacity, ${defaultLimit})`;

export interface CapacityDayRow {
  day: string;
  capacity: number | null;
  used: number;
}

/** Data access of the daily capacity (orders schema). */
export class CapacityRepository {
  constructor(private readonly db: Executor) {}

  /** The settings row, or the defaults (Sunday closed, no limit, counted in orders) before anyone saved any. */
  async settings(): Promise<CapacitySettings> {
    const row = await firstRow(
      this.db
        .select({
          defaultPerDay: capacitySettings.defaultPerDay,
          closedWeekdays: capacitySettings.closedWeekdays,
          capacityUnit: capacitySettings.capacityUnit,
        })
        .from(capacitySettings)
        .where(eq(capacitySettings.id, SETTINGS_ID)),
    );
    return row ?? { ...DEFAULT_CAPACITY_SETTINGS, closedWeekdays: [...DEFAULT_CAPACITY_SETTINGS.closedWeekdays] };
  }

  /** Saves the settings given; the ones left out keep their value. */
  async saveSettings(changes: Partial<CapacitySettings>): Promise<void> {
    const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    await this.db
      .insert(capacitySettings)
      .values({ id: SETTINGS_ID, ...DEFAULT_CAPACITY_SETTINGS, ...set })
      .onConflictDoUpdate({ target: capacitySettings.id, set: { ...set, updatedAt: new Date() } });
  }

  async setDay(day: string, capacity: number | null): Promise<void> {
    await this.db
      .insert(capacityDays)
      .values({ day, capacity })
      .onConflictDoUpdate({ target: capacityDays.day, set: { capacity, updatedAt: new Date() } });
  }

  async overrides(): Promise<CapacityDayRow[]> {
    return this.db
      .select({ day: capacityDays.day, capacity: capacityDays.capacity, used: capacityDays.used })
      .from(capacityDays)
      .where(isNotNull(capacityDays.capacity))
      .orderBy(asc(capacityDays.day));
  }

  async between(min: string, max: string): Promise<CapacityDayRow[]> {
    return this.db
      .select({ day: capacityDays.day, capacity: capacityDays.capacity, used: capacityDays.used })
      .from(capacityDays)
      .where(between(capacityDays.day, min, max));
  }

  async find(day: string): Promise<CapacityDayRow | null> {
    return firstRow(
      this.db
        .select({ day: capacityDays.day, capacity: capacityDays.capacity, used: capacityDays.used })
        .from(capacityDays)
        .where(eq(capacityDays.day, day)),
    );
  }

  /**
   * The statement taking an order's share of `day` with the settings it depends on (returning the day's
   * `used`, no row when nothing was taken): nothing on a closed `weekday`; one slot or, when the capacity
   * counts items, `quantity`; a new day's row within the default limit, an existing one's count raised
   * within its own. The UPDATE locks the day's row until the transaction ends, so concurrent orders for
   * the last slot serialise and exactly one of them gets it. Values or placeholders of a compiled statement.
   */
  orderTake(day: string | Placeholder, weekday: number | Placeholder, quantity: number | Placeholder): SQL {
    const setting = (column: SQL, fallback: SQL) =>
      sql`coalesce((select ${column} from ${capacitySettings} where id = ${SETTINGS_ID}), ${fallback})`;
    const closed = setting(sql`closed_weekdays`, sql`${JSON.stringify(DEFAULT_CAPACITY_SETTINGS.closedWeekdays)}::jsonb`);
    const unit = setting(sql`capacity_unit`, sql`${DEFAULT_CAPACITY_SETTINGS.capacityUnit}`);
    return sql`
      insert into ${capacityDays} (day, used, updated_at)
      select ${day}, t.units, now()
      from (select case when ${unit} = 'items' then ${quantity}::int else 1 end as units where not ${closed} @> to_jsonb(${weekday}::int)) t
      where ${newDayLimit(day)} is null or t.units <= ${newDayLimit(day)}
      on conflict (day) do update set used = capacity_days.used + excluded.used, updated_at = excluded.updated_at
      where ${existingDayLimit} is null or capacity_days.used + excluded.used <= ${existingDayLimit}
      returning used`;
  }

  /** Takes a slot (or `units` units) of `day` whatever its limit (a paid order whose hold had expired: the owner sees the day over capacity). */
  async forceTake(day: string, units = 1): Promise<void> {
    await this.db.insert(capacityDays).values({ day }).onConflictDoNothing();
    await this.db
      .update(capacityDays)
      .set({ used: sql`${capacityDays.used} + ${units}`, updatedAt: new Date() })
      .where(eq(capacityDays.day, day));
  }

  /** Gives a slot (or `units` units) of `day` back (a cancelled unpaid order). */
  async release(day: string, units = 1): Promise<void> {
    await this.db
      .update(capacityDays)
      .set({ used: sql`greatest(${capacityDays.used} - ${units}, 0)`, updatedAt: new Date() })
      .where(eq(capacityDays.day, day));
  }

  /**
   * Counts `used` again from the orders that hold a slot (not cancelled, holds not given back), for every day from
   * `fromDay` on, in `unit`: after the unit changes, each day counts its orders in the new one.
   */
  async recount(fromDay: string, unit: CapacitySettings['capacityUnit']): Promise<void> {
    const day = sql`${ordersTable.deliveryAddress}->>'deliveryDate'`;
    const units =
      unit === 'items'
        ? sql`(select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(${ordersTable.items}) as line)`
        : sql`1`;
    // Orders taking a slot meanwhile wait (and one already taking it is counted): no count is lost or doubled.
    await this.db.execute(sql`lock table ${capacityDays} in exclusive mode`);
    // The days with holders get their count (a row made if missing); the other days from `fromDay` on go back to 0.
    await this.db.execute(sql`
      with held as (
        select ${day} as day, sum(${units})::int as used from ${ordersTable}
        where ${day} >= ${fromDay} and not ${ordersTable.cancelled} and ${ordersTable.holdsReleasedAt} is null
        group by 1
      ),
      counted as (
        insert into ${capacityDays} (day, used) select day, used from held
        on conflict (day) do update set used = excluded.used, updated_at = now()
      )
      update ${capacityDays} set used = 0, updated_at = now()
      where ${capacityDays.day} >= ${fromDay} and ${capacityDays.day} not in (select day from held)`);
  }
}
