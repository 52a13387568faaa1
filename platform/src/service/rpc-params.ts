import { createParamDecorator, Injectable, type ExecutionContext, type PipeTransform } from '@nestjs/common';
import type { RpcRequest } from '@kukki/contracts';
import type { ZodTypeAny } from 'zod';
import { parseOrFail } from '../errors';
import { principalOf } from './rpc-access';

/**
 * Validates a value with a contracts schema: a bad one is a 400 `{ message }` in Spanish. With a
 * list of schemas the value is checked by each in order (the first failure answers) and the pipe
 * gives the list of results.
 */
@Injectable()
export class ContractPipe implements PipeTransform {
  constructor(private readonly schema: ZodTypeAny | readonly ZodTypeAny[]) {}

  transform(value: unknown): unknown {
    if (!Array.isArray(this.schema)) return parseOrFail(this.schema as ZodTypeAny, value);
    return this.schema.map((schema: ZodTypeAny): unknown => parseOrFail(schema, value));
  }
}

const requestData = createParamDecorator((field: string | undefined, ctx: ExecutionContext) => {
  const data = ctx.switchToRpc().getData<RpcRequest | undefined>()?.data;
  return field ? (data as Record<string, unknown> | null | undefined)?.[field] : data;
});

/**
 * The request's `data` (or its `field`), validated with `schema` when one is given:
 * `handler(@Data(orderIdRequest) { id }: OrderIdRequest)`. Two schemas on one payload go in one
 * list (`@Data([a, b]) [x, y]`): Nest resolves separate parameters in no fixed order.
 */
export function Data(schema?: ZodTypeAny | readonly ZodTypeAny[], field?: string): ParameterDecorator {
  return schema ? requestData(field, new ContractPipe(schema)) : requestData(field);
}

/** The caller's principal (null for guests): `handler(@Caller() caller: Principal | null)`. */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext) => principalOf(ctx));
