import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodTypeAny } from 'zod';

/**
 * A react-hook-form form checked by a contracts zod schema (the server's own, so the browser and the
 * API say the same Spanish message). `T` is what the fields hold (strings of inputs and selects).
 */
export function useSchemaForm<T extends FieldValues>(schema: ZodTypeAny, defaultValues: DefaultValues<T>): UseFormReturn<T> {
  return useForm<T>({ resolver: zodResolver(schema) as unknown as Resolver<T>, defaultValues });
}
