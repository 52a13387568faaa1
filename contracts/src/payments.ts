import { z } from 'zod';
import { format } from 'date-fns/format';
import { es } from 'date-fns/locale/es';
import { shopNow } from './dates';
import { formatMoney } from './pricing';
import { objectId } from './validation';

/** Request/reply subjects of the payments part of the orders service (Mercado Pago). */
export const PAYMENTS_SUBJECTS = {
  /** PreferenceRequest (+ token) → PreferenceReply: the order's Checkout Pro preference. */
  preference: 'orders.payments.preference',
  /** {} → ReconcileReport — admin: run the reconciliation sweep now. */
  reconcile: 'orders.payments.reconcile',
  /** RefundRequest { id, amount? } → OrderReply — admin: refunds a paid order (in part, or the rest) through Mercado Pago. */
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
  ticketExpiredReason: 'Cancelada automáticamente: venció la ficha de pago sin que recibiéramos el pago',
  refundUnpaid: 'Solo se puede reembolsar una orden pagada',
  refunded: 'Esta orden fue reembolsada y ya no se puede pagar',
  refundFailed: 'Mercado Pago no aceptó el reembolso, por favor inténtalo de nuevo',
  refundRefused: 'Mercado Pago rechazó este reembolso: revisa la orden, lo que queda por reembolsar pudo cambiar mientras tanto',
  refundAmountInvalid: 'El monto del reembolso debe ser un número mayor que cero, con máximo dos decimales',
  refundAmountTooHigh: 'El monto del reembolso no puede ser mayor que lo que queda por reembolsar',
} as const;

/** Cash (OXXO) and bank transfer (SPEI) payments: pending until the buyer pays, or until they expire. */
export const DEFERRED_PAYMENT_METHODS = ['oxxo', 'spei'] as const;
export type DeferredPaymentMethod = (typeof DEFERRED_PAYMENT_METHODS)[number];

/** How to pay a pending OXXO ticket or SPEI transfer, as the order page and the e-mail show it. */
export interface PaymentInstructionsDto {
  method: DeferredPaymentMethod;
  /** Mercado Pago's payment id. */
  paymentId: string;
  /** The ticket's or transfer's reference number. */
  reference: string;
  /** SPEI: the CLABE to transfer to. */
  clabe: string | null;
  /** ISO instant after which the ticket or transfer is no longer accepted. */
  expiresAt: string;
  /** The printable ticket (OXXO) or the instructions page. */
  ticketUrl: string | null;
  /** Pesos to pay. */
  amount: number;
}

/** «sábado 28 de noviembre, 23:59» on the clock of Mexico City. */
export function paymentDeadline(expiresAt: string | Date): string {
  return format(shopNow(new Date(expiresAt)), "EEEE d 'de' MMMM, HH:mm", { locale: es });
}

/** «Paga en OXXO antes del sábado 28 de noviembre, 23:59» (or «Transfiere por SPEI antes del …»). */
export function payBeforeLine(i: Pick<PaymentInstructionsDto, 'method' | 'expiresAt'>): string {
  const verb = i.method === 'oxxo' ? 'Paga en OXXO' : 'Transfiere por SPEI';
  return `${verb} antes del ${paymentDeadline(i.expiresAt)}`;
}

/**
 * Each refund of an order as it reads, in order: «Reembolso parcial $100.00», then «Reembolso del resto $239.00» for
 * the one that completed it, or «Reembolso $339.00» when one refund gave everything back.
 */
export function refundLabels(refunds: ReadonlyArray<Pick<RefundDto, 'amount'>>, totalPrice: number): string[] {
  const total = Math.round(totalPrice * 100);
  let before = 0;
  return refunds.map((refund) => {
    const cents = Math.round(refund.amount * 100);
    const kind = cents >= total ? 'Reembolso' : before + cents >= total ? 'Reembolso del resto' : 'Reembolso parcial';
    before += cents;
    return `${kind} $${formatMoney(refund.amount)}`;
  });
}

/** One refund of an order's payment, as the order shows it (amount in pesos). */
export interface RefundDto {
  /** Mercado Pago's refund id. */
  id: string;
  amount: number;
  /** ISO date of the refund. */
  at: string;
}

/**
 * Body of POST /api/admin/orders/{id}/refund: `{ "amount": 50 }` refunds part of the payment;
 * no body (or no amount) refunds what remains. An amount that is there must be one: `null` or `""` is a 400, never «the rest».
 */
export const refundRequest = z.object({
  id: objectId,
  amount: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ invalid_type_error: PAYMENT_MESSAGES.refundAmountInvalid })
      .finite(PAYMENT_MESSAGES.refundAmountInvalid)
      .positive(PAYMENT_MESSAGES.refundAmountInvalid)
      .max(10_000_000, PAYMENT_MESSAGES.refundAmountTooHigh)
      .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, PAYMENT_MESSAGES.refundAmountInvalid)
      .optional(),
  ),
});
export type RefundRequest = z.infer<typeof refundRequest>;

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

