// Issue 31 in Debian Chromium: an OXXO purchase through the emulator's checkout to the ticket on the
// order page, paid later through the emulator's control API and shown paid; the WhatsApp opt-in and
// the «paid» message in the development twin (/dev/whatsapp/messages).
//   E2E_BASE_URL=http://localhost:8080 npx jest --selectProjects e2e e2e/payments.spec.ts
import assert from 'node:assert/strict';
import { BASE_URL, browserForThisFile, fillAddress, newPage, shot, uniqueEmail } from './testing/browser';

jest.setTimeout(180_000);

const browser = browserForThisFile();

/** Polls `check` until it returns a value (not undefined) or the deadline passes. */
async function until<T>(check: () => Promise<T | undefined>, what: string, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Sin respuesta a tiempo: ${what}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('issue 31: paying in cash at OXXO, with WhatsApp updates', () => {
  test('OXXO ticket on the order page, paid through the control API, then the WhatsApp message', async () => {
    const page = await newPage(browser());
    const { products } = await (await page.request.get(`${BASE_URL}/api/productos`)).json();
    const product =
      products.find((p: { countInStock?: number; price: number[] }) => p.price?.length && p.countInStock !== 0) ?? products[0];
    await page.goto(`/cart/${encodeURIComponent(product.category)}/${product._id}?price=${product.price[0]}&qty=2`);
    await page.waitForURL((u) => u.pathname === '/cart');
    await page.getByTestId('cart-line').first().waitFor();

    await page.goto('/payerinfo');
    await page.getByRole('heading', { name: 'Datos de entrega' }).waitFor();
    await fillAddress(page, { email: uniqueEmail('oxxo') });
    await page.getByLabel('Recibir avisos de mi pedido por WhatsApp').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(/\/summary$/);
    await shot(page, 'payments-summary');
    await page.getByTestId('order-total').waitFor();
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await page.waitForURL(/\/order\/[0-9a-f]{24}/);
    const orderId = page.url().match(/\/order\/([0-9a-f]{24})/)![1];

    // The emulator's checkout: cash at OXXO.
    await page.getByRole('link', { name: 'Pagar con Mercado Pago' }).click();
    await page.getByRole('button', { name: 'Pagar en efectivo en OXXO' }).click();
    await page.waitForURL(new RegExp(`/order/${orderId}`));
    assert.equal(new URL(page.url()).searchParams.get('token'), null, 'the guest token never travels to Mercado Pago');
    const ticket = page.getByTestId('payment-ticket');
    await ticket.waitFor({ timeout: 30_000 });
    const text = await ticket.innerText();
    assert.match(text, /Paga en OXXO antes del (lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+, 23:59/);
    const reference = (await page.getByTestId('payment-reference').innerText()).trim();
    assert.match(reference, /^\d{14}$/);
    assert.ok(await ticket.getByRole('link', { name: 'Ver e imprimir mi ficha' }).isVisible());
    await shot(page, 'payments-oxxo-ticket');

    // The buyer pays at the store: the control API approves the ticket and notifies the shop.
    const payments = await (await page.request.get(`${BASE_URL}/mp-emulator/__emulator/payments?external_reference=${orderId}`)).json();
    const pending = payments.find(
      (p: { status: string; payment_method_id: string }) => p.status === 'pending' && p.payment_method_id === 'oxxo',
    );
    const approved = await page.request.post(`${BASE_URL}/mp-emulator/__emulator/payments/${pending.id}/approve`);
    assert.equal(approved.status(), 200);
    await page.reload();
    await page.getByText('Pago aprobado').waitFor({ timeout: 30_000 });
    assert.equal(await page.getByTestId('payment-ticket').count(), 0);
    await shot(page, 'payments-oxxo-paid');

    // The opted-in buyer's phone got the «paid» update in the development twin.
    const message = await until(async () => {
      const list = await (await page.request.get(`${BASE_URL}/dev/whatsapp/messages`)).json();
      return list.find(
        (m: { to: string; template: string; text: string }) => m.template === 'pedido_pagado' && m.text.includes('recibimos el pago'),
      );
    }, 'el mensaje de WhatsApp del pago');
    assert.equal(message.to, '+525512345678');
    await page.goto('/dev/whatsapp');
    await shot(page, 'payments-dev-whatsapp');
    await page.context().close();
  });
});
