import { RpcException } from '@nestjs/microservices';
import { ERRORS, safeParse, type ServiceError } from '@kukki/contracts';
import type { ZodTypeAny, z } from 'zod';
import { isUniqueViolation } from './db/unique-violation';

/** A failure a service answers with: crosses the transport as `{ status, message }`. */
export class ServiceFailure extends RpcException {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super({ status, message } satisfies ServiceError);
  }
}

export const badRequest = (message: string = ERRORS.validation) => new ServiceFailure(400, message);
export const unauthorized = (message: string = ERRORS.unauthenticated) => new ServiceFailure(401, message);
export const forbidden = (message: string = ERRORS.forbidden) => new ServiceFailure(403, message);
export const notFound = (message: string = ERRORS.notFound) => new ServiceFailure(404, message);
export const conflict = (message: string) => new ServiceFailure(409, message);

/** Runs a write whose unique constraint has the last word on a duplicate (two requests at once): a violation is a 409 with `message`. */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}

/** Validates a payload with a contracts schema; a bad one is a 400 with the schema's Spanish message. */
export function parseOrFail<S extends ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const result = safeParse(schema, input);
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * True when an error says the database (or another backing server) is unreachable, not that the
 * request was wrong: such a failure is a 503 the client may retry, never a 500.
 */
export function isInfrastructureOutage(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}

/** What a handler's failure crosses the transport as: infrastructure outages become 503. */
export function asServiceFailure(err: unknown): unknown {
  if (err instanceof RpcException) return err;
  return isInfrastructureOutage(err) ? new ServiceFailure(503, ERRORS.unavailable) : err;
}
