import { Inject, Injectable } from '@nestjs/common';
import {
  COUPON_MESSAGES as CM,
  couponExpiryBounds,
  isDayWithin,
  normalizeCouponCode,
  pesosToCents,
  shopDay,
  type CouponCodeRequest,
  type CouponDto,
  type CouponReserveRequest,
  type CreateCouponRequest,
  type EventEnvelope,
  type OrderEvent,
  type ReservedCouponDto,
  type UpdateCouponRequest,
} from '@kukki/contracts';
import {
  badRequest,
  conflict,
  conflictOnDuplicate,
  newId,
  notFound,
  type DatabaseHandle,
  type Executor,
  SERVICE_DATABASE,
} from '@kukki/platform';
import { CouponsRepository, toCouponDto, toReservedCouponDto, type CouponRow, type NewCoupon } from './coupons.repository';

/** A coupon can be used through the end of its expiry day (Mexico City). */
export const isExpired = (row: Pick<CouponRow, 'expireDate'>, now: Date = new Date()) => row.expireDate < shopDay(now);

function checkExpiryWindow(day: string): void {
  const bounds = couponExpiryBounds();
  if (!isDayWithin(day, bounds)) throw badRequest(CM.expireDateOutOfRange(bounds.min, bounds.max));
}

function checkAmount(c: Pick<NewCoupon, 'isPercent' | 'amount'>): void {
  if (!(c.amount > 0)) throw badRequest(CM.amountInvalid);
  if (c.isPercent && c.amount > 100) throw badRequest(CM.percentTooHigh);
}

/** The limits of a coupon for one use: active, unexpired, minimum order, total uses, once per customer. */
async function checkUsable(
  repo: CouponsRepository,
  row: CouponRow,
  uses: number | null,
  use: { itemsCents: number | null; userId: string | null; email: string | null },
  orderId?: string,
): Promise<void> {
  if (!row.isActive) throw badRequest(CM.inactive);
  if (isExpired(row)) throw badRequest(CM.expired);
  if (row.minOrderCents !== null && use.itemsCents !== null && use.itemsCents < row.minOrderCents)
    throw badRequest(CM.belowMinimum(formatPesos(row.minOrderCents)));
  if (row.maxUses !== null && (uses ?? 0) >= row.maxUses) throw badRequest(CM.usedUp);
  if (row.oncePerCustomer && (await repo.customerHolds(row.id, use, orderId))) throw badRequest(CM.alreadyUsed);
}

const formatPesos = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(cents / 100);

@Injectable()
export class CouponsService {
  constructor(
    @Inject(SERVICE_DATABASE) private readonly handle: DatabaseHandle,
    private readonly repo: CouponsRepository,
  ) {}

  /**
   * Checkout: only an active, unexpired coupon is answered; with the order amount (pesos, items
   * before shipping) its minimum is checked, with the customer its once-per-customer rule, and
   * always its total uses.
   */
  async validate(req: CouponCodeRequest): Promise<CouponDto> {
    const row = await this.repo.findByCode(normalizeCouponCode(req.code));
    if (!row) throw notFound(CM.notFound);
    const uses = await this.repo.usesOf(row.id);
    await checkUsable(this.repo, row, uses, {
      itemsCents: req.orderAmount === null || req.orderAmount === undefined ? null : pesosToCents(req.orderAmount),
      userId: req.userId ?? null,
      email: req.email ?? null,
    });
    return toCouponDto(row, uses);
  }

