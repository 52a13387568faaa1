import { randomBytes } from 'node:crypto';

/** The password of the customers the suites sign up. */
export const CUSTOMER_PASSWORD = 'galletas123';

/** The gateway's answer (403) to a cross-site write. */
export const CROSS_SITE_REFUSAL = 'Solicitud rechazada: no proviene de la tienda';

/** An e-mail no other test uses: `<tag>.<random>@kukki.test`. */
export const uniqueEmail = (tag = 'cliente') => `${tag}.${randomBytes(4).toString('hex')}@kukki.test`;

/**
 * A client address of its own (send it as X-Forwarded-For): per-address limits of one test never touch
 * another's, also when runs share one Redis.
 */
export const newAddress = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`;

/** A coupon code no other test uses: `prefix` and six hex digits. */
export const newCouponCode = (prefix: string) => `${prefix}${randomBytes(3).toString('hex').toUpperCase()}`;

/** The body of an admin's new coupon: `amount` % off, valid for ten days. */
export const percentCoupon = (code: string, amount: number) => ({
  code,
  isPercent: true,
  amount,
  expireDate: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
});
