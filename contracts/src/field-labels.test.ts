import { z } from 'zod';
import * as contracts from './index';
import { FIELD_LABELS, fieldLabel, fieldWords } from './field-labels';

/** Every key of every object inside a schema (through optional, nullable, effects, pipes, arrays, unions, lazy). */
function objectKeys(schema: z.ZodTypeAny, keys = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (seen.has(schema)) return keys;
  seen.add(schema);
  if (schema instanceof z.ZodObject) {
    for (const [key, child] of Object.entries(schema.shape as Record<string, z.ZodTypeAny>)) {
      keys.add(key);
      objectKeys(child, keys, seen);
    }
    return keys;
  }
  const def = schema._def as Record<string, unknown>;
  const children = [def.innerType, def.schema, def.type, def.in, def.out, def.left, def.right, def.valueType];
  if (schema instanceof z.ZodLazy) children.push(schema.schema);
  if (Array.isArray(def.options)) children.push(...def.options);
  if (Array.isArray(def.items)) children.push(...def.items);
  for (const child of children) if (child instanceof z.ZodType) objectKeys(child, keys, seen);
  return keys;
}

describe('field labels', () => {
  it('names every field of every request schema in words, so no 400 ever falls back to its key', () => {
    const unnamed = new Set<string>();
    for (const [name, value] of Object.entries(contracts)) {
      if (!(value instanceof z.ZodType) || /(Reply|Dto)$/.test(name)) continue;
      for (const key of objectKeys(value)) if (!(key in FIELD_LABELS)) unnamed.add(`${name}.${key}`);
    }
    expect([...unnamed]).toEqual([]);
  });

  it('names a field by its key, its parent when the key alone is ambiguous, and its list element', () => {
    expect(fieldLabel(['deliveryAddress', 'zip_code'])).toBe('el código postal');
    expect(fieldLabel('deliveryAddress.zip_code')).toBe('el código postal');
    expect(fieldLabel(['payer', 'phone', 'number'])).toBe('el teléfono');
    expect(fieldLabel(['payer', 'address'])).toBe('la dirección del comprador');
    expect(fieldLabel(['items', 0])).toBe('el producto 1');
    expect(fieldLabel('items.1.quantity')).toBe('la cantidad del producto 2');
    expect(fieldLabel(['images', 2, 'url'])).toBeNull();
    expect(fieldLabel(['images', 2])).toBe('la imagen 3');
    expect(fieldLabel('items.0.picks.2')).toBe('la opción 3 del producto 1');
    expect(fieldLabel([])).toBeNull();
  });

  it('makes the sentence agree with the label', () => {
    expect(fieldWords('la calle')).toEqual({
      subject: 'La calle',
      is: 'es',
      must: 'debe',
      may: 'puede',
      contains: 'contiene',
      ending: 'a',
    });
    expect(fieldWords('los datos del comprador')).toMatchObject({ subject: 'Los datos del comprador', is: 'son', ending: 'os' });
    expect(fieldWords('el código postal').ending).toBe('o');
  });
});
