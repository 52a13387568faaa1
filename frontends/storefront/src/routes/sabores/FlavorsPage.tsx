import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Category, Product } from '@kukki/contracts';
import { BackButton } from '@kukki/ui';
import { flavorsInSearchOrder, searchFlavors } from '@kukki/shop-client/src/rules/search';
import { useCategories, useProducts } from '../../api/catalogue';
import { useProductSearch } from '../../api/search';
import { QueryContent } from '../../components/QueryContent';
import { SearchBox } from '../../components/SearchBox';
import { useAddressFilters } from '../../components/useAddressFilters';
import './flavors.css';
import { usePageTitle } from '../../components/usePageTitle';

/** A product shown under a category links under its own category slug (e.g. a chocolate inside another group → 'chocolates'). */
function productHref(category: Category, prodId: string, byId: Map<string, Product>): string {
  const product = byId.get(prodId);
  return `/productos/${product?.category ?? category.name}/${prodId}`;
}

export default function FlavorsPage() {
  usePageTitle('flavors');
  const categories = useCategories();
  const products = useProducts();
  // `?q=`: the search sent without scripts, or a shared link.
  const { query, setQuery } = useAddressFilters();
  const search = useProductSearch(query);
  const byId = useMemo(() => new Map((products.data ?? []).map((p) => [p._id, p])), [products.data]);

  const visible = useMemo(() => {
    if (!categories.data) return [];
    if (search.found)
      return flavorsInSearchOrder(
        categories.data,
        search.found.map((p) => p._id),
      );
    return searchFlavors(categories.data, products.data ?? [], query);
  }, [categories.data, products.data, query, search.found]);

  return (
    <div className="page">
      <div className="page-head">
        <BackButton />
        <h1>Sabores</h1>
        <SearchBox value={query} onChange={setQuery} id="flavor-search" />
      </div>
      <QueryContent query={categories}>
        {() =>
          visible.length === 0 ? (
            <p className="empty-state">No encontramos postres con esa descripción.</p>
          ) : (
            <div className="flavors">
              {visible.map((category) => (
                <section key={category._id} className="flavor" aria-labelledby={`flavor-${category._id}`}>
                  <header className="flavor__head">
                    <h2 id={`flavor-${category._id}`}>{category.flavor}</h2>
                    {category.desc && <p className="muted">{category.desc}</p>}
                  </header>
                  <ul className="flavor__prods">
                    {category.prods.map((prod) => (
                      <li key={prod.id}>
                        <Link to={productHref(category, prod.id, byId)} className="flavor__prod">
                          <img src={prod.img} alt="" loading="lazy" decoding="async" width={240} height={240} />
                          <span>{prod.name}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )
        }
      </QueryContent>
    </div>
  );
}
