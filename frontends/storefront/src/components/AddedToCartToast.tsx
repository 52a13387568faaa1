import { Link } from 'react-router';
import './added-to-cart.css';

/** After «Agregar al carrito» on a product page: the shopper stays, told in a toast with «Ver carrito». */
export function AddedToCartToast({ name, quantity, onClose }: { name: string; quantity: number; onClose: () => void }) {
  return (
    <div className="added-toast" role="status" data-testid="added-toast">
      <p className="added-toast__text">{quantity > 1 ? `Agregaste ${quantity} × ${name} al carrito` : `Agregaste ${name} al carrito`}</p>
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
