import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { safeParse } from '@kukki/contracts';
import type { ZodTypeAny, z } from 'zod';

/** Validates a body, query or param with a contracts schema; a bad one is 400 `{ message }` in Spanish. */
export class ZodPipe<S extends ZodTypeAny> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = safeParse(this.schema, value ?? {});
    if (!result.ok) throw new BadRequestException(result.message);
    return result.value;
  }
}
