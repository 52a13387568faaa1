import { formatLongDate, formatShopDate } from './admin-display';

describe('formatShopDate: dates as a person reads them', () => {
  it('a calendar day reads «viernes, 27 de noviembre», with the year when asked', () => {
    expect(formatShopDate('2026-11-27')).toBe('viernes, 27 de noviembre');
    expect(formatShopDate('2026-11-27', { withYear: true })).toBe('viernes, 27 de noviembre de 2026');
  });

  it('an instant is read on the clock of Mexico City (05:00 UTC is still the day before there)', () => {
    expect(formatShopDate('2026-11-28T05:00:00.000Z')).toBe('viernes, 27 de noviembre');
    expect(formatShopDate(new Date('2026-11-28T07:00:00.000Z'))).toBe('sábado, 28 de noviembre');
  });

  it("a day stored at UTC midnight is that day; the admin's long date has the year", () => {
    expect(formatShopDate('2026-11-27T00:00:00.000Z')).toBe('viernes, 27 de noviembre');
    expect(formatLongDate('2025-11-07')).toBe('viernes, 7 de noviembre de 2025');
  });

  it('nothing readable gives an empty text', () => {
    expect(formatShopDate('')).toBe('');
    expect(formatShopDate(null)).toBe('');
    expect(formatShopDate('2026-02-30')).toBe('');
    expect(formatShopDate('mañana')).toBe('');
  });
});
