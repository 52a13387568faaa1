import { useQuery } from '@tanstack/react-query';
import type { GetProductReply, ListCategoriesReply, ListProductsReply } from '@kukki/contracts';
import { api } from '@kukki/ui';

export const fetchProducts = () => api<ListProductsReply>('/productos').then((d) => d.products ?? []);

export const useProducts = () => useQuery({ queryKey: ['products'], queryFn: fetchProducts });

export const useCategories = () =>
  useQuery({
    queryKey: ['categories'],
    queryFn: () => api<ListCategoriesReply>('/productos/category').then((d) => [...(d.categories ?? [])].sort((a, b) => a.idx - b.idx)),
  });

export const fetchProduct = (category: string, id: string) =>
  api<GetProductReply>(`/productos/${encodeURIComponent(category)}/${encodeURIComponent(id)}`).then((d) => d.product);

export const useProduct = (category: string | undefined, id: string | undefined) =>
  useQuery({
    queryKey: ['product', category, id],
    queryFn: () => fetchProduct(category!, id!),
    enabled: Boolean(category && id),
  });
