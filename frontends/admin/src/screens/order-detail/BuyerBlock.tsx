import { DetailRow } from '../../components/DetailRow';
import type { Order } from '../../api/types';
import { Phone } from '../../components/Phone';
import { CHANNEL_LABELS } from '@kukki/contracts';

export function BuyerBlock({ order }: { order: Order }) {
  return (
    <section className="card" aria-labelledby="adm-buyer">
      <h2 id="adm-buyer">Comprador</h2>
      <dl className="adm-dl">
        <DetailRow label="Tipo">{order.user ? 'Usuario' : 'Invitado'}</DetailRow>
        <DetailRow label="Nombre">{order.payer?.name}</DetailRow>
        <DetailRow label="Email">{order.payer?.email}</DetailRow>
        <DetailRow label="Teléfono">
          <Phone area={order.payer?.phone?.area_code} number={order.payer?.phone?.number} whatsapp />
        </DetailRow>
        <DetailRow label="Canal">{CHANNEL_LABELS[order.channel ?? 'web']}</DetailRow>
        <DetailRow label="Avisos por WhatsApp">{order.notifyWhatsApp ? 'Sí' : 'No'}</DetailRow>
      </dl>
    </section>
  );
}
