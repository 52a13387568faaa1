import { z } from 'zod';
import { OBJECT_ID } from './validation';

/** Request/reply subjects of the payments part of the orders service (issue: Mercado Pago). */
export const PAYMENTS_SUBJECTS = {
  /** PreferenceRequest (+ token) → PreferenceReply: the order's Checkout Pro preference. */
  preference: 'orders.payments.preference',
  /** PaymentNotification → { accepted } — a verified webhook; the work is queued. */
  notify: 'orders.payments.notify',
  /** {} → ReconcileReport — admin: run the reconciliation sweep now. */
  reconcile: 'orders.payments.reconcile',
  /** { id } → OrderReply — admin: refunds a paid order in full through Mercado Pago. */
  refund: 'orders.payments.refund',
} as const;

export const PAYMENT_MESSAGES = {
  orderRequired: 'Indica la orden que quieres pagar',
  orderNotFound: 'No encontramos esa orden',
  alreadyPaid: 'Esta orden ya fue pagada',
  cancelled: 'Esta orden fue cancelada y ya no se puede pagar',
  providerUnavailable: 'No pudimos comunicarnos con Mercado Pago, por favor inténtalo de nuevo',
  badSignature: 'La firma de la notificación no es válida',
  autoCancelReason: 'Cancelada automáticamente: no recibimos el pago en 48 horas',
  refundUnpaid: 'Solo se puede reembolsar una orden pagada',
  refundFailed: 'Mercado Pago no aceptó el reembolso, por favor inténtalo de nuevo',
} as const;

/** Currency every order and subscription is charged in. */
export const PAYMENT_CURRENCY = 'MXN';

/** Payment statuses that undo an approval (the order goes back to unpaid, status `reembolsada`). */
export const REVERSED_PAYMENT_STATUSES = ['refunded', 'charged_back', 'cancelled'] as const;

/**
 * An approved payment that does not match its order: charged a different amount or currency.
 * The order stays unpaid; the admin order detail shows it (amounts in pesos).
 */
export interface PaymentMismatchDto {
  paymentId: string;
  amount: number | null;
  currency: string;
  expected: number;
  detectedAt: string;
}

/** A Mercado Pago amount (pesos, maybe a float) in centavos; null when it is not a number. */
export function amountCents(amount: unknown): number | null {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isFinite(n) ? Math.round(n * 100) : null;
}

/** The amount rule of orders and subscriptions: to the cent, in pesos. */
export function chargeMatches(
  payment: { amountCents: number | null; currency: string | null | undefined },
  expectedCents: number,
): boolean {
  return payment.amountCents === expectedCents && (payment.currency ?? '').toUpperCase() === PAYMENT_CURRENCY;
}

const orderRef = z.string().regex(OBJECT_ID, PAYMENT_MESSAGES.orderNotFound);

/**
 * Body of POST /api/orders/payments/mercadopago: `{ orderId }`, or the spec's `{ items, payer,
 * external_reference, shipments }` where external_reference is the order id. Items, payer and
 * shipments are accepted and ignored: the preference is built from the stored order.
 */
export const preferenceRequest = z
  .object({
    orderId: orderRef.optional(),
    external_reference: orderRef.optional(),
    items: z.unknown().optional(),
    payer: z.unknown().optional(),
    shipments: z.unknown().optional(),
  })
  .refine((b) => Boolean(b.orderId ?? b.external_reference), { message: PAYMENT_MESSAGES.orderRequired, path: ['orderId'] })
  .transform((b) => ({ orderId: (b.orderId ?? b.external_reference)!.toLowerCase() }));

/** What orders.payments.preference receives: the order and the guest's capability, if any. */
export const preferenceCommand = z.object({
  orderId: orderRef,
  token: z.string().max(200).optional().nullable(),
});
export type PreferenceCommand = z.infer<typeof preferenceCommand>;

export interface PreferenceReply {
  preferenceId: string;
  init_point: string;
}

/** A webhook whose signature the gateway verified. */
export const paymentNotification = z.object({
  type: z.string().max(60),
  action: z.string().max(60).optional().nullable(),
  dataId: z.string().min(1).max(64),
});
export type PaymentNotification = z.infer<typeof paymentNotification>;

export interface ReconcileReport {
  checked: number;
  paid: number;
  cancelled: number;
}

/** What GET /api/orders/detail/:id adds for the order page: Wallet button (real) or emulator link. */
export interface PaymentPageInfo {
  mode: 'emulator' | 'mercadopago';
  publicKey: string;
}
