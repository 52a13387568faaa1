import { Inject, Injectable } from '@nestjs/common';
import {
  SUBSCRIPTION_MESSAGES,
  currentShopMonth,
  spanishMonthLabel,
  type MonthDessertsReply,
  type SubscriptionPlanDto,
} from '@kukki/contracts';
import { notFound, type DatabaseHandle, SERVICE_DATABASE } from '@kukki/platform';
import { PlansRepository, toPlan, type PlanRow } from './plans.repository';
import { ensureMonthDesserts } from './seed/seed';

@Injectable()
export class PlansService {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    private readonly repo: PlansRepository,
  ) {}

  async list(): Promise<SubscriptionPlanDto[]> {
    return (await this.repo.list()).map(toPlan);
  }

  async get(id: string): Promise<SubscriptionPlanDto> {
    const row = await this.repo.byId(id.toLowerCase());
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.planNotFound);
    return toPlan(row);
  }

  /** The plan an enrolment refers to: by id, else by name and period. The client's amount is ignored. */
  async resolve(ref: { id?: string; name?: string; period?: string }): Promise<PlanRow> {
    const row = ref.id
      ? await this.repo.byId(ref.id)
      : ref.name && ref.period
        ? await this.repo.byNameAndPeriod(ref.name, ref.period)
        : null;
    if (!row) throw notFound(SUBSCRIPTION_MESSAGES.planNotFound);
    return row;
  }

  /** The two desserts of a month (YYYY-MM, default the current one in Mexico City). */
  async desserts(month: string = currentShopMonth()): Promise<MonthDessertsReply> {
    let desserts = await this.repo.desserts(month);
    if (desserts.length === 0) {
      await ensureMonthDesserts(this.handle.db, month);
      desserts = await this.repo.desserts(month);
    }
    return { month: spanishMonthLabel(month), monthKey: month, desserts };
  }
}
