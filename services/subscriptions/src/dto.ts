import {
  enrolmentStatusLabel,
  subscriptionChargeType,
  type EnrolmentDto,
  type EnrolmentEvent,
  type EnrolmentStatus,
  type PreApprovalDto,
  type UserSubscriptionDto,
} from '@kukki/contracts';
import { subscriptionReference } from '@kukki/contracts';
import { SCHEDULED, type DeliveryRow, type EnrolmentRow } from './enrolments.repository';

export const pesos = (cents: number) => Math.round(cents) / 100;

/** The API speaks Spanish: 'pending' is stored, 'pendiente' answered. */
export const statusOf = (row: Pick<EnrolmentRow, 'status'>) => enrolmentStatusLabel(row.status) as EnrolmentStatus;

/** Where the subscriber manages an enrolment; a guest's link carries the capability token. */
export function manageUrl(publicUrl: string, enrolmentId: string, token?: string | null): string {
  return token ? `${publicUrl}/misuscripcion?suscripcion=${enrolmentId}&token=${encodeURIComponent(token)}` : `${publicUrl}/misuscripcion`;
}

/** Mercado Pago's payment statuses that mean «wait, it may still be paid». */
const AWAITED_PAYMENT = new Set(['pending', 'in_process', 'authorized', 'in_mediation']);

/** What a pending enrolment's last payment means to its payer (UserSubscriptionDto.paymentStatus). */
function payerPaymentStatus(row: EnrolmentRow, lastPayment: string | undefined): UserSubscriptionDto['paymentStatus'] {
  if (row.status !== 'pending' || !lastPayment) return null;
  if (AWAITED_PAYMENT.has(lastPayment)) return 'pending';
  return lastPayment === 'rejected' ? 'rejected' : null;
}

export function toUserSubscription(row: EnrolmentRow, deliveries: DeliveryRow[], today: string, lastPayment?: string): UserSubscriptionDto {
  return {
    _id: row.id,
    plan: { _id: row.planId, name: row.plan.name, amount: pesos(row.plan.amountCents), period: row.plan.period },
    status: statusOf(row),
    nextDelivery: nextDelivery(
      deliveries.filter((d) => d.enrolmentId === row.id),
      today,
    ),
    initPoint: row.status === 'pending' && row.initPoint ? row.initPoint : null,
    paymentStatus: payerPaymentStatus(row, lastPayment),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPreApproval(row: EnrolmentRow): PreApprovalDto {
  return {
    id: row.mpId,
    init_point: row.initPoint,
    type: row.mpKind as PreApprovalDto['type'],
    status: row.mpStatus,
    chargeType: subscriptionChargeType(row.plan.period),
    amount: pesos(row.plan.amountCents),
    external_reference: subscriptionReference(row.id),
  };
}

/** The next scheduled delivery on or after `today`, or null. */
export function nextDelivery(rows: DeliveryRow[], today: string): string | null {
  const next = rows
    .filter((d) => d.status === SCHEDULED && d.deliveryDate >= today)
    .sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate))[0];
  return next?.deliveryDate ?? null;
}

export function toEnrolment(row: EnrolmentRow, deliveries: DeliveryRow[], today: string): EnrolmentDto {
  const mine = deliveries.filter((d) => d.enrolmentId === row.id);
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: statusOf(row),
    user: row.userId,
    plan: {
      _id: row.planId,
      name: row.plan.name,
      amount: pesos(row.plan.amountCents),
      period: row.plan.period,
      months: row.plan.months,
      chargeType: subscriptionChargeType(row.plan.period),
    },
    payer: row.payer,
    deliveryAddress: row.address,
    address: row.address,
    preApproval: toPreApproval(row),
    paidAt: row.paidAt?.toISOString() ?? null,
    nextDelivery: nextDelivery(mine, today),
    deliveries: mine.filter((d) => d.status === SCHEDULED).map((d) => ({ deliveryDate: d.deliveryDate, cycle: d.cycle })),
  };
}

/** `boxesLeft`: a cancel's paid deliveries still to come. */
export function toEvent(row: EnrolmentRow, next: string | null, manage?: string, boxesLeft?: number): EnrolmentEvent {
  return {
    ...(manage ? { manageUrl: manage } : {}),
    ...(boxesLeft !== undefined ? { boxesLeft } : {}),
    enrollment: {
      _id: row.id,
      status: statusOf(row),
      userId: row.userId,
      payer: { name: row.payer.name, email: row.payer.email },
      plan: { name: row.plan.name, amount: pesos(row.plan.amountCents), period: row.plan.period, months: row.plan.months },
      initPoint: row.initPoint || null,
      nextDelivery: next,
    },
  };
}
