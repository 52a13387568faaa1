import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { newCapability, newId, rowsOf, type Database } from '@kukki/platform';
import { SEED_PRODUCTS } from '@kukki/catalogue';
import { SEED_PLANS } from '@kukki/subscriptions';
import { parseExportText } from './extended-json';
import { recordProblem } from './record-limits';
import {
  mapCategory,
  mapCoupon,
  mapOrder,
  mapPlan,
  mapProduct,
  mapUser,
  type CategoryRow,
  type CouponRow,
  type Mapped,
  type OrderRow,
  type PlanRow,
  type ProductRow,
  type UserRow,
} from './mappers';

export const COLLECTIONS = ['categories', 'products', 'users', 'orders', 'coupons', 'subscriptions'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** Which service's database each collection goes to. */
export const OWNER: Record<Collection, 'catalogue' | 'users' | 'orders' | 'coupons' | 'subscriptions'> = {
  categories: 'catalogue',
  products: 'catalogue',
  users: 'users',
  orders: 'orders',
  coupons: 'coupons',
  subscriptions: 'subscriptions',
};

export interface CollectionReport {
  /** Whether `<collection>.json` was in the folder. */
  present: boolean;
  read: number;
  imported: number;
  /** Already there with the same _id (an earlier import): left as it is. */
  unchanged: number;
  rejected: Array<{ id: string; reason: string }>;
  /** orders: guest orders that got their link's token in this run (none when importing again). */
  guestOrderLinks?: GuestOrderLink[];
}

/** A guest order's link token, made at import: the shop keeps only its hash, so this is the one copy. */
export interface GuestOrderLink {
  id: string;
  email: string;
  token: string;
}

export type ImportReport = Record<Collection, CollectionReport>;

type Rec = Record<string, unknown>;
const json = (v: unknown) => sql`${JSON.stringify(v)}::jsonb`;
const ts = (d: Date | null) => (d ? sql`${d.toISOString()}::timestamptz` : sql`null`);
const idOf = (rec: unknown) => {
  const id = (rec as Rec | null)?._id;
  return typeof id === 'string' ? id : JSON.stringify(id ?? null);
};

function readCollection(
  dir: string,
  name: Collection,
): { present: boolean; records: unknown[]; errors: Array<{ id: string; reason: string }> } {
  const file = path.join(dir, `${name}.json`);
  if (!fs.existsSync(file)) return { present: false, records: [], errors: [] };
  const parsed = parseExportText(fs.readFileSync(file, 'utf8'));
  return { present: true, records: parsed.records, errors: parsed.errors.map((e) => ({ id: e.at, reason: e.reason })) };
}

/**
 * Imports a `mongoexport` of the original shop (DIR/<collection>.json) into the services' tables,
 * keeping every _id. Idempotent: a record whose _id is already there is left as it is. A record that
 * cannot go in is reported with the reason; the rest go in.
 */
export async function importOriginalShop(dir: string, database: (service: (typeof OWNER)[Collection]) => Database): Promise<ImportReport> {
  const report = {} as ImportReport;
  const categorySlugs = new Map<string, string>();
  const importedCategoryIds = new Set<string>();

  for (const name of COLLECTIONS) {
    const db = database(OWNER[name]);
    const { present, records, errors } = readCollection(dir, name);
    const r: CollectionReport = { present, read: records.length + errors.length, imported: 0, unchanged: 0, rejected: [...errors] };
    report[name] = r;
    const links: GuestOrderLink[] = [];
    if (name === 'orders') r.guestOrderLinks = links;
    const seen = new Set<string>();

    for (const rec of records) {
      const mapped: Mapped<{ id: string }> = mapperFor(name, rec as Rec, categorySlugs);
      if ('error' in mapped) {
        r.rejected.push({ id: idOf(rec), reason: mapped.error });
        continue;
      }
      const row = mapped.row;
      const problem = recordProblem(name, row);
      if (problem) {
        r.rejected.push({ id: row.id, reason: problem });
        continue;
      }
      if (seen.has(row.id)) {
        r.rejected.push({ id: row.id, reason: '_id repetido en el archivo' });
        continue;
      }
      seen.add(row.id);
      const table = TABLE[name];
      // A guest order opens with its link's token (the old shop had none): a new one per order, only its hash stored.
      const guest = name === 'orders' && (row as OrderRow).userId === null ? newCapability() : null;
      let inserted: Array<Record<string, unknown>>;
      try {
        inserted = rowsOf<Rec>(await db.execute(insertFor(name, row, guest?.hash ?? null)));
      } catch {
        // The database's own message would quote the statement's parameters (a password hash): never printed.
        r.rejected.push({ id: row.id, reason: 'la base de datos no aceptó el registro' });
        continue;
      }
      if (inserted.length) {
        r.imported += 1;
        if (guest) links.push({ id: row.id, email: String((row as OrderRow).payer.email), token: guest.token });
      } else if (rowsOf<Rec>(await db.execute(sql`select 1 from ${sql.raw(table)} where id = ${row.id}`)).length) {
        r.unchanged += 1;
        // Imported before guest orders got a token: give it one now (once; a later import finds the hash).
        if (
          guest &&
          rowsOf<Rec>(
            await db.execute(
              sql`update orders.orders set access_token_hash = ${guest.hash} where id = ${row.id} and user_id is null and access_token_hash is null returning id`,
            ),
          ).length
        )
          links.push({ id: row.id, email: String((row as OrderRow).payer.email), token: guest.token });
      } else if (name === 'categories') {
        // The slug belongs to a category of the demo assortment: the imported one takes its place.
        const c = row as CategoryRow;
        const holder = rowsOf<Rec>(await db.execute(sql`select id from catalogue.categories where name = ${c.name}`))[0]?.id as
          string | undefined;
        if (holder && importedCategoryIds.has(holder)) {
          r.rejected.push({ id: row.id, reason: `otra categoría importada ya usa el nombre ${c.name}` });
        } else {
          await db.execute(
            sql`update catalogue.categories set id = ${c.id}, flavor = ${c.flavor}, "desc" = ${c.desc}, idx = ${c.idx}, img = ${c.img} where name = ${c.name}`,
          );
          r.imported += 1;
        }
      } else {
        r.rejected.push({ id: row.id, reason: CONFLICT[name] });
      }
      if (name === 'categories') {
        importedCategoryIds.add(row.id);
        categorySlugs.set(row.id, (row as CategoryRow).name);
      }
    }

    // A shop that brings its own catalogue or plans does not show the demo ones: they are written
    // archived (so the seed at the next start finds them and adds nothing), or archived if already there.
    if (name === 'products' && r.imported + r.unchanged > 0) {
      for (const p of SEED_PRODUCTS) {
        const images = [1, 2, 3].map((n) => `/media/products/${p.key}-${n}.svg`);
        await db.execute(sql`insert into catalogue.products (id, seed_key, name, category, sku, size, price_cents, weight, description, packaging, cover_image, images, archived)
          values (${newId()}, ${p.key}, ${p.name}, ${p.category}, ${json(p.sku)}, ${json(p.size)}, ${json(p.price.map((x) => Math.round(x * 100)))},
            ${json(p.weight)}, ${p.description}, ${json(p.packaging)}, ${images[0]}, ${json(images)}, true) on conflict do nothing`);
      }
      await db.execute(
        sql`update catalogue.products set archived = true, updated_at = now() where seed_key is not null and archived = false`,
      );
    }
    if (name === 'subscriptions' && r.imported + r.unchanged > 0) {
      for (const p of SEED_PLANS) {
        await db.execute(sql`insert into subscriptions.plans (id, seed_key, name, amount_cents, period, months, disclaimer, discount, img, active)
          values (${newId()}, ${p.key}, ${p.name}, ${Math.round(p.amount * 100)}, ${p.period}, ${p.months}, ${p.disclaimer}, ${p.discount},
            ${`/media/plans/${p.key}.svg`}, false) on conflict do nothing`);
      }
      await db.execute(sql`update subscriptions.plans set active = false where seed_key is not null and active = true`);
    }
  }
  return report;
}

const TABLE: Record<Collection, string> = {
  categories: 'catalogue.categories',
  products: 'catalogue.products',
  users: 'users.accounts',
  orders: 'orders.orders',
  coupons: 'coupons.coupons',
  subscriptions: 'subscriptions.plans',
};

const CONFLICT: Record<Collection, string> = {
  categories: 'el nombre de la categoría ya existe',
  products: 'el producto ya existe',
  users: 'ya hay una cuenta con ese correo',
  orders: 'la orden ya existe',
  coupons: 'ya hay un cupón con ese código',
  subscriptions: 'el plan ya existe',
};

function mapperFor(name: Collection, rec: Rec, categorySlugs: Map<string, string>): Mapped<{ id: string }> {
  switch (name) {
    case 'categories':
      return mapCategory(rec);
    case 'products':
      return mapProduct(rec, categorySlugs);
    case 'users':
      return mapUser(rec);
    case 'orders':
      return mapOrder(rec);
    case 'coupons':
      return mapCoupon(rec);
    case 'subscriptions':
      return mapPlan(rec);
  }
}

/** INSERT … ON CONFLICT DO NOTHING RETURNING id: an earlier import (or a taken e-mail/code) inserts nothing. */
function insertFor(name: Collection, row: { id: string }, accessTokenHash: string | null): SQL {
  // `row` is what the mapper of `name` returned (mapperFor pairs them).
  switch (name) {
    case 'categories': {
      const r = row as CategoryRow;
      return sql`insert into catalogue.categories (id, name, flavor, "desc", idx, img)
        values (${r.id}, ${r.name}, ${r.flavor}, ${r.desc}, ${r.idx}, ${r.img}) on conflict do nothing returning id`;
    }
    case 'products': {
      const r = row as ProductRow;
      return sql`insert into catalogue.products (id, name, category, sku, size, price_cents, weight, description, packaging, cover_image, images, created_at, updated_at)
        values (${r.id}, ${r.name}, ${r.category}, ${json(r.sku)}, ${json(r.size)}, ${json(r.priceCents)}, ${json(r.weight)}, ${r.description},
          ${json(r.packaging)}, ${r.coverImage}, ${json(r.images)}, ${ts(r.createdAt)}, ${ts(r.createdAt)}) on conflict do nothing returning id`;
    }
    case 'users': {
      const r = row as UserRow;
      return sql`insert into users.accounts (id, name, email, password_hash, is_admin, first_purchase, active, delivery_info, created_at, updated_at)
        values (${r.id}, ${r.name}, ${r.email}, ${r.passwordHash}, ${r.isAdmin}, ${r.firstPurchase}, ${r.active},
          ${r.deliveryInfo ? json(r.deliveryInfo) : sql`null`}, ${ts(r.createdAt)}, ${ts(r.createdAt)}) on conflict do nothing returning id`;
    }
    case 'orders': {
      const r = row as OrderRow;
      return sql`insert into orders.orders (id, user_id, access_token_hash, status, payer, delivery_address, items, items_cents, discount, discount_cents,
          discount_description, shipping_cents, total_cents, is_paid, paid_at, payment_result, cancelled, cancel_reason, created_at, updated_at)
        values (${r.id}, ${r.userId}, ${accessTokenHash}, ${r.status}, ${json(r.payer)}, ${json(r.deliveryAddress)}, ${json(r.items)}, ${r.itemsCents}, ${r.discount},
          ${r.discountCents}, ${json(r.discountDescription)}, ${r.shippingCents}, ${r.totalCents}, ${r.isPaid}, ${ts(r.paidAt)},
          ${r.paymentResult ? json(r.paymentResult) : sql`null`}, ${r.cancelled}, ${r.cancelReason}, ${ts(r.createdAt)}, ${ts(r.createdAt)})
        on conflict do nothing returning id`;
    }
    case 'coupons': {
      const r = row as CouponRow;
      return sql`insert into coupons.coupons (id, code, is_active, is_percent, amount_hundredths, expire_date)
        values (${r.id}, ${r.code}, ${r.isActive}, ${r.isPercent}, ${r.amountHundredths}, ${r.expireDate}::date) on conflict do nothing returning id`;
    }
    case 'subscriptions': {
      const r = row as PlanRow;
      return sql`insert into subscriptions.plans (id, name, amount_cents, period, months, disclaimer, discount, img)
        values (${r.id}, ${r.name}, ${r.amountCents}, ${r.period}, ${r.months}, ${r.disclaimer}, ${r.discount}, ${r.img}) on conflict do nothing returning id`;
    }
  }
}

/** The report as a table for the terminal. */
export function formatReport(report: ImportReport): string {
  const lines = ['colección       leídos  importados  sin cambios  rechazados'];
  for (const name of COLLECTIONS) {
    const r = report[name];
    if (!r.present) {
      lines.push(`${name.padEnd(15)} (sin archivo)`);
      continue;
    }
    lines.push(
      `${name.padEnd(15)} ${String(r.read).padStart(6)}  ${String(r.imported).padStart(10)}  ${String(r.unchanged).padStart(11)}  ${String(r.rejected.length).padStart(10)}`,
    );
  }
  const rejected = COLLECTIONS.flatMap((name) => report[name].rejected.map((x) => `  ${name} ${x.id}: ${x.reason}`));
  if (rejected.length) lines.push('', 'No importados:', ...rejected);
  return lines.join('\n');
}
