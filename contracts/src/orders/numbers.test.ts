import { orderNumberOf } from './numbers';

describe('orderNumberOf', () => {
  it('is the short number, or the first 10 characters of the id of an order without one', () => {
    expect(orderNumberOf({ _id: 'a1b2c3d4e5f6a1b2c3d4e5f6', orderNumber: 'K-000123' })).toBe('K-000123');
    expect(orderNumberOf({ _id: 'a1b2c3d4e5f6a1b2c3d4e5f6', orderNumber: '' })).toBe('a1b2c3d4e5');
    expect(orderNumberOf({ _id: 'a1b2c3d4e5f6a1b2c3d4e5f6' })).toBe('a1b2c3d4e5');
    expect(orderNumberOf(undefined)).toBe('');
  });
});
