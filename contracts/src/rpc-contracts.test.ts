import { BAKERY_SUBJECTS } from './bakery';
import { CATALOGUE_ADMIN_SUBJECTS, CATALOGUE_SUBJECTS } from './catalogue';
import { NOTIFICATIONS_SUBJECTS } from './contact';
import { COUPONS_SUBJECTS } from './coupons';
import { CAPACITY_SUBJECTS } from './delivery';
import { ORDERS_SUBJECTS } from './orders';
import { PAYMENTS_SERVICE_SUBJECTS } from './payment-events';
import { PAYMENTS_SUBJECTS, RECEIPTS_SUBJECTS } from './payments';
import { healthSubject, SERVICES } from './rpc';
import { RPC_CONTRACTS } from './rpc-contracts';
import { couponReply, couponReservationReply } from './rpc-replies';
import { SUBSCRIPTIONS_SUBJECTS } from './subscriptions';
import { USERS_SUBJECTS } from './users';

const DECLARED = [
  BAKERY_SUBJECTS,
  CATALOGUE_SUBJECTS,
  CATALOGUE_ADMIN_SUBJECTS,
  NOTIFICATIONS_SUBJECTS,
  COUPONS_SUBJECTS,
  CAPACITY_SUBJECTS,
  ORDERS_SUBJECTS,
  PAYMENTS_SUBJECTS,
  PAYMENTS_SERVICE_SUBJECTS,
  RECEIPTS_SUBJECTS,
  SUBSCRIPTIONS_SUBJECTS,
  USERS_SUBJECTS,
].flatMap((subjects) => Object.values(subjects) as string[]);

describe('RPC_CONTRACTS', () => {
  it('has a contract for every subject the services answer, and nothing else', () => {
    const expected = [...SERVICES.map((s) => healthSubject(s)), ...DECLARED].sort();
    expect(Object.keys(RPC_CONTRACTS).sort()).toEqual(expected);
  });

  it('checks requests with the schemas the services use', () => {
    const getProduct = RPC_CONTRACTS[CATALOGUE_SUBJECTS.getProduct].request;
    expect(getProduct.safeParse({ category: 'Galletas', id: 'a'.repeat(24) }).success).toBe(true);
    expect(getProduct.safeParse({ category: 'Galletas', id: 'xyz' }).success).toBe(false);
  });

  it('refuses a reply that carries a field its contract does not declare', () => {
    const coupon = {
      _id: 'a'.repeat(24),
      code: 'BIENVENIDA',
      isActive: true,
      isPercent: true,
      amount: 10,
      expireDate: '2026-12-31',
      maxUses: null,
      oncePerCustomer: false,
      minOrderAmount: null,
      uses: 0,
    };
    expect(couponReply.safeParse({ coupon }).success).toBe(true);
    expect(couponReply.safeParse({ coupon: { ...coupon, internalNote: 'x' } }).success).toBe(false);
    expect(couponReply.safeParse({ coupon: { ...coupon, uses: '0' } }).success).toBe(false);
    const { uses: _uses, ...reserved } = coupon;
    expect(couponReservationReply.safeParse({ coupon: reserved }).success).toBe(true);
    expect(couponReservationReply.safeParse({ coupon }).success).toBe(false); // a reservation does not count the uses
  });
});
