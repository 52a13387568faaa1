// Checkout journeys of issue 26 (items 3 and 5) in Debian Chromium. Run against a started shop:
//   E2E_BASE_URL=http://localhost:8102 E2E_DATA_DIR=/tmp/kukki-data npx jest --selectProjects e2e e2e/checkout.spec.ts
import assert from 'node:assert/strict';
import path from 'node:path';
import { request, type Page } from 'playwright-core';
import { adminToken, BASE_URL, browserForThisFile, ensureCoupon, fillAddress, newPage, shot, uniqueEmail } from './testing/browser';

jest.setTimeout(180_000);

const browser = browserForThisFile();
const RUN = Date.now().toString(36).toUpperCase();
/** Screenshots a person looks at (the summary with «Quitar cupón», the factura form), besides e2e/artifacts. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function screenshot(page: Page, name: string) {
  await shot(page, name);
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

/** The administrator's API (a context of its own, so its session never reaches the shopper's browser). */
async function adminApi() {
  const api = await request.newContext({ baseURL: BASE_URL });
  const token = await adminToken(api);
  if (!token) throw new Error('Sin administrador: define E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD o E2E_DATA_DIR');
  return { api, headers: { Authorization: `Bearer ${token}` } };
}

interface Product {
  _id: string;
  name: string;
  category: string;
  price: number[];
  size: string[];
  coverImage: string;
  available?: boolean;
}

/** A product sold as it is (no box or chocolate picks), cheapest first. */
async function plainProducts(page: Page): Promise<Product[]> {
  const { products } = await (await page.request.get(`${BASE_URL}/api/productos`)).json();
  return (products as Product[])
    .filter((p) => !['cajas', 'chocolates'].includes(p.category) && p.available !== false)
    .sort((a, b) => a.price[0] - b.price[0]);
}

/** Puts lines in the browser's cart (spec: localStorage `cartItems`), as «Agregar al carrito» does. */
async function fillCart(page: Page, lines: Array<{ product: Product; quantity: number }>) {
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
  await page.getByRole('heading', { name: 'Datos de entrega' }).waitFor();
  await fillAddress(page, { email: uniqueEmail('checkout') });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/summary$/);
  await page.getByRole('heading', { name: 'Resumen de tu orden' }).waitFor();
}

