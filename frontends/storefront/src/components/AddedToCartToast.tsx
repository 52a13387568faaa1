import { Link } from 'react-router';
import { MAX_QUANTITY } from '@kukki/contracts';
import './added-to-cart.css';

/** «Agregaste 2 × Besos de coco al carrito», and how many the cart holds now when it already had some. */
export function addedText(name: string, quantity: number, inCart = quantity): string {
  const added = quantity > 1 ? `Agregaste ${quantity} × ${name} al carrito` : `Agregaste ${name} al carrito`;
  if (inCart <= quantity) return added;
  return inCart >= MAX_QUANTITY ? `${added}: ya tienes ${inCart}, el máximo por producto` : `${added}: ya tienes ${inCart}`;
}

/** After «Agregar al carrito» on a product page: the shopper stays, told in a toast with «Ver carrito». */
export function AddedToCartToast({
  name,
  quantity,
  inCart,
  onClose,
}: {
  name: string;
  quantity: number;
  inCart?: number;
  onClose: () => void;
}) {
  return (
    <div className="added-toast" role="status" data-testid="added-toast">
      <p className="added-toast__text">{addedText(name, quantity, inCart)}</p>
      <div className="added-toast__actions">
        <Link to="/cart" className="btn btn--accent added-toast__cart">
          Ver carrito
        </Link>
        <button type="button" className="btn btn--ghost added-toast__close" onClick={onClose}>
          Seguir comprando
        </button>
      </div>
    </div>
  );
}
