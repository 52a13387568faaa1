import { searchApplies, searchItems, type Category, type Product } from '@kukki/contracts';

export { foldText, searchApplies, searchItems, searchRank } from '@kukki/contracts';

/** Catálogo: name, description and category (slug and flavor name); name matches first. */
export function searchProducts(products: readonly Product[], query: string, categories: readonly Category[] = []): Product[] {
  const flavorOf = new Map(categories.map((c) => [c.name, c.flavor]));
  return searchItems(products, query, (p) => ({
    name: p.name,
    description: p.description,
    category: [p.category, flavorOf.get(p.category) ?? ''],
  }));
}

/** Sabores: each category keeps the products that match (name matches first); categories left empty are dropped. */
export function searchFlavors(categories: readonly Category[], products: readonly Product[], query: string): Category[] {
  if (!searchApplies(query)) return [...categories];
  const byId = new Map(products.map((p) => [p._id, p]));
  return categories
    .map((c) => ({
      ...c,
      prods: searchItems(c.prods, query, (prod) => {
        const product = byId.get(prod.id);
        return { name: product?.name ?? prod.name, description: product?.description ?? c.desc, category: [c.name, c.flavor] };
      }),
    }))
    .filter((c) => c.prods.length > 0);
}

/** Sabores after a server search: each category keeps the products found, in the server's order; empty categories are dropped. */
export function flavorsInSearchOrder(categories: readonly Category[], foundIds: readonly string[]): Category[] {
  const rank = new Map(foundIds.map((id, i) => [id, i]));
  return categories
    .map((c) => ({ ...c, prods: c.prods.filter((p) => rank.has(p.id)).sort((a, b) => rank.get(a.id)! - rank.get(b.id)!) }))
    .filter((c) => c.prods.length > 0);
}
