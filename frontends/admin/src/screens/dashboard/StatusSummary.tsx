import { ORDER_STATUSES } from '@kukki/contracts';
import { Link } from 'react-router';

export function StatusSummary({ byStatus }: { byStatus: Record<string, number> }) {
  return (
    <section className="card" aria-labelledby="adm-by-status">
      <h2 id="adm-by-status">Órdenes por estado</h2>
      <ul className="adm-status-list">
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Link to={`/admin/dash/ordenes?estado=${status}`}>
              <span className={`adm-status adm-status--${status}`}>{status}</span>
              <strong>{byStatus[status] ?? 0}</strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
