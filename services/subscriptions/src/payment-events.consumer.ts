import { Injectable } from '@nestjs/common';
import { PAYMENTS_EVENTS, type EventEnvelope, type PaymentUpdatedEvent, type PreapprovalUpdatedEvent } from '@kukki/contracts';
import { ServiceEvents, type EventConsumer, type Executor } from '@kukki/platform';
import { LifecycleService } from './lifecycle.service';

/**
 * The payments service's events, consumed once each (durable consumer, processed-events table):
 * preapprovals and the payments of kind `subscription` drive the enrolments' lifecycle.
 */
@Injectable()
export class PaymentEventsConsumer implements EventConsumer {
  constructor(
    private readonly events: ServiceEvents,
    private readonly lifecycle: LifecycleService,
  ) {}

  subscribe() {
    return this.events.consume({
      [PAYMENTS_EVENTS.preapprovalUpdated]: async (event: EventEnvelope<PreapprovalUpdatedEvent>, tx: Executor) => {
        await this.lifecycle.onPreapprovalUpdated(event, tx);
      },
      // Orders' payments pass without a transaction.
      [PAYMENTS_EVENTS.paymentUpdated]: {
        concerns: (event: EventEnvelope<PaymentUpdatedEvent>) => event.data.kind === 'subscription',
        apply: async (event: EventEnvelope<PaymentUpdatedEvent>, tx: Executor) => {
          await this.lifecycle.onPaymentUpdated(event, tx);
        },
      },
    });
  }
}
