import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Category, Product } from '@kukki/contracts';
import type { Executor } from '@kukki/platform';
import { categories, products } from './db/schema';

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

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
    ...(row.archived ? { archived: true } : {}),
  };
}

/** Data access of the catalogue schema; nothing here knows about transports. */
export class CatalogueRepository {
  constructor(private readonly db: Executor) {}

  async listProducts(): Promise<Product[]> {
    const rows = await this.db.select().from(products).where(eq(products.archived, false));
    return rows.map(toProduct).sort((a, b) => (a.sku[0] ?? 0) - (b.sku[0] ?? 0));
  }

  async findProduct(category: string, id: string): Promise<Product | null> {
    const [row] = await this.db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.category, category), eq(products.archived, false)));
    return row ? toProduct(row) : null;
  }

  /** Includes archived products: old orders still refer to them. */
  async findProductsByIds(ids: string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.select().from(products).where(inArray(products.id, ids));
    return rows.map(toProduct);
  }

  async listCategories(): Promise<Category[]> {
    const cats: CategoryRow[] = await this.db.select().from(categories).orderBy(asc(categories.idx));
    const prods = await this.listProducts();
    return cats.map((c) => ({
      _id: c.id,
      name: c.name,
      flavor: c.flavor,
      desc: c.desc,
      idx: c.idx,
      prods: prods.filter((p) => p.category === c.name).map((p) => ({ id: p._id, name: p.name, img: p.coverImage })),
    }));
  }
}
