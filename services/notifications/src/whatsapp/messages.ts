import {
  EVENTS,
  foldText,
  formatMoney,
  isTimelineStepBack,
  phoneNationalDigits,
  orderNumberOf,
  payBeforeLine,
  type EventEnvelope,
  type OrderDto,
  type OrderEvent,
  type OrderRefundRecorded,
  type OrderStatusChanged,
  textOf,
} from '@kukki/contracts';

/** A WhatsApp update before it has a row: template, parameters and the text the customer reads. */
export interface WhatsAppDraft {
  to: string;
  template: string;
  params: string[];
  text: string;
}

const OPT_OUT_HINT = 'Responde BAJA para no recibir más avisos.';

/** The payer's phone in E.164 (+52 and 10 digits); null when it is not a Mexican number. */
export function e164(phone: OrderDto['payer']['phone'] | undefined): string | null {
  // WhatsApp still writes Mexican mobiles the old way, 52 1 and the ten digits; a city's lada in the area code is read too.
  const national = phoneNationalDigits(phone?.area_code, phone?.number);
  return national ? `+52${national}` : null;
}

/** The update an event means for a customer who opted in; null for anything else. */
export function whatsAppDraftFor(event: EventEnvelope): WhatsAppDraft | null {
  const data = event.data as OrderEvent | undefined;
  const order = data?.order;
  if (!order?.notifyWhatsApp) return null;
  const to = e164(order.payer?.phone);
  if (!to) return null;
  const n = orderNumberOf(order);
  const draft = (template: string, params: string[], text: string): WhatsAppDraft => ({
    to,
    template,
    params,
    text: `${text} ${OPT_OUT_HINT}`,
  });
  switch (event.type) {
    case EVENTS.orderPaid:
      return draft(
        'pedido_pagado',
        [n, `$${formatMoney(order.totalPrice)}`],
        `Kukki: recibimos el pago de tu orden No. ${n} por $${formatMoney(order.totalPrice)}. ¡Gracias!`,
      );
    case EVENTS.orderCancelled:
      return draft('pedido_cancelado', [n], `Kukki: tu orden No. ${n} fue cancelada.`);
    case EVENTS.orderRefunded: {
      // The whole payment came back: the refunds add up to it (a refund by the provider alone has no rows).
      const refunded = (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0) || order.totalPrice;
      return draft(
        'pedido_reembolsado',
        [n, `$${formatMoney(refunded)}`],
        `Kukki: te devolvimos $${formatMoney(refunded)} de tu orden No. ${n}. Tu banco puede tardar unos días en reflejarlo.`,
      );
    }
    case EVENTS.orderRefundRecorded: {
      const { refund, partial } = data as OrderRefundRecorded;
      // The refund that completes the order is told by orders.order.refunded.
      if (!partial || !refund) return null;
      return draft(
        'reembolso_parcial',
        [n, `$${formatMoney(refund.amount)}`],
        `Kukki: te devolvimos $${formatMoney(refund.amount)} de tu orden No. ${n}. Tu banco puede tardar unos días en reflejarlo.`,
      );
    }
    case EVENTS.orderPaymentPending: {
      const i = order.paymentInstructions;
      if (!i) return null;
      // A transfer needs its CLABE and a ticket its printable page: the message alone is enough to pay.
      const how = i.method === 'spei' && i.clabe ? `${payBeforeLine(i)} a la CLABE ${i.clabe}` : payBeforeLine(i);
      const ticket = i.ticketUrl ? ` Tu ficha: ${i.ticketUrl}` : '';
      return draft(
        'pago_pendiente',
        [n, how, i.reference],
        `Kukki: tu orden No. ${n} te espera. ${how} con la referencia ${i.reference} ($${formatMoney(i.amount)}).${ticket}`,
      );
    }
    case EVENTS.orderStatusChanged: {
      const status = (data as OrderStatusChanged).order.status;
      if (isTimelineStepBack((data as OrderStatusChanged).previousStatus, status)) return null;
      if (status === 'cocinando') return draft('pedido_cocinando', [n], `Kukki: ya estamos cocinando tu orden No. ${n}.`);
      if (status === 'enviada') return draft('pedido_en_camino', [n], `Kukki: tu orden No. ${n} va en camino.`);
      if (status === 'entregada') return draft('pedido_entregado', [n], `Kukki: entregamos tu orden No. ${n}. ¡Que la disfrutes!`);
      return null;
    }
    default:
      return null;
  }
}

/** «BAJA» (any case, spaces or an accent aside) stops the updates. */
export const isOptOut = (text: string) => foldText(text).trim() === 'baja';

/** A phone as typed or as WhatsApp sends it (+525512345678, 525512345678, 5215512345678, 5512345678) in E.164. */
export function e164ish(value: unknown): string | null {
  const digits = textOf(value).replace(/\D/g, '');
  return e164({ area_code: '', number: digits });
}
