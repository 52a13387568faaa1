import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  PAYMENTS_SERVICE_SUBJECTS,
  paymentIdRequest,
  paymentReferenceRequest,
  paymentWebhook,
  refundCreateRequest,
  type PaymentLedgerDto,
  type RefundCreateRequest,
  type PaymentWebhook,
} from '@kukki/contracts';
import { Data } from '@kukki/platform';
import type { z } from 'zod';
import { PaymentsService } from './payments.service';

@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  /** Called by the webhook route once the signature is verified. */
  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.webhook)
  webhook(@Data(paymentWebhook) notification: PaymentWebhook): Promise<{ accepted: boolean }> {
    return this.payments.handleWebhook(notification);
  }

  /** Asked by orders for an admin's refund (orders checks the amount against what was paid). */
  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.refundCreate)
  refund(@Data(refundCreateRequest) request: RefundCreateRequest) {
    return this.payments.refund(request);
  }

  /** Asked by orders' reconciliation sweep for an unpaid order. */
  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.reconcileReference)
  reconcile(@Data(paymentReferenceRequest) { externalReference }: z.infer<typeof paymentReferenceRequest>) {
    return this.payments.reconcile(externalReference);
  }

  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.ledgerGet)
  async ledgerGet(@Data(paymentIdRequest) { paymentId }: z.infer<typeof paymentIdRequest>): Promise<{ payment: PaymentLedgerDto | null }> {
    return { payment: await this.payments.ledgerEntry(paymentId) };
  }

  @MessagePattern(PAYMENTS_SERVICE_SUBJECTS.ledgerOf)
  async ledgerOf(
    @Data(paymentReferenceRequest) { externalReference }: z.infer<typeof paymentReferenceRequest>,
  ): Promise<{ payments: PaymentLedgerDto[] }> {
    return { payments: await this.payments.ledgerOf(externalReference) };
  }
}
