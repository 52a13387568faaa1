import path from 'node:path';
import { repeatingSweep, serviceModule, type Runtime } from '@kukki/platform';
import { AdminOrdersService } from './admin-orders.service';
import { BakeryController } from './bakery.controller';
import { PackingSlipsService } from './packing-slips/packing-slips.service';
import { ProductionService } from './production/production.service';
import { ReportsService } from './reports/reports.service';
import { CapacityController, CapacityService } from './capacity';
import { CapacityRepository } from './capacity/capacity.repository';
import { ORDERS_CONFIG, ordersConfig } from './config';
import { idempotencyKeys, outbox, processedEvents } from './db/schema';
import { HoldsService } from './holds';
import { HoldsRepository } from './holds/holds.repository';
import { OrdersController } from './orders.controller';
import { IdempotentCheckout } from './idempotent-checkout';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';
import { PaidOrdersRepository } from './production/paid-orders.repository';
import { PaymentsRepository } from './payments/payments.repository';
import { DailyStockRepository } from './stock/daily-stock.repository';
import { OrderPaymentsService, PAYMENT_CONTROLLERS, PAYMENTS_MIGRATIONS, PaymentEventsConsumer, paymentProviders } from './payments';

export const ORDERS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

export const OrdersModule = serviceModule('OrdersModule', (runtime: Runtime) => {
  const config = ordersConfig(runtime);
  return {
    name: 'orders',
    migrations: { orders: ORDERS_MIGRATIONS, orders_payments: PAYMENTS_MIGRATIONS },
    eventTables: { outbox, processedEvents },
    idempotencyKeys,
    controllers: [OrdersController, CapacityController, BakeryController, ...PAYMENT_CONTROLLERS],
    repositories: [OrdersRepository, PaidOrdersRepository, CapacityRepository, DailyStockRepository, HoldsRepository, PaymentsRepository],
    providers: [
      { provide: ORDERS_CONFIG, useValue: config },
      CapacityService,
      HoldsService,
      OrdersService,
      IdempotentCheckout,
      AdminOrdersService,
      ProductionService,
      PackingSlipsService,
      ReportsService,
      ...paymentProviders(),
    ],
    relay: true,
    consumers: [PaymentEventsConsumer],
    sweeps: [
      // The reconciliation of unpaid orders (PAYMENTS_RECONCILE_EVERY_MS; 0 turns it off).
      repeatingSweep(OrderPaymentsService, (payments) => payments.reconcile(), {
        queue: 'orders.payment-reconcile',
        jobId: 'orders-payment-reconcile',
        everyMs: config.reconcileEveryMs,
      }),
      // Gives back the holds of expired unpaid orders (UNPAID_HOLD_SWEEP_EVERY_MS; 0 turns it off).
      repeatingSweep(HoldsService, (holds) => holds.releaseExpired(), {
        queue: 'orders.holds-sweep',
        jobId: 'orders-holds-sweep',
        everyMs: config.holdSweepEveryMs,
      }),
    ],
  };
});
