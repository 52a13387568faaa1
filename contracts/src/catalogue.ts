import { z } from 'zod';
import { objectId } from './validation';

export const CATALOGUE_SUBJECTS = {
  listProducts: 'catalogue.products.list',
  getProduct: 'catalogue.products.get',
  getProductsByIds: 'catalogue.products.get-many',
  listCategories: 'catalogue.categories.list',
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
