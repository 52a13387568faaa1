import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('keeps the «+» of the area code', () => {
    expect(formatPhone('+52', '5512345678')).toBe('+52 5512345678');
    expect(formatPhone(' + 521 ', ' 55 1234 5678 ')).toBe('+521 55 1234 5678');
    expect(formatPhone('55', 12345678)).toBe('55 12345678');
  });
  it('shows what there is when a part is missing', () => {
    expect(formatPhone('', '5512345678')).toBe('5512345678');
    expect(formatPhone('+', '5512345678')).toBe('5512345678');
    expect(formatPhone(undefined, undefined)).toBe('');
  });
});
