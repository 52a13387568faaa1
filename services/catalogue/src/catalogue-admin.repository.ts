import { desc, eq } from 'drizzle-orm';
import type { Product, ProductInput, ProductSettings } from '@kukki/contracts';
import { newId, type Executor } from '@kukki/platform';
import { categories, products } from './db/schema';
import { toProduct } from './catalogue.repository';

const toRow = (p: ProductInput) => ({
  name: p.name,
  category: p.category,
  sku: p.sku,
  size: p.size,
  priceCents: p.price.map((x) => Math.round(x * 100)),
  weight: p.weight.length ? p.weight : p.price.map(() => 0),
  description: p.description,
  packaging: p.packaging,
  coverImage: p.coverImage,
  images: p.images.length ? p.images : [p.coverImage],
});

/** Administrator writes of the catalogue. */
/** Only the settings the body carries (absent ones stay as they are). */
const definedSettings = (s: ProductSettings) => ({
  ...(s.available === undefined ? {} : { available: s.available }),
  ...(s.dailyStock === undefined ? {} : { dailyStock: s.dailyStock }),
});

export class CatalogueAdminRepository {
  constructor(private readonly db: Executor) {}

  async categoryExists(name: string): Promise<boolean> {
    const rows = await this.db.select({ id: categories.id }).from(categories).where(eq(categories.name, name));
    return rows.length > 0;
  }

  async create(input: ProductInput, settings: ProductSettings = {}): Promise<Product> {
    const [row] = await this.db
      .insert(products)
      .values({ id: newId(), ...toRow(input), available: settings.available ?? true, dailyStock: settings.dailyStock ?? null })
      .returning();
    return toProduct(row);
  }

  async update(id: string, input: ProductInput, settings: ProductSettings = {}): Promise<Product | null> {
    const [row] = await this.db
      .update(products)
      .set({ ...toRow(input), ...definedSettings(settings), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    return row ? toProduct(row) : null;
  }

  /** The sold-out toggle and the units per day, alone. */
  async setSettings(id: string, settings: ProductSettings): Promise<Product | null> {
    const [row] = await this.db
      .update(products)
      .set({ ...definedSettings(settings), updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    return row ? toProduct(row) : null;
  }

  /** Archived (true) or listed again (false). */
  async setArchived(id: string, archived: boolean): Promise<Product | null> {
    const [row] = await this.db.update(products).set({ archived, updatedAt: new Date() }).where(eq(products.id, id)).returning();
    return row ? toProduct(row) : null;
  }

  async archivedProducts(): Promise<Product[]> {
    const rows = await this.db.select().from(products).where(eq(products.archived, true)).orderBy(desc(products.updatedAt));
    return rows.map(toProduct);
  }

  async find(id: string): Promise<Product | null> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id));
    return row ? toProduct(row) : null;
  }
}
