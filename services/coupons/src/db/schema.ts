import { boolean, date, integer, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';
import { eventTables } from '@kukki/platform';

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
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** One row per order that used a coupon (from orders.order.created). */
export const redemptions = coupons.table('redemptions', {
  orderId: text('order_id').primaryKey(),
  couponId: text('coupon_id'),
  code: text('code').notNull(),
  userId: text('user_id'),
  discountCents: integer('discount_cents').notNull(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const { outbox, processedEvents } = eventTables(coupons);