describe('checkout edges (issue 26)', () => {
  test('a coupon below its minimum is refused without being applied; another is applied, taken off with «Quitar cupón», and the order is placed', async () => {
    const admin = await adminApi();
    const code = `MIN${RUN}`;
    try {
      const expireDate = new Date(Date.now() + 20 * 86400 * 1000).toISOString().slice(0, 10);
      const created = await admin.api.post('/api/admin/coupons', {
        headers: admin.headers,
        data: { code, isPercent: false, isActive: true, amount: 50, expireDate, minOrderAmount: 5000 },
      });
      assert.equal(created.status(), 201, await created.text());
    } finally {
      await admin.api.dispose();
    }
    const other = await ensureCoupon(process.env.E2E_COUPON ?? 'KUKKI10');

    for (const width of [375, 1280]) {
      const page = await newPage(browser(), { width, height: 900 });
      const [cheapest] = await plainProducts(page);
      await fillCart(page, [{ product: cheapest, quantity: 1 }]);
      await toSummary(page);
      const total = page.getByTestId('order-total');
      await total.waitFor();
      const before = await total.innerText();

      await page.getByLabel('Cupón de descuento').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Aplicar' }).click();
      const refusal = page.locator('#coupon-error');
      await refusal.waitFor();
      assert.equal(await refusal.innerText(), 'Este cupón aplica en compras desde $5,000.00 (sin contar el envío)');
      assert.equal(await page.getByText(/aplicado/).count(), 0, 'a refused coupon is never shown as applied');
      assert.equal(await total.innerText(), before, 'the totals stay');
      assert.match(await page.locator('.totals').innerText(), /Subtotal[\s\S]*Envío[\s\S]*Total/);

      await page.getByLabel('Cupón de descuento').fill(other);
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await page.getByText(`Cupón ${other} aplicado`).waitFor();
      await page.waitForFunction((b) => document.querySelector('[data-testid="order-total"]')?.textContent !== b, before);
      await page.getByRole('button', { name: 'Quitar cupón' }).waitFor();
      await screenshot(page, `checkout-summary-quitar-cupon-${width}`);

      await page.getByRole('button', { name: 'Quitar cupón' }).click();
      await page.getByLabel('Cupón de descuento').waitFor();
      await page.waitForFunction((b) => document.querySelector('[data-testid="order-total"]')?.textContent === b, before);
      if (width === 1280) {
        await page.getByRole('button', { name: 'Completar orden' }).click();
        await page.waitForURL(/\/order\/[0-9a-f]{24}/);
        await page.getByRole('heading', { name: 'Realiza tu pago' }).waitFor();
        assert.match(await page.locator('.totals').innerText(), new RegExp(before.replace(/[$.]/g, (c) => `\\${c}`)));
      }
      await page.context().close();
    }
  });

  test('a sold-out product in the cart is flagged with a notice and left out before «Completar orden»', async () => {
    const page = await newPage(browser());
    const [kept, soldOut] = await plainProducts(page);
    const admin = await adminApi();
    try {
      await fillCart(page, [
        { product: kept, quantity: 1 },
        { product: soldOut, quantity: 2 },
      ]);
      const marked = await admin.api.patch(`/api/admin/products/${soldOut._id}`, { headers: admin.headers, data: { available: false } });
      assert.equal(marked.status(), 200, await marked.text());
      await page.goto('/cart');
      await page.getByRole('heading', { name: 'Carrito' }).waitFor();
      const notices = page.getByTestId('cart-notices');
      await notices.waitFor();
      assert.match(await notices.innerText(), new RegExp(`Lo sentimos, ${soldOut.name} está agotado y lo quitamos de tu carrito\\.`));
      const ids = await page.evaluate(() =>
        (JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<{ id: string }>).map((i) => i.id),
      );
      assert.deepEqual(ids, [kept._id]);
      await shot(page, 'checkout-cart-sold-out');
      await toSummary(page);
      await page.getByRole('button', { name: 'Completar orden' }).click();
      await page.waitForURL(/\/order\/[0-9a-f]{24}/);
      await page.getByRole('heading', { name: 'Realiza tu pago' }).waitFor();
      const lines = await page.locator('#order-items ~ *').allInnerTexts();
      assert.ok(lines.join('\n').includes(kept.name));
      assert.ok(!lines.join('\n').includes(soldOut.name), 'the sold-out product was left out of the order');
    } finally {
      await admin.api.patch(`/api/admin/products/${soldOut._id}`, { headers: admin.headers, data: { available: true } });
      await admin.api.dispose();
      await page.context().close();
    }
  });

  test('a paid order offers «Solicitar factura», then shows the request as pending', async () => {
    for (const width of [375, 1280]) {
      const page = await newPage(browser(), { width, height: 900 });
      const [product] = await plainProducts(page);
      const email = uniqueEmail('factura');
      const placed = await page.request.post(`${BASE_URL}/api/orders/guest`, {
        data: {
          items: [{ id: product._id, quantity: 1, unit_price: product.price[0], title: product.name }],
          payer: { name: 'Ana', email, phone: { area_code: '+52', number: '5512345678' } },
          deliveryAddress: {
            street_name: 'Durango',
            street_number: '10',
            col: 'Roma Norte',
            del: 'Cuauhtémoc',
            zip_code: '06700',
            city: 'CDMX',
          },
        },
      });
      assert.equal(placed.status(), 201, await placed.text());
      const { createdOrder } = await placed.json();
      await page.goto(`/order/${createdOrder._id}?token=${encodeURIComponent(createdOrder.accessToken)}`);
      await page.getByRole('link', { name: 'Pagar con Mercado Pago' }).waitFor();
      const paid = await page.request.post(`${BASE_URL}/mp-emulator/__emulator/payments`, {
        data: { external_reference: createdOrder._id, status: 'approved' },
      });
      assert.ok(paid.ok(), await paid.text());
      await page.goto(`/order/${createdOrder._id}?status=approved`);
      const form = page.getByRole('form', { name: 'Solicitar factura' });
      await form.waitFor({ timeout: 30000 });
      assert.equal(await page.getByLabel('Correo para recibir la factura').inputValue(), email);
      await page.getByLabel('RFC').fill('ABC');
      await page.getByRole('button', { name: 'Solicitar factura' }).click();
      await page.getByText('El RFC no es válido', { exact: false }).waitFor();
      await page.getByLabel('RFC').fill('KUK010203AB1');
      await page.getByLabel('Código postal fiscal').fill('06700');
      await page.getByLabel('Nombre o razón social').fill('Kukki Repostería SA de CV');
      await page.getByLabel('Régimen fiscal').selectOption('601');
      await page.getByLabel('Uso del CFDI').selectOption('G03');
      await screenshot(page, `checkout-factura-form-${width}`);
      await page.getByRole('button', { name: 'Solicitar factura' }).click();
      await page.getByText(`Recibimos tu solicitud de factura. Te la enviaremos a ${email} en cuanto esté lista.`).waitFor();
      assert.match(await page.getByTestId('factura-state').innerText(), /Pendiente[\s\S]*KUK010203AB1/);
      await screenshot(page, `checkout-factura-state-${width}`);
      // The state is the server's: it is there after a reload.
      await page.reload();
      await page.getByTestId('factura-state').waitFor();
      await page.context().close();
    }
  });
});
