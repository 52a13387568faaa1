import { COUPON_MESSAGES, isCouponRefusal } from '../coupons';
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

describe('isCouponRefusal', () => {
  it('knows the refusals of a coupon that was valid when applied, the minimum with any amount, and nothing else', () => {
    for (const message of [
      COUPON_MESSAGES.inactive,
      COUPON_MESSAGES.expired,
      COUPON_MESSAGES.usedUp,
      COUPON_MESSAGES.belowMinimum('$500.00'),
    ])
      expect(isCouponRefusal(message)).toBe(true);
    for (const message of ['El servicio no está disponible en este momento', COUPON_MESSAGES.codeTaken, 'Este cupón aplica en compras'])
      expect(isCouponRefusal(message)).toBe(false);
  });
});
