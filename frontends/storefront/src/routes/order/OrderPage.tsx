import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  errorMessage,
  ErrorPanel,
  forgetOrderToken,
  orderTokenFor,
  rememberOrderToken,
  Loader,
  Logo,
  money,
  shortDate,
  shortId,
  useDocumentTitle,
  useModal,
  MessageModalContent,
} from '@kukki/ui';
import { cancelOrder, fetchOrderDetail } from '../../api/orders';
import { OrderLines } from '../../components/OrderLines';
import { PaymentState, paymentStateOf, receiptUrl } from './PaymentState';
import { PayButton } from './PayButton';
import './order.css';

const RETURN_PARAMS = ['status', 'collection_status', 'payment_id', 'collection_id'];
const POLL_FOR_MS = 60_000;

export default function OrderPage() {
  useDocumentTitle('Realiza tu pago');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const modal = useModal();
  const returned = RETURN_PARAMS.some((p) => params.has(p));
  // A guest's link (e-mail, Mercado Pago's return) carries the order's capability: keep it before asking.
  const linkToken = params.get('token');
  if (linkToken && orderTokenFor(id) !== linkToken) rememberOrderToken(id, linkToken);
  const since = useRef(Date.now());

  const detail = useQuery({
    queryKey: ['order', id],
    queryFn: () => fetchOrderDetail(id),
    // Back from the payment page the webhook may not have landed yet: keep asking for a while.
    refetchInterval: (query) => {
      const order = query.state.data?.order;
      const settled = order && (order.isPaid || order.cancelled || ['rechazada', 'cancelada', 'reembolsada'].includes(order.status));
      return returned && !settled && Date.now() - since.current < POLL_FOR_MS ? 2000 : false;
    },
  });

  const cancel = useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: () => {
      forgetOrderToken(id);
      navigate('/catalogo');
    },
    onError: (error) => modal.open(<MessageModalContent message={errorMessage(error)} />, { title: 'Error' }),
  });

  useEffect(() => {
    since.current = Date.now();
  }, [id]);

  return (
    <div className="page order-page">
      <div className="order-page__brand">
        <Logo />
      </div>
      <h1>Realiza tu pago</h1>
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <ErrorPanel message={errorMessage(detail.error)} />
      ) : (
        (() => {
          const { order, payment } = detail.data;
          const state = paymentStateOf(order, returned ? (params.get('status') ?? params.get('collection_status')) : null);
          const payable = state === 'unpaid' || state === 'rejected';
          return (
            <div className="two-col">
              <div className="stack">
                <PaymentState order={order} state={state} />
                {payable && <PayButton order={order} payment={payment} />}
                {order.isPaid && (
                  <a className="btn btn--ghost" href={receiptUrl(order._id, orderTokenFor(id))} target="_blank" rel="noopener">
                    Descargar recibo (PDF)
                  </a>
                )}
                <section className="summary-box" aria-labelledby="order-items">
                  <h2 id="order-items">Tu orden</h2>
                  <dl className="kv order-meta">
                    <dt>No.</dt>
                    <dd>{shortId(order._id)}</dd>
                    <dt>Fecha</dt>
                    <dd>{shortDate(order.createdAt)}</dd>
                  </dl>
                  <OrderLines items={order.items} />
                </section>
              </div>
              <aside className="summary-box" aria-labelledby="order-total">
                <h2 id="order-total">Total</h2>
                <ul className="totals">
                  <li>
                    <span>Subtotal</span>
                    <span>{money(order.itemsPrice)}</span>
                  </li>
                  {Number(order.discountPrice) > 0 && (
                    <li>
                      <span>Descuento</span>
                      <span>-{money(order.discountPrice)}</span>
                    </li>
                  )}
                  <li>
                    <span>Envío</span>
                    <span>{money(order.shippingPrice)}</span>
                  </li>
                  <li className="totals__grand">
                    <span>Total</span>
                    <span>{money(order.totalPrice)}</span>
                  </li>
                </ul>
                {order.deliveryAddress && (
                  <dl className="kv">
                    <dt>Entrega</dt>
                    <dd>
                      {order.deliveryAddress.street_name} {order.deliveryAddress.street_number}
                      {order.deliveryAddress.interior_number ? ` int. ${order.deliveryAddress.interior_number}` : ''},{' '}
                      {order.deliveryAddress.col}, {order.deliveryAddress.del}, C.P. {order.deliveryAddress.zip_code},{' '}
                      {order.deliveryAddress.city || 'CDMX'}
                    </dd>
                    {order.deliveryAddress.deliveryDate && (
                      <>
                        <dt>Fecha</dt>
                        <dd>{shortDate(order.deliveryAddress.deliveryDate)}</dd>
                      </>
                    )}
                  </dl>
                )}
                <div className="cart__actions order-page__actions">
                  {payable ? (
                    <Link
                      to="/catalogo"
                      className="btn btn--ghost btn--block"
                      onClick={(e) => {
                        e.preventDefault();
                        if (!cancel.isPending) cancel.mutate();
                      }}
                    >
                      {cancel.isPending ? 'Cancelando...' : 'Cancelar orden'}
                    </Link>
                  ) : (
                    <Link to="/catalogo" className="btn btn--ghost btn--block">
                      Seguir comprando
                    </Link>
                  )}
                </div>
              </aside>
            </div>
          );
        })()
      )}
    </div>
  );
}
