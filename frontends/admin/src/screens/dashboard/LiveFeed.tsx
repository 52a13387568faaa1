import { formatClock } from '@kukki/contracts';
import { Link } from 'react-router';
import { money } from '../../components/Money';
import { useLiveOrders } from '../../live/LiveOrdersContext';

const STATUS_TEXT = { open: 'En vivo', connecting: 'Conectando...', closed: 'Sin conexión' } as const;

export function LiveFeed() {
  const { status, orders } = useLiveOrders();
  return (
    <section className="adm-card" aria-labelledby="adm-live">
      <header className="adm-live-header">
        <h2 id="adm-live">Órdenes nuevas</h2>
        <span className={`adm-live adm-live--${status}`}>
          <span className="adm-live__dot" aria-hidden="true" />
          {STATUS_TEXT[status]}
        </span>
      </header>
      {orders.length === 0 ? (
        <p className="adm-empty">Las órdenes nuevas aparecerán aquí en cuanto lleguen.</p>
      ) : (
        <ul className="adm-live-list" aria-live="polite">
          {orders.map((order) => (
            <li key={order._id} className="adm-live-list__item">
              <span>{formatClock(order.createdAt)}</span>
              <span>{order.payer?.name}</span>
              <strong>{money(order.totalPrice)}</strong>
              <Link to={`/admin/dash/ordenes/${order._id}`}>Ver</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
