import { nextOpenDay } from './sheetDay';

// Friday 27 November 2026, 10:00 in Mexico City.
const friday = new Date('2026-11-27T16:00:00Z');

describe('the day the bakery sheets open on', () => {
  it('is tomorrow when the bakery delivers then, and before the settings arrive', () => {
    expect(nextOpenDay({ closedWeekdays: [0], overrides: [] }, friday)).toBe('2026-11-28');
    expect(nextOpenDay(undefined, friday)).toBe('2026-11-28');
  });

  it('skips closed weekdays and days closed by hand', () => {
    const saturday = new Date('2026-11-28T16:00:00Z');
    expect(nextOpenDay({ closedWeekdays: [0], overrides: [] }, saturday)).toBe('2026-11-30');
    expect(nextOpenDay({ closedWeekdays: [0], overrides: [{ date: '2026-11-30', capacity: 0, used: 0 }] }, saturday)).toBe('2026-12-01');
    expect(nextOpenDay({ closedWeekdays: [0], overrides: [{ date: '2026-11-30', capacity: 5, used: 0 }] }, saturday)).toBe('2026-11-30');
  });
});
