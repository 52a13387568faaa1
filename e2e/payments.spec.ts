// Paying in cash at OXXO in Debian Chromium: an OXXO purchase through the emulator's checkout to the ticket
// on the order page, paid later through the emulator's control API and shown paid; the WhatsApp opt-in and
// the «paid» message in the development twin (/dev/whatsapp/messages). How to run: e2e/README.md.
import { BASE_URL, shot, uniqueEmail, type ShopProduct } from './testing/browser';
import { expect, test } from './testing/fixtures';

test.describe('paying in cash at OXXO, with WhatsApp updates', () => {
  test('OXXO ticket on the order page, paid through the control API, then the WhatsApp message', async ({ page }) => {
    const { products } = (await (await page.request.get(`${BASE_URL}/api/productos`)).json()) as { products: ShopProduct[] };
    const product = products.find((p) => p.name === 'Pay de limón');
    if (!product) throw new Error('el catálogo de ejemplo tiene «Pay de limón»');
    // The opt-in is offered at checkout; the order itself is placed through the API (the same body the summary sends).
    await page.goto('/payerinfo');
    await expect(page.getByRole('heading', { name: 'Datos de entrega' })).toBeVisible();
    await page.getByLabel('Recibir avisos de mi orden por WhatsApp').check();
    const local = String(Date.now()).slice(-8);
    const phone = `55${local}`;
    const created = await page.request.post(`${BASE_URL}/api/orders/guest`, {
      data: {
        items: [
          {
            id: product._id,
            title: product.name,
            quantity: 2,
            unit_price: product.price[0],
            category_id: product.category,
            picture_url: '',
            description: '',
          },
        ],
        payer: {
          name: 'Ana Pérez',
          email: uniqueEmail('oxxo'),
          phone: { area_code: '55', number: local },
          address: { street_name: 'Av. Ámsterdam', street_number: '123', zip_code: '06100' },
        },
        deliveryAddress: {
          street_name: 'Av. Ámsterdam',
          street_number: '123',
          interior_number: '4',
          col: 'Hipódromo',
          del: 'Cuauhtémoc',
          zip_code: '06100',
          city: 'CDMX',
          deliveryDate: null,
          giftText: '',
        },
        notifyWhatsApp: true,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { createdOrder } = (await created.json()) as { createdOrder: { _id: string; accessToken: string; notifyWhatsApp: boolean } };
    expect(createdOrder.notifyWhatsApp).toBe(true);
    const orderId = createdOrder._id;
    await page.goto(`/order/${orderId}?token=${encodeURIComponent(createdOrder.accessToken)}`);

    // The emulator's checkout: cash at OXXO.
    await page.getByRole('link', { name: 'Pagar con Mercado Pago' }).click();
    await page.getByRole('button', { name: 'Pagar en efectivo en OXXO' }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${orderId}`));
    expect(new URL(page.url()).searchParams.get('token'), 'the guest token never travels to Mercado Pago').toBeNull();
    const ticket = page.getByTestId('payment-ticket');
    await expect(ticket).toBeVisible({ timeout: 30_000 });
    await expect(ticket).toContainText(
      /Paga en OXXO antes del (lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+, 23:59/,
    );
    await expect(page.getByTestId('payment-reference')).toHaveText(/^\s*\d{14}\s*$/);
    await expect(ticket.getByRole('link', { name: 'Ver e imprimir mi ficha' })).toBeVisible();
    await shot(page, 'payments-oxxo-ticket');

    // The buyer pays at the store: the control API approves the ticket and notifies the shop.
    const payments = (await (
      await page.request.get(`${BASE_URL}/mp-emulator/__emulator/payments?external_reference=${orderId}`)
    ).json()) as Array<{
      id: string;
      status: string;
      payment_method_id: string;
    }>;
    const pending = payments.find((p) => p.status === 'pending' && p.payment_method_id === 'oxxo');
    expect(pending, 'a pending OXXO payment').toBeDefined();
    const approved = await page.request.post(`${BASE_URL}/mp-emulator/__emulator/payments/${pending!.id}/approve`);
    expect(approved.status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Pago aprobado')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('payment-ticket')).toHaveCount(0);
    await shot(page, 'payments-oxxo-paid');

    // The opted-in buyer's phone got the «paid» update in the development twin.
    const paidMessage = async () => {
      const list = (await (await page.request.get(`${BASE_URL}/dev/whatsapp/messages`)).json()) as Array<{
        to: string;
        template: string;
        text: string;
      }>;
      return list.find((m) => m.template === 'pedido_pagado' && m.text.includes('recibimos el pago'))?.to;
    };
    await expect.poll(paidMessage, { message: 'el mensaje de WhatsApp del pago', timeout: 20_000 }).toBe(`+52${phone}`);
    await page.goto('/dev/whatsapp');
    await shot(page, 'payments-dev-whatsapp');
  });
});
