// Issue 16 in Debian Chromium: accessibility (axe-core) of the main pages, and the journeys of a new
// shopper — a price changed under a full cart, cancel then buy again with the first purchase, two boxes.
//   E2E_BASE_URL=http://localhost:8080 E2E_DATA_DIR=… npx jest --selectProjects e2e e2e/shopper.spec.ts
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import type { ListProductsReply, Product } from '@kukki/contracts';
import { adminToken, BASE_URL, browserForThisFile, fillAddress, newPage, shot, uniqueEmail } from './testing/browser';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

jest.setTimeout(180_000);

const browser = browserForThisFile();

declare global {
  interface Window {
    axe: { run(context: Document, options: { resultTypes: string[] }): Promise<AxeResults> };
  }
}

/** A call on the shop's API; the reply is the JSON body, as Playwright reads it (untyped). */
async function api(page: Page, method: string, url: string, { data, token }: { data?: unknown; token?: string } = {}) {
  const res = await page.request.fetch(`${BASE_URL}${url}`, {
    method,
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json().catch(() => null);
  if (!res.ok()) throw new Error(`${method} ${url} → ${res.status()} ${JSON.stringify(body)}`);
  return body;
}

const products = async (page: Page): Promise<Product[]> => ((await api(page, 'GET', '/api/productos')) as ListProductsReply).products;
const byName = async (page: Page, name: string) => {
  const found = (await products(page)).find((p) => p.name === name);
  if (!found) throw new Error(`No existe el producto ${name}`);
  return found;
};

/** The product page's hand-off to the cart (spec §2 /cart/:category/:id with price, qty and picks). */
const arrive = async (page: Page, p: Product, price: number, qty = 1, picks: string[] = []) => {
  const q = new URLSearchParams({ price: String(price), qty: String(qty) });
  if (picks.length) q.set('products', picks.join('|'));
  await page.goto(`/cart/${encodeURIComponent(p.category)}/${p._id}?${q}`);
  await page.waitForURL((u) => u.pathname === '/cart');
  await page.getByTestId('cart-line').first().waitFor();
};

/** No serious or critical axe-core violation on the page as it is now. */
async function assertAccessible(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 4)
            .join(' | ')}`,
      );
  });
  assert.deepEqual(violations, [], `${name}: ${violations.join('\n')}`);
}

async function signUp(page: Page, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  const user = await api(page, 'POST', '/api/usuarios/signup', {
    data: { name, email, password: 'galletas123', passwordConfirm: 'galletas123' },
  });
  await page.goto('/avisodeprivacidad');
  await page.evaluate((info: { _id: string }) => {
    localStorage.setItem('userInfo', JSON.stringify(info));
    sessionStorage.setItem('kukkiWelcomeDismissed', JSON.stringify(['guest', info._id]));
  }, user);
  return user;
}

async function checkoutToSummary(page: Page) {
  await page.goto('/payerinfo');
  await page.getByRole('heading', { name: 'Datos de entrega' }).waitFor();
  await fillAddress(page, { email: (await page.locator('[name="email"]').inputValue()) || uniqueEmail('invitado') });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/summary$/);
  await page.getByRole('heading', { name: 'Resumen de tu orden' }).waitFor();
  await page.getByTestId('order-total').waitFor();
}

const pesos = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('issue 16: a new shopper', () => {
  test('axe-core finds no serious or critical violation on the main pages', async () => {
    const page = await newPage(browser());
    const pay = await byName(page, 'Pay de limón');
    const pages: Array<[string, string, () => Promise<void>]> = [
      ['/', 'home', () => page.getByRole('link', { name: /Ver / }).first().waitFor()],
      ['/catalogo', 'catalogo', () => page.getByTestId('product-card').first().waitFor()],
      [`/productos/${pay.category}/${pay._id}`, 'producto', () => page.getByRole('button', { name: 'Agregar al carrito' }).waitFor()],
      ['/login', 'login', () => page.getByRole('heading', { name: 'Ingresar' }).waitFor()],
      ['/signup', 'signup', () => page.getByRole('heading', { name: 'Regístrate' }).waitFor()],
      ['/suscripciones', 'suscripciones', () => page.getByTestId('plan-card').first().waitFor()],
      ['/contacto', 'contacto', () => page.getByRole('heading', { name: 'Contacto para empresas' }).waitFor()],
    ];
    for (const [url, name, ready] of pages) {
      await page.goto(url);
      await ready();
      await assertAccessible(page, name);
    }
    await arrive(page, pay, pay.price[0]);
    await assertAccessible(page, 'cart');
    await page.goto('/payerinfo');
    await page.getByRole('heading', { name: 'Datos de entrega' }).waitFor();
    await assertAccessible(page, 'payerinfo');
    await checkoutToSummary(page);
    await assertAccessible(page, 'summary');

    const token = await adminToken(page.request);
    assert.ok(token, 'an administrator is needed for the admin orders list');
    const admin = await api(page, 'GET', '/api/usuarios/profile', { token });
    await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), { ...admin, token });
    await page.goto('/admin/dash/ordenes');
    await page.getByRole('table').first().waitFor();
    await assertAccessible(page, 'admin-ordenes');
    await page.context().close();
  });

  test('two box sizes stay two lines; adding the same box again replaces its line', async () => {
    const page = await newPage(browser());
    const box = await byName(page, 'Caja Kukki');
    await arrive(page, box, box.price[0], 1, ['Besos de coco']);
    await arrive(page, box, box.price[2], 1, ['Besos de coco']);
    assert.equal(await page.getByTestId('cart-line').count(), 2);
    assert.equal(await page.getByTestId('cart-badge').innerText(), '2');
    await arrive(page, box, box.price[0], 3, ['Besos de coco']);
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('cartItems') ?? 'null') as Array<{ size: string; unit_price: number; quantity: number }>,
    );
    assert.deepEqual(
      stored.map((i) => [i.size, i.unit_price, i.quantity]),
      [
        [box.size[0], box.price[0], 3],
        [box.size[2], box.price[2], 1],
      ],
    );
    await shot(page, 'cart-two-boxes');
    await checkoutToSummary(page);
    const expected = box.price[0] * 3 + box.price[2];
    assert.match(await page.locator('.totals').innerText(), new RegExp(pesos(expected).replace(/[$.]/g, '\\$&')));
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await page.waitForURL(/\/order\/[0-9a-f]{24}/);
    await page.getByText(`${box.name} (${box.size[2]})`).first().waitFor();
    await page.context().close();
  });

  test('a price changed while the cart waits: the line is updated with a notice and the order goes through', async () => {
    const page = await newPage(browser());
    const token = await adminToken(page.request);
    assert.ok(token, 'an administrator is needed to change a price');
    const product = await byName(page, 'Brownies de chocolate');
    const oldPrice = product.price[0];
    const newPrice = oldPrice + 15;
    const { _id, archived: _archived, ...input } = product;
    await arrive(page, product, oldPrice, 2);
    await checkoutToSummary(page);
    try {
      await api(page, 'PATCH', `/api/admin/products/${_id}`, { token, data: { ...input, price: [newPrice, ...product.price.slice(1)] } });
      await page.getByRole('button', { name: 'Completar orden' }).click();
      await page.waitForURL(/\/order\/[0-9a-f]{24}/);
      const orderId = page.url().match(/\/order\/([0-9a-f]{24})/)![1];
      const orderToken = await page.evaluate((id) => JSON.parse(localStorage.getItem('orderTokens') ?? '{}')[id], orderId);
      const { order } = await api(page, 'GET', `/api/orders/detail/${orderId}?token=${orderToken}`);
      assert.equal(order.items[0].unit_price, newPrice);
      assert.equal(order.itemsPrice, newPrice * 2);
      await shot(page, 'order-after-price-change');

      // The notice: a cart opened with the old price is updated in place, in Spanish.
      await arrive(page, { ...product, price: [oldPrice] }, newPrice, 1);
      await api(page, 'PATCH', `/api/admin/products/${_id}`, {
        token,
        data: { ...input, price: [newPrice + 5, ...product.price.slice(1)] },
      });
      await page.reload();
      await page
        .getByText(`El precio de ${product.name} cambió de ${pesos(newPrice)} a ${pesos(newPrice + 5)}; actualizamos tu carrito.`)
        .waitFor();
      assert.match(await page.getByTestId('cart-line').innerText(), new RegExp(`precio: \\$${newPrice + 5}\\.00`));
    } finally {
      await api(page, 'PATCH', `/api/admin/products/${_id}`, { token, data: input });
    }
    await page.context().close();
  });

  test('cancel a first-purchase order, then buy again: the summary and the order both have the 25 %', async () => {
    const page = await newPage(browser());
    const user = await signUp(page, 'Regina');
    const pay = await byName(page, 'Pay de limón');
    const items = pay.price[0] * 2;
    const firstTotal = items * 0.75 + (items * 0.75 <= 699 ? 69 : 0);

    await arrive(page, pay, pay.price[0], 2);
    await checkoutToSummary(page);
    assert.equal(await page.getByTestId('order-total').innerText(), pesos(firstTotal));
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await page.waitForURL(/\/order\/[0-9a-f]{24}/);
    // The summary also has a «Cancelar orden» link: wait until the order page is the one shown.
    await page.getByRole('heading', { name: 'Realiza tu pago' }).waitFor();
    await page.getByRole('link', { name: 'Cancelar orden' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('¿Seguro que quieres cancelar tu orden?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Sí, cancelar orden' }).click();
    await page.waitForURL(/\/catalogo$/);
    // The shell asks the server again: the discount is back.
    await page
      .waitForFunction(() => JSON.parse(localStorage.getItem('userInfo') ?? 'null')?.firstPurchase === true, null, { timeout: 15000 })
      .catch(async (e) => {
        console.log('  profile', JSON.stringify(await api(page, 'GET', '/api/usuarios/profile', { token: user.token })).slice(0, 300));
        console.log('  stored', await page.evaluate(() => localStorage.getItem('userInfo')));
        throw e;
      });

    await arrive(page, pay, pay.price[0], 2);
    await checkoutToSummary(page);
    assert.equal(await page.getByTestId('order-total').innerText(), pesos(firstTotal));
    assert.match(await page.locator('.totals').innerText(), /primera compra \(25%\)/);
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await page.waitForURL(/\/order\/[0-9a-f]{24}/);
    const orderId = page.url().match(/\/order\/([0-9a-f]{24})/)![1];
    const { order } = await api(page, 'GET', `/api/orders/detail/${orderId}`, { token: user.token });
    assert.equal(order.totalPrice, firstTotal);
    assert.equal(order.discountDescription.type, 'FP');
    await page.context().close();
  });

  test('logged out, a customer’s order link asks to log in and comes back to the order', async () => {
    const page = await newPage(browser());
    const user = await signUp(page, 'Marta');
    const pay = await byName(page, 'Pay de limón');
    await arrive(page, pay, pay.price[0], 1);
    await checkoutToSummary(page);
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await page.waitForURL(/\/order\/[0-9a-f]{24}/);
    const orderPath = new URL(page.url()).pathname;
    // Logged out: the session cookie and the stored login are gone (as «Cerrar sesión» leaves them).
    await api(page, 'GET', '/api/usuarios/logout');
    await page.evaluate(() => localStorage.removeItem('userInfo'));
    await page.goto(orderPath);
    await page
      .getByRole('heading', { name: 'Inicia sesión para ver tu orden' })
      .waitFor()
      .catch(async (e) => {
        await shot(page, 'debug-order-logged-out');
        console.log('  body', (await page.locator('body').innerText()).slice(0, 300).replace(/\n/g, ' / '));
        console.log('  stored', await page.evaluate(() => localStorage.getItem('userInfo')));
        throw e;
      });
    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña').fill('galletas123');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page
      .waitForURL((u) => u.pathname === orderPath)
      .catch(async (e) => {
        await shot(page, 'debug-login-return');
        console.log('  url', page.url());
        throw e;
      });
    await page.getByRole('heading', { name: 'Realiza tu pago' }).waitFor();

    const missing = await page.goto('/esta-pagina-no-existe');
    assert.equal(missing?.status(), 404);
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.context().close();
  });

  test('after logout /payerinfo is empty and nothing personal is left in the browser', async () => {
    const page = await newPage(browser());
    await signUp(page, 'Sofia');
    const pay = await byName(page, 'Pay de limón');
    await arrive(page, pay, pay.price[0], 1);
    await checkoutToSummary(page);
    assert.ok(await page.evaluate(() => localStorage.getItem('payerInfo')));
    await page.goto('/catalogo');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForFunction(() => localStorage.getItem('userInfo') === null);
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), ['cartItems']);
    await page.goto('/payerinfo');
    await page.getByRole('heading', { name: 'Datos de entrega' }).waitFor();
    for (const name of ['name', 'lastname', 'email', 'street'])
      assert.equal(await page.locator(`[name="${name}"]`).inputValue(), '', `${name} is not prefilled`);
    await page.context().close();
  });
});
