import { accountStatusLabel, formatDeliveryAddress } from '@kukki/contracts';
import type { DeliveryInfo } from '../../api/types';

/** firstPurchase: discount still available → 'activo', already used → 'aplicado' (spec §4). */
export function firstPurchaseLabel(firstPurchase: boolean | undefined): string {
  return firstPurchase ? 'activo' : 'aplicado';
}

/** Plainly: an active account → «Activa», a deactivated one → «Desactivada». Missing means active. */
export function activeLabel(active: boolean | undefined): string {
  return accountStatusLabel(active !== false);
}

export function shortAddress(info: DeliveryInfo | null | undefined): string {
  if (!info?.street_name) return '';
  return formatDeliveryAddress(info, ['street', 'col']);
}
