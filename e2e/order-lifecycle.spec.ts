/**
 * The order lifecycle in Debian Chromium (issue 26 item 1), against a started shop with its admin:
 *   E2E_BASE_URL=http://localhost:8101 E2E_DATA_DIR=/tmp/lifecycle-data \
 *     NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest e2e/order-lifecycle.spec.ts --selectProjects e2e --runInBand
 * The admin's status control offers only the allowed statuses, saves after «Guardar» and a confirmation;
 * the customer's order page shows the timeline after «enviada». Screenshots: e2e/artifacts/lifecycle-*.png.
 */
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { adminToken, BASE_URL, launch, newPage, shot, uniqueEmail } from './testing/browser';
import { payOrder } from './testing/orders';

jest.setTimeout(180_000);

let browser: Browser;
let token: string;

async function placeGuestOrder(request: APIRequestContext) {
  const { products } = await (await request.get(`${BASE_URL}/api/productos`)).json();
  const product = products.find((p: { category: string }) => !['cajas', 'chocolates'].includes(p.category));
  const response = await request.post(`${BASE_URL}/api/orders/guest`, {
    data: {
      items: [{ id: product._id, quantity: 2, unit_price: product.price[0] }],
      payer: { name: 'Lucía Ciclo', email: uniqueEmail('ciclo'), phone: { area_code: '55', number: '12345678' } },
      deliveryAddress: {
        street_name: 'Av. Ámsterdam',
        street_number: '123',
        col: 'Hipódromo Condesa',
        del: 'Cuauhtémoc',
        zip_code: '06100',
        city: 'CDMX',
      },
    },
  });
  if (!response.ok()) throw new Error(`POST /api/orders/guest → ${response.status()} ${await response.text()}`);
  return (await response.json()).createdOrder as { _id: string; orderNumber: string; accessToken: string };
}

/** The admin's page with the session in place (token in localStorage, as the login form leaves it). */
async function adminPage(width = 1280): Promise<Page> {
  const page = await newPage(browser, { width });
  const me = await (await page.request.get(`${BASE_URL}/api/usuarios/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  await page.goto('/');
  await page.evaluate(([t, user]) => localStorage.setItem('userInfo', JSON.stringify({ ...user, token: t, isAdmin: true })), [
    token,
    me.user ?? me,
  ] as const);
  return page;
}

const options = (page: Page) => page.getByRole('combobox', { name: 'Cambiar estado' }).locator('option:not([disabled])').allTextContents();

beforeAll(async () => {
  browser = await launch();
  const t = await adminToken((await browser.newContext()).request);
  if (!t) throw new Error('Define E2E_ADMIN_EMAIL y E2E_ADMIN_PASSWORD, o E2E_DATA_DIR con admin-credentials.txt');
  token = t;
});
afterAll(() => browser?.close());

test('the admin status control offers only allowed statuses and saves after a confirmation; the customer sees the timeline after «enviada»', async () => {
  const page = await adminPage();
  const order = await placeGuestOrder(page.request);

  // Unpaid: only «cancelada» is offered; nothing is saved by moving through the select.
  await page.goto(`/admin/dash/ordenes/${order._id}`);
  await page.getByRole('heading', { name: `Orden ${order.orderNumber}` }).waitFor();
  expect(await options(page)).toEqual(['cancelada']);

  await payOrder(page.request, order);
  await page.reload();
  await page.locator('.adm-status-control .adm-status', { hasText: 'recibida' }).waitFor();
  expect(await options(page)).toEqual(['cocinando', 'enviada', 'entregada']);

  // A single ArrowDown on the focused select saves nothing.
  const select = page.getByRole('combobox', { name: 'Cambiar estado' });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const unchanged = await (
    await page.request.get(`${BASE_URL}/api/admin/orders/${order._id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(unchanged.order.status).toBe('recibida');

  await select.selectOption('enviada');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar cambio de estado' });
  await confirm.getByText('¿Cambiar el estado de la orden de «recibida» a «enviada»?').waitFor();
  await shot(page, 'lifecycle-admin-confirm');
  await confirm.getByRole('button', { name: 'Sí, cambiar' }).click();
  const notice = page.getByRole('dialog', { name: 'Estado actualizado' });
  await notice.getByText('Estado cambió a: enviada').waitFor();
  await notice.getByRole('button', { name: 'Continuar' }).click();
  await page.locator('.adm-status-control .adm-status', { hasText: 'enviada' }).waitFor();
  expect(await options(page)).toEqual(['recibida', 'cocinando', 'entregada']);

  // The customer's order page (the guest's link): Recibida and En camino reached, Entregada still ahead.
  for (const width of [375, 1280]) {
    const customer = await newPage(browser, { width });
    await customer.goto(`/order/${order._id}?token=${encodeURIComponent(order.accessToken)}`);
    const timeline = customer.getByRole('region', { name: 'Estado de tu orden' });
    await timeline.waitFor();
    const steps = timeline.getByRole('listitem');
    expect(await steps.locator('.order-timeline__label').allTextContents()).toEqual(['Recibida', 'Cocinando', 'En camino', 'Entregada']);
    expect(await timeline.locator('[aria-current="step"] .order-timeline__label').textContent()).toBe('En camino');
    expect(await timeline.locator('.order-timeline__step--done').count()).toBe(3);
    await shot(customer, `lifecycle-order-timeline-${width}`);
    await customer.close();
  }
  await page.close();
});

test('the admin orders list shows the number and «Ver» at 1280 px without sideways scroll', async () => {
  for (const width of [1280, 375]) {
    const page = await adminPage(width);
    await page.goto('/admin/dash/ordenes?estado=todas');
    const firstRow = page.locator('table.adm-table--orders tbody tr').first();
    await firstRow.waitFor();
    await shot(page, `lifecycle-admin-orders-${width}`);
    if (width === 1280) {
      const fits = await page.evaluate(() => {
        const table = document.querySelector('table.adm-table--orders') as HTMLElement;
        const box = table.parentElement as HTMLElement;
        return { table: table.scrollWidth, box: box.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
      });
      expect(fits.table).toBeLessThanOrEqual(fits.box);
      expect(fits.page).toBeLessThanOrEqual(0);
      const link = firstRow.getByRole('link', { name: /Ver/ });
      const box = await link.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
      await expect(firstRow.locator('.adm-order-no').textContent()).resolves.toMatch(/^K-\d{6,}$/);
    }
    await page.close();
  }
});
