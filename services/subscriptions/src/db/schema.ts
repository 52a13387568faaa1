import { index, integer, jsonb, pgSchema, text, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { createdAt, eventTables, idempotencyTable, instant, updatedAt, timestamps } from '@kukki/platform';
import type { EnrolmentAddressDto, EnrolmentPayerDto } from '@kukki/contracts';

export const subscriptions = pgSchema('subscriptions');

/** Subscription plans (spec §3). */
export const plans = subscriptions.table('plans', {
  id: text('id').primaryKey(),
  /** Seed key: makes the seed idempotent without matching on names an admin may edit. */
  seedKey: text('seed_key').unique(),
  name: text('name').notNull(),
  /** Integer centavos (ARCHITECTURE §3). */
  amountCents: integer('amount_cents').notNull(),
  period: text('period').notNull(),
  /** Months of desserts the plan pays for. */
  months: integer('months').notNull(),
  disclaimer: text('disclaimer').notNull(),
  discount: text('discount').notNull().default(''),
  img: text('img').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** The two desserts of each month (landing page, /misuscripcion, what to bake). */
export const monthDesserts = subscriptions.table(
  'month_desserts',
  {
    id: text('id').primaryKey(),
    /** YYYY-MM. */
    month: text('month').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    flavour: text('flavour').notNull(),
    texture: text('texture').notNull(),
    pairing: text('pairing').notNull(),
    img: text('img').notNull(),
  },
  (t) => [uniqueIndex('month_desserts_month_position_idx').on(t.month, t.position)],
);

export interface PlanSnapshot {
  name: string;
  amountCents: number;
  period: string;
  months: number;
  disclaimer: string;
}

export const enrolments = subscriptions.table(
  'enrolments',
  {
    id: text('id').primaryKey(),
    planId: text('plan_id').notNull(),
    /** The plan as it was charged: later edits of the plan never change an enrolment. */
    plan: jsonb('plan').$type<PlanSnapshot>().notNull(),
    userId: text('user_id'),
    /** SHA-256 of a guest's capability token (links in the e-mails); null for a user's enrolment. */
    accessTokenHash: text('access_token_hash'),
    payer: jsonb('payer').$type<EnrolmentPayerDto>().notNull(),
    address: jsonb('address').$type<EnrolmentAddressDto>().notNull(),
    status: text('status').notNull(),
    /** 'preapproval' (Mensual, recurring) or 'preference' (charged once for the whole period). */
    mpKind: text('mp_kind').notNull(),
    mpId: text('mp_id').notNull(),
    mpStatus: text('mp_status').notNull(),
    initPoint: text('init_point').notNull(),
    paidAt: instant('paid_at'),
    activatedAt: instant('activated_at'),
    endedAt: instant('ended_at'),
    ...timestamps(),
  },
  (t) => [
    index('enrolments_user_idx').on(t.userId),
    index('enrolments_status_idx').on(t.status),
    uniqueIndex('enrolments_mp_idx').on(t.mpKind, t.mpId),
  ],
);

/** Mercado Pago payments seen for an enrolment: each one is applied once. */
export const enrolmentPayments = subscriptions.table(
  'enrolment_payments',
  {
    paymentId: text('payment_id').primaryKey(),
    enrolmentId: text('enrolment_id').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    approvedAt: instant('approved_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('enrolment_payments_enrolment_idx').on(t.enrolmentId)],
);

/** One delivery per month of a paid period (spec §4). */
export const deliveries = subscriptions.table(
  'deliveries',
  {
    id: text('id').primaryKey(),
    enrolmentId: text('enrolment_id').notNull(),
    /** 1 for the first month of the enrolment, 2 for the next… */
    cycle: integer('cycle').notNull(),
    /** YYYY-MM-DD in Mexico City. */
    deliveryDate: text('delivery_date').notNull(),
    status: text('status').notNull().default('programada'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deliveries_enrolment_cycle_idx').on(t.enrolmentId, t.cycle), index('deliveries_date_idx').on(t.deliveryDate)],
);

export const { outbox, processedEvents } = eventTables(subscriptions);
export const EVENT_TABLES = { outbox, processedEvents };

/** `Idempotency-Key`s of enrolment (24 h): a repeat of an enrolment attempt answers its first enrolment. */
export const idempotencyKeys = idempotencyTable(subscriptions);
