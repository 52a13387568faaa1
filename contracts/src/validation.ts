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

/** NUL and the other control characters no field of the shop accepts (tab, newline and CR are read by `SINGLE_LINE_BREAKS`). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;
/** Tab and line breaks: allowed only where the text is multi-line (a message, a description, a gift note). */
export const SINGLE_LINE_BREAKS = /[\t\n\r]/;

export const CONTROL_CHARS_MESSAGE = 'El texto contiene caracteres no permitidos';
export const controlCharsMessage = (field: string) =>
  field ? `El campo ${field} contiene caracteres no permitidos` : CONTROL_CHARS_MESSAGE;

/**
 * The path of the first string (or object key) in `input` that carries a control character, or null.
 * Iterative, bounded: hostile bodies cannot overflow it.
 */
export function findControlChars(input: unknown): string | null {
  const stack: Array<[unknown, string]> = [[input, '']];
  let visited = 0;
  while (stack.length > 0 && visited++ < 100_000) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (CONTROL_CHARS.test(node)) return path;
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node as Record<string, unknown>)) {
      const childPath = path ? `${path}.${key}` : key;
      if (CONTROL_CHARS.test(key) || SINGLE_LINE_BREAKS.test(key)) return path;
      stack.push([child, childPath]);
    }
  }
  return null;
}

/** A single-line text field: no tab or line break inside (after trimming). Use with `.refine`. */
export const isSingleLine = (s: string) => !SINGLE_LINE_BREAKS.test(s) && !CONTROL_CHARS.test(s);
export const singleLine = <T extends z.ZodString>(schema: T, message = CONTROL_CHARS_MESSAGE) => schema.refine(isSingleLine, message);

/**
 * Every schema of the shop is parsed through here (gateway pipes and service controllers), so NUL and
 * the other control characters are refused with a Spanish 400 everywhere, before any rule or query sees them.
 */
export function safeParse<S extends ZodTypeAny>(schema: S, input: unknown): SafeParse<z.infer<S>> {
  const bad = findControlChars(input);
  if (bad !== null) return { ok: false, message: controlCharsMessage(bad) };
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: firstIssueMessage(result.error) };
}

/** The header a client sends to make a create request safe to repeat (a UUID per checkout attempt). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** An `Idempotency-Key`: 8–128 letters, digits, '-' or '_' (a UUID fits). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, ERRORS.invalidIdempotencyKey);
