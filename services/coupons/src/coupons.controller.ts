import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  COUPONS_SUBJECTS,
  couponCodeRequest,
  couponIdRequest,
  couponReleaseRequest,
  couponReserveRequest,
  createCouponRequest,
  healthSubject,
  updateCouponRequest,
  type CouponReply,
  type CouponsReply,
  type RpcRequest,
} from '@kukki/contracts';
import { parseOrFail, requireAdmin, withRequest } from '@kukki/platform';
import { CouponsService } from './coupons.service';

@Controller()
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @MessagePattern(healthSubject('coupons'))
  health() {
    return { status: 'ok' };
  }

  @MessagePattern(COUPONS_SUBJECTS.validate)
  validate(@Payload() msg: RpcRequest): Promise<CouponReply> {
    return withRequest(msg, async (data) => ({ coupon: await this.coupons.validate(parseOrFail(couponCodeRequest, data)) }));
  }

  /** Called by the orders service (no principal needed: the order id and customer come in the data). */
  @MessagePattern(COUPONS_SUBJECTS.reserve)
  reserve(@Payload() msg: RpcRequest): Promise<CouponReply> {
    return withRequest(msg, async (data) => ({ coupon: await this.coupons.reserve(parseOrFail(couponReserveRequest, data)) }));
  }

  @MessagePattern(COUPONS_SUBJECTS.release)
  release(@Payload() msg: RpcRequest): Promise<{ released: boolean }> {
    return withRequest(msg, async (data) => ({ released: await this.coupons.release(parseOrFail(couponReleaseRequest, data).orderId) }));
  }

  @MessagePattern(COUPONS_SUBJECTS.adminList)
  list(@Payload() msg: RpcRequest): Promise<CouponsReply> {
    return withRequest(msg, async (_data, principal) => {
      requireAdmin(principal);
      return { coupons: await this.coupons.list() };
    });
  }

  @MessagePattern(COUPONS_SUBJECTS.adminGet)
  get(@Payload() msg: RpcRequest): Promise<CouponReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { coupon: await this.coupons.get(parseOrFail(couponIdRequest, data).id) };
    });
  }

  @MessagePattern(COUPONS_SUBJECTS.adminCreate)
  create(@Payload() msg: RpcRequest): Promise<CouponReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { coupon: await this.coupons.create(parseOrFail(createCouponRequest, data)) };
    });
  }

  @MessagePattern(COUPONS_SUBJECTS.adminUpdate)
  update(@Payload() msg: RpcRequest): Promise<CouponReply> {
    return withRequest(msg, async (data, principal) => {
      requireAdmin(principal);
      return { coupon: await this.coupons.update(parseOrFail(updateCouponRequest, data)) };
    });
  }
}
