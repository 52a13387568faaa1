import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

const pickQuery = createParamDecorator((names: readonly string[], ctx: ExecutionContext) => {
  const query = ctx.switchToHttp().getRequest<FastifyRequest>().query as Record<string, unknown> | undefined;
  return Object.fromEntries(names.map((name) => [name, query?.[name]]));
});

/**
 * The named query-string fields of a request (undefined when absent); other fields are not passed on.
 * Each is documented as an optional query parameter of the route.
 */
export const QueryFields =
  (...names: string[]): ParameterDecorator =>
  (target, key, index) => {
    pickQuery(names)(target, key, index);
    const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
    for (const name of names) ApiQuery({ name, required: false, type: String })(target, key!, descriptor);
  };
