// Small HTTP client of the shop's public API, shared by the operational scripts under bench/.
import { readFileSync } from 'node:fs';

// The same order data as the orders tests' fixtures (services/orders/src/testing/order-fixtures.ts).
const fixtures = JSON.parse(readFileSync(new URL('../../services/orders/src/testing/order-fixtures.json', import.meta.url), 'utf8'));
export const payer = fixtures.payer;
export const deliveryAddress = { ...fixtures.deliveryAddress, giftText: '' };

export function orderBody(product, email) {
  return {
    items: [
      {
        id: product._id,
        title: product.name,
        picture_url: product.coverImage,
        category_id: product.category,
        quantity: 1,
        unit_price: product.price[0],
        description: '',
      },
    ],
    payer: { ...payer, email },
    deliveryAddress,
    ...fixtures.clientTotals,
  };
}

/** One request; never throws: a network failure is status 0. */
export async function call(base, method, url, body, headers = {}, timeoutMs = 15_000) {
  const started = Date.now();
  try {
    const res = await fetch(base + url, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, body: json, started, ended: Date.now() };
  } catch (err) {
    return { status: 0, body: String(err?.message ?? err), started, ended: Date.now() };
  }
}

export async function waitFor(fn, timeoutMs = 90_000, everyMs = 250) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await fn();
    if (last) return last;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error('tiempo agotado esperando una condición');
}

/** Polls `url` until it answers 2xx (a shop still starting refuses, or answers 503 while its frontends build). */
export async function waitForHttp(url, timeoutMs = 240_000, everyMs = 300) {
  try {
    await waitFor(async () => (await fetch(url).catch(() => null))?.ok, timeoutMs, everyMs);
  } catch {
    throw new Error(`${url} no respondió`);
  }
}