const orderRef = objectId;

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

export interface ReconcileReport {
  checked: number;
  paid: number;
  cancelled: number;
  /** Payments refunded in full: those of cancelled orders paid anyway, and second payments of orders already paid or refunded. */
  refunded: number;
}

/** GET /api/payments/config: what the storefront shows before an order exists. */
export interface PublicPaymentsConfig {
  /** Meses sin intereses on cards (1 = off). */
  installmentsMax: number;
  /** Cash and transfer methods the checkout offers. */
  deferredMethods: DeferredPaymentMethod[];
}

/** «Hasta 6 meses sin intereses con tarjetas participantes», or null when installments are off. */
export function installmentsLine(installmentsMax: number | undefined): string | null {
  return installmentsMax && installmentsMax > 1 ? `Hasta ${installmentsMax} meses sin intereses con tarjetas participantes` : null;
}

/** What GET /api/orders/detail/:id adds for the order page: Wallet button (real) or emulator link. */
export interface PaymentPageInfo {
  mode: 'emulator' | 'mercadopago';
  publicKey: string;
}

// ---------------------------------------------------------------------------------------------
// Receipts and facturas (CFDI requests) of paid orders.
// ---------------------------------------------------------------------------------------------

export const RECEIPTS_SUBJECTS = {
  /** OrderAccessRequest → ReceiptReply: the PDF receipt of a paid order (owner, admin or the guest's token). */
  receipt: 'orders.receipt.get',
  /**
   * FacturaCommand → FacturaReply: stores a factura request for a paid order; the first request e-mails
   * the shop, a repeated one replaces the pending request without e-mailing again.
   */
  requestFactura: 'orders.factura.request',
  /** OrderAccessRequest → OrderFacturaReply: the order's factura request and its state (null when none). */
  getFactura: 'orders.factura.get',
  /** AdminListFacturasRequest → FacturasReply (admin) */
  adminList: 'orders.admin.facturas',
  /** { id, status } → FacturaReply (admin) */
  adminUpdate: 'orders.admin.update-factura',
} as const;

export const RECEIPT_MESSAGES = {
  orderNotFound: 'No encontramos esa orden',
  unpaid: 'La orden todavía no está pagada: el recibo y la factura están disponibles cuando se aprueba el pago',
  refunded: 'Reembolsamos el pago de esta orden: ya no tiene recibo de pago ni factura',
  cancelled: 'Esta orden fue cancelada: no tiene recibo de pago ni factura',
  rfcInvalid: 'El RFC no es válido: debe tener 12 caracteres (persona moral) o 13 (persona física), por ejemplo XAXX010101000',
  razonSocialRequired: 'Por favor ingresa el nombre o razón social tal como aparece en tu constancia de situación fiscal',
  razonSocialTooLong: 'La razón social debe tener máximo 254 caracteres',
  regimenRequired: 'Elige tu régimen fiscal',
  regimenInvalid: 'El régimen fiscal no es válido: usa una clave del catálogo del SAT (por ejemplo 601 o 612)',
  codigoPostalInvalid: 'El código postal fiscal debe tener 5 dígitos',
  usoCfdiRequired: 'Elige el uso del CFDI',
  usoCfdiInvalid: 'El uso del CFDI no es válido: usa una clave del catálogo del SAT (por ejemplo G03 o S01)',
  emailInvalid: 'Por favor ingresa un correo válido para recibir la factura',
  alreadyIssued: 'La factura de esta orden ya fue emitida',
  facturaNotFound: 'No encontramos esa solicitud de factura',
  facturaStatusInvalid: 'El estado de la factura debe ser pendiente o emitida',
} as const;

/** SAT catalogue c_RegimenFiscal (CFDI 4.0). */
export const REGIMENES_FISCALES: Record<string, string> = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '607': 'Régimen de Enajenación o Adquisición de Bienes',
  '608': 'Demás ingresos',
  '610': 'Residentes en el Extranjero sin Establecimiento Permanente en México',
  '611': 'Ingresos por Dividendos (socios y accionistas)',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '614': 'Ingresos por intereses',
  '615': 'Régimen de los ingresos por obtención de premios',
  '616': 'Sin obligaciones fiscales',
  '620': 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
  '621': 'Incorporación Fiscal',
  '622': 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
  '623': 'Opcional para Grupos de Sociedades',
  '624': 'Coordinados',
  '625': 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza',
};

