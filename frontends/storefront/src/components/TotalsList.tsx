import { money } from '@kukki/ui';

interface Totals {
  itemsPrice: number;
  discountPrice: number;
  shippingPrice: number;
  taxPrice?: number;
  totalPrice: number;
}

/** Subtotal, discount (when any), shipping, optionally taxes, and the total of an order or a quote. */
export function TotalsList({
  totals,
  discountLabel = '',
  showTax = false,
  totalTestId,
}: {
  totals: Totals;
  /** Said after «Descuento» (' cupón KUKKI10'). */
  discountLabel?: string;
  showTax?: boolean;
  totalTestId?: string;
}) {
  return (
    <ul className="totals">
      <li>
        <span>Subtotal</span>
        <span>{money(totals.itemsPrice)}</span>
      </li>
      {Number(totals.discountPrice) > 0 && (
        <li>
          <span>Descuento{discountLabel}</span>
          <span>-{money(totals.discountPrice)}</span>
        </li>
      )}
      <li>
        <span>Envío</span>
        <span>{Number(totals.shippingPrice) === 0 ? 'Gratis' : money(totals.shippingPrice)}</span>
      </li>
      {showTax && (
        <li>
          <span>Impuestos</span>
          <span>{money(totals.taxPrice ?? 0)}</span>
        </li>
      )}
      <li className="totals__grand">
        <span>Total</span>
        <span data-testid={totalTestId}>{money(totals.totalPrice)}</span>
      </li>
    </ul>
  );
}
