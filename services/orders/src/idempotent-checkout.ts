import { Inject, Injectable } from '@nestjs/common';
import { ORDER_MESSAGES as OM, type CreateOrderReply, type CreateOrderRequest, type Principal } from '@kukki/contracts';
import { notFound, runGuestIdempotent, SERVICE_DATABASE, SERVICE_SEALER, type DatabaseHandle, type Sealer } from '@kukki/platform';
import { idempotencyKeys } from './db/schema';
import { OrdersRepository, toOrderDto } from './orders.repository';
import { OrdersService } from './orders.service';

/**
 * Checkout with an `Idempotency-Key` (a UUID per checkout attempt): the first request creates the order;
 * a repeat with the same key and body answers that order (a guest's with the same access token), even
 * while the first is still running; the same key with another body is a 409. Keys are per customer
 * (a guest's are shared by every guest) and kept 24 h. Without a key, checkout is as before.
 */
@Injectable()
export class IdempotentCheckout {
  constructor(
    private readonly orders: OrdersService,
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    @Inject(SERVICE_SEALER) private readonly sealer: Sealer,
  ) {}

  /** `attemptId`: the order's id, named by the gateway and the same on every repeat of the call. */
  create(
    body: CreateOrderRequest,
    owner: Principal | null,
    key: string | undefined,
    clientAddress?: string,
    attemptId?: string,
  ): Promise<CreateOrderReply> {
    if (!key) return this.orders.create(body, owner, { clientAddress });
    return runGuestIdempotent({
      table: idempotencyKeys,
      db: this.handle.db,
      sealer: this.sealer,
      principal: owner,
      key,
      resourceId: attemptId,
      request: { order: body },
      create: (orderId, complete) => this.orders.create(body, owner, { clientAddress, attempt: { orderId, complete } }),
      replay: (orderId, accessToken) => this.firstOrder(orderId, accessToken),
    });
  }

  private async firstOrder(orderId: string, accessToken: string | null): Promise<CreateOrderReply> {
    const row = await new OrdersRepository(this.handle.db).findById(orderId);
    if (!row) throw notFound(OM.orderNotFound);
    const { _id, ...order } = toOrderDto(row);
    return { createdOrder: accessToken ? { _id, accessToken, ...order } : { _id, ...order } };
  }
}