/** SAT catalogue c_UsoCFDI (CFDI 4.0). */
export const USOS_CFDI: Record<string, string> = {
  G01: 'Adquisición de mercancías',
  G02: 'Devoluciones, descuentos o bonificaciones',
  G03: 'Gastos en general',
  I01: 'Construcciones',
  I02: 'Mobiliario y equipo de oficina por inversiones',
  I03: 'Equipo de transporte',
  I04: 'Equipo de computo y accesorios',
  I05: 'Dados, troqueles, moldes, matrices y herramental',
  I06: 'Comunicaciones telefónicas',
  I07: 'Comunicaciones satelitales',
  I08: 'Otra maquinaria y equipo',
  D01: 'Honorarios médicos, dentales y gastos hospitalarios',
  D02: 'Gastos médicos por incapacidad o discapacidad',
  D03: 'Gastos funerales',
  D04: 'Donativos',
  D05: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
  D06: 'Aportaciones voluntarias al SAR',
  D07: 'Primas por seguros de gastos médicos',
  D08: 'Gastos de transportación escolar obligatoria',
  D09: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
  D10: 'Pagos por servicios educativos (colegiaturas)',
  S01: 'Sin efectos fiscales',
  CP01: 'Pagos',
  CN01: 'Nómina',
};

/**
 * RFC as the SAT publishes it: 3 letters (persona moral, 12 characters) or 4 (persona física,
 * 13), the date YYMMDD, and a 3-character homoclave.
 */
export const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/;

export function isValidRfc(value: string): boolean {
  const m = RFC_PATTERN.exec(value);
  if (!m) return false;
  const month = Number(m[3]);
  const day = Number(m[4]);
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return day <= days;
}

const RM = RECEIPT_MESSAGES;
const upperText = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : typeof v === 'number' ? String(v) : (v ?? ''));

/**
 * A key of a SAT catalogue: nothing chosen in the form's list is asked for as a choice (`required`); a wrong key
 * (an API client's) names the catalogue (`invalid`).
 */
const satKey = (catalogue: Record<string, string>, required: string, invalid: string) =>
  z.preprocess(
    upperText,
    z
      .string({ required_error: required, invalid_type_error: invalid })
      .min(1, required)
      .refine((c) => c in catalogue, invalid),
  );

/** Body of POST /api/orders/{id}/factura. */
export const facturaRequest = z.object({
  rfc: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '').toUpperCase() : (v ?? '')),
    z.string({ invalid_type_error: RM.rfcInvalid }).refine(isValidRfc, RM.rfcInvalid),
  ),
  razonSocial: z.preprocess(
    (v) => v ?? '',
    z
      .string({ invalid_type_error: RM.razonSocialRequired })
      .trim()
      .min(1, RM.razonSocialRequired)
      .max(254, RM.razonSocialTooLong)
      .refine((s) => ![...s].some((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127), RM.razonSocialRequired),
  ),
  regimenFiscal: satKey(REGIMENES_FISCALES, RM.regimenRequired, RM.regimenInvalid),
  codigoPostal: z.preprocess(
    (v) => (typeof v === 'number' ? String(v).padStart(5, '0') : typeof v === 'string' ? v.trim() : (v ?? '')),
    z.string({ invalid_type_error: RM.codigoPostalInvalid }).regex(/^\d{5}$/, RM.codigoPostalInvalid),
  ),
  usoCfdi: satKey(USOS_CFDI, RM.usoCfdiRequired, RM.usoCfdiInvalid),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : (v ?? '')),
    z.string({ invalid_type_error: RM.emailInvalid }).max(254, RM.emailInvalid).email(RM.emailInvalid),
  ),
});
export type FacturaRequest = z.infer<typeof facturaRequest>;

/** What orders.factura.request receives: the order, the guest's capability and the body. */
export const facturaCommand = z.object({
  id: objectId,
  token: z.string().max(200).optional().nullable(),
  factura: z.unknown(),
});

export const FACTURA_STATUSES = ['pendiente', 'emitida'] as const;
export type FacturaStatus = (typeof FACTURA_STATUSES)[number];

export const adminListFacturasRequest = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === null || v === 'todas' ? undefined : v),
    z.enum(FACTURA_STATUSES, { errorMap: () => ({ message: RM.facturaStatusInvalid }) }).optional(),
  ),
});

export const updateFacturaRequest = z.object({
  id: objectId,
  status: z.enum(FACTURA_STATUSES, { errorMap: () => ({ message: RM.facturaStatusInvalid }) }),
});

export interface FacturaDto extends FacturaRequest {
  _id: string;
  orderId: string;
  /** The order's short human number (K-000123). */
  orderNumber: string;
  /** The order's total and payer, for the accountant. */
  total: number;
  payerName: string;
  status: FacturaStatus;
  createdAt: string;
  issuedAt: string | null;
}

export interface FacturaReply {
  factura: FacturaDto;
}
/** GET /api/orders/{id}/factura: what the customer asked for and its state, or null. */
export interface OrderFacturaReply {
  factura: FacturaDto | null;
}
export interface FacturasReply {
  facturas: FacturaDto[];
}
/** The PDF travels base64-encoded over request/reply; the gateway answers it as application/pdf. */
export interface ReceiptReply {
  filename: string;
  pdfBase64: string;
}
