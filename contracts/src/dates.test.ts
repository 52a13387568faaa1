import { couponExpiryBounds, deliveryDateBounds, isDayWithin, isRealDay, shopDay, subscriptionDeliveryDay } from './dates';

// Mexico City is UTC−6 all year (no daylight saving since 2022).
const at = (iso: string) => new Date(iso);

describe('delivery date window', () => {
  it('starts today before 12:00 in Mexico City', () => {
    expect(deliveryDateBounds(at('2025-03-10T17:59:00Z'))).toEqual({ min: '2025-03-10', max: '2025-04-09' });
  });
  it('starts tomorrow from 12:00 in Mexico City', () => {
    expect(deliveryDateBounds(at('2025-03-10T18:00:00Z'))).toEqual({ min: '2025-03-11', max: '2025-04-09' });
  });
  it('uses the Mexico City day, not the UTC day', () => {
    // 02:00 UTC on the 11th is 20:00 on the 10th in Mexico City.
    expect(shopDay(at('2025-03-11T02:00:00Z'))).toBe('2025-03-10');
    expect(deliveryDateBounds(at('2025-03-11T02:00:00Z')).min).toBe('2025-03-11');
  });
});

describe('the day and the window asked for again', () => {
  it('move on at the minute the clock crosses noon or midnight in Mexico City, whatever was asked before', () => {
    expect(deliveryDateBounds(at('2025-03-10T17:59:59.999Z')).min).toBe('2025-03-10');
    expect(deliveryDateBounds(at('2025-03-10T18:00:00Z')).min).toBe('2025-03-11');
    expect(deliveryDateBounds(at('2025-03-10T17:59:30Z')).min).toBe('2025-03-10');
    expect(shopDay(at('2025-03-11T05:59:59Z'))).toBe('2025-03-10');
    expect(shopDay(at('2025-03-11T06:00:00Z'))).toBe('2025-03-11');
    expect(shopDay(at('2025-03-11T05:59:00Z'))).toBe('2025-03-10');
  });
  it('hands each caller its own window', () => {
    const first = deliveryDateBounds(at('2025-03-10T12:00:00Z'));
    first.min = 'changed';
    expect(deliveryDateBounds(at('2025-03-10T12:00:10Z')).min).toBe('2025-03-10');
  });
});

describe('coupon expiry window', () => {
  it('is today to 180 days ahead', () => {
    expect(couponExpiryBounds(at('2025-01-01T12:00:00Z'))).toEqual({ min: '2025-01-01', max: '2025-06-30' });
  });
});

describe('days', () => {
  it('recognises real calendar days only', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2025-02-29')).toBe(false);
    expect(isRealDay('2025-13-01')).toBe(false);
    expect(isDayWithin('2025-03-10', { min: '2025-03-10', max: '2025-03-12' })).toBe(true);
    expect(isDayWithin('2025-03-13', { min: '2025-03-10', max: '2025-03-12' })).toBe(false);
  });
  it('delivers subscriptions on the 15th or the last day of the month', () => {
    expect(subscriptionDeliveryDay(at('2025-02-14T12:00:00Z'))).toBe('2025-02-15');
    expect(subscriptionDeliveryDay(at('2025-02-15T12:00:00Z'))).toBe('2025-02-28');
  });
});
