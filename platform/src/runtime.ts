import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ClientProxy, MicroserviceOptions } from '@nestjs/microservices';
import { connect, type NatsConnection } from 'nats';
import Redis from 'ioredis';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { ServiceName } from '@kukki/contracts';
import {
  baseEnvShape,
  ConfigError,
  jobPrefixOf,
  parseEnv,
  rateLimitPrefixOf,
  publicUrlOf,
  resolveDataDir,
  resolveUploadsDir,
  type BaseEnv,
} from './config';
import { openPostgres, wrapPglite, type DatabaseHandle } from './db/database';
import { openEmbeddedPglite } from './db/pglite';
import { vacuumEmbedded } from './db/pglite-upkeep';
import { InProcessEventBus, JetStreamEventBus, type EventBus } from './events';
import { BullJobs, InProcessJobs, type Jobs } from './jobs';
import {
  InProcessBroker,
  InProcessClient,
  InProcessServer,
  NamespacedNatsClient,
  NamespacedNatsServer,
  RpcClient,
  natsConnectionOptions,
} from './messaging';
import { MemoryRateLimiter, RedisRateLimiter, type RateLimiter } from './security';
import { createLogger } from './logging';
import { processRunning } from './processes';
import { servicePrincipal } from './service/rpc-access';
import type { ReadinessCheck } from './ops';

/** An HTTP route set that exists only in the embedded composition (dev mailbox, payments emulator). */
export type HttpMount = (app: FastifyInstance) => Promise<void> | void;

export type CompositionMode = 'embedded' | 'distributed';

/**
 * The adapters a composition root hands to every module: the same ports, two sets of adapters
 * (ARCHITECTURE §2). Business code only ever sees these ports.
 */
export interface Runtime {
  readonly mode: CompositionMode;
  readonly env: BaseEnv;
  readonly dataDir: string;
  /** The shop's browser-facing address, without a trailing slash (`publicUrlOf`). */
  readonly publicUrl: string;
  /** Where images live (UPLOADS_DIR or DATA_DIR/uploads). */
  readonly uploadsDir: string;
  readonly production: boolean;
  readonly events: EventBus;
  readonly jobs: Jobs;
  readonly rateLimiter: RateLimiter;
  /** Embedded-only HTTP routes that modules contribute; the gateway mounts them when not in production. */
  readonly httpMounts: HttpMount[];
  logger(name: string): Logger;
  database(service: ServiceName): DatabaseHandle;
  microserviceOptions(service: ServiceName): MicroserviceOptions;
  /**
   * A request/reply client. With `service`, calls that name no principal carry that service's own
   * (`servicePrincipal`); without it (the gateway) they carry none.
   */
  rpcClient(service?: string): RpcClient;
  readinessChecks(): Record<string, ReadinessCheck>;
  onClose(fn: () => Promise<void> | void): void;
  close(): Promise<void>;
}

abstract class BaseRuntime {
  readonly httpMounts: HttpMount[] = [];
  private readonly closers: Array<() => Promise<void> | void> = [];
  readonly dataDir: string;
  readonly publicUrl: string;
  readonly uploadsDir: string;
  readonly production: boolean;

  constructor(readonly env: BaseEnv) {
    this.dataDir = resolveDataDir(env.DATA_DIR);
    this.publicUrl = publicUrlOf(env);
    this.uploadsDir = resolveUploadsDir(this.dataDir, env.UPLOADS_DIR);
    this.production = env.NODE_ENV === 'production';
  }

  logger(name: string): Logger {
    return createLogger(name, this.env.LOG_LEVEL);
  }

  onClose(fn: () => Promise<void> | void): void {
    this.closers.push(fn);
  }

  /** Closes in reverse order of registration: modules first, connections last. */
  async close(): Promise<void> {
    while (this.closers.length) {
      const fn = this.closers.pop()!;
      try {
        await fn();
      } catch {
        /* keep closing the rest */
      }
    }
  }
}

/** Written in DATA_DIR while an embedded shop runs (its pid). */
export const EMBEDDED_PID_FILE = 'kukki.pid';

/** The pid of the embedded shop that has DATA_DIR open, if one is running. */
export function runningEmbeddedShop(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, EMBEDDED_PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return processRunning(pid) ? pid : null;
}

