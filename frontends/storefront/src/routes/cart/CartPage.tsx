import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorPanel, formatMoneyMx, Loader, useModal } from '@kukki/ui';
import { addToCart, cartLineKey, cartTotals, errorMessage, useCart, useUser } from '@kukki/shop-client';
import { parseCartArrival } from '@kukki/shop-client/src/rules/cartQuery';
import { BOX_CATEGORY, BOX_PICK_NAMES, boxPicksProblem, foldText } from '@kukki/contracts';
import { fetchProduct } from '../../api/catalogue';
import { CheckoutGate } from '../../components/CheckoutGate';
import { CartNotices, useCartRevalidation } from '../../components/CartNotices';
import { CartLine } from './CartLine';
import { InstallmentsNote } from '../../components/InstallmentsNote';
import { FreeShippingLine } from '../../components/FreeShippingLine';
import './cart.css';
import { usePageTitle } from '../../components/usePageTitle';

/** Arrival with /cart/{category}/{id}?price&qty&products adds that item, then the address settles on /cart. */
/** Why a box arriving with `picks` cannot enter the cart (the server's rule, over the known contents), or null. */
function boxArrivalProblem(price: number, sizeIndex: number, picks: string[]): string | null {
  const known = new Set(BOX_PICK_NAMES.map((n) => foldText(n)));
  return boxPicksProblem(price, sizeIndex, new Set(picks.map((p) => foldText(p)).filter((p) => known.has(p))).size);
}

interface ArrivalState {
  adding: boolean;
  error: string | null;
  /** Where the item can be chosen properly (a box without its contents). */
  productUrl?: string;
}

function useCartArrival(): ArrivalState {
  const { category, id } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<ArrivalState>({ adding: Boolean(category && id), error: null });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!category || !id) return;
    const key = `${category}/${id}${search}`;
    if (handled.current === key) return;
    handled.current = key;
    const arrival = parseCartArrival(search);
    setState({ adding: true, error: null });
    fetchProduct(category, id)
      .then((product) => {
        if (product.available === false) {
          setState({ adding: false, error: `Lo sentimos, ${product.name} está agotado` }); // «Agotado»: never enters the cart
          return;
        }
        const chosen = arrival ? product.price.indexOf(arrival.price) : -1;
        const index = chosen >= 0 ? chosen : 0;
        // A box comes with its contents, within its size's limit, as the product page lets it be added.
        const problem = product.category === BOX_CATEGORY ? boxArrivalProblem(product.price[index], index, arrival?.products ?? []) : null;
        if (problem) {
          setState({ adding: false, error: problem, productUrl: `/productos/${product.category}/${product._id}` });
          return;
        }
        addToCart({
          id: product._id,
          title: product.name,
          picture_url: product.coverImage,
          category_id: product.category,
          unit_price: product.price[index],
          size: product.size[index] ?? '',
          quantity: arrival?.qty ?? 1,
          description: (arrival?.products ?? []).join(', '),
        });
        setState({ adding: false, error: null });
        void navigate('/cart', { replace: true });
      })
      .catch((error) => setState({ adding: false, error: errorMessage(error) }));
  }, [category, id, search, navigate]);

  return state;
}

export default function CartPage() {
  usePageTitle('cart');
  const cart = useCart();
  const user = useUser();
  const modal = useModal();
  const navigate = useNavigate();
  const arrival = useCartArrival();
  const { notices } = useCartRevalidation(!arrival.adding);
  const totals = cartTotals(cart);

  const proceed = () => {
    if (user) void navigate('/payerinfo');
    else modal.open(<CheckoutGate kind="order" onChoose={() => modal.close()} />, { title: 'Completa tu compra' });
  };

  return (
    <div className="page cart">
      <h1>Carrito</h1>
      {arrival.adding && <Loader label="Agregando al carrito..." />}
      {arrival.error && <ErrorPanel message={arrival.error} />}
      {arrival.productUrl && (
        <p>
          <Link to={arrival.productUrl} className="btn">
            Elegir el contenido de la caja
          </Link>
        </p>
      )}
      <CartNotices notices={notices} />
      {!arrival.adding && cart.length === 0 ? (
        <div className="cart__empty card">
          <p>Tu carrito está vacío. Continúa navegando para agregar productos</p>
          <Link to="/sabores" className="btn">
            Continuar comprando
          </Link>
        </div>
      ) : (
        cart.length > 0 && (
          <div className="two-col">
            <ul className="cart__lines" aria-label="Productos en tu carrito">
              {cart.map((item) => (
                <CartLine key={cartLineKey(item)} item={item} />
              ))}
            </ul>
            <aside className="summary-box cart__summary" aria-label="Resumen del carrito">
              <h2>Resumen</h2>
              <ul className="totals">
                <li>
                  <span>Productos:</span> <strong data-testid="cart-quantity">{totals.quantity}</strong>
                </li>
                <li className="totals__grand">
                  <span data-testid="cart-total">Total ${formatMoneyMx(totals.total)}</span>
                </li>
              </ul>
              <InstallmentsNote />
              <FreeShippingLine itemsSubtotal={totals.total} firstPurchase={Boolean(user?.firstPurchase)} />
              <div className="cart__actions">
                <button type="button" className="btn btn--accent btn--block" onClick={proceed}>
                  Proceder al pago
                </button>
                <Link to="/sabores" className="btn btn--ghost btn--block">
                  Continuar comprando
                </Link>
              </div>
            </aside>
          </div>
        )
      )}
    </div>
  );
}
