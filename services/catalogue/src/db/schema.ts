import { boolean, integer, jsonb, pgSchema, text, index } from 'drizzle-orm/pg-core';
import { eventTables, timestamps } from '@kukki/platform';

export const catalogue = pgSchema('catalogue');

export const categories = catalogue.table('categories', {
  id: text('id').primaryKey(),
  /** Slug used in URLs: /productos/{name}/{id}. */
  name: text('name').notNull().unique(),
  flavor: text('flavor').notNull(),
  desc: text('desc').notNull(),
  idx: integer('idx').notNull(),
  img: text('img').notNull().default(''),
});

export const products = catalogue.table(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    sku: jsonb('sku').$type<number[]>().notNull(),
    size: jsonb('size').$type<string[]>().notNull(),
    /** Parallel to size; integer centavos (ARCHITECTURE §3). */
    priceCents: jsonb('price_cents').$type<number[]>().notNull(),
    weight: jsonb('weight').$type<number[]>().notNull(),
    description: text('description').notNull(),
    packaging: jsonb('packaging').$type<string[]>().notNull(),
    coverImage: text('cover_image').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    /** Seed key: makes the seed idempotent without matching on names a person may edit. */
    seedKey: text('seed_key').unique(),
    archived: boolean('archived').notNull().default(false),
    /** false: sold out («Agotado»); stays in the catalogue but cannot be ordered. */
    available: boolean('available').notNull().default(true),
    /** Units that can be sold per delivery day; null: unlimited (counted by the orders service). */
    dailyStock: integer('daily_stock'),
    ...timestamps(),
  },
  (t) => [index('products_category_idx').on(t.category)],
);

export const { outbox, processedEvents } = eventTables(catalogue);
