import { DEFAULT_CITY, formatLongDate } from '@kukki/contracts';
import { Field } from '../../components/Field';
import type { Order } from '../../api/types';

export function DeliveryBlock({ order }: { order: Order }) {
  const address = order.deliveryAddress ?? {};
  return (
    <section className="adm-card" aria-labelledby="adm-delivery">
      <h2 id="adm-delivery">Entrega</h2>
      <dl className="adm-dl">
        <Field label="Calle">{address.street_name}</Field>
        <Field label="Número">{address.street_number}</Field>
        <Field label="Interior">{address.interior_number}</Field>
        <Field label="Colonia">{address.col}</Field>
        <Field label="Alcaldía">{address.del}</Field>
        <Field label="C.P.">{address.zip_code}</Field>
        <Field label="Ciudad">{address.city || DEFAULT_CITY}</Field>
        <Field label="Fecha de entrega">{formatLongDate(address.deliveryDate || order.createdAt)}</Field>
      </dl>
    </section>
  );
}

export function GiftNote({ text }: { text?: string | null }) {
  if (!text) return null;
  return (
    <section className="adm-card adm-card--wide adm-card--gift" aria-labelledby="adm-gift">
      <h2 id="adm-gift">Nota de regalo</h2>
      <p>{text}</p>
    </section>
  );
}
