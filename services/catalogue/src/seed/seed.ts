import { sql } from 'drizzle-orm';
import { insertMissing, type Database } from '@kukki/platform';
import { categories, products } from '../db/schema';
import { renderArtwork } from '../media/artwork';
import type { MediaStore } from '@kukki/platform';
import { SEED_CATEGORIES, SEED_PRODUCTS } from './seed-data';

/**
 * Applies the bakery's assortment on first start. Idempotent: categories by name and products by
 * seed key are inserted only when missing, so edits made later by an admin are never overwritten.
 */
export async function seedCatalogue(db: Database, media: MediaStore): Promise<void> {
  for (const p of SEED_PRODUCTS) {
    const variants = [0, 1, 2];
    for (const v of variants) {
      await media.ensure(`products/${p.key}-${v + 1}.svg`, () =>
        renderArtwork({ kind: p.art.kind, title: p.name, palette: p.art.palette, variant: v }),
      );
    }
  }
  const categoryRows = SEED_CATEGORIES.map((c) => ({ ...c, img: '' }));
  const productRows = SEED_PRODUCTS.map((p) => ({
    seedKey: p.key,
    name: p.name,
    category: p.category,
    sku: p.sku,
    size: p.size,
    priceCents: p.price.map((x) => Math.round(x * 100)),
    weight: p.weight,
    description: p.description,
    packaging: p.packaging,
    coverImage: `/media/products/${p.key}-1.svg`,
    images: [1, 2, 3].map((n) => `/media/products/${p.key}-${n}.svg`),
  }));
  await db.transaction(async (tx) => {
    await insertMissing(tx, categories, categories.name, categoryRows);
    await insertMissing(tx, products, products.seedKey, productRows);
    // Category cover: the first product of each category.
    await tx.execute(sql`
      update catalogue.categories c set img = p.cover_image
      from (select distinct on (category) category, cover_image from catalogue.products order by category, (sku->>0)::int) p
      where p.category = c.name and c.img = ''`);
  });
}
