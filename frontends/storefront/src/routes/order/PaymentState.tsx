import type { ReactNode } from 'react';
import type { OrderDto } from '@kukki/contracts';
import { AlertIcon, CheckIcon, ClockIcon, CrossCircleIcon } from '@kukki/ui';

export type PaymentStateKind = 'paid' | 'pending' | 'rejected' | 'cancelled' | 'refunded' | 'confirming' | 'unpaid';

/** paid / pending / rejected / cancelled from the stored order; 'confirming' right after returning from the payment page. */
export function paymentStateOf(order: OrderDto, returnedStatus: string | null): PaymentStateKind {
  // A payment approved after the cancellation (a checkout left open) is refunded: the order stays cancelled.
  if (order.cancelled || order.status === 'cancelada') return 'cancelled';
  if (order.isPaid) return 'paid';
  if (order.status === 'reembolsada') return 'refunded';
  const status = order.paymentResult?.status;
  const pending = (s: string | null | undefined) => s === 'pending' || s === 'in_process';
  // A payment still in process after a rejected one (a retry, an OXXO ticket) is pending: never invite to pay twice.
  if (pending(status) || pending(returnedStatus)) return 'pending';
  if (status === 'rejected' || order.status === 'rechazada') return 'rejected';
  if (returnedStatus === 'approved') return 'confirming';
  if (returnedStatus === 'rejected') return 'rejected';
  return 'unpaid';
}

/** The paid order's PDF receipt: the session cookie for an owner, the capability in the query for a guest. */
export function receiptUrl(id: string, token: string | null | undefined): string {
  return `/api/orders/${id}/receipt.pdf${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

type Tone = 'ok' | 'warn' | 'bad' | 'neutral';

/** A block's class and its tone modifier (neutral has none). */
const toneClass = (block: string, tone: Tone) => (tone === 'neutral' ? block : `${block} ${block}--${tone}`);

/** One payment-state banner: icon, title and what it means for the buyer. */
function StateBanner({ tone, icon: Icon, title, children }: { tone: Tone; icon: typeof CheckIcon; title: string; children?: ReactNode }) {
  return (
    <div className={`icon-panel ${toneClass('pay-state', tone)}`} role="status">
      <Icon width={32} height={32} />
      <div>
        <p className="pay-state__title">{title}</p>
        {children}
      </div>
    </div>
  );
}

interface Banner {
  tone: Tone;
  icon: typeof CheckIcon;
  title: string;
  /** The state's pill, then what it means for the buyer. */
  pill: string;
  text: (order: OrderDto) => ReactNode;
}

const PENDING: Banner = {
  tone: 'warn',
  icon: ClockIcon,
  title: 'Pago pendiente',
  pill: 'Pendiente',
  text: () => 'En cuanto Mercado Pago confirme tu pago lo verás aquí.',
};

const BANNERS: Record<Exclude<PaymentStateKind, 'cancelled'>, Banner> = {
  paid: {
    tone: 'ok',
    icon: CheckIcon,
    title: 'Pago aprobado',
    pill: 'Pagado',
    text: (order) => <>¡Gracias por tu compra! Te enviamos la confirmación a {order.payer?.email}.</>,
  },
  pending: PENDING,
  confirming: { ...PENDING, title: 'Confirmando tu pago...' },
  rejected: {
    tone: 'bad',
    icon: AlertIcon,
    title: 'Pago rechazado',
    pill: 'Rechazado',
    text: () => 'Tu pago no fue aprobado. Puedes intentarlo de nuevo con otro medio de pago.',
  },
  refunded: {
    tone: 'warn',
    icon: CrossCircleIcon,
    title: 'Orden reembolsada',
    pill: 'Reembolsada',
    text: () => 'Devolvimos el pago de esta orden a tu medio de pago; puede tardar algunos días hábiles en reflejarse.',
  },
  unpaid: {
    tone: 'neutral',
    icon: ClockIcon,
    title: 'Pago no realizado',
    pill: 'Pendiente de pago',
    text: () => 'Completa tu pago con Mercado Pago para que empecemos a hornear tu orden.',
  },
};

export function PaymentState({ order, state }: { order: OrderDto; state: PaymentStateKind }) {
  if (state === 'cancelled')
    return (
      <StateBanner tone="bad" icon={CrossCircleIcon} title="Orden cancelada">
        {order.cancelReason && <p>{order.cancelReason}</p>}
        {order.isPaid && <p>Recibimos un pago después de la cancelación: te lo devolvemos en unos minutos a tu medio de pago.</p>}
      </StateBanner>
    );
  const { tone, icon, title, pill, text } = BANNERS[state];
  return (
    <StateBanner tone={tone} icon={icon} title={title}>
      <p>
        <span className={toneClass('pill', tone)}>{pill}</span> {text(order)}
      </p>
    </StateBanner>
  );
}
