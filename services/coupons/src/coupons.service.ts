import { Inject, Injectable } from '@nestjs/common';
import {
  COUPON_MESSAGES as CM,
  couponExpiryBounds,
  isDayWithin,
  normalizeCouponCode,
  pesosToCents,
  shopDay,
  type CouponDto,
  type CreateCouponRequest,
  type EventEnvelope,
  type OrderEvent,
  type UpdateCouponRequest,
} from '@kukki/contracts';
import { badRequest, conflict, newId, notFound, type DatabaseHandle, type Executor } from '@kukki/platform';
import { CouponsRepository, isUniqueViolation, toCouponDto, type CouponRow, type NewCoupon } from './coupons.repository';
import { COUPONS_DB } from './tokens';

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

@Injectable()
export class CouponsService {
  private readonly repo: CouponsRepository;

  constructor(@Inject(COUPONS_DB) handle: DatabaseHandle) {
    this.repo = new CouponsRepository(handle.db);
  }

  /** Checkout: only an active, unexpired coupon is answered. */
  async validate(code: string): Promise<CouponDto> {
    const row = await this.repo.findByCode(normalizeCouponCode(code));
    if (!row) throw notFound(CM.notFound);
    if (!row.isActive) throw badRequest(CM.inactive);
    if (isExpired(row)) throw badRequest(CM.expired);
    return toCouponDto(row);
  }

  async list(): Promise<CouponDto[]> {
    return (await this.repo.list()).map(toCouponDto);
  }

  async get(id: string): Promise<CouponDto> {
    const row = await this.repo.findById(id);
    if (!row) throw notFound(CM.notFound);
    return toCouponDto(row);
  }

  async create(input: CreateCouponRequest): Promise<CouponDto> {
    checkAmount(input);
    checkExpiryWindow(input.expireDate);
    if (await this.repo.findByCode(input.code)) throw conflict(CM.codeTaken);
    try {
      return toCouponDto(await this.repo.insert(newId(), input));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(CM.codeTaken);
      throw err;
    }
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
    try {
      const row = await this.repo.update(id, stripUndefined(patch));
      if (!row) throw notFound(CM.notFound);
      return toCouponDto(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(CM.codeTaken);
      throw err;
    }
  }

  /** orders.order.created: records the redemption of the order's coupon, once per order. */
  async recordRedemption(event: EventEnvelope<OrderEvent>, tx: Executor): Promise<void> {
    const order = event.data?.order;
    const description = order?.discountDescription;
    if (!order || description?.type !== 'CP' || !description.code) return;
    const repo = new CouponsRepository(tx);
    const code = normalizeCouponCode(description.code);
    const coupon = await repo.findByCode(code);
    await repo.recordRedemption({
      orderId: order._id,
      couponId: coupon?.id ?? null,
      code,
      userId: order.user,
      discountCents: pesosToCents(order.discountPrice),
    });
  }

  countRedemptions(code: string): Promise<number> {
    return this.repo.countRedemptions(normalizeCouponCode(code));
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
