import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  refundRequest,
  type RefundRequest,
  paymentNotification,
  PAYMENTS_SUBJECTS,
  preferenceCommand,
  type OrderReply,
  type PaymentNotification,
  type PreferenceCommand,
  type PreferenceReply,
  type Principal,
  type ReconcileReport,
} from '@kukki/contracts';
import { AdminPattern, Caller, Data } from '@kukki/platform';
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
  preference(@Data(preferenceCommand) command: PreferenceCommand, @Caller() caller: Principal | null): Promise<PreferenceReply> {
    return this.payments.preference(command, caller);
  }

  /** A webhook the gateway verified: queued, answered at once. */
  @MessagePattern(PAYMENTS_SUBJECTS.notify)
  async notify(@Data(paymentNotification) notification: PaymentNotification): Promise<{ accepted: boolean }> {
    if (!OrderPaymentsService.handles(notification)) return { accepted: false };
    await this.jobs.enqueue(notification.dataId);
    return { accepted: true };
  }

  @AdminPattern(PAYMENTS_SUBJECTS.refund)
  async refund(@Data(refundRequest) { id, amount }: RefundRequest): Promise<OrderReply> {
    return { order: await this.payments.refund(id, amount) };
  }

  @AdminPattern(PAYMENTS_SUBJECTS.reconcile)
  reconcile(): Promise<ReconcileReport> {
    return this.payments.reconcile();
  }
}
