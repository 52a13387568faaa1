import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { es } from 'date-fns/locale/es';
import { ADMIN_CELL_MAX, SHOP_TIME_ZONE } from './constants';
import { ISO_DAY } from './dates';
import { inStorePaymentLabel, type OrderChannel } from './order-channels';
import { textOf } from './text-of';

/** Admin list cells (spec §2, §9): longer than 15 characters → first 15 plus ' ...'. */
export function truncateCell(value: unknown, max: number = ADMIN_CELL_MAX): string {
  const text = textOf(value);
  return text.length > max ? `${text.slice(0, max)} ...` : text;
}

export const SHORT_MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'] as const;
export const LONG_MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

export interface CalendarParts {
  year: number;
  /** 0-based, like Date#getMonth. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * A stored day (`YYYY-MM-DD`, or such a day at UTC midnight) is taken as written; any other instant
 * is read on the Mexico City clock, so an order placed at 20:00 local time keeps its local date.
 */
export function calendarParts(value: string | Date | null | undefined): CalendarParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = value.slice(0, 10);
    if (ISO_DAY.test(day) && (value.length === 10 || /T00:00(:00(\.0+)?)?(Z|\+00:?00)$/.test(value))) {
      const [year, month, date] = day.split('-').map(Number);
      return { year, month: month - 1, day: date, hour: 0, minute: 0 };
    }
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  const local = new TZDate(instant.getTime(), SHOP_TIME_ZONE);
  return {
    year: local.getFullYear(),
    month: local.getMonth(),
    day: local.getDate(),
    hour: local.getHours(),
    minute: local.getMinutes(),
  };
}

/** '7 nov 2025' */
export function formatShortDate(value: string | Date | null | undefined): string {
  const parts = calendarParts(value);
  return parts ? `${parts.day} ${SHORT_MONTHS_ES[parts.month]} ${parts.year}` : '';
}

/** '14:05' on the Mexico City clock. */
export function formatClock(value: string | Date | null | undefined): string {
  const parts = calendarParts(value);
  if (!parts) return '';
  return `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
}

/** '15 de diciembre' (coupon expiry: month and day, Spanish). */
export function formatMonthDay(value: string | Date | null | undefined): string {
  const parts = calendarParts(value);
  return parts ? `${parts.day} de ${LONG_MONTHS_ES[parts.month]}` : '';
}

/**
 * A date as a person reads it in the shop: «viernes, 27 de noviembre», the e-mails'
 * form, on every page (date-fns with its Spanish locale). A stored day is that calendar day; an
 * instant is read on the Mexico City clock (`calendarParts`). `withYear` adds « de 2026». '' when unreadable.
 */
export function formatShopDate(value: string | Date | null | undefined, { withYear = false } = {}): string {
  const parts = calendarParts(value);
  if (!parts) return '';
  const date = new Date(parts.year, parts.month, parts.day);
  if (date.getMonth() !== parts.month || date.getDate() !== parts.day) return '';
  return format(date, withYear ? "EEEE, d 'de' MMMM 'de' yyyy" : "EEEE, d 'de' MMMM", { locale: es });
}

/** 'lunes, 15 de diciembre de 2025' (the admin's full dates). */
export function formatLongDate(value: string | Date | null | undefined): string {
  return formatShopDate(value, { withYear: true });
}

export type PaymentIconKind = 'approved' | 'pending' | 'cancelled' | 'rejected' | 'neutral';

export interface PaymentIconInput {
  status?: string | null;
  cancelled?: boolean | null;
  isPaid?: boolean | null;
  paymentResult?: { status?: string | null } | null;
  /** Where the order came from: the shop enters phone, WhatsApp and counter orders, often already paid. */
  channel?: OrderChannel | null;
}

/** Paid without a Mercado Pago payment: an order the shop entered as paid (at the counter, by phone, by transfer). */
export const paidInStore = (order: PaymentIconInput): boolean => order.isPaid === true && !order.paymentResult?.status;

/**
 * Payment icon of spec §4: approved → check, pending → clock, cancelled → cross, rejected → alert,
 * anything else neutral; a cancelled order (status cancelada) also shows the cross.
 */
export function paymentIconKind(order: PaymentIconInput): PaymentIconKind {
  if (order.status === 'cancelada' || order.cancelled === true) return 'cancelled';
  switch (order.paymentResult?.status) {
    case 'approved':
      // An approved payment that did not pay the order (amount or currency mismatch) is not shown as paid.
      return order.isPaid === false ? 'neutral' : 'approved';
    case 'pending':
      return 'pending';
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return 'cancelled';
    case 'rejected':
      return 'rejected';
    default:
      return paidInStore(order) ? 'approved' : 'neutral';
  }
}

export const PAYMENT_ICON_LABELS: Record<PaymentIconKind, string> = {
  approved: 'Pago aprobado',
  pending: 'Pago pendiente',
  cancelled: 'Pago cancelado',
  rejected: 'Pago rechazado',
  neutral: 'Sin información de pago',
};

/**
 * The payment icon's words: its kind's label, except that money given back reads «Pago reembolsado», not
 * «cancelado», and an approved payment that did not pay the order (another amount) is one to check.
 */
export function paymentLabel(order: PaymentIconInput): string {
  if (order.status === 'reembolsada' || order.paymentResult?.status === 'refunded') return 'Pago reembolsado';
  if (paidInStore(order)) return inStorePaymentLabel(order.channel);
  const kind = paymentIconKind(order);
  if (kind === 'neutral' && order.paymentResult?.status === 'approved') return 'Pago por revisar: no cubre la orden';
  return PAYMENT_ICON_LABELS[kind];
}

/**
 * The payment words of an order known only by its status and `isPaid` (a user's orders, spec §4 paid/pending), in
 * the order page's words: a cancelled or refunded order reads as there (`paymentLabel`), a rejected one «Pago
 * rechazado», never «pendiente» for money that is not coming; else «Pago aprobado» or «Pago pendiente».
 */
export function orderPaymentLabel(order: Pick<PaymentIconInput, 'status' | 'isPaid'>): string {
  if (order.status === 'cancelada' || order.status === 'reembolsada') return paymentLabel(order);
  if (order.isPaid) return PAYMENT_ICON_LABELS.approved;
  return order.status === 'rechazada' ? PAYMENT_ICON_LABELS.rejected : PAYMENT_ICON_LABELS.pending;
}

/** '7 nov' — compact list cells; the year goes in a tooltip. */
export function formatDayMonth(value: string | Date | null | undefined): string {
  const parts = calendarParts(value);
  return parts ? `${parts.day} ${SHORT_MONTHS_ES[parts.month]}` : '';
}
