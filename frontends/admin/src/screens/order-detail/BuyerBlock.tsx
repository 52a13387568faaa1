import { Field } from '../../components/Field';
import type { Order } from '../../api/types';
import { Phone } from '../../components/Phone';
import { CHANNEL_LABELS } from '@kukki/contracts';

export function BuyerBlock({ order }: { order: Order }) {
  return (
    <section className="adm-card" aria-labelledby="adm-buyer">
      <h2 id="adm-buyer">Comprador</h2>
      <dl className="adm-dl">
        <Field label="Tipo">{order.user ? 'Usuario' : 'Invitado'}</Field>
        <Field label="Nombre">{order.payer?.name}</Field>
        <Field label="Email">{order.payer?.email}</Field>
        <Field label="Teléfono">
          <Phone area={order.payer?.phone?.area_code} number={order.payer?.phone?.number} whatsapp />
        </Field>
        <Field label="Canal">{CHANNEL_LABELS[order.channel ?? 'web']}</Field>
      </dl>
    </section>
  );
}