/** Removes the pid file only while it still names this process (never another shop's lock). */
function releaseLock(lock: string): void {
  try {
    if (fs.readFileSync(lock, 'utf8').trim() === String(process.pid)) fs.rmSync(lock, { force: true });
  } catch {
    /* already gone */
  }
}

/** The first upkeep of the embedded database after a start. */
const FIRST_UPKEEP_MS = 10 * 60_000;

export class EmbeddedRuntime extends BaseRuntime implements Runtime {
  readonly mode = 'embedded' as const;
  readonly broker = new InProcessBroker();
  readonly events = new InProcessEventBus();
  readonly jobs: Jobs;
  readonly rateLimiter = new MemoryRateLimiter();
  private readonly handle: DatabaseHandle;

  private constructor(
    env: BaseEnv,
    readonly pglite: PGlite,
    lock: string | null,
  ) {
    super(env);
    this.handle = wrapPglite(pglite);
    this.jobs = new InProcessJobs(this.logger('jobs'));
    // Registered first, so released last: backup and restore must not see the folder free while PGlite still has it open.
    if (lock) this.onClose(() => releaseLock(lock));
    this.onClose(() => pglite.close());
    this.onClose(() => this.jobs.close());
    this.onClose(() => this.events.close());
    this.scheduleDatabaseUpkeep(env.EMBEDDED_VACUUM_EVERY_MS);
  }

  /** `vacuumEmbedded` every EMBEDDED_VACUUM_EVERY_MS, the first time sooner: a shop restarted often still gets it. */
  private scheduleDatabaseUpkeep(everyMs: number): void {
    const logger = this.logger('database');
    const upkeep = async () => {
      if (this.pglite.closed) return;
      try {
        const pass = await this.handle.exclusive('embedded-vacuum', () => vacuumEmbedded(this.pglite));
        if (pass.ran) logger.info(pass.result, 'embedded database vacuumed and analysed');
      } catch (err) {
        logger.warn({ err }, 'embedded database upkeep failed; it runs again later');
      }
    };
    const first = setTimeout(() => void upkeep(), Math.min(everyMs, FIRST_UPKEEP_MS));
    const every = setInterval(() => void upkeep(), everyMs);
    first.unref();
    every.unref();
    this.onClose(() => {
      clearTimeout(first);
      clearInterval(every);
    });
  }

