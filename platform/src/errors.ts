import { RpcException } from '@nestjs/microservices';
import { ERRORS, safeParse, type ServiceError } from '@kukki/contracts';
import type { ZodTypeAny, z } from 'zod';
import { isConnectionFailure } from './db/connection-failure';
import { isUniqueViolation } from './db/unique-violation';

/** A failure a service answers with: crosses the transport as `{ status, message }`. */
export class ServiceFailure extends RpcException {
  constructor(
    public readonly status: number,
    message: string,
    retryAfterSeconds?: number,
  ) {
    super((retryAfterSeconds === undefined ? { status, message } : { status, message, retryAfterSeconds }) satisfies ServiceError);
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

/**
 * True when an error says the database (or another backing server) is unreachable, not that the
 * request was wrong: such a failure is a 503 the client may retry, never a 500. Read from the error's
 * code (a connection-exception SQLSTATE, a server shutting down, a socket error), never its message.
 */
export function isInfrastructureOutage(err: unknown): boolean {
  return isConnectionFailure(err);
}

/** What a handler's failure crosses the transport as: infrastructure outages become 503. */
export function asServiceFailure(err: unknown): unknown {
  if (err instanceof RpcException) return err;
  return isInfrastructureOutage(err) ? new ServiceFailure(503, ERRORS.unavailable) : err;
}
