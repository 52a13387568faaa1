import pino, { type Logger } from 'pino';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import { logSettings } from './config';

export type { Logger };

interface RequestContext {
  requestId: string;
  /** Reads must not come from an in-memory copy (see `RpcRequest.fresh`). */
  fresh: boolean;
}

const context = new AsyncLocalStorage<RequestContext>();

export function runWithRequestId<T>(requestId: string, fn: () => T, fresh = false): T {
  return context.run({ requestId, fresh }, fn);
}

/** Whether the request being handled asked for reads from the source of truth (read-your-writes). */
export function readsMustBeFresh(): boolean {
  return context.getStore()?.fresh ?? false;
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/**
 * A failed query's text without its parameters: drizzle puts every bound value (a password hash,
 * an address, a token) after `params:` in the message and the stack.
 */
export function redactSql(text: string): string {
  if (!text.includes('params:')) return text;
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, '\nparams: [redacted]');
}

const SECRET_KEYS = new Set(['params', 'parameters', 'values', 'password', 'passwordHash', 'token', 'resetUrl']);

/** pino's error serializer, minus SQL parameters and secrets, on the error and every cause. */
export function safeErrorSerializer(err: unknown): unknown {
  const seen = new Set<unknown>();
  const clean = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== 'object' || seen.has(value) || depth > 5) return value;
    seen.add(value);
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_KEYS.has(key)) continue;
      out[key] = typeof v === 'string' ? redactSql(v) : clean(v, depth + 1);
    }
    return out;
  };
  if (!(err instanceof Error)) return clean(err, 0);
  const base = pino.stdSerializers.err(err) as unknown as Record<string, unknown>;
  return clean(base, 0);
}

let root: Logger | undefined;

/** Pretty lines on a terminal (or with LOG_FORMAT=pretty); JSON lines otherwise and always in production. */
function wantsPretty(): boolean {
  const { pretty } = logSettings();
  return pretty === 'tty' ? Boolean(process.stdout.isTTY) : pretty;
}

/**
 * The one pino root of this process. Pretty printing runs in the main thread as a plain stream
 * (pino-pretty's stream form): no worker thread, no second copy of every line in flight.
 */
function rootLogger(): Logger {
  if (root) return root;
  const options = {
    level: 'trace',
    serializers: { err: safeErrorSerializer, error: safeErrorSerializer },
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  if (wantsPretty()) {
    const pretty = require('pino-pretty') as (opts: object) => NodeJS.WritableStream;
    root = pino(
      options,
      pretty({ colorize: Boolean(process.stdout.isTTY), translateTime: 'HH:MM:ss', ignore: 'pid,hostname', sync: true }),
    );
  } else {
    root = pino(options);
  }
  return root;
}

/** A named child of the process's single root logger (one root per process, however many names). */
export function createLogger(name: string, level = logSettings().level): Logger {
  return rootLogger().child({ name }, { level });
}

/** Adapts pino to Nest's logger so framework messages land in the same stream. */
export class PinoNestLogger implements LoggerService {
  /** Nest's start-up chatter (every route mapped, every module loaded) is debug, not info. */
  private static readonly chatty = new Set([
    'RouterExplorer',
    'RoutesResolver',
    'InstanceLoader',
    'NestFactory',
    'NestMicroservice',
    'NestApplication',
  ]);

  constructor(private readonly logger: Logger) {}
  log(message: unknown, ...rest: unknown[]) {
    const context = rest.at(-1);
    const level = PinoNestLogger.chatty.has(String(context)) ? 'debug' : 'info';
    this.logger[level]({ context }, String(message));
  }
  /** Nest logs an unexpected handler error as (message, stack): both lose any SQL parameters. */
  error(message: unknown, ...rest: unknown[]) {
    const trace = typeof rest[0] === 'string' ? redactSql(rest[0]) : rest[0];
    const text = message instanceof Error ? (message.stack ?? message.message) : String(message);
    this.logger.error({ context: rest.at(-1), trace }, redactSql(text));
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.logger.warn({ context: rest.at(-1) }, String(message));
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.logger.debug({ context: rest.at(-1) }, String(message));
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.logger.trace({ context: rest.at(-1) }, String(message));
  }
}
