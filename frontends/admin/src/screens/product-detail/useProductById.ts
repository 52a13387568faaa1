import { useLocation } from 'react-router';
import { useProduct, useProducts } from '../../api/queries';

/**
 * The product is fetched by category and id (spec §2). The list link passes the category along;
 * opened directly, the category comes from the catalogue list.
 */
export function useProductById(id: string) {
  const state = useLocation().state as { category?: string } | null;
  const list = useProducts();
  const category = state?.category ?? list.data?.products.find((product) => product._id === id)?.category;
  const product = useProduct(category, id);
  const missing = !category && (list.isSuccess || list.isError);
  return { product, list, category, missing };
}
