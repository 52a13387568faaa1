import {
  CATALOGUE_SUBJECTS,
  COUPONS_SUBJECTS,
  USERS_SUBJECTS,
  type CouponCodeRequest,
  type CouponDto,
  type CouponReserveRequest,
  type Principal,
  type ReservedCouponDto,
  type Product,
  type RpcData,
  type RpcReply,
  type RpcSubject,
} from '@kukki/contracts';
import { ServiceFailure, toRpcCallError, type RpcClient } from '@kukki/platform';

/** Re-raises a failed call as this service's own failure, keeping the status and Spanish message. */
async function ask<S extends RpcSubject>(
  rpc: RpcClient,
  subject: S,
  data: RpcData<S>,
  principal: Principal | null = null,
): Promise<RpcReply<S>> {
  try {
    return await rpc.request(subject, data, { principal });
  } catch (err) {
    const failure = toRpcCallError(err);
    throw new ServiceFailure(failure.status, failure.message);
  }
}

/** A coupon call: an unknown coupon is a bad request of the order, not a missing resource. */
async function unknownCouponIsBadRequest<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ServiceFailure && err.status === 404) throw new ServiceFailure(400, err.message);
    throw err;
  }
}

/**
 * What orders asks other services. Called before the order's transaction, never inside it (the
 * embedded PGlite is one connection: the other service would wait for our transaction forever).
 */
export class OrderDependencies {
  constructor(private readonly rpc: RpcClient) {}

  /** Products by id, archived ones included; keyed by lower-case id. */
  async products(ids: string[]): Promise<Map<string, Product>> {
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
    const { products } = await ask(this.rpc, CATALOGUE_SUBJECTS.getProductsByIds, { ids: unique });
    return new Map(products.map((p) => [p._id.toLowerCase(), p]));
  }

  /** Holds the user's first-purchase discount for this order; false when it is used or held elsewhere. */
  async reserveFirstPurchase(principal: Principal, orderId: string): Promise<boolean> {
    const reply = await ask(this.rpc, USERS_SUBJECTS.reserveFirstPurchase, { userId: principal.userId, orderId }, principal);
    return reply?.granted === true;
  }

  /** Would an order of this user get the first-purchase discount now (nothing is held). */
  async firstPurchaseEligible(principal: Principal): Promise<boolean> {
    const reply = await ask(this.rpc, USERS_SUBJECTS.firstPurchaseStatus, { userId: principal.userId }, principal);
    return reply?.eligible === true;
  }

  async releaseFirstPurchase(principal: Principal, orderId: string): Promise<void> {
    await ask(this.rpc, USERS_SUBJECTS.releaseFirstPurchase, { userId: principal.userId, orderId }, principal);
  }

  /**
   * Counts a use of the coupon for this order (atomically with its limits; 400 with the coupons
   * service's Spanish message when one is broken). An unknown coupon is a bad request, not a
   * missing resource.
   */
  reserveCoupon(req: CouponReserveRequest): Promise<ReservedCouponDto> {
    return unknownCouponIsBadRequest(async () => (await ask(this.rpc, COUPONS_SUBJECTS.reserve, req)).coupon);
  }

  /** The coupon when it applies to this order now, limits included (400 otherwise); nothing is counted. */
  validCoupon(req: CouponCodeRequest): Promise<CouponDto> {
    return unknownCouponIsBadRequest(async () => (await ask(this.rpc, COUPONS_SUBJECTS.validate, req)).coupon);
  }

  async releaseCoupon(orderId: string): Promise<void> {
    await ask(this.rpc, COUPONS_SUBJECTS.release, { orderId });
  }
}
