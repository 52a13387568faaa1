import { z } from 'zod';
import { contactMessageSchema } from './contact';
import { createOrderRequest } from './orders';
import { SAMPLE_DELIVERY_ADDRESS } from './testing';
import { deliveryInfoPatch } from './users';
import { findControlChars, inspectBody, safeParse } from './validation';

describe('control characters in any parsed input', () => {
  const schema = z.object({ name: z.string(), notes: z.array(z.object({ text: z.string() })).optional() });

  it('refuses NUL and other control characters anywhere, naming the field in the user’s words', () => {
    expect(safeParse(schema, { name: 'Ana\u0000' })).toEqual({ ok: false, message: 'El nombre contiene caracteres no permitidos' });
    expect(safeParse(schema, { name: 'Ana', notes: [{ text: 'x\u0007y' }] })).toEqual({
      ok: false,
      message: 'El texto del elemento 1 contiene caracteres no permitidos',
    });
    expect(safeParse(z.object({ internalKey: z.string() }), { internalKey: 'x\u0000' })).toEqual({
      ok: false,
      message: 'El texto contiene caracteres no permitidos',
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
  it('says a missing object in the schema’s own words, and a missing field by its name in words', () => {
    const schema = z.object({ payer: z.object({ name: z.string() }, { required_error: 'Los datos del comprador son obligatorios' }) });
    expect(safeParse(schema, {})).toEqual({ ok: false, message: 'Los datos del comprador son obligatorios' });
    expect(safeParse(z.object({ name: z.string() }), {})).toEqual({ ok: false, message: 'El nombre es obligatorio' });
    expect(safeParse(z.object({ col: z.string() }), { col: null })).toEqual({ ok: false, message: 'La colonia es obligatoria' });
  });

  it('writes «carácter» for one and «caracteres» for more', () => {
    expect(safeParse(z.object({ q: z.string().min(1) }), { q: '' })).toEqual({
      ok: false,
      message: 'La búsqueda debe tener mínimo 1 carácter',
    });
    expect(safeParse(z.object({ q: z.string().max(3) }), { q: 'abcd' })).toEqual({
      ok: false,
      message: 'La búsqueda debe tener máximo 3 caracteres',
    });
  });

  it('says what type a field must be, not that it is too long', () => {
    const schema = z.object({ name: z.string(), quantity: z.number(), available: z.boolean(), images: z.array(z.string()) });
    const valid = { name: 'Ana', quantity: 1, available: true, images: [] };
    expect(safeParse(schema, { ...valid, name: 5 })).toEqual({ ok: false, message: 'El nombre debe ser texto' });
    expect(safeParse(schema, { ...valid, quantity: '1' })).toEqual({ ok: false, message: 'La cantidad debe ser un número' });
    expect(safeParse(schema, { ...valid, available: 'sí' })).toEqual({
      ok: false,
      message: 'La disponibilidad debe ser verdadero o falso',
    });
    expect(safeParse(schema, { ...valid, images: 'a.jpg' })).toEqual({ ok: false, message: 'La lista de imágenes no es válida' });
    expect(safeParse(schema, { ...valid, images: [5] })).toEqual({ ok: false, message: 'La imagen 1 debe ser texto' });
    expect(safeParse(z.object({ quantity: z.number().max(20) }), { quantity: 21 })).toEqual({
      ok: false,
      message: 'La cantidad debe ser como máximo 20',
    });
  });

  it('never shows a key the shop has no words for: the general message instead', () => {
    expect(safeParse(z.object({ internalKey: z.string() }), {})).toEqual({ ok: false, message: 'Los datos enviados no son válidos' });
  });
});

describe('messages of a crafted order body', () => {
  const body = {
    items: [{ id: 'a1b2c3d4e5f6a1b2c3d4e5f6', quantity: 1, unit_price: 100 }],
    payer: { name: 'Ana', email: 'ana@example.com', phone: { area_code: '55', number: '12345678' } },
    deliveryAddress: SAMPLE_DELIVERY_ADDRESS,
  };
  const withDelivery = (fields: Record<string, unknown>) => ({ ...body, deliveryAddress: { ...body.deliveryAddress, ...fields } });
  const messageOf = (input: unknown) => {
    const result = safeParse(createOrderRequest, input);
    return result.ok ? null : result.message;
  };

  it('says a gift note sent as a number, a list or an object must be text, not that it is too long', () => {
    for (const giftText of [5, ['Feliz día'], { text: 'Feliz día' }, true])
      expect(messageOf(withDelivery({ giftText }))).toBe('La nota de regalo debe ser texto');
    expect(messageOf(withDelivery({ giftText: 'a'.repeat(101) }))).toBe('La nota de regalo debe tener máximo 100 caracteres');
  });

  it('names a product by its place in the order and a nested field by its name, never by a path', () => {
    expect(messageOf({ ...body, items: [5] })).toBe('El producto 1 no es válido');
    expect(messageOf({ ...body, items: [...body.items, null] })).toBe('El producto 2 no es válido');
    expect(messageOf({ ...body, payer: { ...body.payer, address: 'Roma 12' } })).toBe('La dirección del comprador no es válida');
    expect(messageOf({ ...body, payer: { ...body.payer, address: { zip_code: ['06700'] } } })).toBe('El código postal debe ser texto');
    expect(messageOf(withDelivery({ interior_number: ['3'] }))).toBe('El número interior debe ser texto');
    expect(messageOf({ ...body, notifyWhatsApp: 'sí' })).toBe('El aviso por WhatsApp debe ser verdadero o falso');
    expect(messageOf(withDelivery({ zip_code: 'x\u0000' }))).toBe('El código postal contiene caracteres no permitidos');
    expect(messageOf({ ...body, items: [{ ...body.items[0], id: 'a\u0000' }] })).toBe(
      'El identificador del producto 1 contiene caracteres no permitidos',
    );
  });
});
