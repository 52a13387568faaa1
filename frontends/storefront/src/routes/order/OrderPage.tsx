import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDeliveryAddress, mexicanPhone, orderNumberOf } from '@kukki/contracts';
import { shortDate } from '@kukki/ui/src/rules/dates';
import { ErrorPanel, Loader, Logo, useModal, MessageModalContent } from '@kukki/ui';
import {
  ApiError,
  errorMessage,
  forgetOrderToken,
  orderTokenFor,
  rememberOrderToken,
  refreshUser,
  useUser,
  userStore,
} from '@kukki/shop-client';
import { cancelOrder, fetchOrderDetail } from '../../api/orders';
import { OrderLines } from '../../components/OrderLines';
import { TotalsList } from '../../components/TotalsList';
import { PaymentState, paymentStateOf, receiptUrl, type PaymentStateKind } from './PaymentState';
import { PayButton } from './PayButton';
import { FacturaSection } from './FacturaSection';
import { OrderTimeline } from './OrderTimeline';
import { PaymentTicket, RefundsList } from './PaymentTicket';
import './order.css';
import { isShopId } from '../../components/notFound';
import NotFoundPage from '../notfound/NotFoundPage';
import { usePageTitle } from '../../components/usePageTitle';

const RETURN_PARAMS = ['status', 'collection_status', 'payment_id', 'collection_id'];
const POLL_FOR_MS = 60_000;
/** How often a page waiting on a cash or transfer payment asks again (only while the tab is shown). */
const PENDING_POLL_MS = 30_000;

/** The page heading for each payment state: «Realiza tu pago» only while there is something to pay. */
const HEADINGS: Record<PaymentStateKind, string> = {
  unpaid: 'Realiza tu pago',
  rejected: 'Realiza tu pago',
  pending: 'Tu pago está en proceso',
  confirming: 'Tu pago está en proceso',
  paid: '¡Tu orden está pagada!',
  cancelled: 'Orden cancelada',
  refunded: 'Orden reembolsada',
};

