import {
  deliveryInfoPatch,
  findControlChars,
  GIFT_NOTE_MAX,
  MAX_QUANTITY,
  MAX_UNITS_PER_ORDER,
  PRODUCT_NUMBER_MAX,
} from '@kukki/contracts';
import type { CouponRow, OrderRow, ProductRow, UserRow } from './mappers';

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
/** What the API takes for an e-mail, a coupon code, and any other text of an order (payer, address, line). */
const EMAIL_MAX = 254;
const COUPON_CODE_MAX = 40;
const ORDER_TEXT_MAX = 300;
/**
 * http(s) addresses or site-relative paths: never javascript:, data: or another scheme, nor a backslash
 * (a browser reads «/\\host» as «//host», another site).
 */
const SAFE_URL = /^(https?:\/\/[^\s\\]+|\/(?!\/)[^\s\\]*)?$/;

/**
 * Why a mapped record cannot go in (Spanish), or null: any text with NUL, a control character or a
 * lone surrogate, and the limits the API's schemas set on the same fields.
 */
export function recordProblem(collection: string, row: unknown): string | null {
  const bad = findControlChars(row);
  if (bad !== null) return `${bad || 'un texto'} contiene caracteres no permitidos`;
  if (collection === 'products') return productProblem(row as ProductRow);
  if (collection === 'users') return userProblem(row as UserRow);
  if (collection === 'orders') return orderProblem(row as OrderRow);
  if (collection === 'coupons') return (row as CouponRow).code.length > COUPON_CODE_MAX ? 'code es demasiado largo' : null;
  return null;
}

function userProblem(u: UserRow): string | null {
  if (u.name.length > USER_NAME_MAX) return 'name es demasiado largo';
  if (u.email.length > EMAIL_MAX) return 'email es demasiado largo';
  // The profile's address as the API takes it: lengths, a 5-digit postcode, one of the shop's cities.
  const address = u.deliveryInfo && deliveryInfoPatch.safeParse(u.deliveryInfo);
  if (address && !address.success) return `deliveryInfo: ${address.error.issues[0].message}`;
  return null;
}

/** Every string inside a record (an order's payer or address), with where it is. */
function* textsOf(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [where, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* textsOf(inner, where ? `${where}.${key}` : key);
}

function orderProblem(o: OrderRow): string | null {
  if (o.items.some((i) => i.quantity > MAX_QUANTITY)) return `items: cada producto puede tener como máximo ${MAX_QUANTITY} piezas`;
  if (o.items.reduce((units, i) => units + i.quantity, 0) > MAX_UNITS_PER_ORDER)
    return `items: una orden puede tener como máximo ${MAX_UNITS_PER_ORDER} piezas`;
  const giftText = o.deliveryAddress.giftText;
  if (typeof giftText === 'string' && giftText.length > GIFT_NOTE_MAX) return 'deliveryAddress.giftText es demasiado largo';
  const email = o.payer.email;
  if (typeof email === 'string' && email.length > EMAIL_MAX) return 'payer.email es demasiado largo';
  for (const [where, text] of textsOf({ payer: o.payer, deliveryAddress: o.deliveryAddress }, ''))
    if (where !== 'deliveryAddress.giftText' && text.length > ORDER_TEXT_MAX) return `${where} es demasiado largo`;
  for (const item of o.items) {
    if (item.title.length > ORDER_TEXT_MAX) return 'items.title es demasiado largo';
    if (!SAFE_URL.test(item.picture_url)) return 'items.picture_url debe ser una dirección http(s) o de la tienda';
  }
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
