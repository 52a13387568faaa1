import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiParam, ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

/** The first candidate that is a non-empty string. */
export const firstToken = (...candidates: unknown[]) => candidates.find((c): c is string => typeof c === 'string' && c.length > 0);

/** Documents the places a capability comes from on the route the parameter belongs to. */
const documentCapability =
  (...headers: string[]): ParameterDecorator =>
  (target, key) => {
    const descriptor = Object.getOwnPropertyDescriptor(target, key!)!;
    for (const name of headers) ApiHeader({ name, required: false, description: 'Capacidad de un invitado' })(target, key!, descriptor);
    ApiQuery({ name: 'token', required: false, description: 'Capacidad de un invitado (enlaces de los correos)' })(
      target,
      key!,
      descriptor,
    );
  };

const capabilityOf = (request: FastifyRequest, headers: string[]) =>
  firstToken(...headers.map((name) => request.headers[name]), (request.query as Record<string, unknown> | undefined)?.token);

const capabilityFrom = createParamDecorator((headers: string[], ctx: ExecutionContext): string | undefined =>
  capabilityOf(ctx.switchToHttp().getRequest<FastifyRequest>(), headers),
);

/**
 * A guest's capability for one order or enrolment: the headers named here, first one first (e.g.
 * X-Subscription-Token, then X-Order-Token as guest orders take it), or the query `token` (links in
 * e-mails); undefined when none carries one.
 */
export const GuestCapability =
  (...headers: string[]): ParameterDecorator =>
  (target, key, index) => {
    capabilityFrom(headers)(target, key, index);
    documentCapability(...headers)(target, key, index);
  };

/** What a route that names an order (`:id`) hands the services: the contracts' OrderAccessRequest. */
export interface OrderAccessParams {
  id: string;
  token: string | undefined;
}

const orderAccessFrom = createParamDecorator((_: unknown, ctx: ExecutionContext): OrderAccessParams => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest<{ Params: { id: string } }>>();
  return { id: request.params.id, token: capabilityOf(request, ['x-order-token']) };
});

/**
 * The order of the route's path (`:id`) and a guest's capability to it (X-Order-Token, or the query
 * `token`): what the owner, an admin or a guest sends to reach one order.
 */
export const OrderAccess = (): ParameterDecorator => (target, key, index) => {
  orderAccessFrom()(target, key, index);
  ApiParam({ name: 'id', type: String })(target, key!, Object.getOwnPropertyDescriptor(target, key!)!);
  documentCapability('x-order-token')(target, key, index);
};
