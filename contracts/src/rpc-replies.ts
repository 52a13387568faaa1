import { z } from 'zod';
import { categorySchema, productSchema, type GetProductReply, type ListCategoriesReply, type ListProductsReply } from './catalogue';
import { ORDER_STATUSES, SUBSCRIPTION_PERIODS } from './constants';
import type { CouponDto, CouponReply, CouponsReply } from './coupons';
import type { OrderSummaryDto, OrdersByUserReply } from './orders';
import { ENROLMENT_STATUSES, type SubscriptionPlanDto, type UserSubscriptionDto } from './subscriptions';
import type { AdminUserDetailReply, DeliveryInfoDto, ProfileDto, UserDto, UserInfoDto } from './users';

/**
 * Reply schemas of the reads every screen depends on: a service's answer is checked against them in
 * the tests (strict: a field a service adds without the contract, a leaked secret, fails). Each is
 * typed against the DTO it describes, so the two cannot drift apart.
 */

export const listProductsReply: z.ZodType<ListProductsReply> = z.object({ products: z.array(productSchema.strict()) }).strict();
export const getProductReply: z.ZodType<GetProductReply> = z.object({ product: productSchema.strict() }).strict();
export const listCategoriesReply: z.ZodType<ListCategoriesReply> = z.object({ categories: z.array(categorySchema.strict()) }).strict();

export const couponDto: z.ZodType<CouponDto> = z
  .object({
    _id: z.string(),
    code: z.string(),
    isActive: z.boolean(),
    isPercent: z.boolean(),
    amount: z.number(),
    expireDate: z.string(),
    maxUses: z.number().nullable(),
    oncePerCustomer: z.boolean(),
    minOrderAmount: z.number().nullable(),
    uses: z.number(),
  })
  .strict();
export const couponReply: z.ZodType<CouponReply> = z.object({ coupon: couponDto }).strict();
export const couponsReply: z.ZodType<CouponsReply> = z.object({ coupons: z.array(couponDto) }).strict();

export const orderSummaryDto: z.ZodType<OrderSummaryDto> = z
  .object({
    _id: z.string(),
    orderNumber: z.string(),
    createdAt: z.string(),
    totalPrice: z.number(),
    isPaid: z.boolean(),
    status: z.enum(ORDER_STATUSES),
  })
  .strict();
export const ordersByUserReply: z.ZodType<OrdersByUserReply> = z.object({ orders: z.array(orderSummaryDto) }).strict();

export const subscriptionPlanDto: z.ZodType<SubscriptionPlanDto> = z
  .object({
    _id: z.string(),
    name: z.string(),
    amount: z.number(),
    period: z.enum(SUBSCRIPTION_PERIODS),
    disclaimer: z.string(),
    discount: z.string(),
    img: z.string(),
    months: z.number().int().positive(),
    chargeType: z.enum(['Recurrente', 'Único']),
  })
  .strict();
export const subscriptionPlansReply = z.object({ subscriptions: z.array(subscriptionPlanDto) }).strict();
export const subscriptionPlanReply = z.object({ subscription: subscriptionPlanDto }).strict();

export const userSubscriptionDto: z.ZodType<UserSubscriptionDto> = z
  .object({
    _id: z.string(),
    plan: z.object({ _id: z.string(), name: z.string(), amount: z.number(), period: z.string() }).strict(),
    status: z.enum(ENROLMENT_STATUSES),
    nextDelivery: z.string().nullable(),
    initPoint: z.string().nullable(),
    createdAt: z.string(),
  })
  .strict();
export const userSubscriptionsReply = z.object({ subscriptions: z.array(userSubscriptionDto) }).strict();

const userIdentityFields = {
  _id: z.string(),
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  firstPurchase: z.boolean(),
};

export const userInfoDto: z.ZodType<UserInfoDto> = z.object({ ...userIdentityFields, token: z.string() }).strict();

const deliveryInfoDto: z.ZodType<DeliveryInfoDto> = z
  .object({
    street_name: z.string(),
    street_number: z.string(),
    interior_number: z.string(),
    col: z.string(),
    del: z.string(),
    zip_code: z.string(),
    city: z.string(),
    phone: z.string(),
  })
  .strict();

const userFields = {
  ...userIdentityFields,
  phone: z.string().optional(),
  deliveryInfo: deliveryInfoDto.nullable(),
};

export const userDto: z.ZodType<UserDto> = z.object({ ...userFields, active: z.boolean(), createdAt: z.string() }).strict();
export const adminUsersReply = z.object({ users: z.array(userDto) }).strict();
export const adminUserDetailReply: z.ZodType<AdminUserDetailReply> = z
  .object({ ...userFields, active: z.boolean(), createdAt: z.string(), orders: z.array(orderSummaryDto) })
  .strict();
export const profileDto: z.ZodType<ProfileDto> = z
  .object({ ...userFields, orders: z.array(orderSummaryDto), subscriptions: z.array(userSubscriptionDto) })
  .strict();
