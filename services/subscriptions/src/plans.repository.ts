import { and, asc, eq } from 'drizzle-orm';
import {
  foldText,
  subscriptionChargeType,
  type MonthDessertDto,
  type SubscriptionPeriod,
  type SubscriptionPlanDto,
} from '@kukki/contracts';
import { firstRow, type Executor } from '@kukki/platform';
import { monthDesserts, plans } from './db/schema';

export type PlanRow = typeof plans.$inferSelect;

export function toPlan(row: PlanRow): SubscriptionPlanDto {
  return {
    _id: row.id,
    name: row.name,
    amount: row.amountCents / 100,
    period: row.period as SubscriptionPeriod,
    disclaimer: row.disclaimer,
    discount: row.discount,
    img: row.img,
    months: row.months,
    chargeType: subscriptionChargeType(row.period),
  };
}

/** Plans and desserts of the month. */
export class PlansRepository {
  constructor(private readonly db: Executor) {}

  /** Active plans, cheapest first (spec §9). */
  async list(): Promise<PlanRow[]> {
    return this.db.select().from(plans).where(eq(plans.active, true)).orderBy(asc(plans.amountCents), asc(plans.months));
  }

  async byId(id: string): Promise<PlanRow | null> {
    return firstRow(
      this.db
        .select()
        .from(plans)
        .where(and(eq(plans.id, id), eq(plans.active, true))),
    );
  }

  async byNameAndPeriod(name: string, period: string): Promise<PlanRow | null> {
    const rows = await this.list();
    const norm = (s: string) => foldText(s).trim();
    return rows.find((r) => norm(r.name) === norm(name) && norm(r.period) === norm(period)) ?? null;
  }

  async desserts(month: string): Promise<MonthDessertDto[]> {
    const rows = await this.db.select().from(monthDesserts).where(eq(monthDesserts.month, month)).orderBy(asc(monthDesserts.position));
    return rows.map((r) => ({ name: r.name, flavour: r.flavour, texture: r.texture, pairing: r.pairing, img: r.img }));
  }
}
