import { lowStockText, useUnitsLeftTomorrow } from '../../stock/unitsLeft';

/** «Quedan 3 para mañana» when fewer than 5 units of the day's stock are left for tomorrow. */
export function LowStockNote({ productId, dailyStock }: { productId: string; dailyStock?: number | null }) {
  const text = lowStockText(useUnitsLeftTomorrow([{ _id: productId, dailyStock }]).get(productId.toLowerCase()));
  if (!text) return null;
  return (
    <p className="low-stock" role="status">
      {text}
    </p>
  );
}
