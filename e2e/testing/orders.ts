import { expect, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from './browser';

/**
 * Pays an order the way a customer does, through the bundled Mercado Pago emulator: its preference,
 * an approved payment (the emulator sends the signed webhook), then waits until the shop has it paid.
 */
export async function payOrder(request: APIRequestContext, order: { _id: string; accessToken?: string }): Promise<void> {
  const headers = order.accessToken ? { 'x-order-token': order.accessToken } : undefined;
  const preference = await request.post(`${BASE_URL}/api/orders/payments/mercadopago`, { data: { orderId: order._id }, headers });
  expect(preference.ok(), `preferencia → ${preference.status()} ${await preference.text()}`).toBe(true);
  const { preferenceId } = (await preference.json()) as { preferenceId: string };
  const paid = await request.post(`${BASE_URL}/mp-emulator/__emulator/payments`, {
    data: { preference_id: preferenceId, status: 'approved' },
  });
  expect(paid.ok(), `pago en el emulador → ${paid.status()} ${await paid.text()}`).toBe(true);
  await expect
    .poll(
      async () => {
        const detail = (await (await request.get(`${BASE_URL}/api/orders/detail/${order._id}`, { headers })).json()) as {
          order?: { isPaid?: boolean };
        };
        return detail.order?.isPaid ?? false;
      },
      { message: 'la orden queda pagada', timeout: 30_000, intervals: [500] },
    )
    .toBe(true);
}
