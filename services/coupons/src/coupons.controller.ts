import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import {
  COUPONS_SUBJECTS,
  couponCodeRequest,
  couponIdRequest,
  couponReleaseRequest,
  couponReserveRequest,
  createCouponRequest,
  updateCouponRequest,
  type CouponCodeRequest,
  type CouponReply,
  type CouponReservationReply,
  type CouponReserveRequest,
  type CouponsReply,
  type CreateCouponRequest,
  type UpdateCouponRequest,
} from '@kukki/contracts';
import { AdminPattern, Data } from '@kukki/platform';
import type { z } from 'zod';
import { CouponsService } from './coupons.service';

@Controller()
export class CouponsController {
  constructor(private readonly coupons: CouponsService) {}

  @MessagePattern(COUPONS_SUBJECTS.validate)
  async validate(@Data(couponCodeRequest) request: CouponCodeRequest): Promise<CouponReply> {
    return { coupon: await this.coupons.validate(request) };
  }

  /** Called by the orders service (no principal needed: the order id and customer come in the data). */
  @MessagePattern(COUPONS_SUBJECTS.reserve)
  async reserve(@Data(couponReserveRequest) request: CouponReserveRequest): Promise<CouponReservationReply> {
    return { coupon: await this.coupons.reserve(request) };
  }

  @MessagePattern(COUPONS_SUBJECTS.release)
  async release(@Data(couponReleaseRequest) { orderId }: z.infer<typeof couponReleaseRequest>): Promise<{ released: boolean }> {
    return { released: await this.coupons.release(orderId) };
  }

  @AdminPattern(COUPONS_SUBJECTS.adminList)
  async list(): Promise<CouponsReply> {
    return { coupons: await this.coupons.list() };
  }

  @AdminPattern(COUPONS_SUBJECTS.adminGet)
  async get(@Data(couponIdRequest) { id }: z.infer<typeof couponIdRequest>): Promise<CouponReply> {
    return { coupon: await this.coupons.get(id) };
  }

  @AdminPattern(COUPONS_SUBJECTS.adminCreate)
  async create(@Data(createCouponRequest) request: CreateCouponRequest): Promise<CouponReply> {
    return { coupon: await this.coupons.create(request) };
  }

  @AdminPattern(COUPONS_SUBJECTS.adminUpdate)
  async update(@Data(updateCouponRequest) request: UpdateCouponRequest): Promise<CouponReply> {
    return { coupon: await this.coupons.update(request) };
  }
}
