import { boolean, index, integer, jsonb, pgSchema, text } from 'drizzle-orm/pg-core';
import { createdAt, eventTables, instant, timestamps } from '@kukki/platform';

export const notifications = pgSchema('notifications');

/** Every message of the contact forms, stored before any e-mail is attempted. */
export const contactMessages = notifications.table('contact_messages', {
  id: text('id').primaryKey(),
  /** 'general' or 'business' (the business form sends `enterprice`). */
  kind: text('kind').$type<'general' | 'business'>().notNull(),
  name: text('name').notNull(),
  phone: text('phone'),
  email: text('email').notNull(),
  message: text('message').notNull(),
  enterprice: text('enterprice'),
  createdAt: createdAt(),
});

/**
 * The first columns of a message to send (an e-mail, a WhatsApp message): its id, and the unique
 * `idempotency_key` that makes a repeat of what caused it create nothing new.
 */
const messageKeys = () => ({
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
});

export type EmailStatus = 'pending' | 'sent' | 'failed';

/**
 * One row per e-mail to send, rendered when it is created. `idempotency_key` (source id + template +
 * recipient) makes a redelivered event or a repeated request create nothing new.
 */
export const emails = notifications.table(
  'emails',
  {
    ...messageKeys(),
    template: text('template').notNull(),
    /** Event type that caused it, or 'contact'. */
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    to: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** The values it was rendered with: an operator's retry renders again with the current template. */
    view: jsonb('view').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<EmailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Earliest time the sweeper may pick the row up again. */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** Set while one worker is sending it; nobody else claims the row until it passes. */
    lockedUntil: instant('locked_until'),
    messageId: text('message_id'),
    ...timestamps(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('emails_status_next_idx').on(t.status, t.nextAttemptAt)],
);

/** Append-only record of what the mail server accepted, one row per idempotency key. */
export const sentLog = notifications.table('sent_log', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  emailId: text('email_id').notNull(),
  to: text('to_address').notNull(),
  template: text('template').notNull(),
  messageId: text('message_id'),
  sentAt: instant('sent_at').notNull().defaultNow(),
});

/**
 * The order link a guest received when ordering (it carries the order's access token, which the
 * orders service keeps only hashed): later e-mails about the same order reuse it.
 */
export const orderLinks = notifications.table('order_links', {
  orderId: text('order_id').primaryKey(),
  url: text('url').notNull(),
  createdAt: createdAt(),
});

export const { outbox, processedEvents } = eventTables(notifications);

export type WhatsAppStatus = 'pendiente' | 'enviado' | 'omitido' | 'fallido';

/**
 * Order updates by WhatsApp, one row per message: `idempotency_key` (event id + template; order id +
 * template for a status) makes a redelivered event send nothing new; the dispatcher sends pending rows
 * at least once.
 */
export const whatsappMessages = notifications.table(
  'whatsapp_messages',
  {
    ...messageKeys(),
    /** E.164, e.g. +525512345678. */
    to: text('to_phone').notNull(),
    template: text('template').notNull(),
    /** The template's parameters, in order. */
    params: jsonb('params').$type<string[]>().notNull(),
    text: text('text').notNull(),
    status: text('status').$type<WhatsAppStatus>().notNull().default('pendiente'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('whatsapp_messages_status_idx').on(t.status, t.createdAt)],
);

/** Phones that answered «BAJA»: no more WhatsApp messages to them. */
export const whatsappOptOuts = notifications.table('whatsapp_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOut: boolean('opted_out').notNull().default(true),
  createdAt: createdAt(),
});
