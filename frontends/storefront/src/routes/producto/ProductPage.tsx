import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { BackButton, Loader, MessageModalContent, money, QuantityStepper, useModal } from '@kukki/ui';
import { addMoreToCart, errorMessage } from '@kukki/shop-client';
import { BOX_PICKS, CHOCOLATE_TYPES, validatePicks } from '@kukki/shop-client/src/rules/picks';
import { sizePricePairs } from '@kukki/shop-client/src/rules/products';
import { BOX_CATEGORY, BOX_PICK_LIMITS } from '@kukki/contracts';
import { useProduct } from '../../api/catalogue';
import { AddedToCartToast } from '../../components/AddedToCartToast';
import { LowStockNote } from './LowStockNote';
import { PickList } from './PickList';
import { InstallmentsNote } from '../../components/InstallmentsNote';
import './product.css';
import NotFoundPage from '../notfound/NotFoundPage';
import { usePageTitle } from '../../components/usePageTitle';

export default function ProductPage() {
  const { category = '', id = '' } = useParams();
  const product = useProduct(category, id);
  const modal = useModal();
  const [image, setImage] = useState<string | null>(null);
  const [priceIndex, setPriceIndex] = useState(0);
  const [qty, setQty] = useState(1);
  const [picks, setPicks] = useState<string[]>([]);
  const [added, setAdded] = useState<{ name: string; quantity: number; inCart: number } | null>(null);
  // An unknown product's tab says so (the page's own effect runs after NotFoundPage's and would win).
  const missing = (product.isSuccess && !product.data) || (product.isError && (product.error as { status?: number }).status === 404);
  usePageTitle(missing ? 'notFound' : 'product', product.data?.name);

  // Another product (not the first render): start over. The first render keeps what a tap replayed
  // after hydration already did (the page's own mount may come after the shell's hydration signal).
  const shown = useRef(`${category}/${id}`);
  useEffect(() => {
    if (shown.current === `${category}/${id}`) return;
    shown.current = `${category}/${id}`;
    setImage(null);
    setPriceIndex(0);
    setQty(1);
    setPicks([]);
    setAdded(null);
  }, [category, id]);

  if (product.isPending) return <Loader />;
  if (product.isError)
    return (
      <div className="page">
        <BackButton home="/catalogo" />
        <p className="error-text" role="alert">
          {errorMessage(product.error)}
        </p>
      </div>
    );

  const p = product.data;
  if (!p) return <NotFoundPage />;
  const pairs = sizePricePairs(p);
  const gallery = [p.coverImage, ...(p.images ?? []).filter((src) => src && src !== p.coverImage)];
  const mainImage = image ?? p.coverImage;
  const pickOptions = p.category === 'cajas' ? BOX_PICKS : p.category === 'chocolates' ? CHOCOLATE_TYPES : null;

  const soldOut = p.available === false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (soldOut) return; // «Agotado»: cannot be added to the cart
    const price = pairs[priceIndex]?.price;
    const problem = validatePicks(p.category, price, pickOptions ? picks : []);
    if (problem) {
      modal.open(<MessageModalContent message={problem} />, { title: 'Revisa tu selección' });
      return;
    }
    if (price === undefined) return;
    // The shopper stays on the page; links to /cart/{category}/{id}?… still add on arrival.
    const inCart = addMoreToCart({
      id: p._id,
      title: p.name,
      picture_url: p.coverImage,
      category_id: p.category,
      unit_price: price,
      size: pairs[priceIndex]?.size ?? '',
      quantity: qty,
      description: (pickOptions ? picks : []).join(', '),
    });
    setAdded({ name: p.name, quantity: qty, inCart });
  };
  const boxCapacity = (price: number) => (p.category === BOX_CATEGORY ? BOX_PICK_LIMITS[price] : undefined);

  return (
    <div className="page">
      <BackButton home="/catalogo" />
      <article className="product">
        <div className="product__media">
          <img
            className="product__image"
            src={mainImage}
            alt={p.name}
            width={640}
            height={640}
            sizes="(min-width: 900px) 50vw, 100vw"
            fetchPriority="high"
          />
          {gallery.length > 1 && (
            <ul className="product__thumbs" aria-label="Imágenes del producto">
              {gallery.map((src, i) => (
                <li key={`${src}-${i}`}>
                  <button
                    type="button"
                    className="product__thumb"
                    aria-label={`Ver imagen ${i + 1}`}
                    aria-pressed={src === mainImage}
                    onClick={() => setImage(src)}
                  >
                    <img src={src} alt="" loading="lazy" width={80} height={80} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <form className="product__info" onSubmit={onSubmit} noValidate>
          <h1 className="product__name">{p.name}</h1>
          {soldOut && (
            <p className="sold-out" role="status">
              Agotado
            </p>
          )}
          {soldOut ? null : <LowStockNote productId={p._id} dailyStock={p.dailyStock} />}
          <p className="product__desc">{p.description}</p>
          {p.size.length > 0 && (
            <p className="product__sizes">
              <strong>Tamaños:</strong> {p.size.filter(Boolean).join(', ')}
            </p>
          )}
          {p.packaging?.length > 0 && (
            <ul className="product__packaging">
              {p.packaging.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          <fieldset className="product__prices">
            <legend>Precio</legend>
            {pairs.map((pair, i) => (
              <label key={i} className="choice">
                <input type="radio" name="price" value={pair.price} checked={priceIndex === i} onChange={() => setPriceIndex(i)} required />
                <span>
                  {pair.size ? `${pair.size} - ` : ''}
                  {money(pair.price)}
                </span>
                {boxCapacity(pair.price) !== undefined && <span className="choice__note">hasta {boxCapacity(pair.price)} productos</span>}
              </label>
            ))}
          </fieldset>
          {pickOptions && (
            <PickList
              legend={p.category === 'cajas' ? 'Elige los productos de tu caja' : 'Sabores'}
              options={pickOptions}
              value={picks}
              onChange={setPicks}
              limit={boxCapacity(pairs[priceIndex]?.price ?? NaN)}
            />
          )}
          <QuantityStepper value={qty} onChange={setQty} />
          <button type="submit" className="btn btn--accent product__add" disabled={soldOut} aria-disabled={soldOut}>
            {soldOut ? 'Agotado' : 'Agregar al carrito'}
          </button>
          <InstallmentsNote />
          {!soldOut && (
            <noscript>
              <p className="notice product__noscript">Para agregar productos al carrito necesitas activar JavaScript en tu navegador.</p>
            </noscript>
          )}
        </form>
      </article>
      {added && <AddedToCartToast name={added.name} quantity={added.quantity} inCart={added.inCart} onClose={() => setAdded(null)} />}
    </div>
  );
}
