import { formatMoney, lineTitle } from '@kukki/contracts';
import type { CartItem } from '@kukki/shop-client';

/** The shop's WhatsApp number (wa.me wants the digits of +52 55 1234 5678). */
export const SHOP_WHATSAPP = '525512345678';

/** The message of «Pedir por WhatsApp»: the cart's lines, or a greeting when it is empty. */
export function whatsAppOrderText(
  cart: ReadonlyArray<Pick<CartItem, 'title' | 'quantity' | 'unit_price' | 'size' | 'description'>>,
): string {
  if (cart.length === 0) return 'Hola, Kukki. Quiero hacer un pedido.';
  const lines = cart.map((i) => {
    const name = lineTitle(i.title, i.size);
    const contents = i.description?.trim() ? ` — ${i.description.trim()}` : '';
    return `• ${i.quantity} × ${name}${contents}: $${formatMoney(i.unit_price * i.quantity)}`;
  });
  const total = cart.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
  return ['Hola, Kukki. Quiero pedir:', ...lines, `Total: $${formatMoney(total)}`].join('\n');
}

/** https://wa.me/{number}?text=… */
export const whatsAppOrderUrl = (cart: Parameters<typeof whatsAppOrderText>[0], phone = SHOP_WHATSAPP) =>
  `https://wa.me/${phone}?text=${encodeURIComponent(whatsAppOrderText(cart))}`;
