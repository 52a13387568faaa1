import { z, type ZodRawShape } from 'zod';
import path from 'node:path';
import { checkProductionSecrets } from './config-secrets';

/** Variables every process reads. Each service extends this with its own. */
export const baseEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Namespace for request/reply subjects (isolates compositions sharing one NATS). */
  NATS_SUBJECT_PREFIX: z
    .string()
    // «tienda» and «tienda.» name the same namespace: the dot that ends it is added when left out.
    .transform((prefix) => (prefix && !prefix.endsWith('.') ? `${prefix}.` : prefix))
    .pipe(z.string().regex(/^([a-z0-9_-]+\.)?$/, 'debe ser letras minúsculas, dígitos, «_» o «-», terminado en «.» (p. ej. «tienda.»)'))
    .default(''),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(4000),
  HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The shop's browser-facing address (links in e-mails, payment back URLs); see `publicUrlOf`. */
  PUBLIC_URL: z.string().url().optional(),
  /** The gateway's HTTP port; also the fallback PUBLIC_URL's port. */
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where product and plan images live (DATA_DIR/uploads when unset); the gateway serves it at /media. */
  UPLOADS_DIR: z.string().min(1).optional(),
  /** JetStream stream and subject prefix for domain events (tests use their own). */
  EVENT_STREAM: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('KUKKI_EVENTS'),
  /** Published outbox rows and processed-event markers are deleted after this many days. */
  EVENT_RETENTION_DAYS: z.coerce.number().min(1).max(3650).default(7),
  /** How often each service prunes them. */
  EVENT_PRUNE_EVERY_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60 * 60 * 1000),
  /** How often the embedded database is vacuumed and analysed (PGlite has no autovacuum); the first time 10 minutes after start at most. */
  EMBEDDED_VACUUM_EVERY_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(6 * 60 * 60 * 1000),
  /** Signs session tokens; also the sealing key when EVENT_PAYLOAD_SECRET is unset (required in production). */
  JWT_SECRET: z.string().min(1).optional(),
  /** Key material for sealed links in event payloads (≥ 32 characters); JWT_SECRET when unset. */
  EVENT_PAYLOAD_SECRET: z.string().min(32, 'EVENT_PAYLOAD_SECRET debe tener al menos 32 caracteres').optional(),
  EVENT_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  EVENT_SUBJECT_PREFIX: z
    .string()
    .regex(/^[a-z0-9_.-]*\.$/)
    .default('evt.'),
};

export type BaseEnv = z.infer<z.ZodObject<typeof baseEnvShape>>;

export class ConfigError extends Error {}

/** Parses process.env against a schema; a wrong or missing value becomes one clear line. */
export function parseEnv<S extends ZodRawShape>(shape: S, env: NodeJS.ProcessEnv = process.env): z.infer<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Configuración inválida — ${problems}`);
  }
  return result.data;
}

/** Exit code of a configuration error (EX_CONFIG), after its one line on stderr. */
export const CONFIG_EXIT_CODE = 78;

export function exitWithConfigError(err: unknown): never {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exit(CONFIG_EXIT_CODE);
}

/**
 * Same as parseEnv but ends the process with one line on error: for composition roots. In production it
 * also refuses a missing JWT_SECRET and the published development secrets (`checkProductionSecrets`).
 */
export function loadEnvOrExit<S extends ZodRawShape>(shape: S): z.infer<z.ZodObject<S>> {
  try {
    const env = parseEnv(shape);
    checkProductionSecrets();
    return env;
  } catch (err) {
    exitWithConfigError(err);
  }
}

/**
 * The BullMQ key prefix of this shop on its Redis: `kukki`, or `kukki-<namespace>` with a
 * NATS_SUBJECT_PREFIX, so that shops sharing one Redis (as they may share one NATS) never take each
 * other's jobs.
 */
export function jobPrefixOf(env: { NATS_SUBJECT_PREFIX?: string }): string {
  const namespace = (env.NATS_SUBJECT_PREFIX ?? '').replace(/\.$/, '');
  return namespace ? `kukki-${namespace}` : 'kukki';
}

/** The rate-limit counters' key prefix on Redis: under the same namespace as the jobs (`kukki:rl:` without one). */
export function rateLimitPrefixOf(env: { NATS_SUBJECT_PREFIX?: string }): string {
  return `${jobPrefixOf(env)}:rl:`;
}

/** The one PUBLIC_URL rule: PUBLIC_URL, else http://localhost:PORT (8080), without trailing slashes. */
export function publicUrlOf(env: { PUBLIC_URL?: string; PORT?: number | string }): string {
  return (env.PUBLIC_URL || `http://localhost:${env.PORT || 8080}`).replace(/\/+$/, '');
}

/** UPLOADS_DIR, or DATA_DIR/uploads. */
export function resolveUploadsDir(dataDir: string, uploadsDir?: string): string {
  return uploadsDir ? path.resolve(uploadsDir) : path.join(dataDir, 'uploads');
}

const logShape = {
  LOG_LEVEL: baseEnvShape.LOG_LEVEL.catch('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional().catch(undefined),
  NODE_ENV: z.string().optional(),
};

/**
 * How this process logs, read before anything else is configured (the logger never refuses to
 * start: a wrong value falls back to the default and the full config check reports it).
 */
export function logSettings(env: NodeJS.ProcessEnv = process.env): { level: string; pretty: boolean | 'tty' } {
  const e = z.object(logShape).parse(env);
  const pretty = e.LOG_FORMAT === 'pretty' ? true : e.LOG_FORMAT === 'json' || e.NODE_ENV === 'production' ? false : 'tty';
  return { level: e.LOG_LEVEL, pretty };
}

export function resolveDataDir(dataDir: string): string {
  return path.resolve(process.cwd(), dataDir);
}
