import type { Product } from '@kukki/contracts';
import { BackButton } from '@kukki/ui';
import { searchProducts } from '@kukki/shop-client/src/rules/search';
import { sortByFirstSku } from '@kukki/shop-client/src/rules/products';
import { useCategories, useProducts } from '../../api/catalogue';
import { useProductSearch } from '../../api/search';
import { QueryContent } from '../../components/QueryContent';
import { SearchBox } from '../../components/SearchBox';
import { useAddressFilters } from '../../components/useAddressFilters';
import { lowStockText, useUnitsLeftTomorrow } from '../../stock/unitsLeft';
import { ProductCard } from './ProductCard';
import { CategoryChips } from './CategoryChips';
import './catalogue.css';
import { usePageTitle } from '../../components/usePageTitle';

/** Cards in the first row on a wide screen: their images are the page's largest paint. */
const FIRST_ROW = 4;
/** The search form the category chips submit with (without scripts: `/catalogo?q=…&categoria=…`). */
const FILTER_FORM = 'catalogo-filtros';

export default function CataloguePage() {
  usePageTitle('catalogue');
  const products = useProducts();
  const categories = useCategories();
  // The last `categoria` counts: a chip's comes after the one the search form keeps.
  const { query, setQuery, category, setCategory } = useAddressFilters();
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
