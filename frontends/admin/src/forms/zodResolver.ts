import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * react-hook-form resolver for a zod schema (what @hookform/resolvers' zodResolver does, kept here
 * because that package is not installed for this workspace). First message per field wins.
 */
export function zodResolver<T extends FieldValues>(schema: ZodType<T, any, any>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.length ? issue.path : ['root'];
      let node = errors;
      path.forEach((key, index) => {
        const name = String(key);
        if (index === path.length - 1) {
          if (!node[name] || !(node[name] as { message?: string }).message) {
            node[name] = { ...(node[name] as object), type: issue.code, message: issue.message };
          }
        } else {
          node[name] = (node[name] as Record<string, unknown>) ?? {};
          node = node[name] as Record<string, unknown>;
        }
      });
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
