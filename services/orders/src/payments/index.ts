import path from 'node:path';
import type { Provider } from '@nestjs/common';
import { MercadoPagoClient, type DatabaseHandle } from '@kukki/platform';
import { ORDERS_DB } from '../tokens';
import { PaymentJobs } from './payment-jobs';
import { PaymentsController } from './payments.controller';
import { OrderPaymentsService } from './payments.service';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';
import { MERCADOPAGO, PAYMENTS_DB } from './tokens';

export const PAYMENTS_MIGRATIONS = path.resolve(__dirname, '..', '..', 'migrations-payments');

/** What the orders module registers for payments: one controller and these providers. */
export const PAYMENT_CONTROLLERS = [PaymentsController, ReceiptsController];

export function paymentProviders(): Provider[] {
  return [
    { provide: MERCADOPAGO, useFactory: () => MercadoPagoClient.fromEnv() },
    {
      provide: PAYMENTS_DB,
      inject: [ORDERS_DB],
      useFactory: async (handle: DatabaseHandle) => {
        await handle.migrate('orders_payments', PAYMENTS_MIGRATIONS);
        return handle;
      },
    },
    OrderPaymentsService,
    ReceiptsService,
    PaymentJobs,
  ];
}

export { OrderPaymentsService } from './payments.service';
export { MERCADOPAGO } from './tokens';
