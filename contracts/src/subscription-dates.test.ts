import { subscriptionDeliveryDay } from './dates';
import {
  deliveryDayForCalendarDay,
  deliveryDayMonthsAfter,
  deliverySchedule,
  enrolmentIdFromReference,
  firstDeliveryDay,
  nextRecurringDeliveryDay,
  spanishMonthLabel,
  subscriptionReference,
} from './subscriptions';

/** Mexico City has been UTC-6 all year since 2022 (no daylight saving). */
const mx = (local: string) => new Date(`${local}-06:00`);

describe('subscriptionDeliveryDay (spec §4: before the 15th → 15th, otherwise last day of the month)', () => {
  /** Paid at `local` Mexico City time, the first delivery is on `expected`. */
  const deliveredOn = (local: string, expected: string) => expect(subscriptionDeliveryDay(mx(local))).toBe(expected);

  it.each([
    ['2026-11-01T00:00:00', '2026-11-15'],
    ['2026-11-14T23:59:59', '2026-11-15'],
    ['2026-11-15T00:00:00', '2026-11-30'],
    ['2026-11-16T08:00:00', '2026-11-30'],
    ['2026-11-30T23:59:59', '2026-11-30'],
  ])('around the 15th: paid %s in Mexico City → %s', deliveredOn);

  it.each([
    ['2026-01-20T10:00:00', '2026-01-31'],
    ['2026-04-20T10:00:00', '2026-04-30'],
    ['2026-12-31T12:00:00', '2026-12-31'],
    ['2026-02-15T12:00:00', '2026-02-28'],
  ])('month ends: paid %s → %s', deliveredOn);

  it.each([
    ['2028-02-20T12:00:00', '2028-02-29'],
    ['2024-02-29T09:00:00', '2024-02-29'],
    ['2100-02-20T12:00:00', '2100-02-28'],
    ['2000-02-20T12:00:00', '2000-02-29'],
  ])('leap years: paid %s → %s', deliveredOn);

  it('uses the Mexico City day, not UTC: the 15th at 01:00 UTC is still the 14th in Mexico City', () => {
    expect(subscriptionDeliveryDay(new Date('2026-11-15T01:00:00Z'))).toBe('2026-11-15');
    expect(subscriptionDeliveryDay(new Date('2026-11-15T05:59:59Z'))).toBe('2026-11-15');
    expect(subscriptionDeliveryDay(new Date('2026-11-15T06:00:00Z'))).toBe('2026-11-30');
  });

  it('uses the Mexico City month: 1 December 03:00 UTC is still 30 November in Mexico City', () => {
    expect(subscriptionDeliveryDay(new Date('2026-12-01T03:00:00Z'))).toBe('2026-11-30');
    expect(subscriptionDeliveryDay(new Date('2027-01-01T05:00:00Z'))).toBe('2026-12-31');
    expect(subscriptionDeliveryDay(new Date('2027-01-01T06:00:00Z'))).toBe('2027-01-15');
  });
});

describe('deliveryDayForCalendarDay', () => {
  it.each([
    ['2026-11-14', '2026-11-15'],
    ['2026-11-15', '2026-11-30'],
    ['2028-02-16', '2028-02-29'],
    ['2027-02-16', '2027-02-28'],
    ['2026-12-01', '2026-12-15'],
  ])('%s → %s', (day, expected) => expect(deliveryDayForCalendarDay(day)).toBe(expected));
});

describe('firstDeliveryDay', () => {
  it('follows the payment day when the subscription date is today or earlier', () => {
    expect(firstDeliveryDay(mx('2026-11-10T12:00:00'), '2026-11-10')).toBe('2026-11-15');
    expect(firstDeliveryDay(mx('2026-11-20T12:00:00'), '2026-11-02')).toBe('2026-11-30');
    expect(firstDeliveryDay(mx('2026-11-20T12:00:00'), null)).toBe('2026-11-30');
  });

  it('follows a later subscription date the customer chose', () => {
    expect(firstDeliveryDay(mx('2026-11-10T12:00:00'), '2026-11-20')).toBe('2026-11-30');
    expect(firstDeliveryDay(mx('2026-11-20T12:00:00'), '2026-12-03')).toBe('2026-12-15');
  });
});

describe('deliveryDayMonthsAfter and deliverySchedule (one delivery per month of the period)', () => {
  it('keeps the 15th for a period that started on the 15th, across the year end', () => {
    expect(deliverySchedule(mx('2026-11-03T10:00:00'), 3)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('keeps the last day of each month, including February of a leap year', () => {
    expect(deliverySchedule(mx('2027-12-20T10:00:00'), 4)).toEqual(['2027-12-31', '2028-01-31', '2028-02-29', '2028-03-31']);
    expect(deliverySchedule(mx('2026-11-20T10:00:00'), 6)).toEqual([
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('an annual plan has twelve deliveries, one in each month', () => {
    const days = deliverySchedule(mx('2026-11-01T10:00:00'), 12);
    expect(days).toHaveLength(12);
    expect(new Set(days.map((d) => d.slice(0, 7))).size).toBe(12);
    expect(days[11]).toBe('2027-10-15');
  });

  it('one-off plans have a single delivery', () => {
    expect(deliverySchedule(mx('2026-11-01T10:00:00'), 1)).toEqual(['2026-11-15']);
  });

  it('months ahead of a last-day delivery land on that month’s last day', () => {
    expect(deliveryDayMonthsAfter('2026-01-31', 1)).toBe('2026-02-28');
    expect(deliveryDayMonthsAfter('2026-01-31', 13)).toBe('2027-02-28');
  });
});

describe('nextRecurringDeliveryDay (Mensual)', () => {
  it('uses the rule for the first charge', () => {
    expect(nextRecurringDeliveryDay(mx('2026-11-10T10:00:00'), null)).toBe('2026-11-15');
  });
  it('a charge in a later month follows the rule in that month', () => {
    expect(nextRecurringDeliveryDay(mx('2026-12-10T10:00:00'), '2026-11-15')).toBe('2026-12-15');
    expect(nextRecurringDeliveryDay(mx('2026-12-20T10:00:00'), '2026-11-30')).toBe('2026-12-31');
  });
  it('never delivers twice in one month: then the 15th of the next month', () => {
    expect(nextRecurringDeliveryDay(mx('2026-11-30T10:00:00'), '2026-11-30')).toBe('2026-12-15');
    expect(nextRecurringDeliveryDay(mx('2026-12-30T10:00:00'), '2026-12-31')).toBe('2027-01-15');
  });
});

describe('helpers', () => {
  it('labels months in Spanish', () => {
    expect(spanishMonthLabel('2026-11')).toBe('noviembre 2026');
    expect(spanishMonthLabel('2027-01')).toBe('enero 2027');
  });
  it('round-trips the Mercado Pago external reference', () => {
    const id = 'a'.repeat(24);
    expect(enrolmentIdFromReference(subscriptionReference(id))).toBe(id);
    expect(enrolmentIdFromReference(id)).toBeNull();
    expect(enrolmentIdFromReference('sub_xyz')).toBeNull();
    expect(enrolmentIdFromReference(null)).toBeNull();
  });
});
