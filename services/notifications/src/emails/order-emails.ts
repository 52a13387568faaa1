import {
  formatDeliveryAddress,
  formatPhone,
  isTimelineStepBack,
  mexicanPhone,
  orderNumberOf,
  paidOrderAlertSubject,
  payBeforeLine,
  picksLine,
  REGIMENES_FISCALES,
  USOS_CFDI,
  type FacturaRequested,
  type OrderCancelled,
  type OrderDto,
  type OrderEvent,
  type OrderPaymentMismatch,
  type OrderRefundRecorded,
  type OrderStatusChanged,
} from '@kukki/contracts';
import { absoluteUrl, firstName, longDate, money } from '../render/format';
import { statusAnnouncementSource } from '../events/status-announcement';
import type { TemplateName } from '../render/template-store';
import { idempotencyKey } from './composer';
import { emailTo, isEmail, type EmailContext, type EmailDraft } from './draft';

function discountLabel(order: OrderDto): string {
  const d = order.discountDescription;
  if (d?.type === 'FP') return 'Descuento de primera compra (25 %)';
  if (d?.type === 'CP') return d.code ? `Cupón ${d.code}` : 'Cupón';
  return 'Descuento';
}

/** Everything the order templates show; money and dates already formatted in Spanish. */
export function orderView(event: OrderEvent, ctx: EmailContext): Record<string, unknown> {
  const o = event.order;
  const items = (o.items ?? []).map((i) => ({
    title: i.title,
    quantity: i.quantity,
    unitPrice: money(i.unit_price),
    lineTotal: money(i.unit_price * i.quantity),
    picks: picksLine(i),
  }));
  return {
    name: firstName(o.payer?.name),
    fullName: o.payer?.name ?? '',
    orderNumber: orderNumberOf(o),
    orderId: o._id,
    orderUrl: absoluteUrl(event.orderUrl, ctx.publicUrl),
    guest: o.user === null,
    createdAt: longDate(o.createdAt),
    items,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    itemsPrice: money(o.itemsPrice),
    discount: o.discountPrice > 0 ? { label: discountLabel(o), amount: `-${money(o.discountPrice)}` } : null,
    shipping: o.shippingPrice > 0 ? money(o.shippingPrice) : 'Gratis',
    total: money(o.totalPrice),
    isPaid: o.isPaid,
    deliveryDate: longDate(o.deliveryAddress?.deliveryDate) || 'Por confirmar',
    address: formatDeliveryAddress(o.deliveryAddress),
    giftText: o.deliveryAddress?.giftText?.trim() ?? '',
    cancelReason: o.cancelReason?.trim() ?? '',
    payment: o.paymentResult ? { id: o.paymentResult.id, detail: o.paymentResult.status_detail } : null,
  };
}

const toBuyer = (template: TemplateName, event: OrderEvent, ctx: EmailContext, extra: Record<string, unknown> = {}): EmailDraft[] =>
  emailTo(template, event.order?.payer?.email, () => ({ ...orderView(event, ctx), ...extra }));

export const orderReceived = (e: OrderEvent, ctx: EmailContext) => toBuyer('order-received', e, ctx);
/** The PDF receipt of a paid order: same access as the order page (the guest's token travels along). */
export function receiptUrl(event: OrderEvent, ctx: EmailContext): string {
  const pageUrl = absoluteUrl(event.orderUrl, ctx.publicUrl);
  let token: string | null = null;
  try {
    token = new URL(pageUrl).searchParams.get('token');
  } catch {
    token = null;
  }
  const base = absoluteUrl(`/api/orders/${event.order._id}/receipt.pdf`, ctx.publicUrl);
  return token ? `${base}?token=${encodeURIComponent(token)}` : base;
}

export const orderPaid = (e: OrderEvent, ctx: EmailContext) =>
  e?.order?._id ? [...toBuyer('order-paid', e, ctx, { receiptUrl: receiptUrl(e, ctx) }), ...paidOrderAlert(e, ctx)] : [];

/**
 * To the shop's inbox: «Nueva orden pagada K-000123 — entrega viernes 27 de noviembre».
 * Once per order: its idempotency key is the order's, so a second paid event for it adds nothing.
 */
export function paidOrderAlert(e: OrderEvent, ctx: EmailContext): EmailDraft[] {
  if (!isEmail(ctx.shopInbox) || !e?.order?._id) return [];
  const view = {
    ...orderView(e, ctx),
    alertSubject: paidOrderAlertSubject(orderNumberOf(e.order), e.order.deliveryAddress?.deliveryDate),
    email: e.order.payer?.email ?? '',
    // «+52 55 1234 5678» for a Mexican number (the dashboard's way); any other as it was typed.
    phone:
      mexicanPhone(e.order.payer?.phone?.area_code, e.order.payer?.phone?.number)?.text ??
      formatPhone(e.order.payer?.phone?.area_code, e.order.payer?.phone?.number),
    adminUrl: absoluteUrl(`/admin/dash/ordenes/${e.order._id}`, ctx.publicUrl),
  };
  return [{ template: 'order-paid-shop', to: ctx.shopInbox, view, idempotencyKey: `order-paid-shop:${e.order._id}` }];
}

