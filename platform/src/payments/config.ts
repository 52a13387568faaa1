import { z } from 'zod';
import { ConfigError, parseEnv, publicUrlOf } from '../config';

/** Mercado Pago's REST root; any other MERCADOPAGO_API_URL means the bundled emulator. */
export const REAL_MERCADOPAGO_API_URL = 'https://api.mercadopago.com';

/** Development defaults (the same as docker-compose's): only used when NODE_ENV is not production. */
export const EMULATOR_DEFAULTS = {
  accessToken: 'TEST-emulator-access-token',
  publicKey: 'TEST-emulator-public-key',
  webhookSecret: 'dev-only-webhook-secret',
} as const;

export const paymentsEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  MERCADOPAGO_ACCESS_TOKEN: z.string().optional(),
  MERCADOPAGO_PUBLIC_KEY: z.string().optional(),
  MERCADOPAGO_WEBHOOK_SECRET: z.string().optional(),
  MERCADOPAGO_API_URL: z.string().url().default(REAL_MERCADOPAGO_API_URL),
  PUBLIC_URL: z.string().url().optional(),
  PORT: z.string().optional(),
  /** Meses sin intereses the preference offers on cards: 1 (default) turns them off. */
  MP_INSTALLMENTS_MAX: z.coerce.number().int().min(1).max(24).default(1),
};

export type PaymentsMode = 'emulator' | 'mercadopago';

export interface PaymentsConfig {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
  /** API root the SDK calls, without a trailing slash. */
  apiUrl: string;
  /** The shop's public address: back URLs and the notification URL are built on it. */
  publicUrl: string;
  mode: PaymentsMode;
  /** Most card installments offered (meses sin intereses); 1 = off. */
  installmentsMax: number;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function paymentsModeOf(apiUrl: string): PaymentsMode {
  return trimSlash(apiUrl) === REAL_MERCADOPAGO_API_URL ? 'mercadopago' : 'emulator';
}

/** Reads MERCADOPAGO_* and PUBLIC_URL; production requires the credentials and PUBLIC_URL. */
export function paymentsConfigFromEnv(source: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const env = parseEnv(paymentsEnvShape, source);
  const production = env.NODE_ENV === 'production';
  const need = (value: string | undefined, name: string, fallback: string) => {
    if (value) return value;
    if (production) throw new ConfigError(`Configuración inválida — ${name} es obligatorio con NODE_ENV=production`);
    return fallback;
  };
  const apiUrl = trimSlash(env.MERCADOPAGO_API_URL);
  return {
    accessToken: need(env.MERCADOPAGO_ACCESS_TOKEN, 'MERCADOPAGO_ACCESS_TOKEN', EMULATOR_DEFAULTS.accessToken),
    publicKey: need(env.MERCADOPAGO_PUBLIC_KEY, 'MERCADOPAGO_PUBLIC_KEY', EMULATOR_DEFAULTS.publicKey),
    webhookSecret: need(env.MERCADOPAGO_WEBHOOK_SECRET, 'MERCADOPAGO_WEBHOOK_SECRET', EMULATOR_DEFAULTS.webhookSecret),
    apiUrl,
    publicUrl: publicUrlOf({ PUBLIC_URL: need(env.PUBLIC_URL, 'PUBLIC_URL', ''), PORT: env.PORT }),
    mode: paymentsModeOf(apiUrl),
    installmentsMax: env.MP_INSTALLMENTS_MAX,
  };
}

/** MP_INSTALLMENTS_MAX for pages: a wrong value shows no installments rather than failing a page. */
export function installmentsMaxOf(source: NodeJS.ProcessEnv = process.env): number {
  const n = Number(source.MP_INSTALLMENTS_MAX ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 24 ? n : 1;
}

/**
 * What the order page needs to render the payment button: `mercadopago` → the real Wallet button
 * with the public key; `emulator` → a link to the emulator's checkout (MERCADOPAGO_API_URL is not
 * the real API). Never throws: a page must render even when payments are misconfigured.
 */
export function paymentPageInfo(source: NodeJS.ProcessEnv = process.env): {
  mode: PaymentsMode;
  publicKey: string;
  installmentsMax: number;
} {
  const production = source.NODE_ENV === 'production';
  return {
    mode: paymentsModeOf(source.MERCADOPAGO_API_URL || REAL_MERCADOPAGO_API_URL),
    publicKey: source.MERCADOPAGO_PUBLIC_KEY || (production ? '' : EMULATOR_DEFAULTS.publicKey),
    installmentsMax: installmentsMaxOf(source),
  };
}
