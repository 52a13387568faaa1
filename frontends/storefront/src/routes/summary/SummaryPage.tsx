import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deliveryCoverageError, formatShopDate, isCouponRefusal, type CouponDto } from '@kukki/contracts';
import { ErrorPanel, Loader, useOnline } from '@kukki/ui';
import {
  appliedCouponStore,
  errorMessage,
  markFirstPurchaseUsed,
  payerStore,
  rememberOrderToken,
  resetCart,
  saveUser,
  useCart,
  useUser,
} from '@kukki/shop-client';
import { buildOrderPayload, discountFor } from '@kukki/shop-client/src/rules/orderPayload';
import { createOrder, quoteOrder, validateCoupon } from '../../api/orders';
import { CartNotices, useCartRevalidation } from '../../components/CartNotices';
import { CheckoutSteps } from '../../components/CheckoutSteps';
import { ContactRows } from '../../components/ContactRows';
import { CouponForm } from './CouponForm';
import { OrderLines } from '../../components/OrderLines';
import { TotalsList } from '../../components/TotalsList';
import { OfflineOrderNotice } from '../../components/OfflineOrderNotice';
import './summary.css';
import { usePageTitle } from '../../components/usePageTitle';

type OrderPayload = ReturnType<typeof buildOrderPayload>;
const quoteKey = (payload: OrderPayload) => JSON.stringify([payload.items, payload.discountDescription, payload.deliveryAddress]);

export const CART_CHANGED =
  'Tu carrito cambió con el catálogo de hoy (mira los avisos de arriba). Revisa el nuevo total y presiona «Completar orden» otra vez.';

