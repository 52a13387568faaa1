import { z, type ZodTypeAny } from 'zod';
import { ERRORS } from './errors';

export const OBJECT_ID = /^[0-9a-f]{24}$/i;
export const objectId = z.string().regex(OBJECT_ID, ERRORS.invalidId);

/** The first Spanish message of a zod error, for `{ message }` bodies. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return ERRORS.validation;
  if (issue.code === 'invalid_type' && issue.received === 'undefined') {
    const field = issue.path.join('.');
    return field ? `El campo ${field} es obligatorio` : ERRORS.validation;
  }
  if (issue.message && !/^(Required|Invalid|Expected)/.test(issue.message)) return issue.message;
  const field = issue.path.join('.');
  return field ? `El campo ${field} no es válido` : ERRORS.validation;
}

export type SafeParse<T> = { ok: true; value: T } | { ok: false; message: string };

export function safeParse<S extends ZodTypeAny>(schema: S, input: unknown): SafeParse<z.infer<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: firstIssueMessage(result.error) };
}
