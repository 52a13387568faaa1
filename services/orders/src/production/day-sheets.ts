import {
  BOX_CATEGORY,
  DEFAULT_CITY,
  formatDeliveryAddress,
  formatOrderNumber,
  formatPhone,
  lineProductName,
  lineTitle,
  picksLine,
  type ProductionBoxDto,
  type ProductionProductDto,
  type ProductionReply,
  type RouteStopDto,
  type SubscriptionDeliveryDto,
} from '@kukki/contracts';
import type { OrderRow, StoredItem } from '../db/schema';

/** A stop's address line: alcaldía and postcode travel in their own fields. */
const STOP_ADDRESS = ['street', 'col'] as const;

/** A line's product name without the size the title carries ('Caja de galletas (Chica)' → 'Caja de galletas'). */
export const productName = (item: Pick<StoredItem, 'title' | 'size'>) => lineProductName(item.title, item.size);

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'es');

const isBox = (item: StoredItem) => item.category_id === BOX_CATEGORY && item.picks.length > 0;

/**
 * The production list of a day: what to bake (products by product and size) and
 * which boxes to assemble (by name, size and contents), from the day's paid orders and the
 * subscription boxes delivering that day (marked `subscription`).
 */
export function productionOf(day: string, orders: OrderRow[], subscriptions: SubscriptionDeliveryDto[]): ProductionReply {
  const products = new Map<string, ProductionProductDto>();
  const boxes = new Map<string, ProductionBoxDto>();
  for (const order of orders) {
    for (const item of order.items) {
      if (isBox(item)) {
        const contents = [...item.picks].sort((a, b) => a.localeCompare(b, 'es'));
        const key = JSON.stringify([productName(item), item.size, contents]);
        const box = boxes.get(key) ?? {
          name: productName(item),
          size: item.size,
          count: 0,
          contents: contents.map((name) => ({ name, quantity: 0 })),
        };
        box.count += item.quantity;
        for (const c of box.contents) c.quantity += item.quantity;
        boxes.set(key, box);
        continue;
      }
      // Chocolates come in kinds the baker must tell apart: «Trufas de chocolate · Tipo: Amargo».
      const kind = picksLine(item);
      const key = `${item.id}|${item.size}|${kind}`;
      const name = kind ? `${productName(item)} · ${kind}` : productName(item);
      const entry = products.get(key) ?? { productId: item.id, name, size: item.size, quantity: 0 };
      entry.quantity += item.quantity;
      products.set(key, entry);
    }
  }
  for (const delivery of subscriptions) {
    const contents = delivery.desserts.map((d) => d.name).sort((a, b) => a.localeCompare(b, 'es'));
    const name = `Suscripción ${delivery.plan.name}`;
    const key = JSON.stringify(['suscripcion', name, contents]);
    const box = boxes.get(key) ?? {
      name,
      size: delivery.plan.period,
      count: 0,
      contents: contents.map((n) => ({ name: n, quantity: 0 })),
      subscription: true,
    };
    box.count += 1;
    for (const c of box.contents) c.quantity += 1;
    boxes.set(key, box);
  }
  return {
    date: day,
    products: [...products.values()].sort((a, b) => byName(a, b) || a.size.localeCompare(b.size, 'es')),
    boxes: [...boxes.values()].sort((a, b) => Number(a.subscription ?? false) - Number(b.subscription ?? false) || byName(a, b)),
    orders: orders.length,
    subscriptions: subscriptions.length,
  };
}

const stopItems = (items: StoredItem[]) =>
  items.map((i) => ({
    name: lineTitle(productName(i), i.size),
    quantity: i.quantity,
    ...(i.picks.length ? { contents: i.picks } : {}),
  }));

/** The route sheet of a day: one stop per paid order and subscription box, by alcaldía then postcode. */
export function routeStopsOf(orders: OrderRow[], subscriptions: SubscriptionDeliveryDto[]): RouteStopDto[] {
  const stops: RouteStopDto[] = orders.map((o) => ({
    orderNumber: formatOrderNumber(o.orderSeq),
    orderId: o.id,
    kind: 'orden',
    name: o.payer.name,
    phone: formatPhone(o.payer.phone?.area_code, o.payer.phone?.number),
    address: formatDeliveryAddress(o.deliveryAddress, STOP_ADDRESS),
    alcaldia: o.deliveryAddress.del,
    zip: o.deliveryAddress.zip_code,
    city: o.deliveryAddress.city || DEFAULT_CITY,
    giftText: o.deliveryAddress.giftText?.trim() ?? '',
    items: stopItems(o.items),
  }));
  for (const d of subscriptions) {
    stops.push({
      orderNumber: `Suscripción ${d.plan.name} · ciclo ${d.cycle}`,
      kind: 'suscripcion',
      name: d.payer.name,
      phone: formatPhone(d.payer.phone?.area_code, d.payer.phone?.number),
      address: [formatDeliveryAddress(d.address, STOP_ADDRESS), d.address.notes?.trim() ? `(${d.address.notes.trim()})` : '']
        .filter(Boolean)
        .join(' '),
      alcaldia: d.address.del,
      zip: d.address.zip_code,
      city: d.address.city || DEFAULT_CITY,
      giftText: '',
      items: [{ name: `Caja de suscripción ${d.plan.name}`, quantity: 1, contents: d.desserts.map((x) => x.name) }],
    });
  }
  return stops.sort(
    (a, b) =>
      a.alcaldia.localeCompare(b.alcaldia, 'es', { sensitivity: 'base' }) ||
      a.zip.localeCompare(b.zip) ||
      a.orderNumber.localeCompare(b.orderNumber),
  );
}
