import { formatDeliveryAddress, mexicanPhone } from '@kukki/contracts';
import type { Delivery } from '../../api/types';

export interface DeliveryRow {
  key: string;
  date: string;
  name: string;
  phone: string;
  address: string;
  zip: string;
  plan: string;
  products: string[];
  /** Indicaciones para la entrega. */
  notes: string;
}

export function toDeliveryRows(deliveries: Delivery[]): DeliveryRow[] {
  return deliveries.map((delivery, index) => {
    const address = delivery.address ?? {};
    const phone = delivery.payer?.phone;
    return {
      key: `${delivery.enrollmentId ?? index}-${delivery.cycle ?? ''}-${delivery.deliveryDate ?? ''}`,
      date: delivery.deliveryDate ?? '',
      name: delivery.payer?.name ?? '',
      phone: mexicanPhone(phone?.area_code, phone?.number)?.text ?? '',
      address: formatDeliveryAddress(address, ['street', 'col', 'del', 'city']),
      zip: address.zip_code ? String(address.zip_code) : '',
      plan: delivery.plan?.name ?? '',
      products: delivery.desserts?.map((dessert) => dessert.name) ?? [],
      notes: address.notes ?? '',
    };
  });
}

/** What to bake: how many of each dessert the month's boxes need. */
export function bakeList(rows: DeliveryRow[]): { product: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) for (const product of row.products) counts.set(product, (counts.get(product) ?? 0) + 1);
  return [...counts].map(([product, count]) => ({ product, count })).sort((a, b) => a.product.localeCompare(b.product, 'es'));
}
