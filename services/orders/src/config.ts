import { z } from 'zod';
import type { OrderPaymentInfo } from '@kukki/contracts';
import { parseEnv, paymentPageInfo, type Runtime } from '@kukki/platform';

const ordersEnvShape = {
  /** How often unpaid orders are checked against Mercado Pago; 0 turns the sweep off. */
  PAYMENTS_RECONCILE_EVERY_MS: z.coerce.number().int().min(0).optional(),
  /** How long an unpaid order holds its coupon use, delivery slot and daily stock. */
  UNPAID_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** Unpaid orders holding a delivery slot that one e-mail may have at once (placed in the last day). */
  UNPAID_ORDERS_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
  /** The same for one client address (looser: several customers may share one, behind a NAT). */
  UNPAID_ORDERS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(10),
  /** How often expired holds are given back; 0 turns the sweep off. */
  UNPAID_HOLD_SWEEP_EVERY_MS: z.coerce.number().int().min(0).optional(),
};

export interface OrdersConfig {
  /** Base of order links (the platform's one PUBLIC_URL rule). */
  publicUrl: string;
  /** 0: no reconciliation sweep (the default in tests). */
  reconcileEveryMs: number;
  /** UNPAID_HOLD_MINUTES (default 60). */
  unpaidHoldMinutes: number;
  /** UNPAID_ORDERS_PER_EMAIL_PER_DAY (default 3). */
  unpaidOrdersPerEmail: number;
  /** UNPAID_ORDERS_PER_ADDRESS_PER_DAY (default 10). */
  unpaidOrdersPerAddress: number;
  /** 0: no holds sweep (the default in tests, which call it with their own clock). */
  holdSweepEveryMs: number;
  /** What the order page needs for its payment button (read once: it never changes while running). */
  paymentPage: OrderPaymentInfo;
}

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');

const DEFAULT_RECONCILE_EVERY_MS = 60_000;
const DEFAULT_HOLD_SWEEP_EVERY_MS = 60_000;

/** The orders service's settings, validated once at start. */
export function ordersConfig(runtime: Runtime, env: NodeJS.ProcessEnv = process.env): OrdersConfig {
  const e = parseEnv(ordersEnvShape, env);
  return {
    publicUrl: runtime.publicUrl,
    reconcileEveryMs: e.PAYMENTS_RECONCILE_EVERY_MS ?? (runtime.env.NODE_ENV === 'test' ? 0 : DEFAULT_RECONCILE_EVERY_MS),
    unpaidHoldMinutes: e.UNPAID_HOLD_MINUTES,
    unpaidOrdersPerEmail: e.UNPAID_ORDERS_PER_EMAIL_PER_DAY,
    unpaidOrdersPerAddress: e.UNPAID_ORDERS_PER_ADDRESS_PER_DAY,
    holdSweepEveryMs: e.UNPAID_HOLD_SWEEP_EVERY_MS ?? (runtime.env.NODE_ENV === 'test' ? 0 : DEFAULT_HOLD_SWEEP_EVERY_MS),
    paymentPage: paymentPageInfo(env),
  };
}
