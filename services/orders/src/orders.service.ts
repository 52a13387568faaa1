import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import {
  adminTransitionRefusal,
  canTransition,
  deliveryDateBounds,
  EVENTS,
  isDayWithin,
  ORDER_MESSAGES as OM,
  pesosToCents,
  priceOrder,
  requestedCouponCode,
  type CouponDto,
  type ReservedCouponDto,
  type CreateOrderReply,
  type CreateOrderRequest,
  type DiscountInput,
  type EventEnvelope,
  type OrderCancelled,
  type OrderChannel,
  type OrderDto,
  type OrderEvent,
  type OrderQuoteReply,
  type OrderSummaryDto,
  type Principal,
} from '@kukki/contracts';
import {
  badRequest,
  conflict,
  emitEvent,
  hashToken,
  IdempotencyKeyTaken,
  newCapability,
  newId,
  notFound,
  OUTBOX_RELAY,
  RPC_CLIENT,
  safeEqual,
  SERVICE_DATABASE,
  SERVICE_RUNTIME,
  SERVICE_SEALER,
  type DatabaseHandle,
  type Executor,
  type KeyCompletion,
  type OutboxRelay,
  type RpcClient,
  type Runtime,
  type Sealer,
} from '@kukki/platform';
import { CapacityService } from './capacity/capacity.service';
import { HoldsService, type UnpaidBuyer } from './holds/holds.service';
import { outbox, processedEvents, type OrderRow, type StoredItem } from './db/schema';
import { OrderDependencies } from './dependencies';
import { buildLines } from './order-lines';
import { orderUrl } from './order-url';
import { OrdersRepository, orderWithEventValues, toOrderDto, toOrderSummary, type NewOrder } from './orders.repository';
import { checkoutRefusal, storeCheckout, type CheckoutParts } from './checkout-statement';
import type { StockLines, StockProducts } from './stock/daily-stock';

export const ORDER_EVENT_TABLES = { outbox, processedEvents };

/** An order entered by the shop: where it came from and whether it was paid at the counter or by transfer. */
export interface ShopOrderOptions {
  channel: OrderChannel;
  paid: boolean;
}

const NO_DISCOUNT: OrderDto['discountDescription'] = { type: '', code: '', isActive: false, isPercentage: false, amount: 0 };

function discountDescriptionOf(discount: DiscountInput, coupon: ReservedCouponDto | null): OrderDto['discountDescription'] {
  if (discount?.type === 'FP') return { type: 'FP', code: '', isActive: true, isPercentage: true, amount: 25 };
  if (discount?.type === 'CP' && coupon)
    return { type: 'CP', code: coupon.code, isActive: coupon.isActive, isPercentage: coupon.isPercent, amount: coupon.amount };
  return NO_DISCOUNT;
}

/** Who may see or cancel an order: an admin, its owner, or (guest order) the holder of its token. */
export function canAccess(row: Pick<OrderRow, 'userId' | 'accessTokenHash'>, principal: Principal | null, token?: string | null): boolean {
  if (principal?.isAdmin) return true;
  if (row.userId) return principal?.userId === row.userId;
  return Boolean(token && row.accessTokenHash && safeEqual(hashToken(token), row.accessTokenHash));
}

/**
 * One checkout attempt under an `Idempotency-Key` (see IdempotentCheckout): the order gets the id the
 * key was claimed with, and the key is completed inside the order's own transaction.
 */
/** `clientAddress`: the caller's address (unpaid-orders limit); `shop`: an order the shop enters; `attempt`: under an Idempotency-Key. */
export interface CheckoutOptions {
  clientAddress?: string | null;
  shop?: ShopOrderOptions | null;
  attempt?: CheckoutAttempt;
}

export interface CheckoutAttempt {
  orderId: string;
  /** Takes the key with the guest's capability token (null: none): in the order's transaction, or in its statement. */
  complete: KeyCompletion;
}

/** What a web order's statement takes besides the order (see `storeWebOrder`). */
interface WebOrderParts {
  key: (NonNullable<KeyCompletion['inStatement']> & { token: string | null }) | null;
  day: string | null;
  buyer: UnpaidBuyer | null;
  now: Date;
  lines: StockLines;
  products: StockProducts;
}

/** What an order stored in a transaction takes besides the order (see `storeInTransaction`). */
interface TransactionParts {
  attempt: CheckoutAttempt | undefined;
  token: string | null;
  day: string | null | undefined;
  lines: StockLines;
  products: StockProducts;
}

