import { z } from 'zod';
import { objectId } from './validation';

export const CATALOGUE_SUBJECTS = {
  listProducts: 'catalogue.products.list',
  getProduct: 'catalogue.products.get',
  getProductsByIds: 'catalogue.products.get-many',
  listCategories: 'catalogue.categories.list',
  searchProducts: 'catalogue.products.search',
} as const;

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  sku: z.array(z.number()).max(3),
  size: z.array(z.string()).max(3),
  price: z.array(z.number()).max(3),
  weight: z.array(z.number()).max(3),
  description: z.string(),
  packaging: z.array(z.string()),
  coverImage: z.string(),
  images: z.array(z.string()),
  archived: z.boolean().optional(),
  /** false: sold out («Agotado»), cannot be added to the cart or ordered. */
  available: z.boolean().optional(),
  /** Units that can be sold per delivery day; null or absent: unlimited. */
  dailyStock: z.number().int().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  flavor: z.string(),
  desc: z.string(),
  idx: z.number(),
  prods: z.array(z.object({ id: z.string(), name: z.string(), img: z.string() })),
});
export type Category = z.infer<typeof categorySchema>;

export const getProductRequest = z.object({
  category: z.string().min(1).max(60),
  id: objectId,
});
export type GetProductRequest = z.infer<typeof getProductRequest>;

/** Longest search query accepted (a few words). */
export const SEARCH_MAX_LENGTH = 100;
/** `GET /api/productos/buscar?q=`: the listed products that match, name matches first. */
export const searchProductsRequest = z.object({
  q: z
    .string({ invalid_type_error: 'La búsqueda debe ser un solo texto' })
    .max(SEARCH_MAX_LENGTH, `La búsqueda admite hasta ${SEARCH_MAX_LENGTH} caracteres`)
    .default(''),
});
export type SearchProductsRequest = z.infer<typeof searchProductsRequest>;

export const getProductsByIdsRequest = z.object({ ids: z.array(objectId).max(100) });

export interface ListProductsReply {
  products: Product[];
}
export interface GetProductReply {
  product: Product;
}
export interface ListCategoriesReply {
  categories: Category[];
}

export const CATALOGUE_ADMIN_SUBJECTS = {
  createProduct: 'catalogue.products.create',
  updateProduct: 'catalogue.products.update',
  archiveProduct: 'catalogue.products.archive',
  /** {id} → the product listed again (archived by mistake). */
  restoreProduct: 'catalogue.products.restore',
  /** {} → the archived products, newest first (the admin's «Archivados»). */
  archivedProducts: 'catalogue.products.archived',
  getProductAdmin: 'catalogue.products.get-admin',
} as const;

const imageUrl = z
  .string({ required_error: 'Agrega una imagen de portada' })
  .trim()
  .regex(/^(\/media\/[\w\-./]+|https:\/\/[^\s]+)$/, 'La dirección de la imagen no es válida');

/** The largest SKU or weight in grams a product may carry: what a PostgreSQL `integer` holds (the import keeps to it). */
export const PRODUCT_NUMBER_MAX = 2_147_483_647;

/** A whole number of a product's options (a SKU, grams), up to PRODUCT_NUMBER_MAX, with its own Spanish messages. */
const wholeNumber = (m: { notWhole: string; min: [number, string]; tooBig: string }) =>
  z.coerce
    .number({ invalid_type_error: m.notWhole })
    .int(m.notWhole)
    .min(...m.min)
    .max(PRODUCT_NUMBER_MAX, m.tooBig);

