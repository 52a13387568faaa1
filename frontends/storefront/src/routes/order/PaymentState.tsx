import type { OrderDto } from '@kukki/contracts';
import { AlertIcon, CheckIcon, ClockIcon, CrossCircleIcon } from '@kukki/ui';

export type PaymentStateKind = 'paid' | 'pending' | 'rejected' | 'cancelled' | 'refunded' | 'confirming' | 'unpaid';

/** paid / pending / rejected / cancelled from the stored order; 'confirming' right after returning from the payment page. */
export function paymentStateOf(order: OrderDto, returnedStatus: string | null): PaymentStateKind {
  if (order.isPaid) return 'paid';
  if (order.status === 'reembolsada') return 'refunded';
  if (order.cancelled || order.status === 'cancelada') return 'cancelled';
  const status = order.paymentResult?.status;
  if (status === 'rejected' || order.status === 'rechazada') return 'rejected';
  if (status === 'pending' || status === 'in_process') return 'pending';
  if (returnedStatus === 'approved') return 'confirming';
  if (returnedStatus === 'pending' || returnedStatus === 'in_process') return 'pending';
  if (returnedStatus === 'rejected') return 'rejected';
  return 'unpaid';
}

/** The paid order's PDF receipt: the session cookie for an owner, the capability in the query for a guest. */
export function receiptUrl(id: string, token: string | null | undefined): string {
  return `/api/orders/${id}/receipt.pdf${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

export function PaymentState({ order, state }: { order: OrderDto; state: PaymentStateKind }) {
  switch (state) {
    case 'paid':
      return (
        <div className="pay-state pay-state--ok" role="status">
          <CheckIcon width={32} height={32} />
          <div>
            <p className="pay-state__title">Pago aprobado</p>
            <p>
              <span className="pill pill--ok">Pagado</span> ¡Gracias por tu compra! Te enviamos la confirmación a {order.payer?.email}.
            </p>
          </div>
        </div>
      );
    case 'pending':
    case 'confirming':
      return (
        <div className="pay-state pay-state--warn" role="status">
          <ClockIcon width={32} height={32} />
          <div>
            <p className="pay-state__title">{state === 'pending' ? 'Pago pendiente' : 'Confirmando tu pago...'}</p>
            <p>
              <span className="pill pill--warn">Pendiente</span> En cuanto Mercado Pago confirme tu pago lo verás aquí.
            </p>
          </div>
        </div>
      );
    case 'rejected':
      return (
        <div className="pay-state pay-state--bad" role="status">
          <AlertIcon width={32} height={32} />
          <div>
            <p className="pay-state__title">Pago rechazado</p>
            <p>
              <span className="pill pill--bad">Rechazado</span> Tu pago no fue aprobado. Puedes intentarlo de nuevo con otro medio de pago.
            </p>
          </div>
        </div>
      );
    case 'refunded':
      return (
        <div className="pay-state pay-state--warn" role="status">
          <CrossCircleIcon width={32} height={32} />
          <div>
            <p className="pay-state__title">Orden reembolsada</p>
            <p>
              <span className="pill pill--warn">Reembolsada</span> Devolvimos el pago de esta orden a tu medio de pago; puede tardar algunos
              días hábiles en reflejarse.
            </p>
          </div>
        </div>
      );
    case 'cancelled':
      return (
        <div className="pay-state pay-state--bad" role="status">
          <CrossCircleIcon width={32} height={32} />
          <div>
            <p className="pay-state__title">Orden cancelada</p>
            {order.cancelReason && <p>{order.cancelReason}</p>}
          </div>
        </div>
      );
    default:
      return (
        <div className="pay-state" role="status">
          <ClockIcon width={32} height={32} />
          <div>
            <p className="pay-state__title">Pago no realizado</p>
            <p>
              <span className="pill">Pendiente de pago</span> Completa tu pago con Mercado Pago para que empecemos a hornear tu pedido.
            </p>
          </div>
        </div>
      );
  }
}
