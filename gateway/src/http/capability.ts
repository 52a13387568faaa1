import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

/** The first candidate that is a non-empty string. */
export const firstToken = (...candidates: unknown[]) => candidates.find((c): c is string => typeof c === 'string' && c.length > 0);

/** Documents the two places a capability comes from on the route the parameter belongs to. */
const documentCapability =
  (header: string): ParameterDecorator =>
  (target, key) => {
    const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
    ApiHeader({ name: header, required: false, description: 'Capacidad de un invitado' })(target, key!, descriptor);
    ApiQuery({ name: 'token', required: false, description: 'Capacidad de un invitado (enlaces de los correos)' })(
      target,
      key!,
      descriptor,
    );
  };

const capabilityFrom = createParamDecorator((header: string, ctx: ExecutionContext): string | undefined => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  return firstToken(request.headers[header], (request.query as Record<string, unknown> | undefined)?.token);
});

/**
 * A guest's capability for one order or enrolment: the header named here (e.g. X-Order-Token), or
 * the query `token` (links in e-mails); undefined when neither carries one.
 */
export const GuestCapability =
  (header: string): ParameterDecorator =>
  (target, key, index) => {
    capabilityFrom(header)(target, key, index);
    documentCapability(header)(target, key, index);
  };
