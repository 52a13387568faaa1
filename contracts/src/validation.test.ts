import { z } from 'zod';
import { contactMessageSchema } from './contact';
import { deliveryInfoPatch } from './users';
import { findControlChars, inspectBody, safeParse } from './validation';

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

describe('well-formed Unicode in any parsed input', () => {
  it('refuses a lone high or low surrogate, naming the field, and keeps paired ones (emoji)', () => {
    expect(findControlChars({ name: 'Ana \ud800' })).toBe('name');
    expect(findControlChars({ a: [{ b: '\udc00 x' }] })).toBe('a.0.b');
    expect(findControlChars({ ['k\udbff']: 1 })).toBe('');
    expect(findControlChars({ name: 'Ana 🍪 \ud83c\udf6a' })).toBeNull();
  });

  it('refuses the bidirectional overrides and isolates that make a text read backwards, and keeps emoji joiners', () => {
    expect(findControlChars({ payer: { name: 'Ana \u202Eazorp' } })).toBe('payer.name');
    expect(findControlChars({ street: 'Roma \u2066 12' })).toBe('street');
    expect(findControlChars({ note: 'Feliz día 👩\u200D🍳' })).toBeNull();
  });

  it('finds NUL past any number of nodes and at any depth', () => {
    const padding = Array.from({ length: 150_000 }, (_, i) => i);
    expect(findControlChars({ padding, giftText: 'hola\u0000' })).toBe('giftText');
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 5_000; i++) deep = [deep];
    expect(findControlChars(deep)).not.toBeNull();
  });

  it('reports a body nested deeper than allowed', () => {
    expect(inspectBody({ a: { b: { c: 1 } } }, 2)).toEqual({ kind: 'deep' });
    expect(inspectBody({ a: { b: 1 } }, 2)).toBeNull();
  });
});

describe('Spanish messages of the schemas', () => {
  it('says a missing object in the schema’s own words, not «El campo payer es obligatorio»', () => {
    const schema = z.object({ payer: z.object({ name: z.string() }, { required_error: 'Los datos del comprador son obligatorios' }) });
    expect(safeParse(schema, {})).toEqual({ ok: false, message: 'Los datos del comprador son obligatorios' });
    expect(safeParse(z.object({ name: z.string() }), {})).toEqual({ ok: false, message: 'El campo name es obligatorio' });
  });

  it('writes «carácter» for one and «caracteres» for more', () => {
    expect(safeParse(z.object({ q: z.string().min(1) }), { q: '' })).toEqual({
      ok: false,
      message: 'El campo q es demasiado corto (mínimo 1 carácter)',
    });
    expect(safeParse(z.object({ q: z.string().max(3) }), { q: 'abcd' })).toEqual({
      ok: false,
      message: 'El campo q es demasiado largo (máximo 3 caracteres)',
    });
  });
});
