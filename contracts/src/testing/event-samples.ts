import type { DomainEventData, DomainEventType } from '../event-map';
import type { EnrolmentEvent, OrderEvent } from '../domain-events';
import type { OrderDto } from '../orders';
import type { PaymentLedgerDto, PreapprovalDto } from '../payment-events';
import { SAMPLE_FACTURA_REQUEST } from './samples';

const AT = '2026-11-26T18:00:00.000Z';
const account = { userId: '6b0880b1c572e89d2a263684', name: 'Ana Pérez', email: 'ana@example.com' };

/**
 * An order as the shop stores it, with `overrides`: a gift box with its picks and a loose product, the
 * first-purchase discount and a gift note, so an e-mail or a page built from it shows every part.
 */
export function sampleOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    _id: '65a1b2c3d4e5f6a7b8c9d0e1',
    orderNumber: 'K-000042',
    createdAt: '2025-11-14T18:30:00.000Z',
    status: 'creada',
    user: null,
    payer: {
      name: 'Ana López',
      email: 'ana@example.com',
      phone: { area_code: '55', number: '12345678' },
      address: { street_name: 'Av. Álvaro Obregón', street_number: '120', zip_code: '06700' },
    },
    deliveryAddress: {
      street_name: 'Av. Álvaro Obregón',
      street_number: '120',
      interior_number: '3B',
      col: 'Roma Norte',
      del: 'Cuauhtémoc',
      zip_code: '06700',
      city: 'CDMX',
      deliveryDate: '2025-11-15',
      giftText: '¡Feliz cumpleaños, Mariana!',
    },
    items: [
      {
        id: '65a1b2c3d4e5f6a7b8c9d0f1',
        title: 'Caja mediana',
        picture_url: '/media/caja.webp',
        category_id: 'cajas',
        quantity: 2,
        unit_price: 300,
        description: 'Alfajores mini, Besos de coco',
        picks: ['Alfajores mini', 'Besos de coco', 'Galletas de churro'],
      },
      {
        id: '65a1b2c3d4e5f6a7b8c9d0f2',
        title: 'Alfajores de maicena',
        picture_url: '/media/alfajores.webp',
        category_id: 'alfajores',
        quantity: 3,
        unit_price: 215.5,
        description: '',
      },
    ],
    itemsPrice: 1246.5,
    discount: true,
    discountPrice: 311.63,
    discountDescription: { type: 'FP', code: '', isActive: true, isPercentage: true, amount: 25 },
    shippingPrice: 0,
    taxPrice: 0,
    totalPrice: 934.87,
    isPaid: false,
    paidAt: null,
    cancelled: false,
    cancelReason: '',
    refunds: [],
    paymentInstructions: null,
    notifyWhatsApp: false,
    paymentResult: null,
    ...overrides,
  };
}

export const SAMPLE_ORDER: OrderDto = sampleOrder({ status: 'recibida', user: account.userId });

/** An approved card payment as the order keeps it (spec §3's paymentResult). */
export const SAMPLE_PAYMENT_RESULT: NonNullable<OrderDto['paymentResult']> = {
  id: '1234567890',
  status: 'approved',
  status_detail: 'accredited',
  authorization_code: null,
  operation_type: 'regular_payment',
  payment_method_id: 'visa',
  payment_type_id: 'credit_card',
  money_release_date: null,
  transaction_details: { net_received_amount: 900 },
};

const orderEvent: OrderEvent = { order: SAMPLE_ORDER, orderUrl: `https://kukki.mx/order/${SAMPLE_ORDER._id}` };
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

/** A payment as the payments ledger records it: an order's approved card payment, last updated at AT. */
export const SAMPLE_LEDGER_ENTRY: PaymentLedgerDto = {
  paymentId: '1234567',
  externalReference: '64b7f0c2a1b2c3d4e5f60718',
  kind: 'order',
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

/** A monthly subscription's preapproval as payments records it: authorised, charged and last changed at AT. */
export const SAMPLE_PREAPPROVAL: PreapprovalDto = {
  preapprovalId: '2c93808490e4a3b10190f0e1c2d3e4f5',
  externalReference: 'sub_64b7f0c2a1b2c3d4e5f60718',
  status: 'authorized',
  initPoint: 'https://www.mercadopago.com.mx/subscriptions/checkout?preapproval_id=2c93808490e4a3b10190f0e1c2d3e4f5',
  amountCents: 39900,
  currency: 'MXN',
  lastChargedAt: AT,
  lastModified: AT,
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
    ...SAMPLE_LEDGER_ENTRY,
    amount: 450,
    result: { ...SAMPLE_PAYMENT_RESULT, id: SAMPLE_LEDGER_ENTRY.paymentId },
    instructions: null,
    expiredUnpaid: false,
    raw: { id: 1234567, status: 'approved' },
  },
  'payments.refund.recorded': {
    paymentId: SAMPLE_LEDGER_ENTRY.paymentId,
    externalReference: SAMPLE_LEDGER_ENTRY.externalReference,
    kind: 'order',
    refund: { id: 'rf-1', amountCents: 5000, at: AT },
    refundedCents: 5000,
    amountCents: 45000,
  },
  'payments.preapproval.updated': SAMPLE_PREAPPROVAL,
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
  'subscriptions.enrolment.payment-rejected': enrolmentEvent,
  'subscriptions.enrolment.payment-refunded': { ...enrolmentEvent, refund: { paymentId: '1400000001', amount: 1397 } },
  'subscriptions.enrolment.renewal-rejected': { ...enrolmentEvent, payment: { paymentId: '1400000002' } },
  'subscriptions.delivery.scheduled': { ...enrolmentEvent, deliveryDate: '2026-12-05' },
  'catalogue.product.changed': { productId: 'p1', change: 'updated' },
  'orders.order.holds-released': { ...orderEvent, reason: 'expired' },
};
