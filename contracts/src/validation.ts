import { z, type ZodTypeAny } from 'zod';
import { ERRORS } from './errors';
import { fieldLabel, fieldWords } from './field-labels';
import { OBJECT_ID } from './object-id';

export { OBJECT_ID };
export const objectId = z.string().regex(OBJECT_ID, ERRORS.invalidId);

/** zod's own (English) messages: none of them is ever shown; a Spanish one is made from the issue. */
const ZOD_DEFAULT_MESSAGE =
  /^(Required|Invalid|Expected|String must|Number must|Array must|Set must|Date must|BigInt must|Unrecognized key|Too small|Too big|Should be|Value should|Input not instance)/;

const characters = (n: number | bigint) => `${n} ${Number(n) === 1 ? 'carácter' : 'caracteres'}`;
const elements = (n: number | bigint) => `${n} ${Number(n) === 1 ? 'elemento' : 'elementos'}`;

/** What a field was expected to be, in words («debe ser texto»); undefined when «no es válido» says it better. */
const EXPECTED_WORDS: Partial<Record<string, string>> = {
  string: 'texto',
  number: 'un número',
  integer: 'un número entero',
  bigint: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  date: 'una fecha',
};

/** A Spanish sentence for an issue whose own message is zod's English default, naming the field as the user knows it. */
function spanishIssueMessage(issue: z.ZodIssue): string {
  const label = fieldLabel(issue.path);
  if (!label) return ERRORS.validation;
  const { subject, is, must, may, ending } = fieldWords(label);
  const invalid = `${subject} no ${is} válid${ending}`;
  switch (issue.code) {
    case 'invalid_type': {
      const inList = typeof issue.path[issue.path.length - 1] === 'number';
      if (issue.received === 'undefined' || (issue.received === 'null' && !inList)) return `${subject} ${is} obligatori${ending}`;
      const expected = EXPECTED_WORDS[issue.expected];
      // «La lista de productos debe ser una lista» says nothing: it is simply not valid.
      return expected && !(issue.expected === 'array' && label.startsWith('la lista')) ? `${subject} ${must} ser ${expected}` : invalid;
    }
    case 'too_big':
    case 'too_small': {
      // One sentence for both bounds: «máximo»/«mínimo», «menor»/«mayor»; a list «puede» hold at most, «debe» at least.
      const big = issue.code === 'too_big';
      const limit = big ? issue.maximum : issue.minimum;
      const side = big ? 'máximo' : 'mínimo';
      if (issue.type === 'string') return `${subject} ${must} tener ${side} ${characters(limit)}`;
      if (issue.type === 'array' || issue.type === 'set') return `${subject} ${big ? may : must} tener ${side} ${elements(limit)}`;
      if (issue.type === 'number' || issue.type === 'bigint')
        return `${subject} ${must} ser ${issue.inclusive ? `como ${side} ${limit}` : `${big ? 'menor' : 'mayor'} que ${limit}`}`;
      return invalid;
    }
    case 'not_finite':
    case 'not_multiple_of':
      return `${subject} ${must} ser un número válido`;
    default:
      return invalid;
  }
}

/** The first Spanish message of a zod error, for `{ message }` bodies (zod's English defaults are replaced). */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return ERRORS.validation;
  // A schema's own message first: a missing `payer` reads «Los datos del comprador son obligatorios».
  if (issue.message && !ZOD_DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  return spanishIssueMessage(issue);
}

export type SafeParse<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * NUL and the other control characters no field of the shop accepts (tab, newline and CR are read by `SINGLE_LINE_BREAKS`),
 * and the bidirectional overrides and isolates (U+202A–E, U+2066–9) that make a name or an address read backwards.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069]/;
/** Tab and line breaks: allowed only where the text is multi-line (a message, a description, a gift note). */
export const SINGLE_LINE_BREAKS = /[\t\n\r]/;
/** A UTF-16 surrogate without its pair: not a character, so not well-formed Unicode (no database or mailer takes it). */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Either of the above, in one pass over a string. */
const REFUSED_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text is well-formed Unicode without control characters (line breaks allowed). */
export const isCleanText = (s: string) => !REFUSED_TEXT.test(s);

export const CONTROL_CHARS_MESSAGE = 'El texto contiene caracteres no permitidos';
/** A text over its limit, `field` with its article as the form names it: «La colonia debe tener máximo 80 caracteres». */
export const tooLongMessage = (field: string, max: number) => `${field} debe tener máximo ${max} caracteres`;
/** `path`: where a body inspection found the character ('payer.name' reads «El nombre contiene…»). */
export function controlCharsMessage(path: string): string {
  const label = fieldLabel(path);
  if (!label) return CONTROL_CHARS_MESSAGE;
  const { subject, contains } = fieldWords(label);
  return `${subject} ${contains} caracteres no permitidos`;
}

/** What a body inspection found: a nesting deeper than allowed, or the path of a refused text. */
export type BodyFlaw = { kind: 'deep' } | { kind: 'text'; path: string };

/**
 * One iterative walk over a parsed body, every node however many: the first string or object key
 * carrying a control character or a lone surrogate (keys also refuse line breaks), or a nesting
 * deeper than `maxDepth`. No recursion, so hostile bodies cannot overflow it; the body limit bounds it.
 */
export function inspectBody(input: unknown, maxDepth = Infinity): BodyFlaw | null {
  if (typeof input === 'string') return isCleanText(input) ? null : { kind: 'text', path: '' };
  if (input === null || typeof input !== 'object') return null;
  const stack: Array<[object, string, number]> = [[input, '', 1]];
  while (stack.length > 0) {
    const [node, path, depth] = stack.pop()!;
    if (depth > maxDepth) return { kind: 'deep' };
    const keys = Object.keys(node);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      if (!isCleanText(key) || SINGLE_LINE_BREAKS.test(key)) return { kind: 'text', path };
      const child = (node as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        if (!isCleanText(child)) return { kind: 'text', path: path ? `${path}.${key}` : key };
      } else if (child !== null && typeof child === 'object') {
        stack.push([child, path ? `${path}.${key}` : key, depth + 1]);
      }
    }
  }
  return null;
}

/** The path of the first string (or object key) in `input` that carries a control character or a lone surrogate, or null. */
export function findControlChars(input: unknown): string | null {
  const flaw = inspectBody(input);
  return flaw?.kind === 'text' ? flaw.path : null;
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
  return result.success ? { ok: true, value: result.data as z.infer<S> } : { ok: false, message: firstIssueMessage(result.error) };
}

/** The header a client sends to make a create request safe to repeat (a UUID per checkout attempt). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** An `Idempotency-Key`: 8–128 letters, digits, '-' or '_' (a UUID fits). */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, ERRORS.invalidIdempotencyKey);
