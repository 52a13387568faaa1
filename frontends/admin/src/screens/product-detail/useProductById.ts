import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { api } from '@kukki/shop-client';
import { useProduct, useProducts } from '../../api/queries';
import type { Product } from '../../api/types';

/**
 * The product is fetched by category and id (spec §2). The list link passes the category along;
 * opened directly, the category comes from the catalogue list. A product not in the public list
 * (archived) is read through the admin route.
 */
export function useProductById(id: string) {
  const state = useLocation().state as { category?: string } | null;
  const list = useProducts();
  const category = state?.category ?? list.data?.products.find((product) => product._id === id)?.category;
  const publicProduct = useProduct(category, id);
  const notListed = !category && (list.isSuccess || list.isError);
  const adminProduct = useQuery({
    queryKey: ['admin', 'product-admin', id],
    queryFn: () => api<{ product: Product }>(`/admin/products/${encodeURIComponent(id)}`),
    enabled: notListed,
  });
  return { product: notListed ? adminProduct : publicProduct };
}