/** A pending OXXO ticket or SPEI transfer: the reference, the CLABE, the deadline and the ticket link. */
export function orderPaymentPending(e: OrderEvent, ctx: EmailContext): EmailDraft[] {
  const i = e?.order?.paymentInstructions;
  if (!i) return [];
  return toBuyer('order-payment-pending', e, ctx, {
    instructions: {
      payBefore: payBeforeLine(i),
      oxxo: i.method === 'oxxo',
      reference: i.reference,
      clabe: i.clabe ?? '',
      amount: money(i.amount),
      ticketUrl: i.ticketUrl ?? '',
    },
  });
}

/**
 * The order is refunded in full. After partial refunds, the e-mail names the last one, which completed it, and the
 * total given back («$100 and then $1,010» must not read as $100 + $1,110).
 */
export function orderRefunded(e: OrderEvent, ctx: EmailContext): EmailDraft[] {
  const refunds = e?.order?.refunds ?? [];
  const last = refunds.length > 1 ? refunds[refunds.length - 1] : undefined;
  return toBuyer('order-refunded', e, ctx, last ? { lastRefund: { amount: money(last.amount), count: refunds.length } } : {});
}
/** Each partial refund (the last one, which completes it, is the «reembolsada» e-mail). */
export const orderRefundRecorded = (e: OrderRefundRecorded, ctx: EmailContext) =>
  e?.partial && e.refund
    ? toBuyer('order-partially-refunded', e, ctx, { refundAmount: money(e.refund.amount), refundId: e.refund.id })
    : [];

/** To the shop's inbox: an approved payment that does not match its order (it stays unpaid). */
export function paymentMismatch(e: OrderPaymentMismatch, ctx: EmailContext): EmailDraft[] {
  if (!isEmail(ctx.shopInbox) || !e?.mismatch || !e.order?._id) return [];
  const m = e.mismatch;
  const view = {
    ...orderView(e, ctx),
    email: e.order.payer?.email ?? '',
    adminUrl: absoluteUrl(`/admin/dash/ordenes/${e.order._id}`, ctx.publicUrl),
    mismatch: {
      paymentId: m.paymentId,
      charged: `${m.amount === null ? 'desconocido' : money(m.amount)} ${m.currency || '(sin moneda)'}`,
      expected: `${money(m.expected)} MXN`,
    },
  };
  return [{ template: 'payment-mismatch', to: ctx.shopInbox, view }];
}
export const paymentRejected = (e: OrderEvent, ctx: EmailContext) => toBuyer('payment-rejected', e, ctx);
/** The cancellation; an OXXO ticket or SPEI reference the order was waiting for is named as void, so nobody pays it. */
export const orderCancelled = (e: OrderCancelled, ctx: EmailContext) => {
  const voided = e?.voidedPayment;
  return toBuyer('order-cancelled', e, ctx, {
    voidedPayment: voided ? { oxxo: voided.method === 'oxxo', reference: voided.reference } : null,
  });
};

/** Status e-mails exist for cocinando, enviada and entregada; the rest have their own event. */
const STATUS_TEMPLATES: Partial<Record<string, TemplateName>> = {
  cocinando: 'order-cooking',
  enviada: 'order-shipped',
  entregada: 'order-delivered',
  reembolsada: 'order-refunded',
};

/**
 * «Cocinando», «en camino», «entregada»: each once per order. An order moved back by mistake and forward
 * again is not announced twice (the key names the order and the status, not the event).
 */
export function orderStatusChanged(e: OrderStatusChanged, ctx: EmailContext): EmailDraft[] {
  const template = STATUS_TEMPLATES[e.order?.status];
  if (!template || e.previousStatus === e.order.status || isTimelineStepBack(e.previousStatus, e.order.status)) return [];
  return toBuyer(template, e, ctx).map((d) => ({
    ...d,
    idempotencyKey: idempotencyKey(statusAnnouncementSource(e.order._id), template, d.to),
  }));
}

/** To the shop's inbox: a customer asked for the factura (CFDI) of a paid order. */
export function facturaRequested(e: FacturaRequested, ctx: EmailContext): EmailDraft[] {
  const f = e?.factura;
  if (!isEmail(ctx.shopInbox) || !f?.orderId) return [];
  const view = {
    orderNumber: orderNumberOf({ _id: f.orderId, orderNumber: f.orderNumber }),
    total: money(f.total),
    rfc: f.rfc,
    /** The fiscal data as the SAT's form asks for it, a row each (HTML and text alike). */
    fiscal: [
      { label: 'RFC', value: f.rfc },
      { label: 'Razón social', value: f.razonSocial },
      { label: 'Régimen fiscal', value: `${f.regimenFiscal} – ${REGIMENES_FISCALES[f.regimenFiscal] ?? ''}` },
      { label: 'Código postal', value: f.codigoPostal },
      { label: 'Uso del CFDI', value: `${f.usoCfdi} – ${USOS_CFDI[f.usoCfdi] ?? ''}` },
    ],
    email: f.email,
    adminUrl: absoluteUrl(e.adminUrl || '/admin/dash/facturas', ctx.publicUrl),
  };
  return [{ template: 'factura-requested', to: ctx.shopInbox, replyTo: isEmail(f.email) ? f.email : undefined, view }];
}
