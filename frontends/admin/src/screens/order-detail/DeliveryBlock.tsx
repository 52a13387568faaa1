import { formatLongDate } from '@kukki/contracts';
import { AddressFields } from '../../components/AddressFields';
import { DetailRow } from '../../components/DetailRow';
import type { Order } from '../../api/types';

export function DeliveryBlock({ order }: { order: Order }) {
  const address = order.deliveryAddress ?? {};
  return (
    <section className="card" aria-labelledby="adm-delivery">
      <h2 id="adm-delivery">Entrega</h2>
      <dl className="adm-dl">
        <AddressFields address={address} />
        <DetailRow label="Fecha de entrega">
          {address.deliveryDate ? (
            formatLongDate(address.deliveryDate)
          ) : (
            // The spec shows the creation date; it must not read as a delivery due that day.
            <>
              <span>{formatLongDate(order.createdAt)}</span> <span className="adm-unset">(fecha de la orden; entrega por confirmar)</span>
            </>
          )}
        </DetailRow>
      </dl>
    </section>
  );
}

export function GiftNote({ text }: { text?: string | null }) {
  if (!text) return null;
  return (
    <section className="card adm-card--wide adm-card--gift" aria-labelledby="adm-gift">
      <h2 id="adm-gift">Nota de regalo</h2>
      <p>{text}</p>
    </section>
  );
}
