import { currentMonthName, deliveryInputBounds, longMonthDay } from './dates';

describe('delivery calendar limits', () => {
  it('before 12:00 in Mexico City the minimum is today', () => {
    // 10:00 in Mexico City (UTC-6) on 2025-03-10
    expect(deliveryInputBounds(new Date('2025-03-10T16:00:00Z'))).toEqual({ min: '2025-03-10', max: '2025-04-09' });
  });
  it('from 12:00 the minimum is tomorrow; the maximum is 30 days ahead', () => {
    expect(deliveryInputBounds(new Date('2025-03-10T18:30:00Z'))).toEqual({ min: '2025-03-11', max: '2025-04-09' });
  });
  it('uses the Mexico City day, not the UTC one', () => {
    // 2025-03-11 03:00 UTC is still 2025-03-10 21:00 in Mexico City
    expect(deliveryInputBounds(new Date('2025-03-11T03:00:00Z')).min).toBe('2025-03-11');
  });
  it('formats long month and day in Spanish', () => {
    expect(longMonthDay('2025-11-15')).toBe('sábado, 15 de noviembre');
  });
  it('names the current month of Mexico City in lowercase, as the shop writes it mid-sentence', () => {
    expect(currentMonthName(new Date('2025-11-15T18:00:00Z'))).toBe('noviembre');
    // 1 December 03:00 UTC is still 30 November in Mexico City
    expect(currentMonthName(new Date('2025-12-01T03:00:00Z'))).toBe('noviembre');
    expect(currentMonthName(new Date('2026-01-01T12:00:00Z'))).toBe('enero');
  });
});
