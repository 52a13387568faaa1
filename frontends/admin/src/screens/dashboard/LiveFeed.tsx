import { useState } from 'react';
import { formatClock } from '@kukki/contracts';
import { Link } from 'react-router';
import { money } from '../../components/Money';
import { useLiveOrders } from '../../live/LiveOrdersContext';
import {
  notificationsSupported,
  paidNotificationsOn,
  turnPaidNotificationsOff,
  turnPaidNotificationsOn,
} from '../../live/paidNotifications';

const STATUS_TEXT = { open: 'En vivo', connecting: 'Conectando...', closed: 'Sin conexión' } as const;

/** The live feed: paid orders by default; «Mostrar también sin pagar» adds the rest with a «Sin pagar» mark. */
export function LiveFeed() {
  const { status, orders } = useLiveOrders();
  const [showAll, setShowAll] = useState(false);
  const [notify, setNotify] = useState(paidNotificationsOn);
  const shown = showAll ? orders : orders.filter((o) => o.isPaid);
  const toggleNotify = async () => {
    if (notify) {
      turnPaidNotificationsOff();
      setNotify(false);
    } else setNotify(await turnPaidNotificationsOn());
  };
  return (
    <section className="card" aria-labelledby="adm-live">
      <header className="adm-live-header">
        <h2 id="adm-live">Órdenes pagadas</h2>
        <span className={`adm-live adm-live--${status}`}>
          <span className="adm-live__dot" aria-hidden="true" />
          {STATUS_TEXT[status]}
        </span>
      </header>
      <div className="adm-toolbar">
        <label className="adm-check">
          <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} /> Mostrar también sin pagar
        </label>
        {notificationsSupported() ? (
          <button type="button" className="btn btn--ghost" onClick={() => void toggleNotify()} aria-pressed={notify}>
            {notify ? 'Desactivar avisos del navegador' : 'Activar avisos del navegador'}
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="adm-empty">
          {showAll ? 'Las órdenes nuevas aparecerán aquí en cuanto lleguen.' : 'Las órdenes pagadas aparecerán aquí en cuanto se paguen.'}
        </p>
      ) : (
        <ul className="adm-live-list" aria-live="polite">
          {shown.map((order) => (
            <li key={order._id} className="adm-live-list__item">
              <span>{formatClock(order.paidAt ?? order.createdAt)}</span>
              <span>
                {order.orderNumber} {order.payer?.name}
                {order.isPaid ? null : <span className="adm-status"> Sin pagar</span>}
              </span>
              <strong>{money(order.totalPrice)}</strong>
              <Link to={`/admin/dash/ordenes/${order._id}`}>Ver</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
