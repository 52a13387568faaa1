import { z } from 'zod';
import type { OrderPaymentInfo } from '@kukki/contracts';
import { parseEnv, paymentPageInfo, type Runtime } from '@kukki/platform';

const ordersEnvShape = {
  /** How often unpaid orders are checked against Mercado Pago; 0 turns the sweep off. */
  PAYMENTS_RECONCILE_EVERY_MS: z.coerce.number().int().min(0).optional(),
};

export interface OrdersConfig {
  /** Base of order links (the platform's one PUBLIC_URL rule). */
  publicUrl: string;
  /** 0: no reconciliation sweep (the default in tests). */
  reconcileEveryMs: number;
  /** What the order page needs for its payment button (read once: it never changes while running). */
  paymentPage: OrderPaymentInfo;
}

export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');

const DEFAULT_RECONCILE_EVERY_MS = 60_000;

/** The orders service's settings, validated once at start. */
export function ordersConfig(runtime: Runtime, env: NodeJS.ProcessEnv = process.env): OrdersConfig {
  const e = parseEnv(ordersEnvShape, env);
  return {
    publicUrl: runtime.publicUrl,
    reconcileEveryMs: e.PAYMENTS_RECONCILE_EVERY_MS ?? (runtime.env.NODE_ENV === 'test' ? 0 : DEFAULT_RECONCILE_EVERY_MS),
    paymentPage: paymentPageInfo(env),
  };
}