@Injectable()
export class OrdersService {
  private readonly deps: OrderDependencies;
  private readonly logger: Logger;
  private readonly publicUrl: string;

  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    private readonly repo: OrdersRepository,
    @Inject(RPC_CLIENT) rpc: RpcClient,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay,
    @Inject(SERVICE_RUNTIME) runtime: Runtime,
    private readonly capacity: CapacityService,
    private readonly holds: HoldsService,
    @Inject(SERVICE_SEALER) private readonly sealer: Sealer,
  ) {
    this.deps = new OrderDependencies(rpc);
    this.logger = runtime.logger('orders');
    this.publicUrl = runtime.publicUrl;
  }

  /** An order link for an event payload: one that carries the guest's capability is sealed (never plain in the outbox). */
  private eventOrderUrl(orderId: string, token?: string | null): string {
    return token ? this.sealer.seal(orderUrl(this.publicUrl, orderId, token)) : orderUrl(this.publicUrl, orderId);
  }

  /**
   * Checkout. Every amount comes from the catalogue and `priceOrder`; the client's totals are
   * ignored. Calls to other services happen first; then one transaction stores the order and its
   * `orders.order.created` event. A first-purchase hold is given back if anything fails after it.
   * `shop`: an order the shop enters (POST /api/admin/orders) with its channel, paid or not (a paid one
   * is `recibida` at once and emits `orders.order.paid` too).
   */
  async create(body: CreateOrderRequest, owner: Principal | null, options: CheckoutOptions = {}): Promise<CreateOrderReply> {
    const { clientAddress = null, shop = null, attempt } = options;
    this.checkDeliveryDate(body.deliveryAddress.deliveryDate);
    const products = await this.deps.products(body.items.map((i) => i.id));
    const lines = buildLines(body.items, products);

    const orderId = attempt?.orderId ?? newId();
    let firstPurchaseHeld = false;
    let couponHeld = false;
    try {
      let discount: DiscountInput = null;
      let coupon: ReservedCouponDto | null = null;
      if (owner) firstPurchaseHeld = await this.deps.reserveFirstPurchase(owner, orderId);
      if (firstPurchaseHeld) {
        discount = { type: 'FP' }; // never combined with a coupon
      } else {
        const code = requestedCouponCode(body);
        if (code) {
          coupon = await this.deps.reserveCoupon({
            code,
            orderId,
            userId: owner?.userId ?? null,
            email: body.payer.email,
            itemsPrice: priceOrder(lines, null).itemsPrice,
          });
          couponHeld = true;
          discount = { type: 'CP', code: coupon.code, isPercent: coupon.isPercent, amount: coupon.amount };
        }
      }
      const totals = priceOrder(lines, discount);
      const capability = owner ? null : newCapability();
      const items: StoredItem[] = totals.chargedLines.map((l) => ({
        id: l.id,
        title: l.title,
        picture_url: l.picture_url,
        category_id: l.category_id,
        size: l.size,
        quantity: l.quantity,
        unitPriceCents: pesosToCents(l.unit_price),
        lineTotalCents: pesosToCents(l.line_total),
        description: l.description,
        picks: l.picks,
      }));
      const { payer, deliveryAddress } = body;
      const now = new Date();
      const newOrder: NewOrder = {
        id: orderId,
        userId: owner?.userId ?? null,
        accessTokenHash: capability?.hash ?? null,
        status: shop?.paid ? 'recibida' : 'creada',
        payer: {
          name: payer.name,
          email: payer.email,
          phone: { area_code: payer.phone.area_code, number: payer.phone.number },
          address: {
            street_name: payer.address?.street_name || deliveryAddress.street_name,
            street_number: payer.address?.street_number || deliveryAddress.street_number,
            zip_code: payer.address?.zip_code || deliveryAddress.zip_code,
          },
        },
        deliveryAddress: { ...deliveryAddress, deliveryDate: deliveryAddress.deliveryDate ?? null },
        items,
        itemsCents: pesosToCents(totals.itemsPrice),
        discount: discount !== null,
        discountCents: pesosToCents(totals.discountPrice),
        discountDescription: discountDescriptionOf(discount, coupon),
        shippingCents: pesosToCents(totals.shippingPrice),
        taxCents: pesosToCents(totals.taxPrice),
        totalCents: pesosToCents(totals.totalPrice),
        isPaid: shop?.paid ?? false,
        paidAt: shop?.paid ? now : null,
        paymentResult: null,
        preferenceId: null,
        paymentMismatch: null,
        refunds: [],
        paymentInstructions: null,
        notifyWhatsApp: body.notifyWhatsApp === true,
        cancelled: false,
        cancelReason: '',
        statusHistory: [{ status: 'creada', at: now.toISOString() }],
        // An order the shop entered holds its slot until the shop settles it; a web order at most UNPAID_HOLD_MINUTES.
        holdExpiresAt: shop ? null : this.holds.expiryFor(now),
        holdsReleasedAt: null,
        clientKey: this.holds.clientKey(clientAddress),
        channel: shop?.channel ?? 'web',
        createdAt: now,
        updatedAt: now,
      };
      // The event's order number is filled in by the statement that takes it from the sequence.
      const event: EventEnvelope<OrderEvent> = {
        id: newId(),
        type: EVENTS.orderCreated,
        occurredAt: now.toISOString(),
        data: { order: toOrderDto({ ...newOrder, orderSeq: 0 }), orderUrl: this.eventOrderUrl(orderId, capability?.token) },
      };
      const day = deliveryAddress.deliveryDate;
      const buyer: UnpaidBuyer | null = day && !shop ? { email: payer.email, clientKey: newOrder.clientKey } : null;
      const keyInStatement = attempt?.complete.inStatement;
      // A web order is one statement: its key, its day's slot and stock (409 when full or closed), and the order under
      // the buyer's unpaid-order limits (429). The shop's own entries (which may be paid, with a second event) keep a
      // transaction.
      const row =
        !shop && (!attempt || keyInStatement)
          ? await this.storeWebOrder(newOrder, event, {
              key: keyInStatement ? { ...keyInStatement, token: capability?.token ?? null } : null,
              day: day ?? null,
              buyer,
              now,
              lines: items,
              products,
            })
          : await this.storeInTransaction(newOrder, event, { attempt, token: capability?.token ?? null, day, lines: items, products });
      this.relay.poke();
      const { _id, ...order } = toOrderDto(row);
      return { createdOrder: capability ? { _id, accessToken: capability.token, ...order } : { _id, ...order } };
    } catch (err) {
      // A repeat of this very attempt created the order meanwhile: what was reserved under its id is that order's.
      if (err instanceof IdempotencyKeyTaken && err.sameResource) throw err;
      if (firstPurchaseHeld && owner) {
        await this.deps
          .releaseFirstPurchase(owner, orderId)
          .catch((e) => this.logger.error({ err: e, orderId }, 'could not release first purchase'));
      }
      if (couponHeld) {
        await this.deps.releaseCoupon(orderId).catch((e) => this.logger.error({ err: e, orderId }, 'could not release the coupon use'));
      }
      throw err;
    }
  }

  /**
   * POST /api/orders/quote: the same checks and pricing as `create` (catalogue prices, coupon, a
   * user's first purchase when eligible), without storing the order or holding the discount.
   */
  async quote(body: CreateOrderRequest, owner: Principal | null): Promise<OrderQuoteReply> {
    this.checkDeliveryDate(body.deliveryAddress.deliveryDate);
    const products = await this.deps.products(body.items.map((i) => i.id));
    const lines = buildLines(body.items, products);
    await this.capacity.assertDeliveryDayAvailable(body.deliveryAddress.deliveryDate, lines);
    let discount: DiscountInput = null;
    let coupon: CouponDto | null = null;
    if (owner && (await this.deps.firstPurchaseEligible(owner))) {
      discount = { type: 'FP' };
    } else {
      const code = requestedCouponCode(body);
      if (code) {
        coupon = await this.deps.validCoupon({
          code,
          orderAmount: priceOrder(lines, null).itemsPrice,
          userId: owner?.userId ?? null,
          email: body.payer.email,
        });
        discount = { type: 'CP', code: coupon.code, isPercent: coupon.isPercent, amount: coupon.amount };
      }
    }
    const totals = priceOrder(lines, discount);
    const items = totals.chargedLines.map((l) => ({
      id: l.id,
      title: l.title,
      picture_url: l.picture_url,
      category_id: l.category_id,
      quantity: l.quantity,
      unit_price: l.unit_price,
      description: l.description,
      picks: l.picks,
    }));
    return {
      items,
      itemsPrice: totals.itemsPrice,
      discount: discount !== null,
      discountPrice: totals.discountPrice,
      discountDescription: discountDescriptionOf(discount, coupon),
      shippingPrice: totals.shippingPrice,
      taxPrice: totals.taxPrice,
      totalPrice: totals.totalPrice,
    };
  }

  /** A web order in one statement (`storeCheckout`); a refused check becomes its Spanish 409 or 429, or the key's `IdempotencyKeyTaken`. */
  private async storeWebOrder(order: NewOrder, event: EventEnvelope<OrderEvent>, web: WebOrderParts): Promise<OrderRow> {
    const { key, day, buyer, now, lines, products } = web;
    const parts: CheckoutParts = {
      key: key ? key.part(key.token) : null,
      dayHolds: day ? this.capacity.dayHoldsPart(day, lines, products) : null,
      limit: buyer ? this.holds.underUnpaidLimit(buyer, now) : null,
    };
    try {
      return { ...order, orderSeq: await storeCheckout(this.handle.db, parts, orderWithEventValues(order, event)) };
    } catch (err) {
      const refusal = checkoutRefusal(err);
      if (refusal === 'key' && key) throw await key.refusal();
      if ((refusal === 'slot' || refusal === 'stock') && day) throw await this.capacity.dayHoldsRefusal(refusal, day, lines, products);
      if (refusal === 'limit' && buyer) throw await this.holds.unpaidLimitRefusal(this.handle.db, buyer, now);
      throw err;
    }
  }

  /**
   * An order the shop enters (or one whose key was claimed before the call): in a transaction with its key and its
   * day's holds, and its `orders.order.paid` event when paid.
   */
  private async storeInTransaction(order: NewOrder, event: EventEnvelope<OrderEvent>, parts: TransactionParts): Promise<OrderRow> {
    const { attempt, token, day, lines, products } = parts;
    const store = async (db: Executor) => {
      const stored = await new OrdersRepository(db).insertWithEvent(order, event);
      if (!stored) throw new Error('the order was not stored');
      if (stored.isPaid)
        await emitEvent(db, ORDER_EVENT_TABLES, EVENTS.orderPaid, {
          order: toOrderDto(stored),
          orderUrl: this.eventOrderUrl(order.id, token),
        });
      return stored;
    };
    if (!day && !order.isPaid && !attempt) return store(this.handle.db);
    return this.handle.db.transaction(async (tx) => {
      if (attempt) await attempt.complete(tx, token);
      await this.capacity.takeDayHolds(tx, day, lines, products);
      return store(tx);
    });
  }

  private checkDeliveryDate(day: string | null): void {
    if (!day) return;
    const bounds = deliveryDateBounds();
    if (!isDayWithin(day, bounds)) throw badRequest(OM.deliveryDateOutOfRange(bounds.min, bounds.max));
  }

  async get(id: string, principal: Principal | null, token?: string | null): Promise<OrderDto> {
    const row = await this.repo.findById(id.toLowerCase());
    if (!row || !canAccess(row, principal, token)) throw notFound(OM.orderNotFound);
    return toOrderDto(row);
  }

  /** Customer cancel: only while unpaid; cancelling twice answers the cancelled order. */
  async cancel(id: string, principal: Principal | null, token: string | null | undefined, reason?: string | null): Promise<OrderDto> {
    const { row, changed } = await this.handle.db.transaction((tx) => this.cancelIn(tx, id, principal, token, reason));
    // The users service gives a first-purchase discount back from orders.order.cancelled.
    if (changed) this.relay.poke();
    return toOrderDto(row);
  }

  /** The cancellation inside a caller's transaction (what it holds is given back, orders.order.cancelled). */
  async cancelIn(
    tx: Executor,
    id: string,
    principal: Principal | null,
    token: string | null | undefined,
    reason?: string | null,
  ): Promise<{ row: OrderRow; changed: boolean }> {
    const repo = new OrdersRepository(tx);
    const current = await repo.lockById(id.toLowerCase());
    if (!current || !canAccess(current, principal, token)) throw notFound(OM.orderNotFound);
    if (current.isPaid) throw conflict(OM.cancelPaid);
    if (current.cancelled) return { row: current, changed: false };
    if (!canTransition(current.status, 'cancelada')) throw conflict(adminTransitionRefusal(current.status, 'cancelada')!);
    const updated = await repo.update(current.id, {
      cancelled: true,
      status: 'cancelada',
      cancelReason: reason?.trim() || OM.defaultCancelReason,
    });
    // A cancelled unpaid order gives back what it held (slot, coupon use, stock).
    await this.holds.releaseHolds(tx, updated, 'cancelled');
    const ticket = current.paymentInstructions;
    await emitEvent(tx, ORDER_EVENT_TABLES, EVENTS.orderCancelled, {
      order: toOrderDto(updated),
      orderUrl: this.eventOrderUrl(updated.id, token),
      voidedPayment: ticket ? { method: ticket.method, reference: ticket.reference } : null,
    } satisfies OrderCancelled);
    return { row: updated, changed: true };
  }

  async listByUser(userId: string): Promise<OrderSummaryDto[]> {
    return (await this.repo.listByUser(userId)).map(toOrderSummary);
  }
}
