import path from 'node:path';
import Fastify from 'fastify';
import { createLogger, EMULATOR_DEFAULTS } from '@kukki/platform';
import { createMpEmulator } from '@kukki/mp-emulator';

/**
 * The Mercado Pago emulator as its own process (docker-compose profile `dev`, port 8081).
 * PUBLIC_URL: its browser-facing address; MERCADOPAGO_WEBHOOK_SECRET signs notifications;
 * MP_EMULATOR_NOTIFICATION_URL: where preapproval notifications go (default the shop on :8080).
 */
async function main() {
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('El emulador de Mercado Pago no se ejecuta con NODE_ENV=production\n');
    process.exit(78);
  }
  const logger = createLogger('mp-emulator');
  const port = Number(process.env.PORT ?? 8081);
  const handle = createMpEmulator({
    webhookSecret: process.env.MERCADOPAGO_WEBHOOK_SECRET || EMULATOR_DEFAULTS.webhookSecret,
    accessToken: process.env.MERCADOPAGO_ACCESS_TOKEN || undefined,
    publicUrl: process.env.PUBLIC_URL || undefined,
    defaultNotificationUrl: process.env.MP_EMULATOR_NOTIFICATION_URL || 'http://localhost:8080/api/webhooks/mercadopago',
    stateFile: path.join(path.resolve(process.env.DATA_DIR ?? './.data'), 'mp-emulator.json'),
    log: (msg, extra) => logger.info(extra ?? {}, msg),
  });
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  await app.register(handle.plugin);
  await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
  logger.info({ port }, 'emulador de Mercado Pago listo');
  const stop = async () => {
    handle.close();
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

void main();
