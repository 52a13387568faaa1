import { requestedCouponCode } from './schemas';

describe('the coupon code an order asks for', () => {
  it('is discountDescription.code with type CP, or with no type at all', () => {
    expect(requestedCouponCode({ discountDescription: { type: 'CP', code: ' QA10 ' } })).toBe('QA10');
    expect(requestedCouponCode({ discountDescription: { code: 'QA10' } })).toBe('QA10');
    expect(requestedCouponCode({ discountDescription: { type: '', code: 'QA10' } })).toBe('QA10');
  });

  it('is never taken from a first-purchase description, and falls back to couponCode', () => {
    expect(requestedCouponCode({ discountDescription: { type: 'FP', code: 'QA10' } })).toBeNull();
    expect(requestedCouponCode({ discountDescription: { type: 'FP', code: '' }, couponCode: 'QA10' })).toBe('QA10');
    expect(requestedCouponCode({ discountDescription: { type: '', code: '' } })).toBeNull();
    expect(requestedCouponCode({})).toBeNull();
  });
});
