import type { DomainEventData, DomainEventType } from '../event-map';
import type { EnrolmentEvent, OrderEvent } from '../domain-events';
import type { OrderDto } from '../orders';
import { SAMPLE_FACTURA_REQUEST } from './samples';

const AT = '2026-11-26T18:00:00.000Z';
const account = { userId: '6b0880b1c572e89d2a263684', name: 'Ana Pérez', email: 'ana@example.com' };

export const SAMPLE_ORDER: OrderDto = {
  _id: '6b0880b1c572e89d2a263685',
  orderNumber: 'K-000123',
  createdAt: AT,
  status: 'recibida',
  user: account.userId,
  payer: {
    name: 'Ana Pérez',
    email: 'ana@example.com',
    phone: { area_code: '55', number: '12345678' },
    address: { street_name: 'Durango', street_number: '12', zip_code: '06700' },
  },
  deliveryAddress: {
    street_name: 'Durango',
    street_number: '12',
    interior_number: '',
    col: 'Roma Norte',
    del: 'Cuauhtémoc',
    zip_code: '06700',
    city: 'Ciudad de México',
    deliveryDate: '2026-11-28',
    giftText: '',
  },
  items: [{ id: 'p1', title: 'Galletas', picture_url: '', category_id: 'galletas', quantity: 1, unit_price: 250, description: '' }],
  itemsPrice: 250,
  discount: false,
  discountPrice: 0,
  discountDescription: { type: '', code: '', isActive: false, isPercentage: false, amount: 0 },
  shippingPrice: 80,
  taxPrice: 0,
  totalPrice: 330,
  isPaid: false,
  paidAt: null,
  cancelled: false,
  cancelReason: '',
  paymentResult: null,
  refunds: [],
  notifyWhatsApp: false,
  paymentInstructions: null,
};

const orderEvent: OrderEvent = { order: SAMPLE_ORDER, orderUrl: 'https://kukki.mx/order/6b0880b1c572e89d2a263685' };
const enrolmentEvent: EnrolmentEvent = {
  enrollment: {
    _id: '6b0880b1c572e89d2a263686',
    status: 'activa',
    userId: null,
    payer: { name: 'Ana Pérez', email: 'ana@example.com' },
    plan: { name: 'Caja mensual', amount: 450, period: 'Mensual' },
    initPoint: null,
    nextDelivery: '2026-12-05',
  },
  manageUrl: 'https://kukki.mx/misuscripcion?token=abc',
};

const ledgerPayment = {
  paymentId: '1234567',
  externalReference: '64b7f0c2a1b2c3d4e5f60718',
  kind: 'order' as const,
  status: 'approved',
  statusDetail: 'accredited',
  paymentMethodId: 'visa',
  paymentTypeId: 'credit_card',
  amountCents: 45000,
  currency: 'MXN',
  refunds: [],
  dateApproved: AT,
  lastUpdated: AT,
};

/** A payload of every domain event type, as its producer writes it (tests of every level). */
export const SAMPLE_EVENT_PAYLOADS: { [K in DomainEventType]: DomainEventData<K> } = {
  'users.user.signed-up': account,
  'users.user.updated': account,
  'users.password-reset.requested': { ...account, resetUrl: 'sealed:abc', expiresAt: AT },
  'users.password.changed': { ...account, changedAt: AT },
  'users.user.email-changed': { ...account, previousEmail: 'ana.antes@example.com', changedAt: AT },
  'users.session.revoked': { userId: account.userId, sessionId: 'jti-1' },
  'orders.order.created': orderEvent,
  'orders.order.status-changed': { ...orderEvent, previousStatus: 'pagada' },
  'orders.order.cancelled': orderEvent,
  'orders.order.paid': orderEvent,
  'orders.order.payment-rejected': orderEvent,
  'orders.order.refunded': orderEvent,
  'orders.order.payment-pending': orderEvent,
  'orders.order.refund-recorded': { ...orderEvent, refund: { id: 'r1', amount: 100, at: AT }, partial: true },
  'payments.payment.updated': {
    ...ledgerPayment,
    amount: 450,
    result: {
      id: '1234567',
      status: 'approved',
      status_detail: 'accredited',
      authorization_code: null,
      operation_type: 'regular_payment',
      payment_method_id: 'visa',
      payment_type_id: 'credit_card',
      money_release_date: null,
      transaction_details: { net_received_amount: null },
    },
    instructions: null,
    expiredUnpaid: false,
    raw: { id: 1234567, status: 'approved' },
  },
  'payments.refund.recorded': {
    paymentId: ledgerPayment.paymentId,
    externalReference: ledgerPayment.externalReference,
    kind: 'order',
    refund: { id: 'rf-1', amountCents: 5000, at: AT },
    refundedCents: 5000,
    amountCents: 45000,
  },
  'payments.preapproval.updated': {
    preapprovalId: '2c93808490e4a3b10190f0e1c2d3e4f5',
    externalReference: 'sub_64b7f0c2a1b2c3d4e5f60718',
    status: 'authorized',
    initPoint: 'https://www.mercadopago.com.mx/subscriptions/checkout?preapproval_id=2c93808490e4a3b10190f0e1c2d3e4f5',
    amountCents: 39900,
    currency: 'MXN',
    lastChargedAt: AT,
    lastModified: AT,
  },
  'orders.order.payment-mismatch': {
    ...orderEvent,
    mismatch: { paymentId: 'mp1', amount: 300, currency: 'MXN', expected: 330, detectedAt: AT },
  },
  'orders.factura.requested': {
    factura: {
      ...SAMPLE_FACTURA_REQUEST,
      _id: 'f1',
      orderId: SAMPLE_ORDER._id,
      orderNumber: SAMPLE_ORDER.orderNumber,
      total: 330,
      payerName: 'Ana Pérez',
      status: 'pendiente',
      createdAt: AT,
      issuedAt: null,
    },
    adminUrl: 'https://kukki.mx/admin/facturas',
  },
  'subscriptions.enrolment.created': enrolmentEvent,
  'subscriptions.enrolment.activated': enrolmentEvent,
  'subscriptions.enrolment.cancelled': enrolmentEvent,
  'subscriptions.delivery.scheduled': { ...enrolmentEvent, deliveryDate: '2026-12-05' },
  'catalogue.product.changed': { productId: 'p1', change: 'updated' },
  'orders.order.holds-released': { ...orderEvent, reason: 'expired' },
};
