import { textOf } from './text-of';

describe('textOf', () => {
  it('writes scalars and dates, and never «[object Object]»', () => {
    expect(textOf('hola')).toBe('hola');
    expect(textOf(42)).toBe('42');
    expect(textOf(false)).toBe('false');
    expect(textOf(new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-28T12:00:00.000Z');
    expect(textOf(null)).toBe('');
    expect(textOf(undefined)).toBe('');
    expect(textOf({ a: 1 })).toBe('');
    expect(textOf(['x'])).toBe('');
  });
});
