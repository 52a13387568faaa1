import pino, { type Logger } from 'pino';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';

export type { Logger };

interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

let root: Logger | undefined;

/** Pretty lines on a terminal (or with LOG_FORMAT=pretty); JSON lines otherwise and always in production. */
function wantsPretty(): boolean {
  if (process.env.LOG_FORMAT === 'pretty') return true;
  if (process.env.LOG_FORMAT === 'json' || process.env.NODE_ENV === 'production') return false;
  return Boolean(process.stdout.isTTY);
}

/**
 * The one pino root of this process. Pretty printing runs in the main thread as a plain stream
 * (pino-pretty's stream form): no worker thread, no second copy of every line in flight.
 */
function rootLogger(): Logger {
  if (root) return root;
  const options = {
    level: 'trace',
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
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
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
  error(message: unknown, ...rest: unknown[]) {
    this.logger.error({ context: rest.at(-1), trace: rest[0] }, String(message));
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
