import { Module, type DynamicModule } from '@nestjs/common';
import path from 'node:path';
import { startEventPruning, startOutboxRelay, type DatabaseHandle, type Runtime } from '@kukki/platform';
import { AdminOrdersService } from './admin-orders.service';
import { CapacityController, CapacityService } from './capacity';
import { outbox, processedEvents } from './db/schema';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PAYMENT_CONTROLLERS, paymentProviders } from './payments';
import { ORDERS_DB, ORDERS_RELAY, ORDERS_RPC, ORDERS_RUNTIME } from './tokens';

export const ORDERS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

@Module({})
export class OrdersModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: OrdersModule,
      controllers: [OrdersController, CapacityController, ...PAYMENT_CONTROLLERS],
      providers: [
        { provide: ORDERS_RUNTIME, useValue: runtime },
        {
          provide: ORDERS_DB,
          useFactory: async () => {
            const handle = runtime.database('orders');
            await handle.migrate('orders', ORDERS_MIGRATIONS);
            await startEventPruning(runtime, 'orders', handle.db, { outbox, processedEvents });
            return handle;
          },
        },
        { provide: ORDERS_RPC, useFactory: () => runtime.rpcClient() },
        {
          provide: ORDERS_RELAY,
          inject: [ORDERS_DB],
          useFactory: (handle: DatabaseHandle) => {
            const relay = startOutboxRelay({
              db: handle.db,
              tables: { outbox, processedEvents },
              bus: runtime.events,
              logger: runtime.logger('orders-outbox'),
              service: 'orders',
            });
            runtime.onClose(() => relay.stop());
            return relay;
          },
        },
        CapacityService,
        OrdersService,
        AdminOrdersService,
        ...paymentProviders(),
      ],
      exports: [ORDERS_DB, ORDERS_RELAY, ORDERS_RPC, ORDERS_RUNTIME, OrdersService, CapacityService],
    };
  }
}
