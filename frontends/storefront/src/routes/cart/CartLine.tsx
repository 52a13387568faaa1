import { Link } from 'react-router';
import type { MouseEvent } from 'react';
import { focusPageHeading, formatMoneyMx, TrashIcon } from '@kukki/ui';
import { cartLineKey, removeFromCart, setCartQuantity, type CartItem } from '@kukki/shop-client';
import { lineTitle, picksLine } from '@kukki/contracts';
import { QuantitySelect } from './QuantitySelect';

export function CartLine({ item }: { item: CartItem }) {
  const key = cartLineKey(item);
  const label = lineTitle(item.title, item.size);
  // The button goes with its line: focus moves to the next line's «Eliminar» (or the previous one's, or the heading).
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    const line = event.currentTarget.closest('li');
    const neighbour = (line?.nextElementSibling ?? line?.previousElementSibling)?.querySelector<HTMLButtonElement>('.cart-line__remove');
    removeFromCart(key);
    if (neighbour) neighbour.focus();
    else focusPageHeading();
  };
  return (
    <li className="cart-line" data-testid="cart-line">
      <button type="button" className="icon-btn cart-line__remove" onClick={remove} aria-label={`Eliminar ${label}`}>
        <TrashIcon />
      </button>
      <Link to={`/productos/${item.category_id}/${item.id}`} className="cart-line__media">
        <img src={item.picture_url} alt={item.title} loading="lazy" width={96} height={96} />
      </Link>
      <div className="cart-line__info">
        <h2 className="cart-line__title">{item.title}</h2>
        {item.size && <p className="cart-line__size">tamaño: {item.size}</p>}
        {item.description && <p className="cart-line__desc">{picksLine(item)}</p>}
        <p className="cart-line__price">precio: ${formatMoneyMx(item.unit_price)}</p>
      </div>
      <QuantitySelect id={`qty-${key}`} value={item.quantity} onChange={(q) => setCartQuantity(key, q)} />
    </li>
  );
}
