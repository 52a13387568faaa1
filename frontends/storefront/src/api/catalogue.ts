import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GetProductReply, ListCategoriesReply, ListProductsReply } from '@kukki/contracts';
import { api } from '@kukki/shop-client';
import { orMissing } from '../components/notFound';
import { decodedSegment } from '../routeParams';

export const fetchProducts = () => api<ListProductsReply>('/productos').then((d) => d.products ?? []);

export const productsQuery = () => queryOptions({ queryKey: ['products'], queryFn: fetchProducts });

export const useProducts = () => useQuery(productsQuery());

/** The categories a shopper can browse: in their order, without those that list no product (all archived, or a demo one after an import). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: () =>
      api<ListCategoriesReply>('/productos/category').then((d) =>
        (d.categories ?? []).filter((c) => (c.prods?.length ?? 0) > 0).sort((a, b) => a.idx - b.idx),
      ),
  });

export const useCategories = () => useQuery(categoriesQuery());

/**
 * A product by its page's category and id. The category may come from a path still percent-encoded
 * (/productos/garapi%C3%B1ados/… loaded directly): it is decoded once, so that it is not encoded twice
 * (a 404) and the page and the route's prefetch share one query.
 */
export const fetchProduct = (category: string, id: string) =>
  api<GetProductReply>(`/productos/${encodeURIComponent(decodedSegment(category) ?? '')}/${encodeURIComponent(id)}`).then((d) => d.product);

export const productQuery = (category: string | undefined, id: string | undefined) =>
  queryOptions({
    queryKey: ['product', decodedSegment(category), id],
    queryFn: () => orMissing(fetchProduct(category!, id!)),
    enabled: Boolean(category && id),
  });

export const useProduct = (category: string | undefined, id: string | undefined) => useQuery(productQuery(category, id));
