import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgSchema, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  CapacityUnit,
  OrderChannel,
  OrderDto,
  OrderHistoryEntry,
  OrderStatus,
  PaymentInstructionsDto,
  PaymentMismatchDto,
  PaymentResultDto,
} from '@kukki/contracts';
import { eventTables, idempotencyTable, instant, updatedAt, timestamps } from '@kukki/platform';
import { DEFAULT_CAPACITY_SETTINGS } from '../capacity/capacity-settings';

export const orders = pgSchema('orders');

/** An order line as stored: money in centavos; title, picture and description rebuilt from the catalogue. */
export interface StoredItem {
  id: string;
  title: string;
  picture_url: string;
  category_id: string;
  size: string;
  quantity: number;
  unitPriceCents: number;
  /** What the line is charged once the discount is spread (sums to items − discount). */
  lineTotalCents: number;
  description: string;
  picks: string[];
}

/** One refund as the order keeps it. */
export interface StoredRefund {
  id: string;
  amountCents: number;
  at: string;
}

/** Order numbers: unique by construction; 'K-000123' is `formatOrderNumber(order_seq)`. */
export const orderNumberSeq = orders.sequence('order_number_seq', { startWith: 1, increment: 1 });

export const ordersTable = orders.table(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The order's number from `order_number_seq` (given by the database on insert). */
    orderSeq: bigint('order_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('orders.order_number_seq')`),
    /** Owner; null for a guest order. */
    userId: text('user_id'),
    /** SHA-256 of a guest order's capability token; the token itself is never stored. */
    accessTokenHash: text('access_token_hash'),
    status: text('status').$type<OrderStatus>().notNull().default('creada'),
    payer: jsonb('payer').$type<OrderDto['payer']>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderDto['deliveryAddress']>().notNull(),
    items: jsonb('items').$type<StoredItem[]>().notNull(),
    itemsCents: integer('items_cents').notNull(),
    discount: boolean('discount').notNull().default(false),
    discountCents: integer('discount_cents').notNull().default(0),
    discountDescription: jsonb('discount_description').$type<OrderDto['discountDescription']>().notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    // Payment state (written by the payments part of this service).
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: instant('paid_at'),
    paymentResult: jsonb('payment_result').$type<PaymentResultDto>(),
    preferenceId: text('preference_id'),
    /** The last approved payment that charged another amount or currency (the order stays unpaid). */
    paymentMismatch: jsonb('payment_mismatch').$type<PaymentMismatchDto>(),
    /** Refunds of the paying payment, oldest first (amounts in centavos). */
    refunds: jsonb('refunds').$type<StoredRefund[]>().notNull().default([]),
    /** Order updates by WhatsApp to the payer's phone (opt-in at checkout). */
    notifyWhatsApp: boolean('notify_whatsapp').notNull().default(false),
    /** How to pay a pending cash or transfer payment (OXXO ticket, SPEI CLABE); null otherwise. */
    paymentInstructions: jsonb('payment_instructions').$type<PaymentInstructionsDto>(),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelReason: text('cancel_reason').notNull().default(''),
    /** Every status the order took, oldest first (appended by `OrdersRepository.update`). */
    statusHistory: jsonb('status_history').$type<OrderHistoryEntry[]>().notNull().default([]),
    /**
     * Until when an unpaid order holds its coupon use, delivery slot and daily stock (null: it holds
     * them for good — paid — or holds nothing). See `HoldsService`.
     */
    holdExpiresAt: instant('hold_expires_at'),
    /** When the holds were given back (expired, cancelled, payment rejected); null while held. */
    holdsReleasedAt: instant('holds_released_at'),
    /** SHA-256 of the client address that placed the order (the unpaid-orders limit). */
    clientKey: text('client_key'),
    /** Where the order came from: 'web' (the shop's checkout) or one the shop entered (telefono, whatsapp, mostrador). */
    channel: text('channel').$type<OrderChannel>().notNull().default('web'),
    ...timestamps(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_order_seq_idx').on(t.orderSeq),
    index('orders_hold_expiry_idx').on(t.holdExpiresAt),
    // The unpaid-orders limit counts a buyer's and a client address's held slots on every order with a delivery day.
    index('orders_payer_email_idx').on(sql`lower(${t.payer}->>'email')`, t.createdAt),
    index('orders_client_key_idx').on(t.clientKey, t.createdAt),
  ],
);

export type OrderRow = typeof ordersTable.$inferSelect;
export type NewOrderRow = typeof ordersTable.$inferInsert;

/** Capacity settings: one row (id 1). `default_per_day` null = no limit. */
export const capacitySettings = orders.table('capacity_settings', {
  id: integer('id').primaryKey(),
  defaultPerDay: integer('default_per_day'),
  /** Weekdays without deliveries (0 = Sunday … 6 = Saturday). */
  closedWeekdays: jsonb('closed_weekdays').$type<number[]>().notNull().default(DEFAULT_CAPACITY_SETTINGS.closedWeekdays),
  /** What `used` and the limits count: orders, or units (items). */
  capacityUnit: text('capacity_unit').$type<CapacityUnit>().notNull().default(DEFAULT_CAPACITY_SETTINGS.capacityUnit),
  updatedAt: updatedAt(),
});

/**
 * Per delivery day: the override (`capacity`, null = use the default; 0 closes the day) and `used`,
 * the orders that hold a slot that day (every order with that delivery date that is not cancelled).
 * Orders without a delivery date use no capacity.
 */
export const capacityDays = orders.table('capacity_days', {
  day: text('day').primaryKey(),
  capacity: integer('capacity'),
  used: integer('used').notNull().default(0),
  updatedAt: updatedAt(),
});

export const { outbox, processedEvents } = eventTables(orders);

/**
 * Daily stock taken per product and delivery day: the units held by orders with that
 * delivery date that are not cancelled. The limit is the product's `dailyStock` in the catalogue.
 */
export const stockDays = orders.table(
  'stock_days',
  {
    productId: text('product_id').notNull(),
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

/** `Idempotency-Key`s of order creation (24 h): a repeat of a checkout attempt answers its first order. */
export const idempotencyKeys = idempotencyTable(orders);
