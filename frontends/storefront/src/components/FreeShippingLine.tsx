import { FIRST_PURCHASE_DISCOUNT_RATE, FREE_SHIPPING_ABOVE, freeShippingProgress } from '@kukki/contracts';
import './free-shipping.css';

const pesos = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** The cart's way to free shipping: «Te faltan $120 para envío gratis» and a bar, or «¡Tu envío es gratis!». */
export function FreeShippingLine({ itemsSubtotal, firstPurchase = false }: { itemsSubtotal: number; firstPurchase?: boolean }) {
  const { missing, progress } = freeShippingProgress(itemsSubtotal, firstPurchase ? FIRST_PURCHASE_DISCOUNT_RATE : 0);
  return (
    <div className="free-shipping" data-testid="free-shipping">
      <p className="free-shipping__text" aria-live="polite">
        {missing > 0 ? `Te faltan $${pesos.format(missing)} para envío gratis` : '¡Tu envío es gratis!'}
      </p>
      <div className="free-shipping__bar" aria-hidden="true">
        <span className="free-shipping__fill" style={{ transform: `scaleX(${progress})` }} />
      </div>
      {missing > 0 && firstPurchase && (
        // Why she needs more than the banner's $699 says: the line counts her products after the discount.
        <p className="free-shipping__note">
          Tu descuento de primera compra ({Math.round(FIRST_PURCHASE_DISCOUNT_RATE * 100)} %) va primero: el envío es gratis cuando tus
          productos con descuento pasan de ${pesos.format(FREE_SHIPPING_ABOVE)}.
        </p>
      )}
    </div>
  );
}
