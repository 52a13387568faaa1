import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  SUBSCRIPTIONS_SUBJECTS,
  adminDeliveriesRequest,
  adminEnrolmentsRequest,
  subscriptionsByUserRequest,
  enrolRequestSchema,
  idempotencyKey,
  enrolmentAccessRequest,
  getSubscriptionPlanRequest,
  type EnrolRequest,
  type Principal,
} from '@kukki/contracts';
import { AdminPattern, Caller, Data, RequireSelfOrAdmin } from '@kukki/platform';
import { z } from 'zod';
import { IdempotentEnrolment } from './idempotent-enrolment';
import { PlansService } from './plans.service';
import { QueriesService } from './queries.service';
import { SelfServiceService } from './self-service.service';

/** Admin filters are optional: no data at all means none. */
const orEmpty = <S extends z.ZodTypeAny>(schema: S) => z.preprocess((data) => data ?? {}, schema);
const adminEnrolmentsFilter = orEmpty(adminEnrolmentsRequest);
const adminDeliveriesFilter = orEmpty(adminDeliveriesRequest);
type EnrolmentAccess = z.infer<typeof enrolmentAccessRequest>;

/** Request/reply subjects of the subscriptions service (ARCHITECTURE §4). */
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly plans: PlansService,
    private readonly enrolments: IdempotentEnrolment,
    private readonly queries: QueriesService,
    private readonly selfService: SelfServiceService,
  ) {}

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.listPlans)
  async listPlans() {
    return { subscriptions: await this.plans.list() };
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.getPlan)
  async getPlan(@Data(getSubscriptionPlanRequest) { id }: z.infer<typeof getSubscriptionPlanRequest>) {
    return { subscription: await this.plans.get(id) };
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.monthDesserts)
  monthDesserts() {
    return this.plans.desserts();
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.enrol)
  enrol(
    @Data(enrolRequestSchema) request: EnrolRequest,
    @Data(idempotencyKey.optional(), 'idempotencyKey') key: string | undefined,
    @Caller() caller: Principal | null,
  ) {
    return this.enrolments.enrol(request, caller, key);
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.get)
  get(@Data(enrolmentAccessRequest) { id, token }: EnrolmentAccess, @Caller() caller: Principal | null) {
    return this.selfService.get(id, caller, token);
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.cancel)
  cancel(@Data(enrolmentAccessRequest) { id, token }: EnrolmentAccess, @Caller() caller: Principal | null) {
    return this.selfService.cancel(id, caller, token);
  }

  /** Internal (users service, profile): never exposed by the gateway. The user themself or an admin. */
  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.byUser)
  @RequireSelfOrAdmin('userId')
  async byUser(@Data(subscriptionsByUserRequest) { userId }: z.infer<typeof subscriptionsByUserRequest>) {
    return { subscriptions: await this.queries.byUser(userId) };
  }

  @AdminPattern(SUBSCRIPTIONS_SUBJECTS.adminList)
  async adminList(@Data(adminEnrolmentsFilter) { status }: z.infer<typeof adminEnrolmentsRequest>) {
    return { enrollments: await this.queries.adminList(status) };
  }

  @AdminPattern(SUBSCRIPTIONS_SUBJECTS.adminDeliveries)
  adminDeliveries(@Data(adminDeliveriesFilter) { month }: z.infer<typeof adminDeliveriesRequest>) {
    return this.queries.deliveries(month);
  }
}
