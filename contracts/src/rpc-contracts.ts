import { z } from 'zod';
import * as bakery from './bakery';
import * as catalogue from './catalogue';
import * as contact from './contact';
import * as coupons from './coupons';
import * as delivery from './delivery';
import * as orders from './orders';
import * as paymentEvents from './payment-events';
import * as payments from './payments';
import { healthSubject } from './rpc';
import * as replies from './rpc-replies';
import * as subscriptions from './subscriptions';
import * as users from './users';
import { idempotencyKey, objectId } from './validation';

/** A subject's contract: what its caller sends (the service validates it) and what it answers. */
const contract = <Request extends z.ZodTypeAny, Reply extends z.ZodTypeAny>(request: Request, reply: Reply) => ({ request, reply });

/** A reply known by its type only: the compiler checks it, nothing does at run time (yet). */
const typed = <T>() => z.custom<T>(() => true);

const none = z.object({});
const health = contract(none, z.object({ status: z.literal('ok') }));
const quoteOrderCommand = z.object({ guest: z.boolean(), order: z.unknown() });
/**
 * `client`: the caller's address (the unpaid-orders limit); `idempotencyKey`: the client's `Idempotency-Key` header, when it
 * sent one; `attemptId`: with a key, the id the gateway gives this attempt's order — the same on every repeat of the call.
 */
const createOrderCommand = quoteOrderCommand.extend({
  client: z.string().max(200).optional(),
  idempotencyKey: idempotencyKey.optional(),
  attemptId: objectId.optional(),
});
/** `attemptId`: the id the gateway gives this sign-up's account — the same on every repeat of the call. */
const signupCommand = z.intersection(users.signupRequest, z.object({ attemptId: objectId.optional() }));
/** `attemptId`: the id the gateway gives this contact message — the same on every repeat of the call. */
const contactCommand = z.intersection(contact.contactMessageSchema, z.object({ attemptId: objectId.optional() }));
const enrolCommand = subscriptions.enrolRequestSchema.extend({ idempotencyKey: idempotencyKey.optional() });

