import { useQuery } from '@tanstack/react-query';
import { api } from '@kukki/shop-client';
import { LOW_STOCK_THRESHOLD, shopDay, type DeliveryDatesReply, type Product } from '@kukki/contracts';

/** The most products one GET /api/delivery-dates?productIds= accepts. */
const MAX_IDS = 50;

/** Tomorrow in Mexico City (YYYY-MM-DD). */
const tomorrow = () => shopDay(new Date(Date.now() + 24 * 3600 * 1000));

/**
 * Units left for tomorrow of the products that carry a daily stock, by lower-cased id: one
 * delivery-dates read for the whole list, so the catalogue read itself stays cached and unchanged.
 */
export function useUnitsLeftTomorrow(products: ReadonlyArray<Pick<Product, '_id' | 'dailyStock'>>): ReadonlyMap<string, number> {
  const ids = products
    .filter((p) => typeof p.dailyStock === 'number')
    .map((p) => p._id.toLowerCase())
    .sort()
    .slice(0, MAX_IDS);
  const dates = useQuery({
    queryKey: ['delivery-dates', ids.join(',')],
    queryFn: () => api<DeliveryDatesReply>(`/delivery-dates?productIds=${ids.join(',')}`).then((d) => d.dates),
    enabled: ids.length > 0,
  });
  const remaining = dates.data?.find((d) => d.date === tomorrow())?.remaining ?? {};
  return new Map(ids.flatMap((id) => (typeof remaining[id] === 'number' ? [[id, remaining[id]] as const] : [])));
}

/** «Quedan 3 para mañana» (one: «Queda 1») under the threshold, «Agotado para mañana» at 0, else nothing. */
export function lowStockText(left: number | undefined | null): string | null {
  if (left === undefined || left === null || left >= LOW_STOCK_THRESHOLD) return null;
  if (left === 0) return 'Agotado para mañana';
  return left === 1 ? 'Queda 1 para mañana' : `Quedan ${left} para mañana`;
}
