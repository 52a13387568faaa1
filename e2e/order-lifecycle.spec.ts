/**
 * The order lifecycle in Debian Chromium, against a started shop with its admin (see e2e/README.md):
 * the admin's status control offers only the allowed statuses, saves after «Guardar» and a confirmation;
 * the customer's order page shows the timeline after «enviada». Screenshots: e2e/artifacts/lifecycle-*.png.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { BASE_URL, newPage, shot, uniqueEmail } from './testing/browser';
import { expect, test } from './testing/fixtures';
import { payOrder } from './testing/orders';

async function placeGuestOrder(request: APIRequestContext) {
  const { products } = (await (await request.get(`${BASE_URL}/api/productos`)).json()) as {
    products: Array<{ _id: string; category: string; price: number[] }>;
  };
  const product = products.find((p) => !['cajas', 'chocolates'].includes(p.category));
  if (!product) throw new Error('No hay productos sin selección en el catálogo');
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
  expect(response.ok(), `POST /api/orders/guest → ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { createdOrder: { _id: string; orderNumber: string; accessToken: string } }).createdOrder;
}

const statusOptions = (page: Page) => page.getByRole('combobox', { name: 'Cambiar estado' }).locator('option:not([disabled])');

test('the admin status control offers only allowed statuses and saves after a confirmation; the customer sees the timeline after «enviada»', async ({
  adminPage: page,
  adminToken: token,
  browser,
}) => {
  const order = await placeGuestOrder(page.request);

  // Unpaid: only «cancelada» is offered; nothing is saved by moving through the select.
  await page.goto(`/admin/dash/ordenes/${order._id}`);
  await expect(page.getByRole('heading', { name: `Orden ${order.orderNumber}` })).toBeVisible();
  await expect(statusOptions(page)).toHaveText(['cancelada']);

  await payOrder(page.request, order);
  await page.reload();
  await expect(page.locator('.adm-status-control .adm-status', { hasText: 'recibida' })).toBeVisible();
  await expect(statusOptions(page)).toHaveText(['cocinando', 'enviada', 'entregada']);

  // A single ArrowDown on the focused select saves nothing.
  const select = page.getByRole('combobox', { name: 'Cambiar estado' });
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const unchanged = (await (
    await page.request.get(`${BASE_URL}/api/admin/orders/${order._id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { order: { status: string } };
  expect(unchanged.order.status).toBe('recibida');

  await select.selectOption('enviada');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar cambio de estado' });
  await expect(confirm.getByText('¿Cambiar el estado de la orden de «recibida» a «enviada»?')).toBeVisible();
  await shot(page, 'lifecycle-admin-confirm');
  await confirm.getByRole('button', { name: 'Sí, cambiar' }).click();
  const notice = page.getByRole('dialog', { name: 'Estado actualizado' });
  await expect(notice.getByText('Estado cambió a: enviada')).toBeVisible();
  await notice.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('.adm-status-control .adm-status', { hasText: 'enviada' })).toBeVisible();
  await expect(statusOptions(page)).toHaveText(['recibida', 'cocinando', 'entregada']);

  // The customer's order page (the guest's link): Recibida and En camino reached, Entregada still ahead.
  for (const width of [375, 1280]) {
    const customer = await newPage(browser, { width });
    await customer.goto(`/order/${order._id}?token=${encodeURIComponent(order.accessToken)}`);
    const timeline = customer.getByRole('region', { name: 'Estado de tu orden' });
    await expect(timeline).toBeVisible();
    await expect(timeline.getByRole('listitem').locator('.order-timeline__label')).toHaveText([
      'Recibida',
      'Cocinando',
      'En camino',
      'Entregada',
    ]);
    await expect(timeline.locator('[aria-current="step"] .order-timeline__label')).toHaveText('En camino');
    await expect(timeline.locator('.order-timeline__step--done')).toHaveCount(3);
    await shot(customer, `lifecycle-order-timeline-${width}`);
    await customer.context().close();
  }
});

test('the admin orders list shows the number and «Ver» at 1280 px without sideways scroll', async ({ adminPage: page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/dash/ordenes?estado=todas');
    const firstRow = page.locator('table.adm-table--orders tbody tr').first();
    await expect(firstRow).toBeVisible();
    await shot(page, `lifecycle-admin-orders-${width}`);
    if (width === 1280) {
      const fits = await page.evaluate(() => {
        const table = document.querySelector('table.adm-table--orders') as HTMLElement;
        const box = table.parentElement as HTMLElement;
        return { table: table.scrollWidth, box: box.clientWidth, page: document.documentElement.scrollWidth - window.innerWidth };
      });
      expect(fits.table).toBeLessThanOrEqual(fits.box);
      expect(fits.page).toBeLessThanOrEqual(0);
      const box = await firstRow.getByRole('link', { name: /Ver/ }).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
      await expect(firstRow.locator('.adm-order-no')).toHaveText(/^K-\d{6,}$/);
    }
  }
});
