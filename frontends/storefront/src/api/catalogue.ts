import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetProductReply, ListCategoriesReply, ListProductsReply } from '@kukki/contracts';
import { api } from '@kukki/shop-client';

export const fetchProducts = () => api<ListProductsReply>('/productos').then((d) => d.products ?? []);

export const productsQuery = () => queryOptions({ queryKey: ['products'], queryFn: fetchProducts });

export const useProducts = () => useQuery(productsQuery());

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () => api<ListCategoriesReply>('/productos/category').then((d) => [...(d.categories ?? [])].sort((a, b) => a.idx - b.idx)),
  });

export const useCategories = () => useQuery(categoriesQuery());

export const fetchProduct = (category: string, id: string) =>
  api<GetProductReply>(`/productos/${encodeURIComponent(category)}/${encodeURIComponent(id)}`).then((d) => d.product);

export const productQuery = (category: string | undefined, id: string | undefined) =>
  queryOptions({
    queryKey: ['product', category, id],
    queryFn: () => fetchProduct(category!, id!),
    enabled: Boolean(category && id),
  });

export const useProduct = (category: string | undefined, id: string | undefined) => useQuery(productQuery(category, id));
