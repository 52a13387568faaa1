import { SUBSCRIPTION_PERIODS, type SubscriptionPeriod } from '../constants';

/** How far ahead a subscription may start. */
export const SUBSCRIPTION_START_MAX_DAYS_AHEAD = 90;

/** Months of desserts each period pays for; Mensual renews every month (Recurrente). */
export const PERIOD_MONTHS: Record<SubscriptionPeriod, number> = { Única: 1, Mensual: 1, Trimestral: 3, Semestral: 6, Anual: 12 };
export type SubscriptionChargeType = 'Recurrente' | 'Único';
export const subscriptionChargeType = (period: string): SubscriptionChargeType => (period === 'Mensual' ? 'Recurrente' : 'Único');

/** The states the service keeps (Mercado Pago's words). Never shown: the API and every screen speak Spanish. */
export const ENROLMENT_STATES = ['pending', 'authorized', 'active', 'paused', 'cancelled', 'finished'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

/** The one Spanish label of each state: the API's `status`, the storefront, the admin and the e-mails. */
export const ENROLMENT_STATUS_LABELS = {
  pending: 'pendiente',
  authorized: 'autorizada',
  active: 'activa',
  paused: 'pausada',
  cancelled: 'cancelada',
  finished: 'finalizada',
} as const satisfies Record<EnrolmentState, string>;
export type EnrolmentStatus = (typeof ENROLMENT_STATUS_LABELS)[EnrolmentState];
/** The labels in the order of the states (a tuple, as z.enum takes one). */
export const ENROLMENT_STATUSES = ENROLMENT_STATES.map((s) => ENROLMENT_STATUS_LABELS[s]) as [EnrolmentStatus, ...EnrolmentStatus[]];

/** The stored state for a Spanish status or a stored state; undefined for anything else. */
export function enrolmentStateOf(status: string | null | undefined): EnrolmentState | undefined {
  if (!status) return undefined;
  if ((ENROLMENT_STATES as readonly string[]).includes(status)) return status as EnrolmentState;
  return ENROLMENT_STATES.find((s) => ENROLMENT_STATUS_LABELS[s] === status);
}

/** Spanish label of a status, whichever way it is written ('pending' or 'pendiente'); unknown ones as they are. */
export function enrolmentStatusLabel(status: string | null | undefined): string {
  const state = enrolmentStateOf(status);
  return state ? ENROLMENT_STATUS_LABELS[state] : (status ?? '');
}

/** Who may cancel (and what): an active, pending, authorised or paused enrolment. */
export const enrolmentCancellable = (status: string) =>
  ['pending', 'authorized', 'active', 'paused'].includes(enrolmentStateOf(status) ?? '');

export const isSubscriptionPeriod = (v: string): v is SubscriptionPeriod => (SUBSCRIPTION_PERIODS as readonly string[]).includes(v);
