import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

const pickQuery = createParamDecorator((names: readonly string[], ctx: ExecutionContext) => {
  const query = ctx.switchToHttp().getRequest<FastifyRequest>().query as Record<string, unknown> | undefined;
  return Object.fromEntries(names.map((name) => [name, query?.[name]]));
});

/** The named query-string fields of a request (undefined when absent); other fields are not passed on. */
export const QueryFields = (...names: string[]): ParameterDecorator => pickQuery(names);
