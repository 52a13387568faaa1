import type { PreferenceRequest } from '@kukki/platform';
import type { OrderRow, StoredItem } from '../db/schema';

export interface PreferenceContext {
  /** The shop's public address (PUBLIC_URL): back URLs, absolute picture URLs. */
  publicUrl: string;
  notificationUrl: string;
  /** Meses sin intereses offered on cards (MP_INSTALLMENTS_MAX); 1 or none = off. */
  installmentsMax?: number;
  now?: Date;
}

type MpItem = PreferenceRequest['items'][number];

/** Unpaid orders are cancelled after 48 hours; the preference expires with them. */
export const PREFERENCE_TTL_MS = 48 * 3600_000;

const pesos = (cents: number) => cents / 100;
const absolute = (url: string, base: string) =>
  !url ? undefined : /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;
const mpDate = (d: Date) => d.toISOString().replace('Z', '-00:00');

/**
 * Mercado Pago items for one stored line. The line is charged `lineTotalCents` (the discount is
 * already spread over it); when that does not divide evenly by the quantity, the line becomes two
 * items (some units one centavo dearer) so the sum stays exact to the centavo.
 */
export function itemsForLine(line: StoredItem, publicUrl: string): MpItem[] {
  if (line.lineTotalCents <= 0 || line.quantity <= 0) return [];
  const base: Omit<MpItem, 'quantity' | 'unit_price'> = {
    id: line.id,
    title: line.size && !line.title.toLowerCase().includes(line.size.toLowerCase()) ? `${line.title} (${line.size})` : line.title,
    description: line.description || undefined,
    picture_url: absolute(line.picture_url, publicUrl),
    category_id: line.category_id || undefined,
    currency_id: 'MXN',
  };
  const unit = Math.floor(line.lineTotalCents / line.quantity);
  const extra = line.lineTotalCents - unit * line.quantity; // 0 ≤ extra < quantity
  const items: MpItem[] = [];
  if (line.quantity - extra > 0 && unit > 0) items.push({ ...base, quantity: line.quantity - extra, unit_price: pesos(unit) });
  if (extra > 0) items.push({ ...base, quantity: extra, unit_price: pesos(unit + 1) });
  return items;
}

export const itemsCents = (items: MpItem[]) => items.reduce((sum, i) => sum + Math.round(i.unit_price * 100) * i.quantity, 0);

/**
 * The Checkout Pro preference of a stored order (never of what a client sends): charged lines,
 * shipping as `shipments.cost` (or as an item when nothing else is charged), the order id as
 * `external_reference`, the payer, back URLs to the order page (without the guest's token), the webhook, `auto_return`.
 * Σ items + shipping equals the stored total exactly.
 */
export function buildPreferenceRequest(order: OrderRow, ctx: PreferenceContext): { body: PreferenceRequest; totalCents: number } {
  const publicUrl = ctx.publicUrl.replace(/\/+$/, '');
  const now = ctx.now ?? new Date();
  const items = order.items.flatMap((line) => itemsForLine(line, publicUrl));
  let shipments: PreferenceRequest['shipments'] | undefined;
  if (order.shippingCents > 0) {
    if (items.length > 0) shipments = { cost: pesos(order.shippingCents), mode: 'not_specified' };
    else items.push({ id: 'envio', title: 'Envío', quantity: 1, unit_price: pesos(order.shippingCents), currency_id: 'MXN' });
  }
  const totalCents = itemsCents(items) + (shipments ? order.shippingCents : 0);
  if (totalCents !== order.totalCents)
    throw new Error(`preference total ${totalCents} differs from the order total ${order.totalCents} (order ${order.id})`);

  // Never the guest's token (it would be stored at Mercado Pago): the order page finds it in the browser that ordered.
  const back = `${publicUrl}/order/${order.id}`;
  const [name, ...rest] = order.payer.name.trim().split(/\s+/);
  const body: PreferenceRequest = {
    items,
    payer: {
      name,
      surname: rest.join(' ') || undefined,
      email: order.payer.email,
      phone: { area_code: order.payer.phone.area_code, number: order.payer.phone.number },
      address: {
        street_name: order.payer.address.street_name,
        street_number: order.payer.address.street_number,
        zip_code: order.payer.address.zip_code,
      },
    },
    ...(shipments ? { shipments } : {}),
    external_reference: order.id,
    back_urls: { success: back, failure: back, pending: back },
    auto_return: 'approved',
    notification_url: ctx.notificationUrl,
    statement_descriptor: 'KUKKI',
    ...(ctx.installmentsMax && ctx.installmentsMax > 1 ? { payment_methods: { installments: ctx.installmentsMax } } : {}),
    binary_mode: false,
    expires: true,
    expiration_date_from: mpDate(now),
    expiration_date_to: mpDate(new Date(order.createdAt.getTime() + PREFERENCE_TTL_MS)),
    metadata: { order_id: order.id },
  };
  return { body, totalCents };
}
