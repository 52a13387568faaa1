import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Product } from '@kukki/contracts';
import { ErrorPanel, Loader } from '@kukki/ui';
import { errorMessage } from '@kukki/shop-client';
import { sortByFirstSku } from '@kukki/shop-client/src/rules/products';
import { lowStockText, useUnitsLeftTomorrow } from '../../stock/unitsLeft';

const GALLERY_SIZE = 18;

export function Gallery({ query }: { query: UseQueryResult<Product[]> }) {
  const shown = query.data ? sortByFirstSku(query.data).slice(0, GALLERY_SIZE) : [];
  const left = useUnitsLeftTomorrow(shown);
  return (
    <section className="gallery" aria-labelledby="galeria">
      <h2 id="galeria" className="section-title">
        Nuestros productos
      </h2>
      {query.isPending ? (
        <Loader />
      ) : query.isError ? (
        <ErrorPanel message={errorMessage(query.error)} />
      ) : (
        <ul className="gallery__grid">
          {shown.map((product) => {
            const lowStock = product.available === false ? null : lowStockText(left.get(product._id.toLowerCase()));
            return (
              <li key={product._id}>
                <Link to={`/productos/${product.category}/${product._id}`} className="gallery__item">
                  {/* The link says the name beside it: the picture adds nothing a screen reader should say twice. */}
                  <img
                    src={product.coverImage}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={300}
                    height={300}
                    sizes="(min-width: 1280px) 200px, (min-width: 768px) 25vw, 50vw"
                  />
                  <span className="gallery__name">{product.name}</span>
                  {lowStock ? <span className="low-stock gallery__stock">{lowStock}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