  /**
   * `inMemory` keeps the database in memory (tests); otherwise it lives under DATA_DIR/pglite, and a
   * ConfigError refuses a DATA_DIR that another running shop has open or that cannot be created.
   */
  static async create(env: BaseEnv = parseEnv(baseEnvShape), options: { inMemory?: boolean } = {}): Promise<EmbeddedRuntime> {
    if (options.inMemory) return new EmbeddedRuntime(env, await openEmbeddedPglite(), null);
    const dataDir = resolveDataDir(env.DATA_DIR);
    const running = runningEmbeddedShop(dataDir);
    if (running)
      throw new ConfigError(
        `La tienda ya está en marcha con ${dataDir} (pid ${running}): detenla antes de iniciarla otra vez, o usa otro DATA_DIR`,
      );
    const dir = path.join(dataDir, 'pglite');
    const lock = path.join(dataDir, EMBEDDED_PID_FILE);
    try {
      // 0700: the folder holds the database, the JWT secret and the mailbox (reset links, guest order links).
      fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      // Tells the offline tools (backup, restore, import) and a second start that the shop has its data folder open.
      fs.writeFileSync(lock, String(process.pid));
    } catch (err) {
      throw new ConfigError(`No se puede usar DATA_DIR=${dataDir}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    try {
      return new EmbeddedRuntime(env, await openEmbeddedPglite(dir), lock);
    } catch (err) {
      releaseLock(lock);
      throw err;
    }
  }

  database(): DatabaseHandle {
    return this.handle;
  }

  microserviceOptions(): MicroserviceOptions {
    return { strategy: new InProcessServer(this.broker) };
  }

  rpcClient(service?: string): RpcClient {
    return new RpcClient(new InProcessClient(this.broker), this.env.RPC_TIMEOUT_MS, service ? servicePrincipal(service) : null);
  }

  readinessChecks(): Record<string, ReadinessCheck> {
    return { database: () => this.handle.ping() };
  }

  /** Opens event delivery once every module has subscribed its consumers. */
  startEvents(): void {
    this.events.start();
  }
}

/** host:port of each server of a URL list (`nats://a:4222,b:4222`), never its credentials. */
export function hostsOf(urls: string): string {
  return urls
    .split(',')
    .map((url) =>
      url
        .trim()
        .replace(/^[a-z+]+:\/\//i, '')
        .replace(/^[^@/]*@/, '')
        .replace(/[/?].*$/, ''),
    )
    .join(',');
}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/kukki';

export class DistributedRuntime extends BaseRuntime implements Runtime {
  readonly mode = 'distributed' as const;
  readonly events: JetStreamEventBus;
  readonly jobs: Jobs;
  private redis?: Redis;
  private limiter?: RateLimiter;
  private readonly handles = new Map<string, DatabaseHandle>();

  private constructor(
    env: BaseEnv,
    readonly nats: NatsConnection,
  ) {
    super(env);
    this.events = new JetStreamEventBus(nats, this.logger('events'), env.EVENT_STREAM, env.EVENT_SUBJECT_PREFIX, env.EVENT_STREAM_REPLICAS);
    this.jobs = new BullJobs(env.REDIS_URL, this.logger('jobs'), jobPrefixOf(env));
    this.onClose(async () => {
      await nats.drain().catch(() => nats.close());
    });
    this.onClose(() => this.redis?.quit().then(() => undefined));
    this.onClose(() => this.jobs.close());
    this.onClose(() => this.events.close());
  }

  static async create(name: string, env: BaseEnv = parseEnv(baseEnvShape)): Promise<DistributedRuntime> {
    // The first connection waits until NATS answers (NATS_RECONNECT): say for what, instead of staying silent.
    const waiting = setTimeout(
      () =>
        createLogger(name, env.LOG_LEVEL).warn({ nats: hostsOf(env.NATS_URL) }, `esperando a NATS en ${hostsOf(env.NATS_URL)} (NATS_URL)…`),
      3000,
    );
    try {
      const nats = await connect(natsConnectionOptions(env.NATS_URL, { name: `kukki-${name}` }));
      return new DistributedRuntime(env, nats);
    } finally {
      clearTimeout(waiting);
    }
  }

  get databaseUrl(): string {
    return this.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  }

  database(service: ServiceName): DatabaseHandle {
    let handle = this.handles.get(service);
    if (!handle) {
      handle = this.namingServer(openPostgres(this.databaseUrl), service);
      this.handles.set(service, handle);
      const h = handle;
      this.onClose(() => h.close());
    }
    return handle;
  }

  /**
   * pg's own error at start («connect ECONNREFUSED 127.0.0.1:5432») names no variable: the first
   * statement a service runs (its migrations) adds one line naming DATABASE_URL's server, never its password.
   */
  private namingServer(handle: DatabaseHandle, service: ServiceName): DatabaseHandle {
    const host = hostsOf(this.databaseUrl);
    return {
      ...handle,
      migrate: async (name, folder) => {
        try {
          await handle.migrate(name, folder);
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code;
          if (code) this.logger(service).error({ code }, `PostgreSQL no responde en ${host} (DATABASE_URL): ${code}`);
          throw err;
        }
      },
    };
  }

  get rateLimiter(): RateLimiter {
    if (!this.limiter) {
      this.redis = new Redis(this.env.REDIS_URL, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
      this.redis.on('error', () => undefined);
      this.limiter = new RedisRateLimiter(this.redis, rateLimitPrefixOf(this.env));
    }
    return this.limiter;
  }

  microserviceOptions(service: ServiceName): MicroserviceOptions {
    return {
      strategy: new NamespacedNatsServer({ ...natsConnectionOptions(this.env.NATS_URL), queue: service }, this.env.NATS_SUBJECT_PREFIX),
    };
  }

  rpcClient(service?: string): RpcClient {
    const proxy = new NamespacedNatsClient(natsConnectionOptions(this.env.NATS_URL), this.env.NATS_SUBJECT_PREFIX);
    const client = new RpcClient(proxy as unknown as ClientProxy, this.env.RPC_TIMEOUT_MS, service ? servicePrincipal(service) : null);
    this.onClose(() => client.close());
    return client;
  }

  readinessChecks(): Record<string, ReadinessCheck> {
    const checks: Record<string, ReadinessCheck> = {
      nats: async () => {
        if (this.nats.isClosed()) throw new Error('closed');
        await this.nats.flush();
      },
    };
    for (const [name, handle] of this.handles) checks[`database:${name}`] = () => handle.ping();
    return checks;
  }
}
