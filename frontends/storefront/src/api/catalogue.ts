import { useQuery } from '@tanstack/react-query';
import { api, type Category, type Product } from '@kukki/ui';

export const fetchProducts = () => api<{ products: Product[] }>('/productos').then((d) => d.products ?? []);

export const useProducts = () => useQuery({ queryKey: ['products'], queryFn: fetchProducts });

export const useCategories = () =>
  useQuery({
    queryKey: ['categories'],
    queryFn: () =>
      api<{ categories: Category[] }>('/productos/category').then((d) => [...(d.categories ?? [])].sort((a, b) => a.idx - b.idx)),
  });

export const fetchProduct = (category: string, id: string) =>
  api<{ product: Product }>(`/productos/${encodeURIComponent(category)}/${encodeURIComponent(id)}`).then((d) => d.product);

export const useProduct = (category: string | undefined, id: string | undefined) =>
  useQuery({
    queryKey: ['product', category, id],
    queryFn: () => fetchProduct(category!, id!),
    enabled: Boolean(category && id),
  });
