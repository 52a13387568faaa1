import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  orderIdRequest,
  paymentNotification,
  PAYMENTS_SUBJECTS,
  preferenceCommand,
  type OrderReply,
  type PreferenceReply,
  type ReconcileReport,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, withRequest } from '@kukki/platform';
import { PaymentJobs } from './payment-jobs';
import { OrderPaymentsService } from './payments.service';

/** Request/reply subjects of the payments part of the orders service. */
@Controller()
export class PaymentsController {
  constructor(
    private readonly payments: OrderPaymentsService,
    private readonly jobs: PaymentJobs,
  ) {}

  @MessagePattern(PAYMENTS_SUBJECTS.preference)
  preference(@Payload() msg: RpcRequest): Promise<PreferenceReply> {
    return withRequest(msg, async (data, principal) => this.payments.preference(parseOrFail(preferenceCommand, data), principal));
  }

  /** A webhook the gateway verified: queued, answered at once. */
  @MessagePattern(PAYMENTS_SUBJECTS.notify)
  notify(@Payload() msg: RpcRequest): Promise<{ accepted: boolean }> {
    return withRequest(msg, async (data) => {
      const n = parseOrFail(paymentNotification, data);
      if (!OrderPaymentsService.handles(n)) return { accepted: false };
      await this.jobs.enqueue(n.dataId);
      return { accepted: true };
    });
  }

  @MessagePattern(PAYMENTS_SUBJECTS.refund)
  refund(@Payload() msg: RpcRequest): Promise<OrderReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { order: await this.payments.refund(parseOrFail(orderIdRequest, data).id) };
    });
  }

  @MessagePattern(PAYMENTS_SUBJECTS.reconcile)
  reconcile(@Payload() msg: RpcRequest): Promise<ReconcileReport> {
    return withRequest(msg, async (_data, principal) => {
      requireAdmin(principal);
      return this.payments.reconcile();
    });
  }
}
