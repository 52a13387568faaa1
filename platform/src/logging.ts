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

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const pretty = process.env.NODE_ENV !== 'production' && process.env.LOG_FORMAT !== 'json';
  return pino({
    name,
    level,
    mixin() {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  });
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
