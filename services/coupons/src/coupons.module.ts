import { Module, type DynamicModule } from '@nestjs/common';
import path from 'node:path';
import { EVENTS } from '@kukki/contracts';
import { consumeEvents, startEventPruning, type DatabaseHandle, type Runtime } from '@kukki/platform';
import { CouponsController } from './coupons.controller';
import { CouponsService } from './coupons.service';
import { outbox, processedEvents } from './db/schema';
import { COUPONS_DB } from './tokens';

export const COUPONS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

@Module({})
export class CouponsModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return {
      module: CouponsModule,
      controllers: [CouponsController],
      providers: [
        {
          provide: COUPONS_DB,
          useFactory: async () => {
            const handle = runtime.database('coupons');
            await handle.migrate('coupons', COUPONS_MIGRATIONS);
            await startEventPruning(runtime, 'coupons', handle.db, { outbox, processedEvents });
            return handle;
          },
        },
        CouponsService,
        {
          // Redemptions are completed from orders.order.created and released from cancellations (durable consumer, once per event).
          provide: 'COUPONS_CONSUMER',
          inject: [COUPONS_DB, CouponsService],
          useFactory: async (handle: DatabaseHandle, coupons: CouponsService) => {
            await consumeEvents({
              bus: runtime.events,
              db: handle.db,
              tables: { outbox, processedEvents },
              consumer: 'coupons',
              handlers: {
                [EVENTS.orderCreated]: (event, tx) => coupons.recordRedemption(event, tx),
                // A use is given back when its order is cancelled unpaid.
                [EVENTS.orderCancelled]: (event, tx) => coupons.releaseForCancelled(event, tx),
                [EVENTS.orderStatusChanged]: (event, tx) => coupons.releaseForCancelled(event, tx),
              },
            });
            return true;
          },
        },
      ],
    };
  }
}
