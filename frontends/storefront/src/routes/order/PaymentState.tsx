import type { ReactNode } from 'react';
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

type Tone = 'ok' | 'warn' | 'bad' | 'neutral';

/** One payment-state banner: icon, title and what it means for the buyer. */
function StateBanner({ tone, icon: Icon, title, children }: { tone: Tone; icon: typeof CheckIcon; title: string; children?: ReactNode }) {
  return (
    <div className={tone === 'neutral' ? 'pay-state' : `pay-state pay-state--${tone}`} role="status">
      <Icon width={32} height={32} />
      <div>
        <p className="pay-state__title">{title}</p>
        {children}
      </div>
    </div>
  );
}

export function PaymentState({ order, state }: { order: OrderDto; state: PaymentStateKind }) {
  switch (state) {
    case 'paid':
      return (
        <StateBanner tone="ok" icon={CheckIcon} title="Pago aprobado">
          <p>
            <span className="pill pill--ok">Pagado</span> ¡Gracias por tu compra! Te enviamos la confirmación a {order.payer?.email}.
          </p>
        </StateBanner>
      );
    case 'pending':
    case 'confirming':
      return (
        <StateBanner tone="warn" icon={ClockIcon} title={state === 'pending' ? 'Pago pendiente' : 'Confirmando tu pago...'}>
          <p>
            <span className="pill pill--warn">Pendiente</span> En cuanto Mercado Pago confirme tu pago lo verás aquí.
          </p>
        </StateBanner>
      );
    case 'rejected':
      return (
        <StateBanner tone="bad" icon={AlertIcon} title="Pago rechazado">
          <p>
            <span className="pill pill--bad">Rechazado</span> Tu pago no fue aprobado. Puedes intentarlo de nuevo con otro medio de pago.
          </p>
        </StateBanner>
      );
    case 'refunded':
      return (
        <StateBanner tone="warn" icon={CrossCircleIcon} title="Orden reembolsada">
          <p>
            <span className="pill pill--warn">Reembolsada</span> Devolvimos el pago de esta orden a tu medio de pago; puede tardar algunos
            días hábiles en reflejarse.
          </p>
        </StateBanner>
      );
    case 'cancelled':
      return (
        <StateBanner tone="bad" icon={CrossCircleIcon} title="Orden cancelada">
          {order.cancelReason && <p>{order.cancelReason}</p>}
        </StateBanner>
      );
    default:
      return (
        <StateBanner tone="neutral" icon={ClockIcon} title="Pago no realizado">
          <p>
            <span className="pill">Pendiente de pago</span> Completa tu pago con Mercado Pago para que empecemos a hornear tu pedido.
          </p>
        </StateBanner>
      );
  }
}
