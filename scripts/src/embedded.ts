import { once } from 'node:events';
import { CONFIG_EXIT_CODE, EmbeddedRuntime, exitWithConfigError, loadEnvOrExit, startOpsServer, startServiceApp } from '@kukki/platform';
import { createGateway, gatewayEnvShape } from '@kukki/gateway';
import { SERVICE_MODULES } from './service-modules';
import { buildFrontendsInBackground } from './frontends-build';
import { useEmbeddedMpEmulator } from '@kukki/mp-emulator';
import { startProblem } from './embedded/start-errors';
import { onStopSignals } from './embedded/stop-signals';

/**
 * The whole shop in one process on embedded defaults (ARCHITECTURE §2): PGlite under DATA_DIR,
 * in-process request/reply, events and jobs, file mailbox, bundled Mercado Pago emulator.
 *
 * Memory settings that `npm start` passes to this process (package.json "start", which cannot hold a
 * comment; `bench/throughput.mjs` reads them from there). A heap snapshot before and after 1,500 guest
 * orders showed no retained objects (+4 MB, compiled code); the resident growth was memory the runtime
 * keeps after use:
 * - `--heap-growing-percent=50`: with a 4 GB heap limit V8 lets the old generation grow to several
 *   times its live size before a full collection (180 MB of old space for 70 MB live after the load).
 *   This collects at 50 % above the live size (25 % cost about 15 % more CPU per order). It only decides
 *   when V8 collects: unlike a low `--max-old-space-size` it sets no ceiling, so a large CSV export or
 *   PDF can never run out of heap.
 * - `--max-semi-space-size=8`: young generation of 2 × 8 MB instead of 2 × 16 MB.
 * - `--no-liftoff`: PGlite is 8.8 MB of WebAssembly. By default V8 compiles each function with its
 *   baseline compiler (Liftoff) and then again, in background threads, with the optimising one for the
 *   hot ones: both copies and the compilers' working memory stay resident (PGlite alone: 276 MB after
 *   2,000 inserts). Without Liftoff each function is compiled once, optimised, on its first call: 177 MB
 *   for the same, and the whole shop 263 MB instead of 327 MB after 10 s of checkout load at the same
 *   order rate. A first statement of a new kind costs a little more on its first call only.
 * - `GLIBC_TUNABLES`: `arena_max=2` instead of one malloc arena per thread (V8's compiler and GC
 *   threads, the libuv pool), each keeping the memory freed in it; `trim_threshold` and
 *   `mmap_threshold` fixed at 128 KB, since glibc otherwise raises both after the first large free
 *   and freed memory then stays resident (`malloc_trim(0)` from gdb gave back 59 MB of an idle shop).
 *   Other C libraries (macOS, musl) ignore the variable.
 */
async function main() {
  const env = loadEnvOrExit(gatewayEnvShape);
  let runtime: EmbeddedRuntime;
  try {
    runtime = await EmbeddedRuntime.create(env);
  } catch (err) {
    if (startProblem(err, env)) exitWithConfigError(err);
    throw err;
  }
  useEmbeddedMpEmulator(runtime, env); // Mercado Pago emulator at /mp-emulator + MERCADOPAGO_* defaults (not in production)
  const logger = runtime.logger('kukki');
  let stopping: Promise<void> | null = null;
  const stop = (code: number, line?: string) =>
    (stopping ??= (async () => {
      // Closing PGlite cleanly matters: a folder left open can hang the next start.
      await runtime.close();
      if (line) process.stderr.write(`${line}\n`);
      else logger.info('Kukki se detuvo');
      process.exit(code);
    })());
  onStopSignals(logger, () => void stop(0));
  if (env.SERVE_FRONTENDS) buildFrontendsInBackground(runtime);
  try {
    for (const [name, moduleFor] of SERVICE_MODULES) await startServiceApp(runtime, name, moduleFor(runtime));
    runtime.startEvents();
    const app = await createGateway(runtime, env);
    runtime.onClose(() => app.close());
    await app.listen({ port: env.PORT, host: env.HOST });
    if (env.HEALTH_PORT !== undefined) await serveOps(runtime, env.HEALTH_PORT);
    const url = `http://localhost:${env.PORT}`;
    logger.info({ url, dataDir: runtime.dataDir }, 'Kukki lista');
    process.stdout.write(`\nKukki está lista en ${url}\n${devInboxes(url, runtime.production)}\n`);
  } catch (err) {
    const problem = startProblem(err, env);
    if (problem) return void stop(CONFIG_EXIT_CODE, problem);
    logger.fatal({ err }, 'no se pudo iniciar Kukki');
    await stop(1);
  }
}

/** Probes and metrics without a login on HEALTH_PORT, as the distributed gateway and services serve them. */
async function serveOps(runtime: EmbeddedRuntime, port: number): Promise<void> {
  const ops = startOpsServer(port, runtime.readinessChecks());
  await once(ops, 'listening').catch((err: NodeJS.ErrnoException) => {
    throw Object.assign(err, { port });
  });
  runtime.onClose(() => new Promise<void>((resolve) => ops.close(() => resolve())));
}

/** Where development e-mails and WhatsApp messages go (pages of the shop), when they are not really sent. */
function devInboxes(url: string, production: boolean): string {
  if (production) return '';
  const lines = [];
  if (!process.env.SMTP_URL) lines.push(`Correos enviados: ${url}/dev/mailbox`);
  if (!(process.env.WHATSAPP_TOKEN && process.env.WHATSAPP_PHONE_NUMBER_ID)) lines.push(`Mensajes de WhatsApp: ${url}/dev/whatsapp`);
  return lines.length ? `${lines.join('\n')}\n` : '';
}

void main();
