import { paymentIconKind, paymentLabel, type PaymentIconInput } from '@kukki/contracts';
import { AlertIcon, CheckIcon, ClockIcon, CrossCircleIcon, MinusCircleIcon } from '@kukki/ui';

const ICONS = {
  approved: CheckIcon,
  pending: ClockIcon,
  cancelled: CrossCircleIcon,
  rejected: AlertIcon,
  neutral: MinusCircleIcon,
} as const;

/** The admin's icons are sized by the text around them, not the storefront's 24 px. */
const TEXT_SIZE = { width: '1.25em', height: '1.25em' } as const;

export function PaymentIcon({ order }: { order: PaymentIconInput }) {
  const kind = paymentIconKind(order);
  const Icon = ICONS[kind];
  return (
    <span className={`adm-pay adm-pay--${kind}`} data-payment={kind}>
      <Icon title={paymentLabel(order)} {...TEXT_SIZE} />
    </span>
  );
}
