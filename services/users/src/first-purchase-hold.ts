import type { accounts } from './db/schema';

type HoldFields = Pick<typeof accounts.$inferSelect, 'firstPurchase' | 'firstPurchaseOrderId' | 'firstPurchaseReservedAt'>;

/**
 * A hold older than this is taken to belong to an order that died between reserving and creating
 * (the orders service releases it otherwise); a created order clears the flag through its event.
 */
export const FIRST_PURCHASE_HOLD_MS = 15 * 60_000;

/**
 * The discount is unused and no order is taking it now. An order that took it answers 201 before its
 * event clears the flag: its hold already says the discount is gone, so the profile never says «true»
 * after the order's answer (a stale hold does not count).
 */
export function firstPurchaseOpen(row: HoldFields, now = Date.now()): boolean {
  if (!row.firstPurchase) return false;
  const held = row.firstPurchaseOrderId !== null && (row.firstPurchaseReservedAt?.getTime() ?? 0) >= now - FIRST_PURCHASE_HOLD_MS;
  return !held;
}
