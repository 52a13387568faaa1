import type { APIRequestContext } from 'playwright-core';
import { eventually } from '@kukki/platform/testing';
import { BASE_URL } from './browser';

/**
 * Pays an order the way a customer does, through the bundled Mercado Pago emulator: its preference,
 * an approved payment (the emulator sends the signed webhook), then waits until the shop has it paid.
 */
export async function payOrder(request: APIRequestContext, order: { _id: string; accessToken?: string }): Promise<void> {
  const headers = order.accessToken ? { 'x-order-token': order.accessToken } : undefined;
  const preference = await request.post(`${BASE_URL}/api/orders/payments/mercadopago`, { data: { orderId: order._id }, headers });
  if (!preference.ok()) throw new Error(`preferencia → ${preference.status()} ${await preference.text()}`);
  const { preferenceId } = await preference.json();
  const paid = await request.post(`${BASE_URL}/mp-emulator/__emulator/payments`, {
    data: { preference_id: preferenceId, status: 'approved' },
  });
  if (!paid.ok()) throw new Error(`pago en el emulador → ${paid.status()} ${await paid.text()}`);
  await eventually(
    async () => {
      const detail = await (await request.get(`${BASE_URL}/api/orders/detail/${order._id}`, { headers })).json();
      if (!detail.order?.isPaid) throw new Error('la orden sigue sin pagar');
    },
    { timeoutMs: 30_000, intervalMs: 500 },
  );
}
