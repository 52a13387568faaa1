import path from 'node:path';
import { EMULATOR_DEFAULTS, type Runtime } from '@kukki/platform';
import { mpEmulatorMount } from './plugin';

/**
 * The embedded shop's payments: the Mercado Pago emulator mounted on the shop's own port at
 * /mp-emulator, and the MERCADOPAGO_* defaults that point the (real) SDK at it when they are unset:
 * API URL http://localhost:${PORT}/mp-emulator, a test access token and public key, a development
 * webhook secret. Nothing happens with NODE_ENV=production. Call before the service modules start.
 */
export function useEmbeddedMpEmulator(runtime: Runtime, env: { PORT: number; PUBLIC_URL?: string }): void {
  if (runtime.production) return;
  const shop = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  process.env.PUBLIC_URL ||= shop;
  process.env.MERCADOPAGO_API_URL ||= `http://localhost:${env.PORT}/mp-emulator`;
  process.env.MERCADOPAGO_ACCESS_TOKEN ||= EMULATOR_DEFAULTS.accessToken;
  process.env.MERCADOPAGO_PUBLIC_KEY ||= EMULATOR_DEFAULTS.publicKey;
  process.env.MERCADOPAGO_WEBHOOK_SECRET ||= EMULATOR_DEFAULTS.webhookSecret;
  const logger = runtime.logger('mp-emulator');
  const { mount, handle } = mpEmulatorMount({
    prefix: '/mp-emulator',
    webhookSecret: process.env.MERCADOPAGO_WEBHOOK_SECRET,
    accessToken: process.env.MERCADOPAGO_ACCESS_TOKEN,
    publicUrl: `${shop}/mp-emulator`,
    defaultNotificationUrl: `${shop}/api/webhooks/mercadopago`,
    stateFile: path.join(runtime.dataDir, 'mp-emulator.json'),
    log: (msg, extra) => logger.info(extra ?? {}, msg),
  });
  runtime.httpMounts.push(mount);
  runtime.onClose(() => handle.close());
}