/** What an administrator sends to create or edit a product. Prices in pesos, stored in centavos. */
export const productInputSchema = z
  .object({
    name: z
      .string({ required_error: 'El nombre es obligatorio' })
      .trim()
      .min(2, 'El nombre es obligatorio')
      .max(120, 'El nombre es demasiado largo'),
    category: z.string({ required_error: 'Selecciona una categoría' }).trim().min(1, 'Selecciona una categoría').max(60),
    sku: z
      .array(
        wholeNumber({
          notWhole: 'El SKU debe ser un número entero',
          min: [1, 'El SKU debe ser un número positivo'],
          tooBig: 'El SKU es demasiado grande',
        }),
      )
      .min(1, 'Agrega al menos un SKU')
      .max(3, 'Máximo 3 opciones'),
    size: z
      .array(z.string().trim().min(1, 'Cada tamaño necesita un nombre').max(60))
      .min(1, 'Agrega al menos un tamaño')
      .max(3, 'Máximo 3 opciones'),
    price: z
      .array(
        z.coerce
          .number({ invalid_type_error: 'Cada precio debe ser un número' })
          // 0.004 rounds to 0 centavos: a free product, however positive it was typed.
          .refine((price) => Math.round(price * 100) > 0, 'Cada precio debe ser mayor a 0')
          .pipe(z.number().max(100000, 'El precio es demasiado alto')),
      )
      .min(1, 'Agrega al menos un precio')
      .max(3, 'Máximo 3 opciones'),
    weight: z
      .array(
        wholeNumber({
          notWhole: 'El peso debe ser en gramos enteros',
          min: [0, 'El peso no puede ser negativo'],
          tooBig: 'El peso es demasiado alto',
        }),
      )
      .max(3, 'Máximo 3 opciones')
      .default([]),
    description: z
      .string({ required_error: 'La descripción es obligatoria' })
      .trim()
      .min(10, 'La descripción debe tener al menos 10 caracteres')
      .max(2000),
    packaging: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
    coverImage: imageUrl,
    images: z.array(imageUrl).max(12, 'Máximo 12 imágenes').default([]),
  })
  .refine((p) => p.size.length === p.price.length, { message: 'Cada tamaño necesita su precio', path: ['price'] })
  .refine((p) => p.sku.length === p.price.length, { message: 'Cada opción necesita su SKU', path: ['sku'] })
  .refine((p) => new Set(p.sku).size === p.sku.length, { message: 'Cada opción necesita un SKU distinto', path: ['sku'] })
  .refine((p) => p.weight.length === 0 || p.weight.length === p.price.length, {
    message: 'Cada opción necesita su peso',
    path: ['weight'],
  });
export type ProductInput = z.infer<typeof productInputSchema>;

/** The editable fields of a stored product: what a partial PATCH is laid over before it is checked whole. */
export function productInputOf(p: Product): Record<keyof ProductInput, unknown> {
  const { name, category, sku, size, price, weight, description, packaging, coverImage, images } = p;
  return { name, category, sku, size, price, weight, description, packaging, coverImage, images };
}

export const PRODUCT_MESSAGES = {
  availableInvalid: 'La disponibilidad (available) debe ser true o false',
  dailyStockInvalid: 'Las unidades por día (dailyStock) deben ser un número entero entre 0 y 100000, o null para no tener límite',
} as const;

export const DAILY_STOCK_MAX = 100_000;
const dailyStockField = z
  .number({ required_error: PRODUCT_MESSAGES.dailyStockInvalid, invalid_type_error: PRODUCT_MESSAGES.dailyStockInvalid })
  .int(PRODUCT_MESSAGES.dailyStockInvalid)
  .min(0, PRODUCT_MESSAGES.dailyStockInvalid)
  .max(DAILY_STOCK_MAX, PRODUCT_MESSAGES.dailyStockInvalid)
  .nullable();

const availableField = z.boolean({
  required_error: PRODUCT_MESSAGES.availableInvalid,
  invalid_type_error: PRODUCT_MESSAGES.availableInvalid,
});

/** PATCH /api/admin/products/{id} with only {"available": bool}: marks a product sold out or back in stock. */
export const productAvailabilityInput = z.object({ available: availableField }).strict(PRODUCT_MESSAGES.availableInvalid);

/** True when an edit body carries nothing but `available` (the sold-out toggle). */
export function isAvailabilityOnly(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && 'available' in body;
}

/** `available` and `dailyStock` that may come along with a full create or edit body. */
export const optionalAvailability = z.object({ available: availableField.optional(), dailyStock: dailyStockField.optional() });

const SETTING_KEYS = ['available', 'dailyStock'];
/**
 * PATCH /api/admin/products/{id} with only {"available": bool} and/or {"dailyStock": n | null}: the sold-out
 * toggle and the units per delivery day, without the rest of the product.
 */
export const productSettingsInput = z
  .object({ available: availableField.optional(), dailyStock: dailyStockField.optional() })
  .strict(PRODUCT_MESSAGES.dailyStockInvalid);
export type ProductSettings = z.infer<typeof productSettingsInput>;

/** True when an edit body carries only `available` and/or `dailyStock`. */
export function isSettingsOnly(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return keys.length > 0 && keys.every((k) => SETTING_KEYS.includes(k));
}

export const updateProductRequest = z.object({ id: objectId, product: productInputSchema });
export const productIdRequest = z.object({ id: objectId });

export const IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
