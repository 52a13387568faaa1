import { z } from 'zod';
import { contactMessageSchema } from './contact';
import { deliveryInfoPatch } from './users';
import { findControlChars, safeParse } from './validation';

describe('control characters in any parsed input', () => {
  const schema = z.object({ name: z.string(), notes: z.array(z.object({ text: z.string() })).optional() });

  it('refuses NUL and other control characters anywhere, naming the field in Spanish', () => {
    expect(safeParse(schema, { name: 'Ana\u0000' })).toEqual({ ok: false, message: 'El campo name contiene caracteres no permitidos' });
    expect(safeParse(schema, { name: 'Ana', notes: [{ text: 'x\u0007y' }] })).toEqual({
      ok: false,
      message: 'El campo notes.0.text contiene caracteres no permitidos',
    });
    expect(safeParse(schema, { name: 'Ana\u007f' }).ok).toBe(false);
    expect(safeParse(schema, { name: 'Ana\u009b' }).ok).toBe(false);
    expect(safeParse(z.string(), '\u0000')).toEqual({ ok: false, message: 'El texto contiene caracteres no permitidos' });
  });

  it('refuses a control character in an object key, even one the schema would drop', () => {
    expect(findControlChars({ ['a\u0000']: 1 })).toBe('');
    expect(safeParse(schema, { name: 'Ana', ['x\u0000']: 1 }).ok).toBe(false);
  });

  it('lets tab and line breaks through where text is multi-line, and accents and emoji everywhere', () => {
    expect(findControlChars({ message: 'Hola\r\n\tadiós 🍪 ñ' })).toBeNull();
    const contact = safeParse(contactMessageSchema, { name: 'Ana López', email: 'ana@example.com', message: 'Línea 1\nLínea 2\tfin' });
    expect(contact.ok).toBe(true);
  });

  it('refuses tab and line breaks in one-line fields (names, addresses)', () => {
    const contact = safeParse(contactMessageSchema, { name: 'Ana\nLópez', email: 'ana@example.com', message: 'Hola' });
    expect(contact).toEqual({ ok: false, message: 'El texto contiene caracteres no permitidos' });
    expect(safeParse(deliveryInfoPatch, { street_name: 'Insurgentes\nSur' })).toEqual({
      ok: false,
      message: 'El texto contiene caracteres no permitidos',
    });
    expect(safeParse(deliveryInfoPatch, { street_name: '  Insurgentes Sur  ' }).ok).toBe(true);
  });
});
