import { z } from 'zod';
import { CITIES, DEFAULT_CITY, SUBSCRIPTION_PERIODS, type SubscriptionPeriod } from './constants';
import { isRealDay, shopDay, subscriptionDeliveryDay, ISO_DAY, type IsoDay } from './dates';
import { withDeliveryCoverage, type DeliveryAddressDto } from './delivery';
import { CONTROL_CHARS_MESSAGE, isSingleLine, objectId, OBJECT_ID } from './validation';
import { LONG_MONTHS_ES } from './admin-display';

/** Request/reply subjects of the subscriptions service (ARCHITECTURE §4). */
export const SUBSCRIPTIONS_SUBJECTS = {
  listPlans: 'subscriptions.plans.list',
  getPlan: 'subscriptions.plans.get',
  monthDesserts: 'subscriptions.desserts.month',
  enrol: 'subscriptions.enrolments.create',
  /** { userId } → { subscriptions: UserSubscriptionDto[] } — for the users service (profile). */
  byUser: 'subscriptions.enrolments.by-user',
  adminList: 'subscriptions.enrolments.admin-list',
  adminDeliveries: 'subscriptions.deliveries.admin-month',
  /** { id, token? } → { subscription }: one enrolment for its owner, a guest with its token, or an admin. */
  get: 'subscriptions.enrolments.get',
  /** { id, token? } → { message, subscription }: cancels an active or pending enrolment. */
  cancel: 'subscriptions.enrolments.cancel',
} as const;

/** external_reference of every Mercado Pago object a subscription creates: `sub_<enrolment id>`. */
export const SUBSCRIPTION_REFERENCE_PREFIX = 'sub_';
export const subscriptionReference = (enrolmentId: string) => `${SUBSCRIPTION_REFERENCE_PREFIX}${enrolmentId}`;
export function enrolmentIdFromReference(reference: string | null | undefined): string | null {
  if (!reference?.startsWith(SUBSCRIPTION_REFERENCE_PREFIX)) return null;
  const id = reference.slice(SUBSCRIPTION_REFERENCE_PREFIX.length);
  return OBJECT_ID.test(id) ? id.toLowerCase() : null;
}

