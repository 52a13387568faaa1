import { orderNumberOf } from '@kukki/contracts';
import { shortDate } from './dates';
import { truncate } from './text';

describe('truncate', () => {
  it('cuts at 75 characters and appends " ..."', () => {
    const long = 'a'.repeat(80);
    expect(truncate(long)).toBe(`${'a'.repeat(75)} ...`);
  });
  it('keeps short descriptions whole', () => {
    expect(truncate('Galletas')).toBe('Galletas');
    expect(truncate('b'.repeat(75))).toBe('b'.repeat(75));
  });
  it('shows ids and dates by their first 10 characters', () => {
    expect(orderNumberOf({ _id: '65f1a2b3c4d5e6f708091a2b' })).toBe('65f1a2b3c4');
    expect(shortDate('2025-03-04T10:00:00.000Z')).toBe('martes, 4 de marzo');
    expect(shortDate('2026-11-27')).toBe('viernes, 27 de noviembre');
  });
});
