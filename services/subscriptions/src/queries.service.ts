import { Injectable } from '@nestjs/common';
import {
  enrolmentStateOf,
  shopDay,
  currentShopMonth,
  type SubscriptionDeliveryDto,
  type EnrolmentDto,
  type UserSubscriptionDto,
} from '@kukki/contracts';
import { toEnrolment, toUserSubscription } from './dto';
import { EnrolmentsRepository } from './enrolments.repository';
import { PlansService } from './plans.service';

/** Read side: a user's subscriptions, the admin list and the month's deliveries. */
@Injectable()
export class QueriesService {
  constructor(
    private readonly repo: EnrolmentsRepository,
    private readonly plans: PlansService,
  ) {}

  async byUser(userId: string): Promise<UserSubscriptionDto[]> {
    const rows = await this.repo.byUser(userId.toLowerCase());
    const ids = rows.map((r) => r.id);
    const [deliveries, payments] = [await this.repo.deliveriesOf(ids), await this.repo.lastPaymentStatuses(ids)];
    const today = shopDay();
    return rows.map((r) => toUserSubscription(r, deliveries, today, payments.get(r.id)));
  }

  /** `status` in Spanish ('pendiente') or as stored ('pending'); 'todas' or none for every one. */
  async adminList(status?: string): Promise<EnrolmentDto[]> {
    const rows = await this.repo.list(status && status !== 'todas' ? enrolmentStateOf(status) : undefined);
    const deliveries = await this.repo.deliveriesOf(rows.map((r) => r.id));
    const today = shopDay();
    return rows.map((r) => toEnrolment(r, deliveries, today));
  }

  /** What to bake and ship in a month (YYYY-MM, default the current one). */
  async deliveries(month: string = currentShopMonth()): Promise<{ month: string; label: string; deliveries: SubscriptionDeliveryDto[] }> {
    const rows = await this.repo.deliveriesInMonth(month);
    const enrolments = new Map<string, Awaited<ReturnType<EnrolmentsRepository['byId']>>>();
    for (const id of new Set(rows.map((r) => r.enrolmentId))) enrolments.set(id, await this.repo.byId(id));
    const { desserts, month: label } = await this.plans.desserts(month);
    const out: SubscriptionDeliveryDto[] = [];
    for (const d of rows) {
      const e = enrolments.get(d.enrolmentId);
      if (!e) continue;
      out.push({
        enrollmentId: e.id,
        deliveryDate: d.deliveryDate,
        cycle: d.cycle,
        plan: { name: e.plan.name, period: e.plan.period },
        payer: e.payer,
        address: e.address,
        desserts,
      });
    }
    return { month, label, deliveries: out };
  }
}
