import { Injectable } from '@nestjs/common';
import { PAYMENTS_EVENTS, type EventEnvelope, type PaymentUpdatedEvent } from '@kukki/contracts';
import { ServiceEvents, type EventConsumer, type Executor } from '@kukki/platform';
import { OrderPaymentsService } from './payments.service';

/**
 * The payments service's reports on orders' payments, consumed once each (durable consumer,
 * processed-events table). Applying one is idempotent and order-independent (the order's ledger
 * keeps the newest state of each payment), so a redelivery or a late, older report changes nothing.
 */
@Injectable()
export class PaymentEventsConsumer implements EventConsumer {
  constructor(
    private readonly events: ServiceEvents,
    private readonly payments: OrderPaymentsService,
  ) {}

  subscribe() {
    return this.events.consume({
      // Subscriptions' charges pass without a transaction.
      [PAYMENTS_EVENTS.paymentUpdated]: {
        concerns: (event: EventEnvelope<PaymentUpdatedEvent>) => event.data.kind === 'order',
        apply: async (event: EventEnvelope<PaymentUpdatedEvent>, tx: Executor) => {
          await this.payments.applyReported(event.data, tx);
        },
      },
    });
  }
}