  /**
   * Counts a use for an order, atomically: the coupon row is locked while its limits are checked
   * and the redemption stored, so of two orders racing for the last use exactly one gets it.
   * Idempotent per order.
   */
  async reserve(req: CouponReserveRequest): Promise<ReservedCouponDto> {
    return this.handle.db.transaction(async (tx) => {
      const repo = new CouponsRepository(tx);
      const row = await repo.lockByCode(normalizeCouponCode(req.code));
      if (!row) throw notFound(CM.notFound);
      const { heldByOrder, uses } = await repo.reservationState(row.id, req.orderId, row.maxUses !== null);
      if (heldByOrder) return toReservedCouponDto(row);
      await checkUsable(repo, row, uses, { itemsCents: pesosToCents(req.itemsPrice), userId: req.userId, email: req.email }, req.orderId);
      await repo.reserve({ orderId: req.orderId, couponId: row.id, code: row.code, userId: req.userId, email: req.email });
      return toReservedCouponDto(row);
    });
  }

  /** Gives a use back: the order was not stored, or was cancelled unpaid. */
  release(orderId: string): Promise<boolean> {
    return this.repo.release(orderId);
  }

  /** orders.order.holds-released (an unpaid order expired, was cancelled, its payment rejected or refunded in full): the use is given back. */
  async releaseForHolds(event: EventEnvelope<OrderEvent>, tx: Executor): Promise<void> {
    const order = event.data?.order;
    if (!order?._id || order.isPaid) return;
    await new CouponsRepository(tx).release(order._id);
  }

  /** orders.order.paid: the order keeps its use for good, taken again if it had been given back (past the limit). */
  async keepForPaid(event: EventEnvelope<OrderEvent>, tx: Executor): Promise<void> {
    const order = event.data?.order;
    if (!order?._id) return;
    await new CouponsRepository(tx).retake(order._id);
  }

  async list(): Promise<CouponDto[]> {
    const uses = await this.repo.uses();
    return (await this.repo.list()).map((row) => toCouponDto(row, uses.get(row.id) ?? 0));
  }

  async get(id: string): Promise<CouponDto> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound(CM.notFound);
    return toCouponDto(row, await this.repo.usesOf(row.id));
  }

  async create(input: CreateCouponRequest): Promise<CouponDto> {
    checkAmount(input);
    checkExpiryWindow(input.expireDate);
    if (await this.repo.findByCode(input.code)) throw conflict(CM.codeTaken);
    return conflictOnDuplicate(async () => toCouponDto(await this.repo.insert(newId(), input), 0), CM.codeTaken);
  }

  async update(input: UpdateCouponRequest): Promise<CouponDto> {
    const { id, ...patch } = input;
    const current = await this.repo.findById(id);
    if (!current) throw notFound(CM.notFound);
    const merged = { ...toCouponDto(current), ...stripUndefined(patch) };
    checkAmount(merged);
    // An unchanged past date may be sent back with an edit of another field.
    if (patch.expireDate !== undefined && patch.expireDate !== current.expireDate) checkExpiryWindow(patch.expireDate);
    if (patch.code !== undefined && patch.code !== current.code && (await this.repo.findByCode(patch.code))) throw conflict(CM.codeTaken);
    return conflictOnDuplicate(async () => {
      const row = await this.repo.update(id, stripUndefined(patch));
      if (!row) throw notFound(CM.notFound);
      return toCouponDto(row, await this.repo.usesOf(row.id));
    }, CM.codeTaken);
  }

  /** orders.order.created: records the redemption of the order's coupon, once per order. */
  async recordRedemption(event: EventEnvelope<OrderEvent>, tx: Executor): Promise<void> {
    if (!usesCoupon(event)) return;
    const order = event.data.order;
    const description = order.discountDescription;
    const repo = new CouponsRepository(tx);
    await repo.recordRedemption({
      orderId: order._id,
      code: normalizeCouponCode(description.code),
      userId: order.user,
      email: order.payer?.email?.trim().toLowerCase() || null,
      discountCents: pesosToCents(order.discountPrice),
    });
  }

  countRedemptions(code: string): Promise<number> {
    return this.repo.countRedemptions(normalizeCouponCode(code));
  }
}

/** An order event whose order was discounted by a coupon. */
export function usesCoupon(event: EventEnvelope<OrderEvent>): boolean {
  const description = event.data?.order?.discountDescription;
  return description?.type === 'CP' && Boolean(description.code);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
