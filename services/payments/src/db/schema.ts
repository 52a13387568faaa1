import { index, integer, jsonb, pgSchema, text } from 'drizzle-orm/pg-core';
import { eventTables, instant, timestamps } from '@kukki/platform';
import type { LedgerRefundDto, PaymentKind } from '@kukki/contracts';

export const payments = pgSchema('payments');

/**
 * The payments ledger: every provider payment seen, as last fetched, with its amount and refunds.
 * A fetch older than the stored one (by the provider's date_last_updated) never overwrites it, so
 * notifications may arrive twice or out of order.
 */
export const ledger = payments.table(
  'ledger',
  {
    /** The provider's payment id. */
    paymentId: text('payment_id').primaryKey(),
    provider: text('provider').notNull().default('mercadopago'),
    externalReference: text('external_reference').notNull(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    status: text('status').notNull(),
    statusDetail: text('status_detail').notNull().default(''),
    paymentMethodId: text('payment_method_id').notNull().default(''),
    paymentTypeId: text('payment_type_id').notNull().default(''),
    /** transaction_amount in centavos (null: unknown) and currency_id. */
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    refunds: jsonb('refunds').$type<LedgerRefundDto[]>().notNull().default([]),
    /** The payment as the provider last answered it. */
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
    dateApproved: instant('date_approved'),
    lastUpdated: instant('last_updated').notNull(),
    ...timestamps(),
  },
  (t) => [index('ledger_reference_idx').on(t.externalReference)],
);

export type LedgerRow = typeof ledger.$inferSelect;

/**
 * Subscriptions' preapprovals (Mercado Pago "suscripciones"), as last fetched. As in the ledger, a
 * fetch older than the stored one (by the provider's last_modified) never overwrites it.
 */
export const preapprovals = payments.table(
  'preapprovals',
  {
    preapprovalId: text('preapproval_id').primaryKey(),
    externalReference: text('external_reference').notNull(),
    status: text('status').notNull(),
    initPoint: text('init_point').notNull().default(''),
    /** auto_recurring.transaction_amount in centavos (null: unknown) and currency_id. */
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    lastChargedAt: instant('last_charged_at'),
    /** The preapproval as the provider last answered it. */
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
    lastModified: instant('last_modified').notNull(),
    ...timestamps(),
  },
  (t) => [index('preapprovals_reference_idx').on(t.externalReference)],
);

export type PreapprovalRow = typeof preapprovals.$inferSelect;

export const { outbox, processedEvents } = eventTables(payments);
