import { Link } from 'react-router';
import type { Product } from '@kukki/contracts';
import { money, truncate } from '@kukki/ui';
import { sizePricePairs } from '@kukki/shop-client/src/rules/products';

/**
 * `priority`: one of the first cards on screen, whose image is fetched at once and ahead of the rest;
 * `lowStock`: «Quedan 3 para mañana» when the day's stock runs low.
 */
export function ProductCard({ product, priority = false, lowStock }: { product: Product; priority?: boolean; lowStock?: string | null }) {
  const pairs = sizePricePairs(product);
  return (
    <article className="product-card" data-testid="product-card">
      <Link to={`/productos/${product.category}/${product._id}`} className="product-card__media" tabIndex={-1} aria-hidden="true">
        <img
          src={product.coverImage}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={400}
          height={400}
          sizes="(min-width: 1280px) 280px, (min-width: 768px) 45vw, 100vw"
        />
      </Link>
      <div className="product-card__body">
        <h2 className="product-card__title" id={`card-${product._id}`}>
          {product.name}
        </h2>
        {product.available === false ? <p className="sold-out">Agotado</p> : lowStock ? <p className="low-stock">{lowStock}</p> : null}
        <p className="product-card__desc">{truncate(product.description)}</p>
        <ul className="product-card__prices">
          {pairs.map((pair, i) => (
            <li key={i}>
              <span>{pair.size}</span>
              <strong>{money(pair.price)}</strong>
            </li>
          ))}
        </ul>
        <Link
          to={`/productos/${product.category}/${product._id}`}
          className="btn btn--caramel product-card__cta"
          aria-describedby={`card-${product._id}`}
        >
          Ver más
        </Link>
      </div>
    </article>
  );
}
