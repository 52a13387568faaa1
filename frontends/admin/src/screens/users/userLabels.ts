import type { DeliveryInfo } from '../../api/types';

/** firstPurchase: discount still available → 'activo', already used → 'aplicado' (spec §4). */
export function firstPurchaseLabel(firstPurchase: boolean | undefined): string {
  return firstPurchase ? 'activo' : 'aplicado';
}

/** Spec §4 keeps the original wording: active true → 'Cuenta desactivada', false → 'Usuario activo'. */
export function activeLabel(active: boolean | undefined): string {
  return active ? 'Cuenta desactivada' : 'Usuario activo';
}

export function shortAddress(info: DeliveryInfo | null | undefined): string {
  if (!info?.street_name) return '';
  const street = [info.street_name, info.street_number].filter(Boolean).join(' ');
  return [street, info.col].filter(Boolean).join(', ');
}
