import { z } from 'zod';
import {
  CATALOGUE_ADMIN_SUBJECTS,
  CATALOGUE_SUBJECTS,
  getProductRequest,
  getProductsByIdsRequest,
  optionalAvailability,
  productIdRequest,
  productInputSchema,
  type GetProductReply,
} from './catalogue';
import { contactMessageSchema, NOTIFICATIONS_SUBJECTS, type ContactReply, type EmailRecordDto } from './contact';
import {
  COUPONS_SUBJECTS,
  couponCodeRequest,
  couponIdRequest,
  couponReleaseRequest,
  couponReserveRequest,
  createCouponRequest,
  updateCouponRequest,
} from './coupons';
import {
  CAPACITY_SUBJECTS,
  setDayCapacityRequest,
  setDefaultCapacityRequest,
  type CapacityReply,
  type DeliveryDatesReply,
} from './delivery';
import {
  adminListOrdersRequest,
  adminOrdersFilter,
  cancelOrderRequest,
  orderAccessRequest,
  orderIdRequest,
  ordersByUserRequest,
  ORDERS_SUBJECTS,
  updateOrderStatusRequest,
  type AdminOrdersCsvReply,
  type AdminOrdersReply,
  type AdminStatsReply,
  type CreateOrderReply,
  type OrderDetailReply,
  type OrderQuoteReply,
  type OrderReply,
  type UpdatedOrderReply,
} from './orders';
import {
  adminListFacturasRequest,
  facturaCommand,
  paymentNotification,
  PAYMENTS_SUBJECTS,
  preferenceCommand,
  RECEIPTS_SUBJECTS,
  updateFacturaRequest,
  type FacturaReply,
  type FacturasReply,
  type PreferenceReply,
  type ReceiptReply,
  type ReconcileReport,
} from './payments';
import { healthSubject } from './rpc';
import {
  adminUserDetailReply,
  adminUsersReply,
  couponReply,
  couponsReply,
  getProductReply,
  listCategoriesReply,
  listProductsReply,
  ordersByUserReply,
  profileDto,
  subscriptionPlanReply,
  subscriptionPlansReply,
  userInfoDto,
  userSubscriptionDto,
  userSubscriptionsReply,
} from './rpc-replies';
import {
  adminDeliveriesRequest,
  adminEnrolmentsRequest,
  enrolmentAccessRequest,
  enrolRequestSchema,
  getSubscriptionPlanRequest,
  subscriptionsByUserRequest,
  SUBSCRIPTIONS_SUBJECTS,
  subscriptionWebhookRequest,
  type CancelEnrolmentReply,
  type EnrolmentDto,
  type EnrolReply,
  type MonthDessertsReply,
  type SubscriptionDeliveryDto,
} from './subscriptions';
import {
  adminSetActiveRequest,
  callerSessionRequest,
  firstPurchaseRequest,
  forgotPasswordRequest,
  loginRequest,
  logoutRequest,
  resetPasswordRequest,
  signupRequest,
  updateMeRequest,
  updatePasswordRequest,
  userIdRequest,
  USERS_SUBJECTS,
  verifySessionRequest,
  type AdminSetActiveReply,
  type ResetPasswordReply,
  type UpdateMeReply,
  type UpdatePasswordReply,
  type VerifySessionReply,
} from './users';
import { objectId } from './validation';

/** A subject's contract: what its caller sends (the service validates it) and what it answers. */
const contract = <Request extends z.ZodTypeAny, Reply extends z.ZodTypeAny>(request: Request, reply: Reply) => ({ request, reply });

/** A reply known by its type only: the compiler checks it, nothing does at run time (yet). */
const typed = <T>() => z.custom<T>(() => true);

const none = z.object({});
const health = contract(none, z.object({ status: z.literal('ok') }));
const createOrderCommand = z.object({ guest: z.boolean(), order: z.unknown() });

