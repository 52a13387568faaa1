import { lineTitle, nextDay, picksLine, shopDay, shopDayStart, type CheckoutPreferenceRequest } from '@kukki/contracts';
import type { OrderRow, StoredItem } from '../db/schema';

export interface ChargeContext {
  /** The shop's public address (PUBLIC_URL): back URLs, absolute picture URLs. */
  publicUrl: string;
  now?: Date;
}

type ChargeItem = CheckoutPreferenceRequest['items'][number];

/** Unpaid orders are cancelled after 48 hours; the preference expires with them. */
export const PREFERENCE_TTL_MS = 48 * 3600_000;

/** Mercado Pago's default: an OXXO ticket or SPEI reference is payable for 3 days counting the day it is issued. */
export const CASH_PAYABLE_DAYS = 3;

/**
 * The least time a cash or transfer deadline must leave: a ticket paid at a till is reported within about an hour,
 * and the shopper needs time to get there. With less (a delivery today, or tomorrow late at night) they are not offered.
 */
export const CASH_MIN_LEAD_MS = 2 * 3600_000;

/**
 * Until when cash (OXXO) or a transfer (SPEI) may pay the order: the end of the third day counting
 * today (Mexico City), but never after the eve of its delivery day — the bakery bakes paid orders only.
 */
export function cashPaymentDeadline(deliveryDate: string | null | undefined, now: Date): Date {
  let day = shopDay(now);
  for (let i = 0; i < CASH_PAYABLE_DAYS; i++) day = nextDay(day);
  const usual = shopDayStart(day).getTime() - 1000;
  if (!deliveryDate) return new Date(usual);
  return new Date(Math.min(usual, shopDayStart(deliveryDate).getTime() - 1000));
}

const absolute = (url: string, base: string) =>
  !url ? undefined : /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * The charged items of one stored line. The line is charged `lineTotalCents` (the discount is
 * already spread over it); when that does not divide evenly by the quantity, the line becomes two
 * items (some units one centavo dearer) so the sum stays exact to the centavo.
 */
export function itemsForLine(line: StoredItem, publicUrl: string): ChargeItem[] {
  if (line.lineTotalCents <= 0 || line.quantity <= 0) return [];
  const base: Omit<ChargeItem, 'quantity' | 'unitPriceCents'> = {
    id: line.id,
    title: lineTitle(line.title, line.size),
    description: picksLine(line) || undefined,
    pictureUrl: absolute(line.picture_url, publicUrl),
    categoryId: line.category_id || undefined,
  };
  const unit = Math.floor(line.lineTotalCents / line.quantity);
  const extra = line.lineTotalCents - unit * line.quantity; // 0 ≤ extra < quantity
  const items: ChargeItem[] = [];
  if (line.quantity - extra > 0 && unit > 0) items.push({ ...base, quantity: line.quantity - extra, unitPriceCents: unit });
  if (extra > 0) items.push({ ...base, quantity: extra, unitPriceCents: unit + 1 });
  return items;
}

export const itemsCents = (items: ChargeItem[]) => items.reduce((sum, i) => sum + i.unitPriceCents * i.quantity, 0);

/**
 * What the payer is asked to pay for a stored order (never for what a client sends): its charged
 * lines, shipping (as an item when nothing else is charged), the order id as the external
 * reference, the payer, the order page as the way back (without the guest's token), the expiry.
 * Σ items + shipping equals the stored total exactly.
 */
export function checkoutChargeOf(order: OrderRow, ctx: ChargeContext): { charge: CheckoutPreferenceRequest; totalCents: number } {
  const publicUrl = ctx.publicUrl.replace(/\/+$/, '');
  const now = ctx.now ?? new Date();
  const items = order.items.flatMap((line) => itemsForLine(line, publicUrl));
  let shippingCents = 0;
  if (order.shippingCents > 0) {
    if (items.length > 0) shippingCents = order.shippingCents;
    else items.push({ id: 'envio', title: 'Envío', quantity: 1, unitPriceCents: order.shippingCents });
  }
  const totalCents = itemsCents(items) + shippingCents;
  if (totalCents !== order.totalCents)
    throw new Error(`charge total ${totalCents} differs from the order total ${order.totalCents} (order ${order.id})`);

  const cash = cashPaymentDeadline(order.deliveryAddress.deliveryDate, now);
  const [name, ...rest] = order.payer.name.trim().split(/\s+/);
  const charge: CheckoutPreferenceRequest = {
    externalReference: order.id,
    items,
    shippingCents,
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
    // Never the guest's token (it would be stored at the provider): the order page finds it in the browser that ordered.
    backUrl: `${publicUrl}/order/${order.id}`,
    expiresFrom: now.toISOString(),
    expiresTo: new Date(order.createdAt.getTime() + PREFERENCE_TTL_MS).toISOString(),
    ...(cash.getTime() - now.getTime() >= CASH_MIN_LEAD_MS ? { cashExpiresAt: cash.toISOString() } : { cashExcluded: true }),
    metadata: { order_id: order.id },
    idempotencyKey: `kukki-preference-${order.id}`,
  };
  return { charge, totalCents };
}
