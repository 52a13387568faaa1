import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  refundRequest,
  type RefundRequest,
  PAYMENTS_SUBJECTS,
  preferenceCommand,
  type OrderReply,
  type PreferenceCommand,
  type PreferenceReply,
  type Principal,
  type ReconcileReport,
} from '@kukki/contracts';
import { AdminPattern, Caller, Data } from '@kukki/platform';
import { OrderPaymentsService } from './payments.service';

/** Request/reply subjects of the payments part of the orders service. */
@Controller()
export class PaymentsController {
  constructor(private readonly payments: OrderPaymentsService) {}

  @MessagePattern(PAYMENTS_SUBJECTS.preference)
  preference(@Data(preferenceCommand) command: PreferenceCommand, @Caller() caller: Principal | null): Promise<PreferenceReply> {
    return this.payments.preference(command, caller);
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
