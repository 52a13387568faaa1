import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Product } from '@kukki/contracts';
import { BackButton, useDocumentTitle } from '@kukki/ui';
import { searchProducts } from '@kukki/shop-client/src/rules/search';
import { sortByFirstSku } from '@kukki/shop-client/src/rules/products';
import { useCategories, useProducts } from '../../api/catalogue';
import { useProductSearch } from '../../api/search';
import { QueryContent } from '../../components/QueryContent';
import { SearchBox } from '../../components/SearchBox';
import { lowStockText, useUnitsLeftTomorrow } from '../../stock/unitsLeft';
import { ProductCard } from './ProductCard';
import { CategoryChips } from './CategoryChips';
import './catalogue.css';

/** Cards in the first row on a wide screen: their images are the page's largest paint. */
const FIRST_ROW = 4;
/** The search form the category chips submit with (without scripts: `/catalogo?q=…&categoria=…`). */
const FILTER_FORM = 'catalogo-filtros';

export default function CataloguePage() {
  useDocumentTitle('Catálogo');
  const products = useProducts();
  const categories = useCategories();
  // The address's filters (a page sent without scripts, a shared link) are where she starts.
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  // The last `categoria` counts: a chip's comes after the one the search form keeps.
  const [category, setCategory] = useState<string | null>(() => params.getAll('categoria').at(-1) || null);
  const search = useProductSearch(query);

  return (
    <div className="page">
      <div className="page-head">
        <BackButton />
        <h1>Catálogo</h1>
        <SearchBox value={query} onChange={setQuery} formId={FILTER_FORM}>
          {category && <input type="hidden" name="categoria" value={category} />}
        </SearchBox>
      </div>
      <CategoryChips categories={categories.data ?? []} value={category} onChange={setCategory} formId={FILTER_FORM} />
      <QueryContent query={products}>
        {(list) => (
          <CatalogueGrid
            products={(search.found ?? searchProducts(sortByFirstSku(list), query, categories.data)).filter(
              (p) => !category || p.category === category,
            )}
          />
        )}
      </QueryContent>
    </div>
  );
}

function CatalogueGrid({ products }: { products: Product[] }) {
  const left = useUnitsLeftTomorrow(products);
  if (products.length === 0) return <p className="empty-state">No encontramos postres con esa descripción.</p>;
  return (
    <div className="catalogue-grid">
      {products.map((product, i) => (
        <ProductCard
          key={product._id}
          product={product}
          priority={i < FIRST_ROW}
          lowStock={lowStockText(left.get(product._id.toLowerCase()))}
        />
      ))}
    </div>
  );
}