/** Every request/reply subject of the shop (ARCHITECTURE §4), with its request and reply. */
export const RPC_CONTRACTS = {
  [healthSubject('catalogue')]: health,
  [healthSubject('users')]: health,
  [healthSubject('orders')]: health,
  [healthSubject('coupons')]: health,
  [healthSubject('subscriptions')]: health,
  [healthSubject('notifications')]: health,
  [healthSubject('payments')]: health,

  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.webhook]: contract(paymentEvents.paymentWebhook, z.object({ accepted: z.boolean() })),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.ledgerGet]: contract(paymentEvents.paymentIdRequest, z.object({ payment: z.unknown() })),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.ledgerOf]: contract(
    paymentEvents.paymentReferenceRequest,
    z.object({ payments: z.array(z.unknown()) }),
  ),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.preapprovalCreate]: contract(
    paymentEvents.preapprovalCreateRequest,
    typed<{ preapproval: paymentEvents.PreapprovalDto }>(),
  ),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.preapprovalGet]: contract(
    paymentEvents.preapprovalIdRequest,
    typed<{ preapproval: paymentEvents.PreapprovalDto | null }>(),
  ),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.preapprovalCancel]: contract(
    paymentEvents.preapprovalIdRequest,
    typed<{ preapproval: paymentEvents.PreapprovalDto }>(),
  ),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.checkoutPreference]: contract(
    paymentEvents.checkoutPreferenceRequest,
    typed<{ preference: { id: string; initPoint: string } }>(),
  ),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.refundCreate]: contract(
    paymentEvents.refundCreateRequest,
    typed<{ payment: paymentEvents.PaymentSnapshot }>(),
  ),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.reconcileReference]: contract(
    paymentEvents.paymentReferenceRequest,
    typed<{ payments: paymentEvents.PaymentSnapshot[] }>(),
  ),
  [paymentEvents.PAYMENTS_SERVICE_SUBJECTS.subscriptionPreference]: contract(
    paymentEvents.subscriptionPreferenceRequest,
    typed<{ preference: { id: string; initPoint: string } }>(),
  ),

  [catalogue.CATALOGUE_SUBJECTS.listProducts]: contract(none, replies.listProductsReply),
  [catalogue.CATALOGUE_SUBJECTS.getProduct]: contract(catalogue.getProductRequest, replies.getProductReply),
  [catalogue.CATALOGUE_SUBJECTS.getProductsByIds]: contract(catalogue.getProductsByIdsRequest, replies.listProductsReply),
  [catalogue.CATALOGUE_SUBJECTS.listCategories]: contract(none, replies.listCategoriesReply),
  [catalogue.CATALOGUE_SUBJECTS.searchProducts]: contract(catalogue.searchProductsRequest, replies.listProductsReply),
  [catalogue.CATALOGUE_ADMIN_SUBJECTS.createProduct]: contract(
    catalogue.productInputSchema.and(catalogue.optionalAvailability),
    typed<catalogue.GetProductReply>(),
  ),
  /** `product` is a whole product, or only `{ available }` (the sold-out toggle). */
  [catalogue.CATALOGUE_ADMIN_SUBJECTS.updateProduct]: contract(
    z.object({ id: objectId, product: z.unknown() }),
    typed<catalogue.GetProductReply>(),
  ),
  [catalogue.CATALOGUE_ADMIN_SUBJECTS.archiveProduct]: contract(catalogue.productIdRequest, typed<catalogue.GetProductReply>()),
  [catalogue.CATALOGUE_ADMIN_SUBJECTS.restoreProduct]: contract(catalogue.productIdRequest, typed<catalogue.GetProductReply>()),
  [catalogue.CATALOGUE_ADMIN_SUBJECTS.archivedProducts]: contract(none, typed<catalogue.ListProductsReply>()),
  [catalogue.CATALOGUE_ADMIN_SUBJECTS.getProductAdmin]: contract(catalogue.productIdRequest, typed<catalogue.GetProductReply>()),

  [contact.NOTIFICATIONS_SUBJECTS.submitContact]: contract(contactCommand, typed<contact.ContactReply>()),
  [contact.NOTIFICATIONS_SUBJECTS.listFailed]: contract(none, typed<{ emails: contact.EmailRecordDto[] }>()),
  [contact.NOTIFICATIONS_SUBJECTS.retryEmail]: contract(z.object({ id: objectId }), typed<{ email: contact.EmailRecordDto }>()),
  [contact.NOTIFICATIONS_SUBJECTS.whatsAppInbound]: contract(contact.whatsAppInboundSchema, z.object({ optedOut: z.boolean() })),

  [coupons.COUPONS_SUBJECTS.validate]: contract(coupons.couponCodeRequest, replies.couponReply),
  [coupons.COUPONS_SUBJECTS.adminList]: contract(none, replies.couponsReply),
  [coupons.COUPONS_SUBJECTS.adminGet]: contract(coupons.couponIdRequest, replies.couponReply),
  [coupons.COUPONS_SUBJECTS.adminCreate]: contract(coupons.createCouponRequest, replies.couponReply),
  [coupons.COUPONS_SUBJECTS.adminUpdate]: contract(coupons.updateCouponRequest, replies.couponReply),
  [coupons.COUPONS_SUBJECTS.reserve]: contract(coupons.couponReserveRequest, replies.couponReservationReply),
  [coupons.COUPONS_SUBJECTS.release]: contract(coupons.couponReleaseRequest, z.object({ released: z.boolean() })),

  [delivery.CAPACITY_SUBJECTS.get]: contract(none, typed<delivery.CapacityReply>()),
  [delivery.CAPACITY_SUBJECTS.setDefault]: contract(delivery.setDefaultCapacityRequest, typed<delivery.CapacityReply>()),
  [delivery.CAPACITY_SUBJECTS.setDay]: contract(delivery.setDayCapacityRequest, typed<delivery.CapacityReply>()),
  [delivery.CAPACITY_SUBJECTS.deliveryDates]: contract(delivery.deliveryDatesRequest, typed<delivery.DeliveryDatesReply>()),

  [bakery.BAKERY_SUBJECTS.production]: contract(bakery.deliveryDayRequest, typed<bakery.ProductionReply>()),
  [bakery.BAKERY_SUBJECTS.routes]: contract(bakery.deliveryDayRequest, typed<bakery.RoutesReply>()),
  [bakery.BAKERY_SUBJECTS.packingSlip]: contract(bakery.packingSlipRequest, typed<bakery.PdfReply>()),
  [bakery.BAKERY_SUBJECTS.packingSlips]: contract(bakery.deliveryDayRequest, typed<bakery.PdfReply>()),
  [bakery.BAKERY_SUBJECTS.salesReport]: contract(bakery.reportRangeRequest, typed<bakery.SalesReportReply>()),
  [bakery.BAKERY_SUBJECTS.salesCsv]: contract(bakery.salesCsvRequest, typed<{ csv: string }>()),
  [bakery.BAKERY_SUBJECTS.customers]: contract(bakery.customersRequest, typed<bakery.CustomersReply>()),
  [bakery.BAKERY_SUBJECTS.adminCreate]: contract(bakery.adminCreateOrderRequest, typed<orders.CreateOrderReply>()),

  [orders.ORDERS_SUBJECTS.listByUser]: contract(orders.ordersByUserRequest, replies.ordersByUserReply),
  [orders.ORDERS_SUBJECTS.create]: contract(createOrderCommand, typed<orders.CreateOrderReply>()),
  [orders.ORDERS_SUBJECTS.quote]: contract(quoteOrderCommand, typed<orders.OrderQuoteReply>()),
  [orders.ORDERS_SUBJECTS.get]: contract(orders.orderAccessRequest, typed<orders.OrderDetailReply>()),
  [orders.ORDERS_SUBJECTS.cancel]: contract(orders.cancelOrderRequest, typed<orders.OrderReply>()),
  [orders.ORDERS_SUBJECTS.adminList]: contract(orders.adminListOrdersRequest, typed<orders.AdminOrdersReply>()),
  [orders.ORDERS_SUBJECTS.adminGet]: contract(orders.orderIdRequest, typed<orders.OrderReply>()),
  [orders.ORDERS_SUBJECTS.adminUpdateStatus]: contract(orders.updateOrderStatusRequest, typed<orders.UpdatedOrderReply>()),
  [orders.ORDERS_SUBJECTS.adminStats]: contract(none, typed<orders.AdminStatsReply>()),
  [orders.ORDERS_SUBJECTS.adminExport]: contract(orders.adminOrdersFilter, typed<orders.AdminOrdersCsvReply>()),

  [payments.PAYMENTS_SUBJECTS.preference]: contract(payments.preferenceCommand, typed<payments.PreferenceReply>()),
  [payments.PAYMENTS_SUBJECTS.reconcile]: contract(none, typed<payments.ReconcileReport>()),
  [payments.PAYMENTS_SUBJECTS.refund]: contract(payments.refundRequest, typed<orders.OrderReply>()),
  [payments.RECEIPTS_SUBJECTS.receipt]: contract(orders.orderAccessRequest, typed<payments.ReceiptReply>()),
  [payments.RECEIPTS_SUBJECTS.requestFactura]: contract(payments.facturaCommand, typed<payments.FacturaReply>()),
  [payments.RECEIPTS_SUBJECTS.getFactura]: contract(orders.orderAccessRequest, typed<payments.OrderFacturaReply>()),
  [payments.RECEIPTS_SUBJECTS.adminList]: contract(payments.adminListFacturasRequest, typed<payments.FacturasReply>()),
  [payments.RECEIPTS_SUBJECTS.adminUpdate]: contract(payments.updateFacturaRequest, typed<payments.FacturaReply>()),

  [subscriptions.SUBSCRIPTIONS_SUBJECTS.listPlans]: contract(none, replies.subscriptionPlansReply),
  [subscriptions.SUBSCRIPTIONS_SUBJECTS.getPlan]: contract(subscriptions.getSubscriptionPlanRequest, replies.subscriptionPlanReply),
  [subscriptions.SUBSCRIPTIONS_SUBJECTS.monthDesserts]: contract(none, typed<subscriptions.MonthDessertsReply>()),
  [subscriptions.SUBSCRIPTIONS_SUBJECTS.enrol]: contract(enrolCommand, typed<subscriptions.EnrolReply>()),
  [subscriptions.SUBSCRIPTIONS_SUBJECTS.byUser]: contract(subscriptions.subscriptionsByUserRequest, replies.userSubscriptionsReply),
  [subscriptions.SUBSCRIPTIONS_SUBJECTS.adminList]: contract(
    subscriptions.adminEnrolmentsRequest,
    typed<{ enrollments: subscriptions.EnrolmentDto[] }>(),
  ),
  [subscriptions.SUBSCRIPTIONS_SUBJECTS.adminDeliveries]: contract(
    subscriptions.adminDeliveriesRequest,
    typed<{ month: string; label: string; deliveries: subscriptions.SubscriptionDeliveryDto[] }>(),
  ),
  [subscriptions.SUBSCRIPTIONS_SUBJECTS.get]: contract(
    subscriptions.enrolmentAccessRequest,
    z.object({ subscription: replies.userSubscriptionDto }).strict(),
  ),
  [subscriptions.SUBSCRIPTIONS_SUBJECTS.cancel]: contract(
    subscriptions.enrolmentAccessRequest,
    typed<subscriptions.CancelEnrolmentReply>(),
  ),

  [users.USERS_SUBJECTS.signup]: contract(signupCommand, replies.userInfoDto),
  [users.USERS_SUBJECTS.login]: contract(users.loginRequest, replies.userInfoDto),
  [users.USERS_SUBJECTS.verifySession]: contract(users.verifySessionRequest, typed<users.VerifySessionReply>()),
  [users.USERS_SUBJECTS.logout]: contract(users.logoutRequest, typed<{ revoked: boolean }>()),
  [users.USERS_SUBJECTS.profile]: contract(none, replies.profileDto),
  [users.USERS_SUBJECTS.updateMe]: contract(users.updateMeRequest.merge(users.callerSessionRequest), typed<users.UpdateMeReply>()),
  [users.USERS_SUBJECTS.updatePassword]: contract(users.updatePasswordRequest, typed<users.UpdatePasswordReply>()),
  [users.USERS_SUBJECTS.forgotPassword]: contract(users.forgotPasswordRequest, typed<{ message: string }>()),
  [users.USERS_SUBJECTS.resetPassword]: contract(users.resetPasswordRequest, typed<users.ResetPasswordReply>()),
  [users.USERS_SUBJECTS.adminList]: contract(none, replies.adminUsersReply),
  [users.USERS_SUBJECTS.adminGet]: contract(users.userIdRequest, replies.adminUserDetailReply),
  [users.USERS_SUBJECTS.adminSetActive]: contract(users.adminSetActiveRequest, typed<users.AdminSetActiveReply>()),
  [users.USERS_SUBJECTS.reserveFirstPurchase]: contract(users.firstPurchaseRequest, z.object({ granted: z.boolean() })),
  [users.USERS_SUBJECTS.releaseFirstPurchase]: contract(users.firstPurchaseRequest, z.object({ released: z.boolean() })),
  [users.USERS_SUBJECTS.firstPurchaseStatus]: contract(z.object({ userId: objectId }), z.object({ eligible: z.boolean() })),
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
