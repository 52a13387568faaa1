import { useQuery } from '@tanstack/react-query';
import { api } from '@kukki/ui';
import { LOW_STOCK_THRESHOLD, shopDay, type DeliveryDatesReply } from '@kukki/contracts';

/** Tomorrow in Mexico City (YYYY-MM-DD). */
const tomorrow = () => shopDay(new Date(Date.now() + 24 * 3600 * 1000));

/** The units of a product left for tomorrow, or null when it has no daily stock (GET /api/delivery-dates?productIds=). */
export function useUnitsLeftTomorrow(productId: string, dailyStock: number | null | undefined): number | null {
  const stocked = typeof dailyStock === 'number';
  const dates = useQuery({
    queryKey: ['delivery-dates', productId],
    queryFn: () => api<DeliveryDatesReply>(`/delivery-dates?productIds=${productId}`).then((d) => d.dates),
    enabled: stocked,
  });
  if (!stocked) return null;
  const left = dates.data?.find((d) => d.date === tomorrow())?.remaining?.[productId.toLowerCase()];
  return typeof left === 'number' ? left : null;
}

/** «Quedan 3 para mañana» when fewer than 5 units of the day's stock are left for tomorrow. */
export function LowStockNote({ productId, dailyStock }: { productId: string; dailyStock?: number | null }) {
  const left = useUnitsLeftTomorrow(productId, dailyStock);
  if (left === null || left >= LOW_STOCK_THRESHOLD) return null;
  return (
    <p className="low-stock" role="status">
      {left === 0 ? 'Agotado para mañana' : `Quedan ${left} para mañana`}
    </p>
  );
}
