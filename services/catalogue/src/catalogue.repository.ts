import { and, asc, desc, eq, sql } from 'drizzle-orm';
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

  /**
   * Ids of the listed products that match a search, best first: name matches, then the full-text
   * rank (name, then category and flavor, then description), then SKU. PostgreSQL's Spanish
   * full-text search with accents folded (migration 0002): «nuez» finds «Nueces garapiñadas».
   */
  async searchProductIds(q: string): Promise<string[]> {
    const query = sql`catalogue.search_query(${q})`;
    const document = sql`catalogue.search_document(${products.name}, concat_ws(' ', ${categories.name}, ${categories.flavor}), ${products.description})`;
    const nameMatches = sql`to_tsvector('spanish', catalogue.search_fold(${products.name})) @@ ${query}`;
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .leftJoin(categories, eq(categories.name, products.category))
      .where(and(eq(products.archived, false), sql`${document} @@ ${query}`))
      .orderBy(desc(nameMatches), desc(sql`ts_rank(${document}, ${query})`), sql`(${products.sku}->>0)::int`);
    return rows.map((r) => r.id);
  }

  categoryRows(): Promise<CategoryRow[]> {
    return this.db.select().from(categories).orderBy(asc(categories.idx));
  }
}
