/** 'K-000123': the order's sequence number, zero-padded to 6 digits (more digits when it grows). */
export function formatOrderNumber(seq: number): string {
  return `K-${String(seq).padStart(6, '0')}`;
}

/** The sequence number a search text names ('K-000123', 'k123', '000123'), or null. */
export function parseOrderNumber(text: string): number | null {
  const m = /^\s*(?:k\s*-?\s*)?0*(\d{1,12})\s*$/i.exec(text);
  if (!m) return null;
  const n = Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * The order number people read: its short number ('K-000123'), or the first 10 characters of the id
 * for an order from before numbers.
 */
export function orderNumberOf(order: { _id?: string | null; orderNumber?: string | null } | null | undefined): string {
  return order?.orderNumber || (order?._id ?? '').slice(0, 10);
}
