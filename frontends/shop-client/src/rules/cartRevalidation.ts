import { pesosToCents, type Product } from '@kukki/contracts';
import { cartLineKey, type CartItem } from '@kukki/shop-client';
import { money } from '@kukki/ui';

export interface CartRevalidation {
  items: CartItem[];
  /** What changed, in Spanish, one sentence per line that changed. */
  notices: string[];
  changed: boolean;
}

/**
 * Which size of the product a line is: its saved size, else its price (a size renamed at the same price);
 * a line saved without a size (an older cart) may also be the only size there is. A size that is gone is
 * never swapped for another one.
 */
function sizeIndexOf(item: CartItem, product: Product): number {
  if (item.size) {
    const bySize = product.size.indexOf(item.size);
    if (bySize >= 0) return bySize;
  }
  const byPrice = product.price.findIndex((p) => pesosToCents(p) === pesosToCents(item.unit_price));
  if (byPrice >= 0) return byPrice;
  return !item.size && product.price.length === 1 ? 0 : -1;
}

/** Said in the cart and the summary when a product sold out after it was added. */
export const soldOutNotice = (title: string) => `Lo sentimos, ${title} está agotado y lo quitamos de tu carrito.`;

/**
 * Checks the cart against the catalogue: a changed price updates
 * the line; an archived, sold-out or unknown product (or a size that is gone) leaves the cart, each
 * with a notice.
 */
export function revalidateCart(cart: readonly CartItem[], products: readonly Product[]): CartRevalidation {
  const byId = new Map(products.map((p) => [p._id.toLowerCase(), p]));
  const notices: string[] = [];
  const kept = new Map<string, CartItem>();
  let changed = false;
  for (const item of cart) {
    const product = byId.get(item.id.toLowerCase());
    if (!product || product.archived) {
      notices.push(`${item.title} ya no está disponible y lo quitamos de tu carrito.`);
      changed = true;
      continue;
    }
    if (product.available === false) {
      notices.push(soldOutNotice(item.title));
      changed = true;
      continue;
    }
    const index = sizeIndexOf(item, product);
    if (index < 0) {
      const chosen = item.size ? `El tamaño ${item.size}` : 'El tamaño que elegiste';
      notices.push(`${chosen} de ${item.title} ya no está disponible y lo quitamos de tu carrito; elige otro tamaño en su página.`);
      changed = true;
      continue;
    }
    const price = product.price[index];
    const size = product.size[index] ?? '';
    let next = item;
    if (pesosToCents(price) !== pesosToCents(item.unit_price)) {
      notices.push(`El precio de ${item.title} cambió de ${money(item.unit_price)} a ${money(price)}; actualizamos tu carrito.`);
      next = { ...item, unit_price: price };
      changed = true;
    }
    if (size && next.size !== size) next = { ...next, size };
    kept.set(cartLineKey(next), next);
  }
  const items = [...kept.values()];
  return { items, notices, changed: changed || items.length !== cart.length || items.some((i, k) => i !== cart[k]) };
}
