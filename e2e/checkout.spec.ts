// Checkout edges in Debian Chromium, against a started shop (how to run: e2e/README.md): a coupon below its
// minimum, «Quitar cupón», a sold-out product left out of the cart, and the «Solicitar factura» form.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SAMPLE_DELIVERY_ADDRESS } from '@kukki/contracts/testing';
import { BASE_URL, ensureCoupon, fillAddress, newPage, shot, uniqueEmail, type ShopProduct } from './testing/browser';
import { expect, test } from './testing/fixtures';

const RUN = Date.now().toString(36).toUpperCase();
/** Screenshots a person looks at (the summary with «Quitar cupón», the factura form), besides e2e/artifacts. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function screenshot(page: Page, name: string) {
  await shot(page, name);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** A product sold as it is (no box or chocolate picks), cheapest first. */
async function plainProducts(page: Page): Promise<ShopProduct[]> {
  const { products } = (await (await page.request.get(`${BASE_URL}/api/productos`)).json()) as { products: ShopProduct[] };
  return products
    .filter((p) => !['cajas', 'chocolates'].includes(p.category) && p.available !== false)
    .sort((a, b) => a.price[0] - b.price[0]);
}

/** Puts lines in the browser's cart (spec: localStorage `cartItems`), as «Agregar al carrito» does. */
async function fillCart(page: Page, lines: Array<{ product: ShopProduct; quantity: number }>) {
  await page.goto('/');
  await page.evaluate(
    (items) => localStorage.setItem('cartItems', JSON.stringify(items)),
    lines.map(({ product, quantity }) => ({
      id: product._id,
      title: product.name,
      picture_url: product.coverImage,
      category_id: product.category,
      unit_price: product.price[0],
      quantity,
      description: '',
      size: product.size[0] ?? '',
    })),
  );
}

async function toSummary(page: Page) {
  await page.goto('/payerinfo');
  await expect(page.getByRole('heading', { name: 'Datos de entrega' })).toBeVisible();
  await fillAddress(page, { email: uniqueEmail('checkout') });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/summary$/);
  await expect(page.getByRole('heading', { name: 'Resumen de tu orden' })).toBeVisible();
}

const escapeMoney = (text: string) => text.replace(/[$.]/g, (c) => `\\${c}`);

