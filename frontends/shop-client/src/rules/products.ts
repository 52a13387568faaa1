import { MAX_PRODUCT_OPTIONS, type Product } from '@kukki/contracts';

/** Catalogue order: ascending by first SKU (products without one go last). */
export function sortByFirstSku<T extends Pick<Product, 'sku'>>(products: readonly T[]): T[] {
  const key = (p: T) => (p.sku && p.sku.length > 0 ? Number(p.sku[0]) : Number.POSITIVE_INFINITY);
  return [...products].sort((a, b) => key(a) - key(b));
}

export interface SizePrice {
  size: string;
  price: number;
}

/** Up to three size/price pairs; the 2nd and 3rd only when present. */
export function sizePricePairs(product: Pick<Product, 'size' | 'price'>): SizePrice[] {
  const pairs: SizePrice[] = [];
  for (let i = 0; i < MAX_PRODUCT_OPTIONS; i++) {
    const price = product.price?.[i];
    if (price === undefined || price === null || Number.isNaN(Number(price))) continue;
    pairs.push({ size: product.size?.[i] ?? '', price: Number(price) });
  }
  return pairs;
}
