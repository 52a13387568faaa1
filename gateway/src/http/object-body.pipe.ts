import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ERRORS } from '@kukki/contracts';

export type JsonObject = Record<string, unknown>;

/**
 * A JSON body that, when present, is an object: an array or a bare value is a 400, never a silent
 * no-op. A missing body passes as `undefined`, unless the route needs one (`required`).
 */
export class ObjectBodyPipe implements PipeTransform<unknown, JsonObject | undefined> {
  constructor(private readonly options: { required?: boolean } = {}) {}

  transform(body: unknown): JsonObject | undefined {
    if ((body === undefined || body === null) && !this.options.required) return undefined;
    if (body === undefined || body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new BadRequestException(ERRORS.validation);
    }
    return body as JsonObject;
  }
}
