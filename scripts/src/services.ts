import path from 'node:path';
import { DEFAULT_DATABASE_URL, EMULATOR_DEFAULTS, publicUrlOf, resolveDataDir } from '@kukki/platform';
import { SERVICES } from '@kukki/contracts';
import { startMailCatcher, type MailCatcher } from './dev/mail-catcher';
import { STOP_GRACE_MS, Supervisor } from './dev/supervisor';
import { ensureDatabase } from './dev/database';

const root = path.resolve(__dirname, '..', '..');

const say = (line: string) => process.stdout.write(`[kukki] ${line}\n`);

/**
 * Outside production, what the embedded shop has built in: the Mercado Pago emulator (mounted by the
 * gateway at /mp-emulator, the MERCADOPAGO_* defaults pointing every service at it) unless Mercado Pago
 * is configured, the WhatsApp twin's folder the gateway shows at /dev/whatsapp unless WhatsApp is configured,
 * and an SMTP catcher whose messages the gateway shows at /dev/mailbox unless SMTP_URL is set.
 */
async function developmentParity(env: NodeJS.ProcessEnv): Promise<MailCatcher | undefined> {
  const port = env.PORT ?? '8080';
  const shop = publicUrlOf(env);
  env.PUBLIC_URL = shop;
  if (!env.MERCADOPAGO_ACCESS_TOKEN && !env.MERCADOPAGO_API_URL) {
    env.MERCADOPAGO_API_URL = `http://localhost:${port}/mp-emulator`;
    env.MERCADOPAGO_ACCESS_TOKEN = EMULATOR_DEFAULTS.accessToken;
    env.MERCADOPAGO_PUBLIC_KEY ||= EMULATOR_DEFAULTS.publicKey;
    env.MERCADOPAGO_WEBHOOK_SECRET ||= EMULATOR_DEFAULTS.webhookSecret;
    env.DEV_MP_EMULATOR = 'true';
    say(`emulador de Mercado Pago en ${shop}/mp-emulator`);
  }
  if (!(env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID)) {
    // The notifications service keeps the twin's messages there and the gateway shows them.
    env.DEV_WHATSAPP_DIR ||= path.join(resolveDataDir(env.DATA_DIR ?? './.data'), 'whatsapp');
    say(`WhatsApp de desarrollo en ${shop}/dev/whatsapp`);
  }
  if (env.SMTP_URL) return undefined;
  const smtpPort = Number(env.DEV_SMTP_PORT ?? 1025);
  const dir = env.DEV_MAILBOX_DIR ?? path.join(resolveDataDir(env.DATA_DIR ?? './.data'), 'mailbox');
  try {
    const catcher = await startMailCatcher({ port: smtpPort, dir, log: say });
    env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
    env.DEV_MAILBOX_DIR = dir;
    say(`buzón de desarrollo en ${shop}/dev/mailbox (SMTP en 127.0.0.1:${smtpPort})`);
    return catcher;
  } catch (err) {
    say(
      `no se pudo abrir el buzón SMTP en el puerto ${smtpPort} (${(err as Error).message}); los correos van a smtp://127.0.0.1:${smtpPort}`,
    );
    return undefined;
  }
}

/** `--replicas N` (or REPLICAS=N): how many processes of every service and of the gateway (1 to 8). */
export function replicasOf(argv: string[], env: NodeJS.ProcessEnv): number {
  const flag = argv.findIndex((a) => a === '--replicas' || a.startsWith('--replicas='));
  const raw = flag < 0 ? env.REPLICAS : argv[flag].includes('=') ? argv[flag].split('=')[1] : argv[flag + 1];
  if (raw === undefined || raw === '') return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 8) throw new Error(`--replicas debe ser un número entero de 1 a 8 (se recibió «${raw}»)`);
  return n;
}

/**
 * The processes to run: with one replica each service and the gateway once (as always); with N, every
 * service N times and N gateways, the k-th on PORT+k-1, each process with its own ops port
 * (HEALTH_PORT = OPS_PORT_BASE + its index, OPS_PORT_BASE defaulting to PORT+100).
 */
export function processPlan(replicas: number, env: NodeJS.ProcessEnv, gatewayEntry: string) {
  const entries: Array<{ name: string; entry: string; env: NodeJS.ProcessEnv }> = [];
  const port = Number(env.PORT ?? 8080);
  const opsBase = Number(env.OPS_PORT_BASE ?? port + 100);
  const named = (base: string, k: number) => (replicas === 1 ? base : `${base}-${k}`);
  for (const s of SERVICES) {
    for (let k = 1; k <= replicas; k++)
      entries.push({ name: named(s, k), entry: path.join(root, 'services', s, 'dist', 'main.js'), env: {} });
  }
  for (let k = 1; k <= replicas; k++) entries.push({ name: named('gateway', k), entry: gatewayEntry, env: { PORT: String(port + k - 1) } });
  if (replicas > 1) entries.forEach((e, i) => (e.env.HEALTH_PORT = String(opsBase + i)));
  return entries;
}

/**
 * The distributed composition on one machine: every service and the gateway as separate processes over
 * NATS, PostgreSQL and Redis (defaults: the local ones), each restarted with backoff when it dies.
 */
async function main() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL };
  const production = env.NODE_ENV === 'production';
  await ensureDatabase(env.DATABASE_URL!);
  const catcher = production ? undefined : await developmentParity(env);
  const replicas = replicasOf(process.argv.slice(2), env);
  const supervisor = new Supervisor({ cwd: root, env, write: (s) => process.stdout.write(s), writeErr: (s) => process.stderr.write(s) });
  const gatewayEntry = production ? path.join(root, 'gateway', 'dist', 'main.js') : path.join(root, 'scripts', 'dist', 'dev-gateway.js');
  const plan = processPlan(replicas, env, gatewayEntry);
  if (replicas > 1) {
    say(
      `${replicas} réplicas de cada servicio y ${replicas} gateways (puertos ${plan
        .filter((p) => p.name.startsWith('gateway'))
        .map((p) => p.env.PORT)
        .join(', ')})`,
    );
    for (const p of plan) say(`${p.name}: puerto de operación ${p.env.HEALTH_PORT}`);
  }
  for (const p of plan) supervisor.add(p.name, p.entry, p.env);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // stop() waits for every child (SIGKILL after the grace); this only guards against a stuck close.
    setTimeout(() => process.exit(1), STOP_GRACE_MS + 5000).unref();
    await supervisor.stop();
    await catcher?.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

if (require.main === module)
  main().catch((err: Error) => {
    process.stderr.write(`No se pudo iniciar la composición distribuida: ${err.message}\n`);
    process.exit(1);
  });
