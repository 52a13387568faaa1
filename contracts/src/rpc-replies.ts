import { z } from 'zod';
import { categorySchema, productSchema, type GetProductReply, type ListCategoriesReply, type ListProductsReply } from './catalogue';
import { ORDER_STATUSES, SUBSCRIPTION_PERIODS } from './constants';
import type { CouponDto, CouponReply, CouponReservationReply, CouponsReply, ReservedCouponDto } from './coupons';
import type { OrderSummaryDto, OrdersByUserReply } from './orders';
import { ENROLMENT_STATUSES, type SubscriptionPlanDto, type UserSubscriptionDto } from './subscriptions';
import type { AdminUserDetailReply, DeliveryInfoDto, ProfileDto, UserDto, UserInfoDto } from './users';

/**
 * Reply schemas of the reads every screen depends on: a service's answer is checked against them in
 * the tests (strict: a field a service adds without the contract, a leaked secret, fails). Each is
 * typed against the DTO it describes, so the two cannot drift apart.
 */

export const listProductsReply: z.ZodType<ListProductsReply> = z.strictObject({ products: z.array(productSchema.strict()) });
export const getProductReply: z.ZodType<GetProductReply> = z.strictObject({ product: productSchema.strict() });
export const listCategoriesReply: z.ZodType<ListCategoriesReply> = z.strictObject({ categories: z.array(categorySchema.strict()) });

const reservedCouponFields = {
  _id: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  isPercent: z.boolean(),
  amount: z.number(),
  expireDate: z.string(),
  maxUses: z.number().nullable(),
  oncePerCustomer: z.boolean(),
  minOrderAmount: z.number().nullable(),
};
export const reservedCouponDto: z.ZodType<ReservedCouponDto> = z.strictObject(reservedCouponFields);
export const couponDto: z.ZodType<CouponDto> = z.strictObject({ ...reservedCouponFields, uses: z.number() });
export const couponReply: z.ZodType<CouponReply> = z.strictObject({ coupon: couponDto });
export const couponReservationReply: z.ZodType<CouponReservationReply> = z.strictObject({ coupon: reservedCouponDto });
export const couponsReply: z.ZodType<CouponsReply> = z.strictObject({ coupons: z.array(couponDto) });

export const orderSummaryDto: z.ZodType<OrderSummaryDto> = z.strictObject({
  _id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  totalPrice: z.number(),
  isPaid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  deliveryDate: z.string().nullable(),
});
export const ordersByUserReply: z.ZodType<OrdersByUserReply> = z.strictObject({ orders: z.array(orderSummaryDto) });

export const subscriptionPlanDto: z.ZodType<SubscriptionPlanDto> = z.strictObject({
  _id: z.string(),
  name: z.string(),
  amount: z.number(),
  period: z.enum(SUBSCRIPTION_PERIODS),
  disclaimer: z.string(),
  discount: z.string(),
  img: z.string(),
  months: z.number().int().positive(),
  chargeType: z.enum(['Recurrente', 'Único']),
});
export const subscriptionPlansReply = z.strictObject({ subscriptions: z.array(subscriptionPlanDto) });
export const subscriptionPlanReply = z.strictObject({ subscription: subscriptionPlanDto });

export const userSubscriptionDto: z.ZodType<UserSubscriptionDto> = z.strictObject({
  _id: z.string(),
  plan: z.strictObject({ _id: z.string(), name: z.string(), amount: z.number(), period: z.string() }),
  status: z.enum(ENROLMENT_STATUSES),
  nextDelivery: z.string().nullable(),
  initPoint: z.string().nullable(),
  paymentStatus: z.enum(['pending', 'rejected']).nullable(),
  createdAt: z.string(),
});
export const userSubscriptionsReply = z.strictObject({ subscriptions: z.array(userSubscriptionDto) });

const userIdentityFields = {
  _id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  firstPurchase: z.boolean(),
};

export const userInfoDto: z.ZodType<UserInfoDto> = z.strictObject({ ...userIdentityFields, token: z.string() });

const deliveryInfoDto: z.ZodType<DeliveryInfoDto> = z.strictObject({
  street_name: z.string(),
  street_number: z.string(),
  interior_number: z.string(),
  col: z.string(),
  del: z.string(),
  zip_code: z.string(),
  city: z.string(),
  phone: z.string(),
});

const userFields = {
  ...userIdentityFields,
  phone: z.string().optional(),
  deliveryInfo: deliveryInfoDto.nullable(),
};

export const userDto: z.ZodType<UserDto> = z.strictObject({ ...userFields, active: z.boolean(), createdAt: z.string() });
export const adminUsersReply = z.strictObject({ users: z.array(userDto) });
export const adminUserDetailReply: z.ZodType<AdminUserDetailReply> = z.strictObject({
  ...userFields,
  active: z.boolean(),
  createdAt: z.string(),
  orders: z.array(orderSummaryDto),
});
export const profileDto: z.ZodType<ProfileDto> = z.strictObject({
  ...userFields,
  orders: z.array(orderSummaryDto),
  subscriptions: z.array(userSubscriptionDto),
});
