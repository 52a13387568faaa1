import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { money } from '../components/Money';
import type { Order } from '../api/types';
import { useLiveOrders } from './LiveOrdersContext';

const VISIBLE_MS = 8000;

/** The visual cue for an order that just arrived, on whatever admin screen is open. */
export function LiveToast() {
  const { orders } = useLiveOrders();
  const latest = orders[0];
  /** The order whose toast was closed or timed out. */
  const [hiddenId, setHiddenId] = useState<string | null>(null);
  const shown: Order | null = latest && latest._id !== hiddenId ? latest : null;

  useEffect(() => {
    if (!latest) return;
    const timer = setTimeout(() => setHiddenId(latest._id), VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [latest]);

  if (!shown) return null;
  return (
    <div className="adm-toast" role="status" aria-live="polite">
      <span className="adm-toast__pulse" aria-hidden="true" />
      <span>
        Nueva orden de <strong>{shown.payer?.name ?? 'cliente'}</strong> por {money(shown.totalPrice)}
      </span>
      <Link to={`/admin/dash/ordenes/${shown._id}`} onClick={() => setHiddenId(shown._id)}>
        Ver
      </Link>
    </div>
  );
}