test.describe('checkout edges', () => {
  test('a coupon below its minimum is refused without being applied; another is applied, taken off with «Quitar cupón», and the order is placed', async ({
    browser,
    api,
    adminToken,
  }) => {
    const code = `MIN${RUN}`;
    const expireDate = new Date(Date.now() + 20 * 86400 * 1000).toISOString().slice(0, 10);
    const created = await api.request.post('/api/admin/coupons', {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { code, isPercent: false, isActive: true, amount: 50, expireDate, minOrderAmount: 5000 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const other = await ensureCoupon(process.env.E2E_COUPON ?? 'KUKKI10');

    for (const width of [375, 1280]) {
      const page = await newPage(browser, { width, height: 900 });
      const [cheapest] = await plainProducts(page);
      await fillCart(page, [{ product: cheapest, quantity: 1 }]);
      await toSummary(page);
      const total = page.getByTestId('order-total');
      await expect(total).toBeVisible();
      const before = await total.innerText();

      await page.getByLabel('Cupón de descuento').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.locator('#coupon-error')).toHaveText('Este cupón aplica en compras desde $5,000.00 (sin contar el envío)');
      await expect(page.getByText(/aplicado/), 'a refused coupon is never shown as applied').toHaveCount(0);
      await expect(total, 'the totals stay').toHaveText(before);
      await expect(page.locator('.totals')).toContainText(/Subtotal[\s\S]*Envío[\s\S]*Total/, { useInnerText: true });

      await page.getByLabel('Cupón de descuento').fill(other);
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.getByText(`Cupón ${other} aplicado`)).toBeVisible();
      await expect(total).not.toHaveText(before);
      await expect(page.getByRole('button', { name: 'Quitar cupón' })).toBeVisible();
      await screenshot(page, `checkout-summary-quitar-cupon-${width}`);

      await page.getByRole('button', { name: 'Quitar cupón' }).click();
      await expect(page.getByLabel('Cupón de descuento')).toBeVisible();
      await expect(total).toHaveText(before);
      if (width === 1280) {
        await page.getByRole('button', { name: 'Completar orden' }).click();
        await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
        await expect(page.getByRole('heading', { name: 'Realiza tu pago' })).toBeVisible();
        await expect(page.locator('.totals')).toContainText(new RegExp(escapeMoney(before)), { useInnerText: true });
      }
      await page.context().close();
    }
  });

  test('a sold-out product in the cart is flagged with a notice and left out before «Completar orden»', async ({
    page,
    api,
    adminToken,
  }) => {
    const [kept, soldOut] = await plainProducts(page);
    try {
      await fillCart(page, [
        { product: kept, quantity: 1 },
        { product: soldOut, quantity: 2 },
      ]);
      const marked = await api.request.patch(`/api/admin/products/${soldOut._id}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
        data: { available: false },
      });
      expect(marked.status(), await marked.text()).toBe(200);
      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Carrito' })).toBeVisible();
      await expect(page.getByTestId('cart-notices')).toContainText(
        `Lo sentimos, ${soldOut.name} está agotado y lo quitamos de tu carrito.`,
      );
      const ids = await page.evaluate(() =>
        (JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<{ id: string }>).map((i) => i.id),
      );
      expect(ids).toEqual([kept._id]);
      await shot(page, 'checkout-cart-sold-out');
      await toSummary(page);
      await page.getByRole('button', { name: 'Completar orden' }).click();
      await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
      await expect(page.getByRole('heading', { name: 'Realiza tu pago' })).toBeVisible();
      const lines = (await page.locator('#order-items ~ *').allInnerTexts()).join('\n');
      expect(lines).toContain(kept.name);
      expect(lines, 'the sold-out product was left out of the order').not.toContain(soldOut.name);
    } finally {
      await api.json('PATCH', `/api/admin/products/${soldOut._id}`, { token: adminToken, data: { available: true } });
    }
  });

  test('a paid order offers «Solicitar factura», then shows the request as pending', async ({ browser }) => {
    for (const width of [375, 1280]) {
      const page = await newPage(browser, { width, height: 900 });
      const [product] = await plainProducts(page);
      const email = uniqueEmail('factura');
      const placed = await page.request.post(`${BASE_URL}/api/orders/guest`, {
        data: {
          items: [{ id: product._id, quantity: 1, unit_price: product.price[0], title: product.name }],
          payer: { name: 'Ana', email, phone: { area_code: '+52', number: '5512345678' } },
          deliveryAddress: SAMPLE_DELIVERY_ADDRESS,
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { createdOrder } = (await placed.json()) as { createdOrder: { _id: string; accessToken: string } };
      await page.goto(`/order/${createdOrder._id}?token=${encodeURIComponent(createdOrder.accessToken)}`);
      await expect(page.getByRole('link', { name: 'Pagar con Mercado Pago' })).toBeVisible();
      const paid = await page.request.post(`${BASE_URL}/mp-emulator/__emulator/payments`, {
        data: { external_reference: createdOrder._id, status: 'approved' },
      });
      expect(paid.ok(), await paid.text()).toBe(true);
      await page.goto(`/order/${createdOrder._id}?status=approved`);
      await expect(page.getByRole('form', { name: 'Solicitar factura' })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel('Correo para recibir la factura')).toHaveValue(email);
      await page.getByLabel('RFC').fill('ABC');
      await page.getByRole('button', { name: 'Solicitar factura' }).click();
      await expect(page.getByText('El RFC no es válido', { exact: false })).toBeVisible();
      await page.getByLabel('RFC').fill('KUK010203AB1');
      await page.getByLabel('Código postal fiscal').fill('06700');
      await page.getByLabel('Nombre o razón social').fill('Kukki Repostería SA de CV');
      await page.getByLabel('Régimen fiscal').selectOption('601');
      await page.getByLabel('Uso del CFDI').selectOption('G03');
      await screenshot(page, `checkout-factura-form-${width}`);
      await page.getByRole('button', { name: 'Solicitar factura' }).click();
      await expect(page.getByText(`Recibimos tu solicitud de factura. Te la enviaremos a ${email} en cuanto esté lista.`)).toBeVisible();
      await expect(page.getByTestId('factura-state')).toContainText(/Pendiente[\s\S]*KUK010203AB1/, { useInnerText: true });
      await screenshot(page, `checkout-factura-state-${width}`);
      // The state is the server's: it is there after a reload.
      await page.reload();
      await expect(page.getByTestId('factura-state')).toBeVisible();
      await page.context().close();
    }
  });
});
