import { RpcException } from '@nestjs/microservices';
import { ERRORS, safeParse, type ServiceError } from '@kukki/contracts';
import type { ZodTypeAny, z } from 'zod';

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

/** Validates a payload with a contracts schema; a bad one is a 400 with the schema's Spanish message. */
export function parseOrFail<S extends ZodTypeAny>(schema: S, input: unknown): z.infer<S> {
  const result = safeParse(schema, input);
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}