/** After a cancel the first-purchase discount comes back asynchronously: ask the server a few times. */
async function refreshUserAfterCancel(): Promise<void> {
  for (let attempt = 0; attempt < 8; attempt++) {
    await refreshUser();
    if (!userStore.get() || userStore.get()?.firstPurchase) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** No dead ends: a logged-out visitor is asked to log in (and comes back here); otherwise home and catalogue. */
function OrderUnavailable({ id, error, retry }: { id: string; error: unknown; retry: { run: () => void; busy: boolean } }) {
  const user = useUser();
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 401 || error.status === 403);
  if (notFound && !user && !orderTokenFor(id)) {
    return (
      <section className="summary-box order-page__gate" aria-labelledby="order-login">
        <h2 id="order-login">Inicia sesión para ver tu orden</h2>
        <p>Si hiciste esta orden con tu cuenta, inicia sesión y te traemos de vuelta aquí.</p>
        <WaysOut login={`/login?redirect=${encodeURIComponent(`/order/${id}`)}`} />
      </section>
    );
  }
  return (
    <section className="summary-box" aria-label="Orden no disponible">
      <ErrorPanel message={errorMessage(error)}>
        {/* A service that was down (503) comes back in seconds: the page also asks again by itself meanwhile. */}
        {!notFound && (
          <button type="button" className="btn btn--accent" onClick={retry.run} disabled={retry.busy}>
            {retry.busy ? 'Reintentando...' : 'Reintentar'}
          </button>
        )}
      </ErrorPanel>
      <WaysOut />
    </section>
  );
}

/** Home and catalogue, after «Iniciar sesión» when there is a login to offer; the first is the main action. */
function WaysOut({ login }: { login?: string }) {
  return (
    <div className="cart__actions">
      {login && (
        <Link to={login} className="btn btn--accent">
          Iniciar sesión
        </Link>
      )}
      <Link to="/" className={login ? 'btn btn--ghost' : 'btn btn--accent'}>
        Ir al inicio
      </Link>
      <Link to="/catalogo" className="btn btn--ghost">
        Ver catálogo
      </Link>
    </div>
  );
}

function ConfirmCancel({ onConfirm, onKeep }: { onConfirm: () => void; onKeep: () => void }) {
  return (
    <div className="stack">
      <p>¿Seguro que quieres cancelar tu orden? Esta acción no se puede deshacer.</p>
      <div className="cart__actions">
        <button type="button" className="btn btn--accent" onClick={onConfirm}>
          Sí, cancelar orden
        </button>
        {/* Focus starts on the safe choice: a second Enter must not cancel what cannot be undone. */}
        <button type="button" className="btn btn--ghost" onClick={onKeep} data-autofocus>
          No, conservar mi orden
        </button>
      </div>
    </div>
  );
}

export default function OrderPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const modal = useModal();
  const returned = RETURN_PARAMS.some((p) => params.has(p));
  // A guest's link (e-mail, Mercado Pago's return) carries the order's capability: keep it before asking.
  const linkToken = params.get('token');
  if (linkToken && orderTokenFor(id) !== linkToken) rememberOrderToken(id, linkToken);
  // When polling for the payment started: set when the page opens an order (the effect below).
  const since = useRef(0);

  const detail = useQuery({
    queryKey: ['order', id],
    queryFn: () => fetchOrderDetail(id),
    // Back from the payment page the webhook may not have landed yet: keep asking for a while.
    refetchInterval: (query) => {
      // A service that was down answers again within seconds: ask again by itself meanwhile.
      if (query.state.status === 'error') return (query.state.error as { status?: number } | null)?.status === 503 ? 5000 : false;
      const order = query.state.data?.order;
      const settled = order && (order.isPaid || order.cancelled || ['rechazada', 'cancelada', 'reembolsada'].includes(order.status));
      if (!order || settled) return false;
      if (returned && Date.now() - since.current < POLL_FOR_MS) return 2000;
      // An OXXO ticket or a SPEI transfer is paid hours later: a page left open shows it paid without a reload.
      const awaiting = order.paymentInstructions || ['pending', 'in_process'].includes(order.paymentResult?.status ?? '');
      return awaiting ? PENDING_POLL_MS : false;
    },
  });

  const cancel = useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: () => {
      forgetOrderToken(id);
      void refreshUserAfterCancel();
      void navigate('/catalogo');
    },
    onError: (error) => modal.open(<MessageModalContent message={errorMessage(error)} />, { title: 'Error' }),
  });

  useEffect(() => {
    since.current = Date.now();
  }, [id]);

  const loaded = detail.data;
  const state = loaded ? paymentStateOf(loaded.order, returned ? (params.get('status') ?? params.get('collection_status')) : null) : null;
  const heading = state ? HEADINGS[state] : detail.isError ? 'Tu orden' : 'Realiza tu pago';
  usePageTitle('order', heading);

  const askCancel = () =>
    modal.open(
      <ConfirmCancel
        onConfirm={() => {
          modal.close();
          if (!cancel.isPending) cancel.mutate();
        }}
        onKeep={() => modal.close()}
      />,
      { title: 'Cancelar orden' },
    );
  /** While the order can be paid, the way back to the catalogue asks to cancel it first. */
  const cancelFirst = (event: MouseEvent) => {
    event.preventDefault();
    if (!cancel.isPending) askCancel();
  };

  if (!isShopId(id)) return <NotFoundPage />;

  return (
    <div className="page order-page">
      <div className="order-page__brand">
        <Link to="/" aria-label="Kukki, ir al inicio">
          <Logo />
        </Link>
      </div>
      <h1>{heading}</h1>
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <OrderUnavailable id={id} error={detail.error} retry={{ run: () => void detail.refetch(), busy: detail.isFetching }} />
      ) : (
        (() => {
          const { order, payment } = detail.data;
          const payable = state === 'unpaid' || state === 'rejected';
          return (
            <div className="two-col">
              <div className="stack">
                <PaymentState order={order} state={state!} />
                <PaymentTicket order={order} />
                <RefundsList order={order} />
                {payable && !order.paymentInstructions && <PayButton order={order} payment={payment} />}
                <OrderTimeline order={order} />
                {state === 'paid' && (
                  <a className="btn btn--ghost" href={receiptUrl(order._id, orderTokenFor(id))} target="_blank" rel="noopener">
                    Descargar recibo (PDF)
                  </a>
                )}
                {state === 'paid' && <FacturaSection orderId={order._id} email={order.payer?.email ?? ''} />}
                <section className="summary-box" aria-labelledby="order-items">
                  <h2 id="order-items">Tu orden</h2>
                  <dl className="kv order-meta">
                    <dt>No.</dt>
                    <dd>{orderNumberOf(order)}</dd>
                    <dt>Fecha</dt>
                    <dd>{shortDate(order.createdAt)}</dd>
                  </dl>
                  <OrderLines items={order.items} />
                </section>
              </div>
              <aside className="summary-box" aria-labelledby="order-total">
                <h2 id="order-total">Total</h2>
                <TotalsList totals={order} />
                {order.deliveryAddress && (
                  <dl className="kv">
                    <dt>Entrega</dt>
                    <dd>{formatDeliveryAddress(order.deliveryAddress)}</dd>
                    {order.deliveryAddress.deliveryDate && (
                      <>
                        <dt>Fecha de entrega</dt>
                        <dd>{shortDate(order.deliveryAddress.deliveryDate)}</dd>
                      </>
                    )}
                    {order.deliveryAddress.giftText && (
                      <>
                        <dt>Nota de regalo</dt>
                        <dd>{order.deliveryAddress.giftText}</dd>
                      </>
                    )}
                    {order.notifyWhatsApp && (
                      <>
                        <dt>Avisos por WhatsApp</dt>
                        <dd>{mexicanPhone(order.payer?.phone?.area_code, order.payer?.phone?.number)?.text ?? 'Sí'}</dd>
                      </>
                    )}
                  </dl>
                )}
                <div className="cart__actions order-page__actions">
                  <Link to="/catalogo" className="btn btn--ghost btn--block" onClick={payable ? cancelFirst : undefined}>
                    {payable ? (cancel.isPending ? 'Cancelando...' : 'Cancelar orden') : 'Seguir comprando'}
                  </Link>
                </div>
              </aside>
            </div>
          );
        })()
      )}
    </div>
  );
}
