import { EmbeddedRuntime, loadEnvOrExit, startServiceApp } from '@kukki/platform';
import { createGateway, gatewayEnvShape } from '@kukki/gateway';
import { SERVICE_MODULES } from './service-modules';
import { buildFrontendsInBackground } from './frontends-build';
import { useEmbeddedMpEmulator } from './mp-emulator/index';

/**
 * The whole shop in one process on embedded defaults (ARCHITECTURE §2): PGlite under DATA_DIR,
 * in-process request/reply, events and jobs, file mailbox, bundled Mercado Pago emulator.
 */
async function main() {
  const env = loadEnvOrExit(gatewayEnvShape);
  const runtime = await EmbeddedRuntime.create(env);
  useEmbeddedMpEmulator(runtime, env); // Mercado Pago emulator at /mp-emulator + MERCADOPAGO_* defaults (not in production)
  const logger = runtime.logger('kukki');
  let closing = false;
  const stop = async (code: number) => {
    if (closing) return;
    closing = true;
    // Closing PGlite cleanly matters: a folder left open can hang the next start.
    await runtime.close();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  if (env.SERVE_FRONTENDS) buildFrontendsInBackground(runtime);
  try {
    for (const [name, moduleFor] of SERVICE_MODULES) await startServiceApp(runtime, name, moduleFor(runtime));
    runtime.startEvents();
    const app = await createGateway(runtime, env);
    runtime.onClose(() => app.close());
    await app.listen({ port: env.PORT, host: env.HOST });
    const url = `http://localhost:${env.PORT}`;
    logger.info({ url, dataDir: runtime.dataDir }, 'Kukki lista');
    process.stdout.write(`\nKukki está lista en ${url}\n\n`);
  } catch (err) {
    logger.fatal({ err }, 'no se pudo iniciar Kukki');
    await stop(1);
  }
}

void main();