/** Every request/reply subject of the shop (ARCHITECTURE §4), with its request and reply. */
export const RPC_CONTRACTS = {
  [healthSubject('catalogue')]: health,
  [healthSubject('users')]: health,
  [healthSubject('orders')]: health,
  [healthSubject('coupons')]: health,
  [healthSubject('subscriptions')]: health,
  [healthSubject('notifications')]: health,

  [CATALOGUE_SUBJECTS.listProducts]: contract(none, listProductsReply),
  [CATALOGUE_SUBJECTS.getProduct]: contract(getProductRequest, getProductReply),
  [CATALOGUE_SUBJECTS.getProductsByIds]: contract(getProductsByIdsRequest, listProductsReply),
  [CATALOGUE_SUBJECTS.listCategories]: contract(none, listCategoriesReply),
  [CATALOGUE_ADMIN_SUBJECTS.createProduct]: contract(productInputSchema.and(optionalAvailability), typed<GetProductReply>()),
  /** `product` is a whole product, or only `{ available }` (the sold-out toggle). */
  [CATALOGUE_ADMIN_SUBJECTS.updateProduct]: contract(z.object({ id: objectId, product: z.unknown() }), typed<GetProductReply>()),
  [CATALOGUE_ADMIN_SUBJECTS.archiveProduct]: contract(productIdRequest, typed<GetProductReply>()),
  [CATALOGUE_ADMIN_SUBJECTS.getProductAdmin]: contract(productIdRequest, typed<GetProductReply>()),

  [NOTIFICATIONS_SUBJECTS.submitContact]: contract(contactMessageSchema, typed<ContactReply>()),
  [NOTIFICATIONS_SUBJECTS.listFailed]: contract(none, typed<{ emails: EmailRecordDto[] }>()),
  [NOTIFICATIONS_SUBJECTS.retryEmail]: contract(z.object({ id: objectId }), typed<{ email: EmailRecordDto }>()),

  [COUPONS_SUBJECTS.validate]: contract(couponCodeRequest, couponReply),
  [COUPONS_SUBJECTS.adminList]: contract(none, couponsReply),
  [COUPONS_SUBJECTS.adminGet]: contract(couponIdRequest, couponReply),
  [COUPONS_SUBJECTS.adminCreate]: contract(createCouponRequest, couponReply),
  [COUPONS_SUBJECTS.adminUpdate]: contract(updateCouponRequest, couponReply),
  [COUPONS_SUBJECTS.reserve]: contract(couponReserveRequest, couponReply),
  [COUPONS_SUBJECTS.release]: contract(couponReleaseRequest, z.object({ released: z.boolean() })),

  [CAPACITY_SUBJECTS.get]: contract(none, typed<CapacityReply>()),
  [CAPACITY_SUBJECTS.setDefault]: contract(setDefaultCapacityRequest, typed<CapacityReply>()),
  [CAPACITY_SUBJECTS.setDay]: contract(setDayCapacityRequest, typed<CapacityReply>()),
  [CAPACITY_SUBJECTS.deliveryDates]: contract(none, typed<DeliveryDatesReply>()),

  [ORDERS_SUBJECTS.listByUser]: contract(ordersByUserRequest, ordersByUserReply),
  [ORDERS_SUBJECTS.create]: contract(createOrderCommand, typed<CreateOrderReply>()),
  [ORDERS_SUBJECTS.quote]: contract(createOrderCommand, typed<OrderQuoteReply>()),
  [ORDERS_SUBJECTS.get]: contract(orderAccessRequest, typed<OrderDetailReply>()),
  [ORDERS_SUBJECTS.cancel]: contract(cancelOrderRequest, typed<OrderReply>()),
  [ORDERS_SUBJECTS.adminList]: contract(adminListOrdersRequest, typed<AdminOrdersReply>()),
  [ORDERS_SUBJECTS.adminGet]: contract(orderIdRequest, typed<OrderReply>()),
  [ORDERS_SUBJECTS.adminUpdateStatus]: contract(updateOrderStatusRequest, typed<UpdatedOrderReply>()),
  [ORDERS_SUBJECTS.adminStats]: contract(none, typed<AdminStatsReply>()),
  [ORDERS_SUBJECTS.adminExport]: contract(adminOrdersFilter, typed<AdminOrdersCsvReply>()),

  [PAYMENTS_SUBJECTS.preference]: contract(preferenceCommand, typed<PreferenceReply>()),
  [PAYMENTS_SUBJECTS.notify]: contract(paymentNotification, z.object({ accepted: z.boolean() })),
  [PAYMENTS_SUBJECTS.reconcile]: contract(none, typed<ReconcileReport>()),
  [PAYMENTS_SUBJECTS.refund]: contract(orderIdRequest, typed<OrderReply>()),
  [RECEIPTS_SUBJECTS.receipt]: contract(orderAccessRequest, typed<ReceiptReply>()),
  [RECEIPTS_SUBJECTS.requestFactura]: contract(facturaCommand, typed<FacturaReply>()),
  [RECEIPTS_SUBJECTS.adminList]: contract(adminListFacturasRequest, typed<FacturasReply>()),
  [RECEIPTS_SUBJECTS.adminUpdate]: contract(updateFacturaRequest, typed<FacturaReply>()),

  [SUBSCRIPTIONS_SUBJECTS.listPlans]: contract(none, subscriptionPlansReply),
  [SUBSCRIPTIONS_SUBJECTS.getPlan]: contract(getSubscriptionPlanRequest, subscriptionPlanReply),
  [SUBSCRIPTIONS_SUBJECTS.monthDesserts]: contract(none, typed<MonthDessertsReply>()),
  [SUBSCRIPTIONS_SUBJECTS.enrol]: contract(enrolRequestSchema, typed<EnrolReply>()),
  [SUBSCRIPTIONS_SUBJECTS.byUser]: contract(subscriptionsByUserRequest, userSubscriptionsReply),
  [SUBSCRIPTIONS_SUBJECTS.adminList]: contract(adminEnrolmentsRequest, typed<{ enrollments: EnrolmentDto[] }>()),
  [SUBSCRIPTIONS_SUBJECTS.adminDeliveries]: contract(
    adminDeliveriesRequest,
    typed<{ month: string; label: string; deliveries: SubscriptionDeliveryDto[] }>(),
  ),
  [SUBSCRIPTIONS_SUBJECTS.get]: contract(enrolmentAccessRequest, z.object({ subscription: userSubscriptionDto }).strict()),
  [SUBSCRIPTIONS_SUBJECTS.cancel]: contract(enrolmentAccessRequest, typed<CancelEnrolmentReply>()),
  [SUBSCRIPTIONS_SUBJECTS.webhook]: contract(subscriptionWebhookRequest, typed<{ handled: boolean; queued?: boolean }>()),

  [USERS_SUBJECTS.signup]: contract(signupRequest, userInfoDto),
  [USERS_SUBJECTS.login]: contract(loginRequest, userInfoDto),
  [USERS_SUBJECTS.verifySession]: contract(verifySessionRequest, typed<VerifySessionReply>()),
  [USERS_SUBJECTS.logout]: contract(logoutRequest, typed<{ revoked: boolean }>()),
  [USERS_SUBJECTS.profile]: contract(none, profileDto),
  [USERS_SUBJECTS.updateMe]: contract(updateMeRequest.merge(callerSessionRequest), typed<UpdateMeReply>()),
  [USERS_SUBJECTS.updatePassword]: contract(updatePasswordRequest, typed<UpdatePasswordReply>()),
  [USERS_SUBJECTS.forgotPassword]: contract(forgotPasswordRequest, typed<{ message: string }>()),
  [USERS_SUBJECTS.resetPassword]: contract(resetPasswordRequest, typed<ResetPasswordReply>()),
  [USERS_SUBJECTS.adminList]: contract(none, adminUsersReply),
  [USERS_SUBJECTS.adminGet]: contract(userIdRequest, adminUserDetailReply),
  [USERS_SUBJECTS.adminSetActive]: contract(adminSetActiveRequest, typed<AdminSetActiveReply>()),
  [USERS_SUBJECTS.reserveFirstPurchase]: contract(firstPurchaseRequest, z.object({ granted: z.boolean() })),
  [USERS_SUBJECTS.releaseFirstPurchase]: contract(firstPurchaseRequest, z.object({ released: z.boolean() })),
  [USERS_SUBJECTS.firstPurchaseStatus]: contract(z.object({ userId: objectId }), z.object({ eligible: z.boolean() })),
} as const;

export type RpcSubject = keyof typeof RPC_CONTRACTS;
/** What a caller sends on `S`. */
export type RpcData<S extends RpcSubject> = z.input<(typeof RPC_CONTRACTS)[S]['request']>;
/** What `S` answers. */
export type RpcReply<S extends RpcSubject> = z.output<(typeof RPC_CONTRACTS)[S]['reply']>;
/**
 * What the gateway forwards on `S`: the contract's fields (a misspelt one does not compile) holding
 * the client's values unchecked — the service validates them and answers in Spanish.
 */
export type RpcForwarded<S extends RpcSubject> = RpcData<S> extends object ? { [K in keyof RpcData<S>]?: unknown } : unknown;
