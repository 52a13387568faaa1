import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  BackButton,
  BOX_PICKS,
  cartArrivalPath,
  CHOCOLATE_TYPES,
  errorMessage,
  Loader,
  MessageModalContent,
  money,
  QuantityStepper,
  sizePricePairs,
  useDocumentTitle,
  useModal,
  validatePicks,
} from '@kukki/ui';
import { useProduct } from '../../api/catalogue';
import { PickList } from './PickList';
import './product.css';

export default function ProductPage() {
  const { category = '', id = '' } = useParams();
  const product = useProduct(category, id);
  const navigate = useNavigate();
  const modal = useModal();
  const [image, setImage] = useState<string | null>(null);
  const [priceIndex, setPriceIndex] = useState(0);
  const [qty, setQty] = useState(1);
  const [picks, setPicks] = useState<string[]>([]);
  useDocumentTitle(product.data?.name ?? 'Producto');

  useEffect(() => {
    setImage(null);
    setPriceIndex(0);
    setQty(1);
    setPicks([]);
  }, [category, id]);

  if (product.isPending) return <Loader />;
  if (product.isError)
    return (
      <div className="page">
        <BackButton />
        <p className="error-text" role="alert">
          {errorMessage(product.error)}
        </p>
      </div>
    );

  const p = product.data;
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
    navigate(cartArrivalPath(p.category, p._id, { price, qty, products: pickOptions ? picks : [] }));
  };

  return (
    <div className="page">
      <BackButton />
      <article className="product">
        <div className="product__media">
          <img className="product__image" src={mainImage} alt={p.name} width={640} height={640} sizes="(min-width: 900px) 50vw, 100vw" />
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
              </label>
            ))}
          </fieldset>
          {pickOptions && (
            <PickList
              legend={p.category === 'cajas' ? 'Elige los productos de tu caja' : 'Sabores'}
              options={pickOptions}
              value={picks}
              onChange={setPicks}
            />
          )}
          <QuantityStepper value={qty} onChange={setQty} />
          <button type="submit" className="btn btn--accent product__add" disabled={soldOut} aria-disabled={soldOut}>
            {soldOut ? 'Agotado' : 'Agregar al carrito'}
          </button>
          {!soldOut && (
            <noscript>
              <p className="notice product__noscript">Para agregar productos al carrito necesitas activar JavaScript en tu navegador.</p>
            </noscript>
          )}
        </form>
      </article>
    </div>
  );
}
