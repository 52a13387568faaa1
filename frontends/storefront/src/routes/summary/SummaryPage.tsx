import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  buildOrderPayload,
  discountFor,
  errorMessage,
  ErrorPanel,
  markFirstPurchaseUsed,
  money,
  payerStore,
  priceCart,
  rememberOrderToken,
  resetCart,
  useCart,
  useDocumentTitle,
  useUser,
  type Coupon,
} from '@kukki/ui';
import { createOrder } from '../../api/orders';
import { CheckoutSteps } from '../../components/CheckoutSteps';
import { CouponForm } from './CouponForm';
import { OrderLines } from '../../components/OrderLines';
import './summary.css';

export default function SummaryPage() {
  useDocumentTitle('Resumen de tu orden');
  const cart = useCart();
  const user = useUser();
  const payer = payerStore.use();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const firstPurchase = Boolean(user?.firstPurchase);
  const discount = discountFor(firstPurchase, coupon);
  const totals = priceCart(cart, discount);

  const order = useMutation({
    mutationFn: () => createOrder(buildOrderPayload(cart, payer!, discount), Boolean(user)),
    onSuccess: (created) => {
      rememberOrderToken(created._id, created.accessToken);
      resetCart();
      if (user) {
        markFirstPurchaseUsed();
        queryClient.invalidateQueries({ queryKey: ['profile'] });
      }
      navigate(`/order/${created._id}`);
    },
  });

  if (cart.length === 0 && !order.isPending && !order.isSuccess)
    return (
      <div className="page page--narrow">
        <h1>Resumen de tu orden</h1>
        <p className="notice notice--warm">Tu carrito esta vacío. Continúa navegando para agregar productos</p>
        <Link to="/sabores" className="btn">
          Continuar comprando
        </Link>
      </div>
    );
  if (!payer)
    return (
      <div className="page page--narrow">
        <h1>Resumen de tu orden</h1>
        <p className="notice notice--warm">Primero necesitamos tus datos de entrega.</p>
        <Link to="/payerinfo" className="btn">
          Capturar datos de entrega
        </Link>
      </div>
    );

  return (
    <div className="page">
      <CheckoutSteps current={2} />
      <h1>Resumen de tu orden</h1>
      <div className="two-col">
        <div className="stack">
          <section className="summary-box" aria-labelledby="sum-items">
            <h2 id="sum-items">Productos</h2>
            <OrderLines items={cart} />
          </section>
          <section className="summary-box" aria-labelledby="sum-payer">
            <h2 id="sum-payer">Datos de entrega</h2>
            <dl className="kv">
              <dt>Nombre</dt>
              <dd>
                {payer.name} {payer.lastname}
              </dd>
              <dt>Correo</dt>
              <dd>{payer.email}</dd>
              <dt>Teléfono</dt>
              <dd>
                {payer.area_code} {payer.tel}
              </dd>
              <dt>Dirección</dt>
              <dd>
                {payer.street} {payer.stNumber}
                {payer.intNumber ? ` int. ${payer.intNumber}` : ''}, {payer.col}, {payer.del}, C.P. {payer.zip}, {payer.city}
              </dd>
              <dt>Entrega</dt>
              <dd>{payer.deliveryDate}</dd>
              {payer.giftText && (
                <>
                  <dt>Nota de regalo</dt>
                  <dd>{payer.giftText}</dd>
                </>
              )}
            </dl>
            <Link to="/payerinfo">Editar datos</Link>
          </section>
        </div>
        <aside className="summary-box" aria-labelledby="sum-total">
          <h2 id="sum-total">Total</h2>
          {firstPurchase ? (
            <p className="notice">¡Tienes 25% de descuento en tu primera compra!</p>
          ) : (
            <CouponForm applied={coupon} onApplied={setCoupon} />
          )}
          <ul className="totals">
            <li>
              <span>Subtotal</span>
              <span>{money(totals.itemsPrice)}</span>
            </li>
            {totals.discountPrice > 0 && (
              <li>
                <span>Descuento{discount?.type === 'FP' ? ' primera compra (25%)' : ''}</span>
                <span>-{money(totals.discountPrice)}</span>
              </li>
            )}
            <li>
              <span>Envío</span>
              <span>{money(totals.shippingPrice)}</span>
            </li>
            <li>
              <span>Impuestos</span>
              <span>{money(totals.taxPrice)}</span>
            </li>
            <li className="totals__grand">
              <span>Total</span>
              <span data-testid="order-total">{money(totals.totalPrice)}</span>
            </li>
          </ul>
          {order.isError && <ErrorPanel message={errorMessage(order.error)} />}
          <div className="cart__actions">
            <button type="button" className="btn btn--accent btn--block" onClick={() => order.mutate()} disabled={order.isPending}>
              {order.isPending ? 'Creando orden...' : 'Completar orden'}
            </button>
            <Link to="/catalogo" className="btn btn--ghost btn--block">
              Cancelar orden
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}
