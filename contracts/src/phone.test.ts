import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('keeps the «+» of the area code', () => {
    expect(formatPhone('+52', '5512345678')).toBe('+52 5512345678');
    expect(formatPhone(' + 521 ', ' 55 1234 5678 ')).toBe('+521 55 1234 5678');
    expect(formatPhone('55', 12345678)).toBe('55 12345678');
  });
  it('gives a country code typed without «+» its «+» before a full number (the subscriptions screen)', () => {
    expect(formatPhone('52', '5599887766')).toBe('+52 5599887766');
    expect(formatPhone(521, '55 9988 7766')).toBe('+521 55 9988 7766');
  });
  it('shows what there is when a part is missing', () => {
    expect(formatPhone('', '5512345678')).toBe('5512345678');
    expect(formatPhone('+', '5512345678')).toBe('5512345678');
    expect(formatPhone(undefined, undefined)).toBe('');
  });
});
