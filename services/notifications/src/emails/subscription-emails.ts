import {
  enrolmentStatusLabel,
  type DeliveryScheduled,
  type EnrolmentEvent,
  type EnrolmentPaymentRefunded,
  type EnrolmentRenewalRejected,
} from '@kukki/contracts';
import { absoluteUrl, firstName, longDate, money } from '../render/format';
import type { TemplateName } from '../render/template-store';
import { idempotencyKey } from './composer';
import { emailTo, type EmailContext, type EmailDraft } from './draft';

export function enrolmentView(e: EnrolmentEvent, ctx: EmailContext): Record<string, unknown> {
  const s = e.enrollment;
  return {
    name: firstName(s.payer?.name),
    fullName: s.payer?.name ?? '',
    enrollmentId: s._id,
    status: enrolmentStatusLabel(s.status),
    plan: {
      name: s.plan?.name ?? '',
      period: s.plan?.period ?? '',
      amount: money(s.plan?.amount),
      recurring: s.plan?.period === 'Mensual',
    },
    chargeType: s.plan?.period === 'Mensual' ? 'Recurrente' : 'Único',
    /** One box, paid once (Kukki Única): no «cada mes», no card registered. */
    singleBox: s.plan?.period !== 'Mensual' && (s.plan?.months ?? 1) === 1,
    paymentUrl: s.initPoint ? absoluteUrl(s.initPoint, ctx.publicUrl) : '',
    nextDelivery: longDate(s.nextDelivery),
    boxesLeft: e.boxesLeft ?? 0,
    severalBoxesLeft: (e.boxesLeft ?? 0) > 1,
    subscriptionsUrl: absoluteUrl('/suscripciones', ctx.publicUrl),
    monthUrl: absoluteUrl('/misuscripcion', ctx.publicUrl),
    /** /misuscripcion, for a guest with the enrolment's token: see it, pay it, cancel it. */
    manageUrl: absoluteUrl(e.manageUrl || '/misuscripcion', ctx.publicUrl),
  };
}

const toPayer = (template: TemplateName, e: EnrolmentEvent, ctx: EmailContext, extra: Record<string, unknown> = {}): EmailDraft[] =>
  emailTo(template, e.enrollment?.payer?.email, () => ({ ...enrolmentView(e, ctx), ...extra }));

export const enrolmentCreated = (e: EnrolmentEvent, ctx: EmailContext) => toPayer('subscription-enrolled', e, ctx);
export const enrolmentActivated = (e: EnrolmentEvent, ctx: EmailContext) => toPayer('subscription-activated', e, ctx);
export const enrolmentCancelled = (e: EnrolmentEvent, ctx: EmailContext) => toPayer('subscription-cancelled', e, ctx);
export const enrolmentPaymentRejected = (e: EnrolmentEvent, ctx: EmailContext) => toPayer('subscription-payment-rejected', e, ctx);
/** A payment the enrolment did not need, given back: once per payment, whatever repeats the event. */
export const enrolmentPaymentRefunded = (e: EnrolmentPaymentRefunded, ctx: EmailContext): EmailDraft[] =>
  e?.refund?.paymentId
    ? toPayer('subscription-payment-refunded', e, ctx, {
        refundAmount: e.refund.amount ? money(e.refund.amount) : '',
        alreadyCancelled: e.enrollment?.status === 'cancelada',
      }).map((d) => ({ ...d, idempotencyKey: idempotencyKey(`subscription-refund:${e.refund.paymentId}`, d.template, d.to) }))
    : [];
/** A month's charge of a Mensual subscription not approved: once per payment, whatever repeats the event. */
export const enrolmentRenewalRejected = (e: EnrolmentRenewalRejected, ctx: EmailContext): EmailDraft[] =>
  e?.payment?.paymentId
    ? toPayer('subscription-renewal-rejected', e, ctx).map((d) => ({
        ...d,
        idempotencyKey: idempotencyKey(`subscription-renewal:${e.payment.paymentId}`, d.template, d.to),
      }))
    : [];
/** A box on its way; not the first one of an activation, which the «activa» e-mail of the same moment already names. */
export const deliveryScheduled = (e: DeliveryScheduled, ctx: EmailContext): EmailDraft[] =>
  e.withActivation ? [] : toPayer('subscription-delivery', e, ctx, { deliveryDate: longDate(e.deliveryDate) || 'Por confirmar' });
