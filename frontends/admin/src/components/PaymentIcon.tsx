import { PAYMENT_ICON_LABELS, paymentIconKind, type PaymentIconInput } from '@kukki/contracts';
import { AlertIcon, CheckIcon, ClockIcon, CrossIcon, MinusIcon } from './Icons';

const ICONS = {
  approved: CheckIcon,
  pending: ClockIcon,
  cancelled: CrossIcon,
  rejected: AlertIcon,
  neutral: MinusIcon,
} as const;

export function PaymentIcon({ order }: { order: PaymentIconInput }) {
  const kind = paymentIconKind(order);
  const Icon = ICONS[kind];
  return (
    <span className={`adm-pay adm-pay--${kind}`} data-payment={kind}>
      <Icon title={PAYMENT_ICON_LABELS[kind]} />
    </span>
  );
}