export const SUBSCRIPTION_MESSAGES = {
  planNotFound: 'No encontramos ese plan de suscripción',
  planRequired: 'Por favor elige un plan de suscripción',
  nameRequired: 'Por favor escribe tu nombre',
  emailInvalid: 'Por favor escribe un correo electrónico válido',
  areaCodeInvalid: 'La lada debe tener solo dígitos',
  phoneInvalid: 'El teléfono debe tener solo dígitos (entre 7 y 15)',
  streetRequired: 'Por favor escribe la calle',
  streetNumberRequired: 'Por favor escribe el número exterior',
  zipInvalid: 'El código postal debe tener 5 dígitos',
  colRequired: 'Por favor escribe la colonia',
  delRequired: 'Por favor escribe la alcaldía o municipio',
  cityInvalid: 'Solo entregamos en CDMX y Estado de México',
  dateInvalid: 'La fecha de suscripción debe tener el formato AAAA-MM-DD',
  datePast: 'La fecha de suscripción no puede ser anterior a hoy',
  dateTooFar: 'La fecha de suscripción no puede ser mayor a 90 días',
  monthInvalid: 'El mes debe tener el formato AAAA-MM',
  statusInvalid: 'El estado de la suscripción no es válido',
  paymentUnavailable: 'No pudimos conectar con Mercado Pago, por favor inténtalo de nuevo en unos minutos',
  notesTooLong: 'Las indicaciones para la entrega no pueden tener más de 200 caracteres',
  enrolmentNotFound: 'No encontramos esa suscripción',
  loginRequired: 'Por favor inicia sesión o usa el enlace de tu correo para ver tu suscripción',
  alreadyCancelled: 'Esta suscripción ya está cancelada',
  alreadyFinished: 'Esta suscripción ya terminó y no se puede cancelar',
  cancelled: 'Cancelamos tu suscripción. No se harán más cargos ni entregas.',
  /** A cancel whose current cycle was paid: its box still ships (the day as «viernes, 27 de noviembre»). */
  cancelledStillShips: (day: string) =>
    `Cancelamos tu suscripción. Tu caja ya pagada del ${day} sí se entrega; después no se harán más cargos ni entregas.`,
  tokenInvalid: 'El enlace de tu suscripción no es válido',
} as const;

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
export const ENROLMENT_STATUS_LABELS: Record<EnrolmentState, string> = {
  pending: 'pendiente',
  authorized: 'autorizada',
  active: 'activa',
  paused: 'pausada',
  cancelled: 'cancelada',
  finished: 'finalizada',
};
export const ENROLMENT_STATUSES = ['pendiente', 'autorizada', 'activa', 'pausada', 'cancelada', 'finalizada'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

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

// ---------------------------------------------------------------- DTOs

/** Subscription plan (spec §3). Amount in pesos. */
export interface SubscriptionPlanDto {
  _id: string;
  name: string;
  amount: number;
  period: SubscriptionPeriod;
  disclaimer: string;
  discount: string;
  img: string;
  /** Months of desserts the plan pays for (1 for Única and Mensual). */
  months: number;
  chargeType: SubscriptionChargeType;
}

export interface MonthDessertDto {
  name: string;
  flavour: string;
  texture: string;
  pairing: string;
  img: string;
}

export interface MonthDessertsReply {
  /** Spanish label, e.g. 'noviembre 2026'. */
  month: string;
  /** YYYY-MM. */
  monthKey: string;
  desserts: MonthDessertDto[];
}

export interface EnrolmentAddressDto extends DeliveryAddressDto {
  subscriptionDate: IsoDay;
  /** Indicaciones para la entrega (up to 200 characters). */
  notes?: string;
}

export interface EnrolmentPayerDto {
  name: string;
  email: string;
  phone: { area_code: string; number: string };
}

export interface PreApprovalDto {
  /** Mercado Pago id: a preapproval id (Mensual) or a Checkout Pro preference id (charged once). */
  id: string;
  init_point: string;
  /** Which Mercado Pago object it is. */
  type: 'preapproval' | 'preference';
  status: string;
  chargeType: SubscriptionChargeType;
  amount: number;
  external_reference: string;
}

export interface EnrolmentDto {
  _id: string;
  createdAt: string;
  status: EnrolmentStatus;
  user: string | null;
  plan: { _id: string; name: string; amount: number; period: string; months: number; chargeType: SubscriptionChargeType };
  payer: EnrolmentPayerDto;
  deliveryAddress: EnrolmentAddressDto;
  /** Same as deliveryAddress (the admin list's name for it). */
  address: EnrolmentAddressDto;
  preApproval: PreApprovalDto;
  paidAt: string | null;
  nextDelivery: IsoDay | null;
  deliveries: Array<{ deliveryDate: IsoDay; cycle: number }>;
}

export interface EnrolReply {
  /**
   * `accessToken` (guests only): the capability to see and cancel this enrolment without an
   * account, as in the links of its e-mails. Shown once; only its hash is stored.
   */
  enrrollment: { _id: string; status: EnrolmentStatus; preApproval: PreApprovalDto; accessToken?: string };
}

export interface UserSubscriptionDto {
  _id: string;
  plan: { _id: string; name: string; amount: number; period: string };
  status: EnrolmentStatus;
  nextDelivery: IsoDay | null;
  /** Where to pay a pending enrolment (null otherwise). */
  initPoint: string | null;
  createdAt: string;
}

/** GET /api/suscripciones: the gateway wraps the service's list in `data`. */
export interface PublicPlansReply {
  data: { subscriptions: SubscriptionPlanDto[] };
}
/** GET /api/suscripciones/{id}. */
export interface PublicPlanReply {
  data: { subscription: SubscriptionPlanDto };
}
/** GET /api/suscripciones/month. */
export interface PublicMonthDessertsReply {
  data: MonthDessertsReply;
}
/** GET /api/suscripciones/inscripciones/{id} (/misuscripcion). */
export interface UserSubscriptionReply {
  subscription: UserSubscriptionDto;
}

export interface CancelEnrolmentReply {
  message: string;
  subscription: UserSubscriptionDto;
}

export interface SubscriptionDeliveryDto {
  enrollmentId: string;
  deliveryDate: IsoDay;
  cycle: number;
  plan: { name: string; period: string };
  payer: EnrolmentPayerDto;
  address: EnrolmentAddressDto;
  desserts: MonthDessertDto[];
}

// ---------------------------------------------------------------- schemas

const text = (message: string, max = 120) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string({ required_error: message, invalid_type_error: message })
      .min(1, message)
      .max(max, message)
      .refine(isSingleLine, CONTROL_CHARS_MESSAGE),
  );
