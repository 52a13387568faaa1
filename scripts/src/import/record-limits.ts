import { findControlChars, PRODUCT_NUMBER_MAX } from '@kukki/contracts';
import type { ProductRow, UserRow } from './mappers';

/** The API's limits for a product (contracts' productInputSchema): the import keeps to the same ones. */
const PRODUCT = {
  name: 120,
  category: 60,
  size: 60,
  description: 2000,
  packaging: 10,
  packagingText: 120,
  images: 12,
  maxPriceCents: 100_000 * 100,
};
const USER_NAME_MAX = 80;
/** http(s) addresses or site-relative paths: never javascript:, data: or another scheme. */
const SAFE_URL = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)?$/;

/**
 * Why a mapped record cannot go in (Spanish), or null: any text with NUL, a control character or a
 * lone surrogate, and the limits the API's schemas set on the same fields.
 */
export function recordProblem(collection: string, row: unknown): string | null {
  const bad = findControlChars(row);
  if (bad !== null) return `${bad || 'un texto'} contiene caracteres no permitidos`;
  if (collection === 'products') return productProblem(row as ProductRow);
  if (collection === 'users') return (row as UserRow).name.length > USER_NAME_MAX ? 'name es demasiado largo' : null;
  return null;
}

function productProblem(p: ProductRow): string | null {
  if (p.name.length > PRODUCT.name) return 'name es demasiado largo';
  if (p.category.length > PRODUCT.category) return 'category es demasiado largo';
  if (p.priceCents.some((c) => !Number.isInteger(c) || c <= 0 || c > PRODUCT.maxPriceCents))
    return 'price debe ser mayor a 0 y de hasta 100,000';
  if (p.sku.some((s) => !Number.isInteger(s) || s <= 0 || s > PRODUCT_NUMBER_MAX)) return 'sku debe ser un entero positivo';
  if (p.weight.some((w) => !Number.isInteger(w) || w < 0 || w > PRODUCT_NUMBER_MAX)) return 'weight debe ser un entero de gramos';
  if (p.size.some((s) => s.length > PRODUCT.size)) return 'size es demasiado largo';
  if (p.description.length > PRODUCT.description) return 'description es demasiado larga';
  if (p.packaging.length > PRODUCT.packaging || p.packaging.some((x) => x.length > PRODUCT.packagingText))
    return 'packaging es demasiado largo';
  if (p.images.length > PRODUCT.images) return 'images tiene demasiadas imágenes';
  for (const url of [p.coverImage, ...p.images])
    if (!SAFE_URL.test(url)) return 'las imágenes deben ser direcciones http(s) o de la tienda';
  return null;
}
