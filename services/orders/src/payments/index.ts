import path from 'node:path';
import type { Provider } from '@nestjs/common';
import { PaymentEventsConsumer } from './payment-events.consumer';
import { PaymentsController } from './payments.controller';
import { OrderPaymentsService } from './payments.service';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';

/** Applied after the orders migrations (`orders_payments` schema, same database). */
export const PAYMENTS_MIGRATIONS = path.resolve(__dirname, '..', '..', 'migrations-payments');

/** What the orders module registers for payments: these controllers and providers. */
export const PAYMENT_CONTROLLERS = [PaymentsController, ReceiptsController];

export function paymentProviders(): Provider[] {
  return [OrderPaymentsService, ReceiptsService, PaymentEventsConsumer];
}

export { OrderPaymentsService } from './payments.service';
export { PaymentEventsConsumer } from './payment-events.consumer';