const digits = (pattern: RegExp, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[\s\-().]/g, '').replace(/^\+/, '') : v),
    z.string({ required_error: message, invalid_type_error: message }).regex(pattern, message),
  );

export const enrolmentPayerSchema = z.object({
  name: text(SUBSCRIPTION_MESSAGES.nameRequired),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z
      .string({ required_error: SUBSCRIPTION_MESSAGES.emailInvalid, invalid_type_error: SUBSCRIPTION_MESSAGES.emailInvalid })
      .email(SUBSCRIPTION_MESSAGES.emailInvalid)
      .max(200, SUBSCRIPTION_MESSAGES.emailInvalid),
  ),
  phone: z.object(
    {
      // Same phone rules as an order's payer (issue: "validation as for orders").
      area_code: digits(/^\d{1,4}$/, SUBSCRIPTION_MESSAGES.areaCodeInvalid),
      number: digits(/^\d{7,15}$/, SUBSCRIPTION_MESSAGES.phoneInvalid),
    },
    { required_error: SUBSCRIPTION_MESSAGES.phoneInvalid, invalid_type_error: SUBSCRIPTION_MESSAGES.phoneInvalid },
  ),
  // Postcode inside the delivery coverage and of the chosen city (issue 17 item 1).
  deliveryAddress: withDeliveryCoverage(
    z.object(
      {
        street_name: text(SUBSCRIPTION_MESSAGES.streetRequired),
        street_number: text(SUBSCRIPTION_MESSAGES.streetNumberRequired, 20),
        interior_number: z.preprocess(
          (v) => (v == null ? '' : typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
          z.string().max(20),
        ),
        zip_code: digits(/^\d{5}$/, SUBSCRIPTION_MESSAGES.zipInvalid),
        col: text(SUBSCRIPTION_MESSAGES.colRequired),
        del: text(SUBSCRIPTION_MESSAGES.delRequired),
        city: z.preprocess(
          (v) => (v == null || v === '' ? DEFAULT_CITY : v),
          z.enum(CITIES, { errorMap: () => ({ message: SUBSCRIPTION_MESSAGES.cityInvalid }) }),
        ),
        subscriptionDate: z
          .string({ required_error: SUBSCRIPTION_MESSAGES.dateInvalid, invalid_type_error: SUBSCRIPTION_MESSAGES.dateInvalid })
          .transform((v) => v.trim().slice(0, 10))
          .refine((v) => ISO_DAY.test(v) && isRealDay(v), SUBSCRIPTION_MESSAGES.dateInvalid),
        notes: z.preprocess(
          (v) => (v == null ? '' : typeof v === 'string' ? v.trim() : v),
          z.string({ invalid_type_error: SUBSCRIPTION_MESSAGES.notesTooLong }).max(200, SUBSCRIPTION_MESSAGES.notesTooLong),
        ),
      },
      { required_error: SUBSCRIPTION_MESSAGES.streetRequired, invalid_type_error: SUBSCRIPTION_MESSAGES.streetRequired },
    ),
  ),
});

/** The plan the client chose; only its id (or name + period) is used to find it on the server. */
export const enrolmentPlanSchema = z
  .object(
    {
      _id: objectId.optional(),
      id: objectId.optional(),
      name: z.string().max(120).optional(),
      amount: z.unknown().optional(),
      period: z.string().max(40).optional(),
      disclaimer: z.unknown().optional(),
    },
    { required_error: SUBSCRIPTION_MESSAGES.planRequired, invalid_type_error: SUBSCRIPTION_MESSAGES.planRequired },
  )
  .refine((s) => Boolean(s._id || s.id || (s.name && s.period)), SUBSCRIPTION_MESSAGES.planRequired)
  .transform((s) => ({ id: (s._id ?? s.id)?.toLowerCase(), name: s.name?.trim(), period: s.period?.trim() }));

export const enrolRequestSchema = z.object({
  payer: enrolmentPayerSchema,
  subscription: enrolmentPlanSchema,
});
export type EnrolRequest = z.infer<typeof enrolRequestSchema>;