export default function SummaryPage() {
  usePageTitle('summary');
  const cart = useCart();
  const user = useUser();
  const payer = payerStore.use();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const coupon = appliedCouponStore.use();
  const setCoupon = (next: CouponDto | null) => appliedCouponStore.set(next);
  const online = useOnline();
  const { notices, revalidate } = useCartRevalidation();
  const discount = discountFor(Boolean(user?.firstPurchase), coupon);
  const payload = payer && cart.length > 0 ? buildOrderPayload(cart, payer, discount) : null;
  // Saved before the area was checked (another tab, an older visit): the way to fix it, not a refusal at the end.
  const outsideArea = payer ? deliveryCoverageError(payer.zip, payer.city) : null;

  const [droppedCoupon, setDroppedCoupon] = useState<string | null>(null);
  // What the order will cost, priced by the server exactly as «Completar orden» will be charged.
  const quote = useQuery({
    queryKey: ['quote', user?._id ?? 'invitado', payload ? quoteKey(payload) : ''],
    queryFn: () =>
      quoteOrder(payload).catch((err: unknown) => {
        // A coupon applied earlier that the server no longer takes (switched off, expired, used up) leaves the order,
        // said once: the totals come back without it.
        const refusal = errorMessage(err);
        if (coupon && isCouponRefusal(refusal)) {
          setDroppedCoupon(`Quitamos el cupón ${coupon.code} de tu orden: ${refusal}`);
          appliedCouponStore.set(null);
        }
        throw err;
      }),
    enabled: Boolean(payload) && !outsideArea,
    retry: false,
    staleTime: 0,
    // A refused change (e.g. a coupon) never blanks the totals already shown.
    placeholderData: keepPreviousData,
  });
  const totals = quote.data;

  /**
   * «Aplicar»: the coupon is checked against this order (its minimum before shipping, its uses, once
   * per customer) and the order is priced with it; only when the server accepts both is it applied.
   */
  const checkCoupon = async (code: string): Promise<CouponDto> => {
    const itemsPrice = cart.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
    const found = await validateCoupon(code, { orderAmount: Math.round(itemsPrice * 100) / 100, email: payer?.email });
    if (found?.isActive && payer) {
      const priced = await quoteOrder(buildOrderPayload(cart, payer, discountFor(false, found)));
      queryClient.setQueryData(
        ['quote', user?._id ?? 'invitado', quoteKey(buildOrderPayload(cart, payer, discountFor(false, found)))],
        priced,
      );
    }
    return found;
  };
  const firstPurchase = totals ? totals.discountDescription?.type === 'FP' : Boolean(user?.firstPurchase);

  const order = useMutation({
    mutationFn: async () => {
      // Prices may have changed since the page opened: check again. A cart that changed is shown, with its new total,
      // and ordered only when the shopper presses «Completar orden» again: never a total she has not seen.
      const { items, changed } = await revalidate().catch(() => ({ items: cart, changed: false }));
      if (items.length === 0) throw new Error('Tu carrito quedó vacío: los productos que tenías ya no están disponibles.');
      if (changed) throw new Error(CART_CHANGED);
      return createOrder(buildOrderPayload(items, payer!, discount), Boolean(user));
    },
    onSuccess: (created) => {
      rememberOrderToken(created._id, created.accessToken);
      resetCart();
      setCoupon(null);
      // The next order starts from the same buyer and address, not from this one's gift note and day.
      payerStore.set((saved) => saved && { ...saved, giftText: '', deliveryDate: '' });
      if (user) {
        markFirstPurchaseUsed();
        void queryClient.invalidateQueries({ queryKey: ['profile'] });
      }
      void navigate(`/order/${created._id}`);
    },
  });

  // The server knows best whether the first purchase is still there (e.g. after a cancelled order).
  const ordering = order.isPending || order.isSuccess;
  useEffect(() => {
    if (ordering) return; // the order just created uses the discount up
    if (user && totals && user.firstPurchase !== (totals.discountDescription?.type === 'FP'))
      saveUser({ firstPurchase: totals.discountDescription?.type === 'FP' });
  }, [user, totals, ordering]);

  if (cart.length === 0 && !order.isPending && !order.isSuccess)
    return (
      <div className="page page--narrow">
        <h1>Resumen de tu orden</h1>
        <p className="notice notice--warm">Tu carrito está vacío. Continúa navegando para agregar productos</p>
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
      <CartNotices notices={notices} />
      <div className="two-col">
        <div className="stack">
          <section className="summary-box" aria-labelledby="sum-items">
            <h2 id="sum-items">Productos</h2>
            <OrderLines items={cart} />
          </section>
          <section className="summary-box" aria-labelledby="sum-payer">
            <h2 id="sum-payer">Datos de entrega</h2>
            <dl className="kv">
              <ContactRows contact={payer} />
              <dt>Entrega</dt>
              <dd>{formatShopDate(payer.deliveryDate)}</dd>
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
            <CouponForm applied={coupon} check={checkCoupon} onApplied={setCoupon} onRemoved={() => setCoupon(null)} />
          )}
          {outsideArea ? (
            <p className="notice notice--warm" role="alert">
              {outsideArea} <Link to="/payerinfo">Corregir datos de entrega</Link>
            </p>
          ) : (
            quote.isError && <ErrorPanel message={errorMessage(quote.error)} />
          )}
          {droppedCoupon && (
            <p className="notice notice--warm" role="status">
              {droppedCoupon}
            </p>
          )}
          {!totals ? (
            quote.isPending && !outsideArea && <Loader label="Calculando tu total..." />
          ) : (
            <TotalsList
              totals={totals}
              discountLabel={
                firstPurchase
                  ? ' primera compra (25%)'
                  : totals.discountDescription?.code
                    ? ` cupón ${totals.discountDescription.code}`
                    : ''
              }
              showTax
              totalTestId="order-total"
            />
          )}
          {/* The same failure twice (the shop down for the total and for the order) is said once. */}
          {order.isError && !(quote.isError && errorMessage(quote.error) === errorMessage(order.error)) && (
            <ErrorPanel message={errorMessage(order.error)} />
          )}
          {!online && <OfflineOrderNotice />}
          <div className="cart__actions">
            <button
              type="button"
              className="btn btn--accent btn--block"
              onClick={() => online && order.mutate()}
              disabled={order.isPending || Boolean(outsideArea)}
              aria-disabled={!online}
            >
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
