import { priceOrder, type CouponDto, type DiscountInput, type OrderTotals } from '@kukki/contracts';
import { picksOf, type CartItem, type PayerInfo } from '@kukki/shop-client';

/** Which discount applies: first purchase for a logged-in user who still has it, else an applied active coupon. */
export function discountFor(firstPurchase: boolean, coupon: CouponDto | null): DiscountInput {
  if (firstPurchase) return { type: 'FP' };
  if (coupon && coupon.isActive) return { type: 'CP', code: coupon.code, isPercent: coupon.isPercent, amount: coupon.amount };
  return null;
}

export function priceCart(cart: CartItem[], discount: DiscountInput): OrderTotals<CartItem> {
  return priceOrder(cart, discount);
}

export function discountDescription(discount: DiscountInput) {
  if (!discount) return { type: '', code: '', isActive: false, isPercentage: false, amount: 0 };
  if (discount.type === 'FP') return { type: 'FP', code: '', isActive: true, isPercentage: true, amount: 25 };
  return { type: 'CP', code: discount.code, isActive: true, isPercentage: discount.isPercent, amount: discount.amount };
}

/** The order request of spec §7 (the server reprices everything; these totals are informative). */
export function buildOrderPayload(cart: CartItem[], payer: PayerInfo, discount: DiscountInput) {
  const totals = priceOrder(cart, discount);
  return {
    items: cart.map((item) => {
      const picks = picksOf(item);
      return {
        id: item.id,
        title: item.title,
        picture_url: item.picture_url,
        category_id: item.category_id,
        quantity: item.quantity,
        unit_price: item.unit_price,
        description: item.description,
        ...(picks.length ? { picks } : {}),
      };
    }),
    payer: {
      name: `${payer.name} ${payer.lastname}`.trim(),
      email: payer.email,
      phone: { area_code: payer.area_code, number: payer.tel },
      address: { street_name: payer.street, street_number: payer.stNumber, zip_code: payer.zip },
    },
    deliveryAddress: {
      street_name: payer.street,
      street_number: payer.stNumber,
      interior_number: payer.intNumber,
      col: payer.col,
      del: payer.del,
      zip_code: payer.zip,
      city: payer.city || 'CDMX',
      deliveryDate: payer.deliveryDate,
      giftText: payer.giftText,
    },
    itemsPrice: totals.itemsPrice,
    shippingPrice: totals.shippingPrice,
    totalPrice: totals.totalPrice,
    discount: Boolean(discount),
    discountPrice: totals.discountPrice,
    discountDescription: discountDescription(discount),
    notifyWhatsApp: payer.notifyWhatsApp === 'true',
  };
}
