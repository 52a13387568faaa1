import { Injectable } from '@nestjs/common';
import path from 'node:path';
import { EVENTS, ORDER_HOLD_EVENTS, type EventEnvelope, type OrderEvent } from '@kukki/contracts';
import { serviceModule, ServiceEvents, type EventConsumer, type Executor } from '@kukki/platform';
import { CouponsController } from './coupons.controller';
import { CouponsRepository } from './coupons.repository';
import { CouponsService, usesCoupon } from './coupons.service';
import { outbox, processedEvents } from './db/schema';

export const COUPONS_MIGRATIONS = path.resolve(__dirname, '..', 'migrations');

/**
 * Redemptions are completed from orders.order.created, given back when the order gives back its
 * holds (expired unpaid, cancelled, payment rejected: orders.order.holds-released) and kept for good
 * when it is paid (orders.order.paid takes a given-back use again).
 */
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
      [ORDER_HOLD_EVENTS.holdsReleased]: {
        concerns: usesCoupon,
        apply: (event: EventEnvelope<OrderEvent>, tx: Executor) => this.coupons.releaseForHolds(event, tx),
      },
      [EVENTS.orderPaid]: {
        concerns: usesCoupon,
        apply: (event: EventEnvelope<OrderEvent>, tx: Executor) => this.coupons.keepForPaid(event, tx),
      },
    });
  }
}

export const CouponsModule = serviceModule('CouponsModule', () => ({
  name: 'coupons',
  migrations: { coupons: COUPONS_MIGRATIONS },
  eventTables: { outbox, processedEvents },
  controllers: [CouponsController],
  repositories: [CouponsRepository],
  providers: [CouponsService],
  consumers: [CouponsEvents],
}));
