import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  SUBSCRIPTIONS_SUBJECTS,
  adminDeliveriesRequest,
  adminEnrolmentsRequest,
  subscriptionsByUserRequest,
  enrolRequestSchema,
  enrolmentAccessRequest,
  getSubscriptionPlanRequest,
  healthSubject,
  subscriptionWebhookRequest,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, withRequest } from '@kukki/platform';
import { EnrolmentService } from './enrolment.service';
import { PlansService } from './plans.service';
import { QueriesService } from './queries.service';
import { SelfServiceService } from './self-service.service';
import { WebhookJobs } from './webhook.jobs';

/** Request/reply subjects of the subscriptions service (ARCHITECTURE §4). */
@Controller()
export class SubscriptionsController {
  constructor(
    private readonly plans: PlansService,
    private readonly enrolments: EnrolmentService,
    private readonly queries: QueriesService,
    private readonly webhooks: WebhookJobs,
    private readonly selfService: SelfServiceService,
  ) {}

  @MessagePattern(healthSubject('subscriptions'))
  health() {
    return { status: 'ok' };
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.listPlans)
  listPlans(@Payload() msg: RpcRequest) {
    return withRequest(msg, async () => ({ subscriptions: await this.plans.list() }));
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.getPlan)
  getPlan(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data) => ({ subscription: await this.plans.get(parseOrFail(getSubscriptionPlanRequest, data).id) }));
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.monthDesserts)
  monthDesserts(@Payload() msg: RpcRequest) {
    return withRequest(msg, () => this.plans.desserts());
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.enrol)
  enrol(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data, principal) => this.enrolments.enrol(parseOrFail(enrolRequestSchema, data), principal));
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.get)
  get(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data, principal) => {
      const { id, token } = parseOrFail(enrolmentAccessRequest, data);
      return this.selfService.get(id, principal, token);
    });
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.cancel)
  cancel(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data, principal) => {
      const { id, token } = parseOrFail(enrolmentAccessRequest, data);
      return this.selfService.cancel(id, principal, token);
    });
  }

  /** Internal (users service, profile): never exposed by the gateway. */
  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.byUser)
  byUser(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data) => ({
      subscriptions: await this.queries.byUser(parseOrFail(subscriptionsByUserRequest, data).userId),
    }));
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.adminList)
  adminList(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      const { status } = parseOrFail(adminEnrolmentsRequest, data ?? {});
      return { enrollments: await this.queries.adminList(status) };
    });
  }

  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.adminDeliveries)
  adminDeliveries(@Payload() msg: RpcRequest) {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      const { month } = parseOrFail(adminDeliveriesRequest, data ?? {});
      return this.queries.deliveries(month);
    });
  }

  /** A verified Mercado Pago notification (from the gateway's webhook route or the payments webhook). */
  @MessagePattern(SUBSCRIPTIONS_SUBJECTS.webhook)
  webhook(@Payload() msg: RpcRequest) {
    return withRequest(msg, (data) => this.webhooks.receive(parseOrFail(subscriptionWebhookRequest, data)));
  }
}
