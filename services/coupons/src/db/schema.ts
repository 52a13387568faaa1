import { boolean, date, index, integer, pgSchema, text } from 'drizzle-orm/pg-core';
import { eventTables, instant, timestamps } from '@kukki/platform';

export const coupons = pgSchema('coupons');

export const couponsTable = coupons.table('coupons', {
  id: text('id').primaryKey(),
  /** Upper-case; codes are matched whatever the case the shopper types. */
  code: text('code').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  isPercent: boolean('is_percent').notNull().default(true),
  /** Centavos for a fixed amount, hundredths of a percent for a percentage (integers either way). */
  amountHundredths: integer('amount_hundredths').notNull(),
  /** Last day the coupon can be used, on the Mexico City calendar. */
  expireDate: date('expire_date', { mode: 'string' }).notNull(),
  /** Total uses allowed (null: no limit); counted from the redemptions still held. */
  maxUses: integer('max_uses'),
  /** One use per account or e-mail. */
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
  /** Smallest order (items before shipping) it applies to, in centavos (null: any). */
  minOrderCents: integer('min_order_cents'),
  ...timestamps(),
});

/**
 * One row per order that used a coupon: reserved when the order is created (the coupon row locked,
 * so limits hold under concurrency), recorded from orders.order.created, and released when the
 * order is cancelled unpaid (the use is given back; the row stays so it is never counted twice).
 * A reservation its order's event never recorded stops counting after RESERVATION_HOLD_MS: the
 * order died between reserving and committing.
 */
export const redemptions = coupons.table(
  'redemptions',
  {
    orderId: text('order_id').primaryKey(),
    couponId: text('coupon_id'),
    code: text('code').notNull(),
    userId: text('user_id'),
    /** The buyer's e-mail, lower-case (once-per-customer matches the account or the e-mail). */
    email: text('email'),
    discountCents: integer('discount_cents').notNull(),
    redeemedAt: instant('redeemed_at').notNull().defaultNow(),
    releasedAt: instant('released_at'),
    /** When orders.order.created confirmed the order exists (null: only reserved so far). */
    recordedAt: instant('recorded_at'),
  },
  (t) => [index('redemptions_coupon_idx').on(t.couponId)],
);

export const { outbox, processedEvents } = eventTables(coupons);
