import { asc } from 'drizzle-orm';
import type { Product } from '@kukki/contracts';
import type { Executor } from '@kukki/platform';
import { categories, products } from './db/schema';

type ProductRow = typeof products.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    sku: row.sku,
    size: row.size,
    price: row.priceCents.map((c) => c / 100),
    weight: row.weight,
    description: row.description,
    packaging: row.packaging,
    coverImage: row.coverImage,
    images: row.images,
    available: row.available,
    dailyStock: row.dailyStock ?? null,
    ...(row.archived ? { archived: true } : {}),
  };
}

/** Data access of the catalogue schema; nothing here knows about transports. */
export class CatalogueRepository {
  constructor(private readonly db: Executor) {}

  /** Every product, archived ones included (old orders still refer to them). */
  async allProducts(): Promise<Product[]> {
    const rows = await this.db.select().from(products);
    return rows.map(toProduct);
  }

  categoryRows(): Promise<CategoryRow[]> {
    return this.db.select().from(categories).orderBy(asc(categories.idx));
  }
}