export const getSubscriptionPlanRequest = z.object({ id: objectId });
export const subscriptionsByUserRequest = z.object({ userId: objectId });
/** `status` in Spanish (as the API answers it); the stored English names are still read. */
export const adminEnrolmentsRequest = z.object({
  status: z
    .enum([...ENROLMENT_STATUSES, ...ENROLMENT_STATES, 'todas'], { errorMap: () => ({ message: SUBSCRIPTION_MESSAGES.statusInvalid }) })
    .optional(),
});
/** The capability of a guest's enrolment (header X-Subscription-Token, query or body `token`). */
const enrolmentToken = z
  .string({ invalid_type_error: SUBSCRIPTION_MESSAGES.tokenInvalid })
  .max(200, SUBSCRIPTION_MESSAGES.tokenInvalid)
  .optional();
export const enrolmentAccessRequest = z.object({ id: objectId, token: enrolmentToken });
export type EnrolmentAccessRequest = z.infer<typeof enrolmentAccessRequest>;
export const SUBSCRIPTION_MONTH_KEY = /^\d{4}-(0[1-9]|1[0-2])$/;
export const adminDeliveriesRequest = z.object({
  month: z
    .string({ required_error: SUBSCRIPTION_MESSAGES.monthInvalid })
    .regex(SUBSCRIPTION_MONTH_KEY, SUBSCRIPTION_MESSAGES.monthInvalid)
    .optional(),
});

export const isSubscriptionPeriod = (v: string): v is SubscriptionPeriod => (SUBSCRIPTION_PERIODS as readonly string[]).includes(v);

// ---------------------------------------------------------------- delivery dates (spec §4)

const pad = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month1: number) => new Date(Date.UTC(year, month1, 0)).getUTCDate();

/** The rule on a calendar day: before the 15th → the 15th; on or after → the month's last day. */
export function deliveryDayForCalendarDay(day: IsoDay): IsoDay {
  const [y, m, d] = day.split('-').map(Number);
  return d < 15 ? `${y}-${pad(m)}-15` : `${y}-${pad(m)}-${pad(lastDayOf(y, m))}`;
}

/**
 * First delivery of an enrolment: the rule applied to the payment moment (Mexico City), or to the
 * subscription date the customer chose when that is later (a subscription starting next month is
 * delivered next month).
 */
export function firstDeliveryDay(paidAt: Date, subscriptionDate?: IsoDay | null): IsoDay {
  const byPayment = subscriptionDeliveryDay(paidAt);
  if (!subscriptionDate || !isRealDay(subscriptionDate) || subscriptionDate <= shopDay(paidAt)) return byPayment;
  return deliveryDayForCalendarDay(subscriptionDate);
}

/** The same kind of day (15th or last day) `monthsAhead` months after `first`. */
export function deliveryDayMonthsAfter(first: IsoDay, monthsAhead: number): IsoDay {
  const [y, m, d] = first.split('-').map(Number);
  const index = y * 12 + (m - 1) + monthsAhead;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const midMonth = d === 15;
  return `${year}-${pad(month)}-${pad(midMonth ? 15 : lastDayOf(year, month))}`;
}

/**
 * Every delivery of a period paid at once: one per month, the first by the rule, the following
 * ones on the same kind of day (15th, or last day) of each next month.
 */
export function deliverySchedule(paidAt: Date, months: number, subscriptionDate?: IsoDay | null): IsoDay[] {
  const first = firstDeliveryDay(paidAt, subscriptionDate);
  return Array.from({ length: months }, (_, i) => deliveryDayMonthsAfter(first, i));
}

/**
 * Delivery for a recurring (Mensual) charge: the rule on the charge date, but never in a month
 * that already has a delivery — then the 15th of the month after the previous delivery.
 */
export function nextRecurringDeliveryDay(paidAt: Date, previous: IsoDay | null, subscriptionDate?: IsoDay | null): IsoDay {
  const candidate = firstDeliveryDay(paidAt, subscriptionDate);
  if (!previous || candidate.slice(0, 7) > previous.slice(0, 7)) return candidate;
  const [y, m] = previous.split('-').map(Number);
  const index = y * 12 + m; // next month, 0-based
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-15`;
}

/** 'YYYY-MM' → 'noviembre 2026'. */
export function spanishMonthLabel(monthKey: string): string {
  const [y, m] = monthKey.split('-').map(Number);
  return `${LONG_MONTHS_ES[m - 1]} ${y}`;
}

/** The current month in Mexico City, as YYYY-MM. */
export const currentShopMonth = (now: Date = new Date()): string => shopDay(now).slice(0, 7);
