import { boolean, index, integer, jsonb, pgSchema, text } from 'drizzle-orm/pg-core';
import type { DeliveryInfoDto } from '@kukki/contracts';
import { createdAt, eventTables, instant, updatedAt, timestamps } from '@kukki/platform';

export const users = pgSchema('users');

export const accounts = users.table('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Surname, kept apart from the name (empty when never given). */
  lastname: text('lastname').notNull().default(''),
  /** Trimmed and lower-case, so uniqueness ignores case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  firstPurchase: boolean('first_purchase').notNull().default(true),
  active: boolean('active').notNull().default(true),
  deliveryInfo: jsonb('delivery_info').$type<DeliveryInfoDto>(),
  /** Sessions whose `iat` (seconds) is below this were issued before the last password change. */
  tokensValidAfter: integer('tokens_valid_after').notNull().default(0),
  /**
   * The one session that survives an e-mail change although it is older than `tokensValidAfter`
   * (the caller's own); cleared by a password change or a deactivation.
   */
  keptSessionId: text('kept_session_id'),
  passwordChangedAt: instant('password_changed_at'),
  /** The order currently holding the first-purchase discount, and since when. */
  firstPurchaseOrderId: text('first_purchase_order_id'),
  firstPurchaseReservedAt: instant('first_purchase_reserved_at'),
  /** The order that used the discount up: cancelling that order (unpaid) gives it back. */
  firstPurchaseUsedBy: text('first_purchase_used_by'),
  ...timestamps(),
});

/**
 * Every order of a customer the users service has heard of, and whether it still uses up the
 * first-purchase discount. `uses` only ever turns false (an unpaid discounted order cancelled, or
 * released), so the created and cancelled events of one order converge whatever their order.
 */
export const customerOrders = users.table(
  'customer_orders',
  {
    orderId: text('order_id').primaryKey(),
    userId: text('user_id').notNull(),
    uses: boolean('uses').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('customer_orders_user_idx').on(t.userId)],
);

/** Single-use password reset links; only the SHA-256 of the token is stored. */
export const passwordResets = users.table(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Sessions ended by logout: the token's id (`jti`, or the token's SHA-256) until the token would
 * have expired anyway. The gateway's check of every authenticated request looks here.
 */
export const revokedSessions = users.table(
  'revoked_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    userId: text('user_id').notNull(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at').notNull().defaultNow(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

export const { outbox, processedEvents } = eventTables(users);
