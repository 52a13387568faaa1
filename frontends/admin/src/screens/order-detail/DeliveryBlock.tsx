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
        <DetailRow label="Fecha de entrega">{formatLongDate(address.deliveryDate || order.createdAt)}</DetailRow>
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
