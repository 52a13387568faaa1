import { EVENTS, type EventEnvelope } from '@kukki/contracts';
import { SAMPLE_PAYMENT_RESULT, sampleOrder } from '@kukki/contracts/testing';

/** Sample payloads of every event, for template tests and previews. */
export { sampleOrder };

const enrollment = {
  _id: '65a1b2c3d4e5f6a7b8c9d0aa',
  status: 'pendiente',
  userId: null,
  payer: { name: 'Luis Pérez', email: 'luis@example.com' },
  plan: { name: 'Dulce mes', amount: 1299, period: 'Mensual' },
  initPoint: 'https://www.mercadopago.com.mx/subscriptions/checkout?preapproval_id=abc',
  nextDelivery: '2025-11-30',
};

const orderUrl = 'http://localhost:8080/order/65a1b2c3d4e5f6a7b8c9d0e1?token=secreto';

export const SAMPLE_EVENTS: Record<(typeof EVENTS)[keyof typeof EVENTS], unknown> = {
  [EVENTS.userSignedUp]: { userId: 'u1', name: 'Carla Ruiz', email: 'carla@example.com' },
  [EVENTS.userUpdated]: { userId: 'u1', name: 'Carla Ruiz', email: 'carla@example.com' },
  [EVENTS.passwordResetRequested]: {
    userId: 'u1',
    name: 'Carla Ruiz',
    email: 'carla@example.com',
    resetUrl: 'http://localhost:8080/reset-password?token=abc123',
    expiresAt: '2025-11-14T20:00:00.000Z',
  },
  [EVENTS.passwordChanged]: { userId: 'u1', name: 'Carla Ruiz', email: 'carla@example.com', changedAt: '2025-11-14T20:00:00.000Z' },
  [EVENTS.emailChanged]: {
    userId: 'u1',
    name: 'Carla Ruiz',
    previousEmail: 'carla@example.com',
    email: 'carla.nueva@example.com',
    changedAt: '2025-11-14T20:00:00.000Z',
  },
  [EVENTS.orderCreated]: { order: sampleOrder(), orderUrl },
  [EVENTS.orderStatusChanged]: { order: sampleOrder({ status: 'cocinando', isPaid: true }), orderUrl, previousStatus: 'recibida' },
  [EVENTS.orderCancelled]: { order: sampleOrder({ status: 'cancelada', cancelled: true, cancelReason: 'Cambio de planes' }), orderUrl },
  [EVENTS.orderPaid]: {
    order: sampleOrder({
      status: 'recibida',
      isPaid: true,
      paymentResult: SAMPLE_PAYMENT_RESULT,
    }),
    orderUrl,
  },
  [EVENTS.orderPaymentRejected]: { order: sampleOrder({ status: 'rechazada' }), orderUrl },
  [EVENTS.orderRefunded]: { order: sampleOrder({ status: 'reembolsada' }), orderUrl },
  [EVENTS.orderPaymentPending]: {
    order: sampleOrder({
      paymentInstructions: {
        method: 'oxxo',
        paymentId: '1234567890',
        reference: '12345678901234',
        clabe: null,
        expiresAt: '2025-11-18T05:59:59.000Z',
        ticketUrl: 'https://www.mercadopago.com.mx/payments/1234567890/ticket',
        amount: 934.87,
      },
    }),
    orderUrl,
  },
  [EVENTS.orderRefundRecorded]: {
    order: sampleOrder({ status: 'recibida', isPaid: true, refunds: [{ id: '2001', amount: 50, at: '2025-11-15T18:00:00.000Z' }] }),
    orderUrl,
    refund: { id: '2001', amount: 50, at: '2025-11-15T18:00:00.000Z' },
    partial: true,
  },
  [EVENTS.orderPaymentMismatch]: {
    order: sampleOrder(),
    orderUrl,
    mismatch: { paymentId: '1234567890', amount: 1, currency: 'MXN', expected: 934.87, detectedAt: '2025-11-14T20:00:00.000Z' },
  },
  [EVENTS.facturaRequested]: {
    factura: {
      _id: '65a1b2c3d4e5f6a7b8c9d0f0',
      orderId: '65a1b2c3d4e5f6a7b8c9d0e1',
      orderNumber: 'K-000042',
      rfc: 'KUK010203AB1',
      razonSocial: 'Dulces Oficina S.A. de C.V.',
      regimenFiscal: '601',
      codigoPostal: '06700',
      usoCfdi: 'G03',
      email: 'facturas@oficina.mx',
      total: 934.87,
      payerName: 'Ana López',
      status: 'pendiente',
      createdAt: '2025-11-14T20:00:00.000Z',
      issuedAt: null,
    },
    adminUrl: '/admin/dash/facturas',
  },
  [EVENTS.enrolmentCreated]: {
    enrollment,
    manageUrl: 'http://localhost:8080/misuscripcion?suscripcion=65a1b2c3d4e5f6a7b8c9d0aa&token=capacidad',
  },
  [EVENTS.enrolmentActivated]: { enrollment: { ...enrollment, status: 'activa', initPoint: null } },
  [EVENTS.enrolmentCancelled]: { enrollment: { ...enrollment, status: 'cancelada' } },
  [EVENTS.enrolmentPaymentRejected]: {
    enrollment,
    manageUrl: 'http://localhost:8080/misuscripcion?suscripcion=65a1b2c3d4e5f6a7b8c9d0aa&token=capacidad',
  },
  [EVENTS.enrolmentPaymentRefunded]: {
    enrollment: { ...enrollment, status: 'cancelada' },
    refund: { paymentId: '1400000001', amount: 1299 },
  },
  [EVENTS.enrolmentRenewalRejected]: {
    enrollment: { ...enrollment, status: 'activa', initPoint: null },
    payment: { paymentId: '1400000002' },
  },
  [EVENTS.deliveryScheduled]: { enrollment: { ...enrollment, status: 'activa' }, deliveryDate: '2025-12-15' },
};

let seq = 0;
export function sampleEvent(type: keyof typeof SAMPLE_EVENTS, data: unknown = SAMPLE_EVENTS[type]): EventEnvelope {
  seq++;
  return {
    id: `${Date.now().toString(16).padStart(12, '0')}${seq.toString(16).padStart(12, '0')}`.slice(-24),
    type,
    occurredAt: new Date().toISOString(),
    data,
  };
}
