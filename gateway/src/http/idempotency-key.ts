import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ERRORS, IDEMPOTENCY_KEY_HEADER, idempotencyKey } from '@kukki/contracts';

const keyFrom = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => {
  const header = ctx.switchToHttp().getRequest<FastifyRequest>().headers[IDEMPOTENCY_KEY_HEADER];
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  // An empty header is no key (a client that always sends the header): the request goes as without it.
  if (!raw) return undefined;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) throw new BadRequestException(ERRORS.invalidIdempotencyKey);
  return parsed.data;
});

/**
 * The request's `Idempotency-Key` (a UUID per checkout attempt, kept across its retries), passed to
 * the owning service, which answers a repeat with the first result; undefined when the client sent
 * none (or an empty one). A malformed key is a 400.
 */
export const IdempotencyKey = (): ParameterDecorator => (target, key, index) => {
  keyFrom()(target, key, index);
  const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
  ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: 'Un UUID por intento de compra: repetir la solicitud con la misma clave responde la misma orden',
  })(target, key!, descriptor);
};
