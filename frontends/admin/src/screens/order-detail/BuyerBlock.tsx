import { Field } from '../../components/Field';
import type { Order } from '../../api/types';
import { phoneText } from '../orders/OrderRow';

export function BuyerBlock({ order }: { order: Order }) {
  return (
    <section className="adm-card" aria-labelledby="adm-buyer">
      <h2 id="adm-buyer">Comprador</h2>
      <dl className="adm-dl">
        <Field label="Tipo">{order.user ? 'Usuario' : 'Invitado'}</Field>
        <Field label="Nombre">{order.payer?.name}</Field>
        <Field label="Email">{order.payer?.email}</Field>
        <Field label="Teléfono">
          {phoneText(order.payer?.phone) ? (
            <a href={`tel:${phoneText(order.payer?.phone).replace(/[^\d+]/g, '')}`}>{phoneText(order.payer?.phone)}</a>
          ) : null}
        </Field>
      </dl>
    </section>
  );
}
