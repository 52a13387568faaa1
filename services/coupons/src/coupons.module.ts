import { Injectable, Module, type DynamicModule } from '@nestjs/common';
import path from 'node:path';
import { EVENTS, type EventEnvelope, type OrderEvent } from '@kukki/contracts';
import { defineServiceModule, ServiceEvents, type EventConsumer, type Executor, type Runtime } from '@kukki/platform';
import { CouponsController } from './coupons.controller';
import { CouponsService, usesCoupon } from './coupons.service';
import { outbox, processedEvents } from './db/schema';

export const COUPONS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/** Redemptions are completed from orders.order.created and given back when an order is cancelled unpaid. */
@Injectable()
class CouponsEvents implements EventConsumer {
  constructor(
    private readonly events: ServiceEvents,
    private readonly coupons: CouponsService,
  ) {}

  subscribe() {
    return this.events.consume({
      // Most orders carry no coupon: those pass without a transaction.
      [EVENTS.orderCreated]: {
        concerns: usesCoupon,
        apply: (event: EventEnvelope<OrderEvent>, tx: Executor) => this.coupons.recordRedemption(event, tx),
      },
      [EVENTS.orderCancelled]: (event, tx) => this.coupons.releaseForCancelled(event, tx),
      [EVENTS.orderStatusChanged]: (event, tx) => this.coupons.releaseForCancelled(event, tx),
    });
  }
}

@Module({})
export class CouponsModule {
  static forRoot(runtime: Runtime): DynamicModule {
    return defineServiceModule(CouponsModule, runtime, {
      name: 'coupons',
      migrations: { coupons: COUPONS_MIGRATIONS },
      eventTables: { outbox, processedEvents },
      controllers: [CouponsController],
      providers: [CouponsService],
      consumers: [CouponsEvents],
    });
  }
}
