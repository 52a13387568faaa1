import path from 'node:path';
import { serviceModule, type Runtime } from '@kukki/platform';
import { AdminOrdersService } from './admin-orders.service';
import { BakeryController } from './bakery.controller';
import { PackingSlipsService } from './packing-slips/packing-slips.service';
import { ProductionService } from './production/production.service';
import { ReportsService } from './reports/reports.service';
import { CapacityController, CapacityService } from './capacity';
import { ORDERS_CONFIG, ordersConfig } from './config';
import { idempotencyKeys, outbox, processedEvents } from './db/schema';
import { HoldJobs, HoldsService } from './holds';
import { OrdersController } from './orders.controller';
import { IdempotentCheckout } from './idempotent-checkout';
import { OrdersService } from './orders.service';
import { PAYMENT_CONTROLLERS, PAYMENTS_MIGRATIONS, PaymentEventsConsumer, PaymentJobs, paymentProviders } from './payments';

export const ORDERS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

export const OrdersModule = serviceModule('OrdersModule', (runtime: Runtime) => ({
  name: 'orders',
  migrations: { orders: ORDERS_MIGRATIONS, orders_payments: PAYMENTS_MIGRATIONS },
  eventTables: { outbox, processedEvents },
  idempotencyKeys,
  controllers: [OrdersController, CapacityController, BakeryController, ...PAYMENT_CONTROLLERS],
  providers: [
    { provide: ORDERS_CONFIG, useValue: ordersConfig(runtime) },
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
  jobs: [PaymentJobs, HoldJobs],
}));
