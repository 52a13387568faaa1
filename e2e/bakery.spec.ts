/**
 * The bakery's morning in Debian Chromium, against a started shop with its admin (how to run: e2e/README.md).
 * A delivery day with three paid orders (one a box): «Producción», «Rutas», the packing slip PDF read back,
 * an order taken by phone and listed, and the admin at 375 px without sideways scroll.
 * Screenshots: e2e/artifacts/bakery-*.png (and bakery-packing-slip.pdf).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { deliveryDayLabel, shopDay, weekdayOf } from '@kukki/contracts';
import { ARTIFACTS, BASE_URL, dismissWelcomeFor, pickAdminDay, shot, type ShopProduct } from './testing/browser';
import { expect, test } from './testing/fixtures';

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? '';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const RUN = `${Date.now() % 100000}`;

// One delivery day, its orders made once, read by each screen in turn.
test.describe.configure({ mode: 'serial' });

/** A day the shop delivers, a week or more ahead, with no other test's orders (RUN varies it). */
function freshDay(): string {
  for (let i = 8 + (Number(RUN) % 15); ; i += 1) {
    const day = shopDay(new Date(Date.now() + i * 86_400_000));
    if (weekdayOf(day) !== 0) return day;
  }
}

const DAY = freshDay();
let context: BrowserContext;
let page: Page;
let token = '';
let orders: Array<{ _id: string; orderNumber: string }> = [];

const address = (del: string, zip: string, street: string) => ({
  street_name: street,
  street_number: '12',
  col: 'Centro',
  del,
  zip_code: zip,
  city: 'CDMX',
  deliveryDate: DAY,
  giftText: `Feliz día ${RUN}`,
});

/** A paid order the shop itself takes (by `channel`) for `name`, delivered on DAY at `deliveryAddress`. */
async function paidShopOrder(
  request: APIRequestContext,
  channel: string,
  name: string,
  deliveryAddress: ReturnType<typeof address>,
  items: Array<Record<string, unknown>>,
) {
  const payer = { name, email: `e2e.bakery.${RUN}@example.com`, phone: { area_code: '+52', number: '5512345678' } };
  const body = { channel, paid: true, payer, deliveryAddress, items };
  const res = await request.post(`${BASE_URL}/api/admin/orders`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const json = (await res.json()) as { createdOrder: { _id: string; orderNumber: string } };
  expect(res.status(), `POST /api/admin/orders → ${JSON.stringify(json)}`).toBe(201);
  return json.createdOrder;
}

test.beforeAll(async ({ browser }) => {
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD)
    throw new Error('Define E2E_ADMIN_EMAIL y E2E_ADMIN_PASSWORD (las credenciales que imprime npm start)');
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX', baseURL: BASE_URL });
  context.setDefaultTimeout(20_000);
  await dismissWelcomeFor(context, ['guest', 'user']);
  page = await context.newPage();
  page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
  const login = await page.request.post(`${BASE_URL}/api/usuarios/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.ok(), 'the administrator logs in').toBe(true);
  const user = (await login.json()) as { token: string };
  token = user.token;
  await page.goto('/');
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), user);

  const { products } = (await (await page.request.get(`${BASE_URL}/api/productos`)).json()) as { products: ShopProduct[] };
  const pie = products.find((p) => p.name === 'Pay de limón');
  const box = products.find((p) => p.category === 'cajas');
  if (!pie || !box) throw new Error('El catálogo de ejemplo tiene «Pay de limón» y una caja');
  const pieLine = (quantity: number) => ({ id: pie._id, quantity, unit_price: pie.price[0] });
  orders = [
    await paidShopOrder(page.request, 'telefono', 'Ana Pérez', address('Cuauhtémoc', '06700', 'Durango'), [pieLine(2)]),
    await paidShopOrder(page.request, 'whatsapp', 'Beto Ríos', address('Benito Juárez', '03100', 'Xola'), [
      {
        id: box._id,
        quantity: 1,
        unit_price: box.price[0],
        picks: ['Alfajores mini', 'Biscottis de mermelada', 'Nueces garapiñadas', 'Besos de coco'],
      },
    ]),
    await paidShopOrder(page.request, 'mostrador', 'Carla Díaz', address('Coyoacán', '04000', 'Hidalgo'), [pieLine(1)]),
  ];
});

test.afterAll(async () => {
  await context?.close();
});

test('«Producción» of a day with three paid orders (one box) lists what to bake and the box to assemble', async () => {
  await page.goto('/admin/dash/produccion');
  await pickAdminDay(page, 'Día de entrega', DAY);
  await expect(page.getByRole('heading', { name: `Producción del ${deliveryDayLabel(DAY)}` })).toBeVisible();
  await expect(page.getByText('3 órdenes pagadas')).toBeVisible();
  const bake = page.getByRole('table', { name: 'Productos para hornear' });
  await expect(bake.getByRole('row', { name: /Pay de limón.*3/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Cajas para armar' }).getByText(/Biscottis de mermelada × 1/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await shot(page, 'bakery-produccion');
});

test('«Rutas» groups the stops by alcaldía with map, phone and WhatsApp links', async () => {
  await page.goto('/admin/dash/rutas');
  await pickAdminDay(page, 'Día de entrega', DAY);
  const stops = page.locator('.adm-stop');
  await expect(stops).toHaveCount(3);
  // Benito Juárez, Coyoacán, Cuauhtémoc.
  await expect(stops.locator('.adm-stop__head')).toHaveText([/^[^·]* · Beto Ríos$/, /^[^·]* · Carla Díaz$/, /^[^·]* · Ana Pérez$/]);
  const first = stops.first();
  // Street, colonia, then alcaldía, postcode and city: the order a driver reads a Mexican address in.
  await expect(first).toContainText('Xola 12, col. Centro, Benito Juárez, C.P. 03100, CDMX');
  await expect(first.getByRole('link', { name: 'Mapa' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Xola/,
  );
  await expect(first.getByRole('link', { name: /Llamar/ })).toHaveAttribute('href', 'tel:+525512345678');
  await expect(first.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/525512345678');
  await shot(page, 'bakery-rutas');
});

test('the packing slip PDF of an order carries its number, recipient, box contents and gift note, and no prices', async () => {
  const res = await page.request.get(`${BASE_URL}/api/admin/orders/${orders[1]._id}/packing-slip.pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const pdf = await res.body();
  writeFileSync(path.join(ARTIFACTS, 'bakery-packing-slip.pdf'), pdf);
  const parser = new PDFParse({ data: pdf });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain(`Orden ${orders[1].orderNumber}`);
  expect(text).toContain(`Entrega: ${deliveryDayLabel(DAY)}`);
  expect(text).toContain('Beto Ríos');
  expect(text).toContain('Tel. +52 55 1234 5678');
  expect(text).toContain('Biscottis de mermelada');
  expect(text).toContain(`Feliz día ${RUN}`);
  expect(text).not.toMatch(/\$\s?\d/);
  await page.goto(`/admin/dash/ordenes/${orders[1]._id}`);
  await expect(page.getByRole('button', { name: 'Imprimir hoja de empaque' })).toBeVisible();
});

test('an order taken by phone is entered in the form and listed with its number', async () => {
  await page.goto('/admin/dash/ordenes/nueva');
  await page.getByLabel('Canal').selectOption('telefono');
  await page.getByLabel('Producto 1').selectOption({ label: 'Pay de limón' });
  await page.getByLabel('Nombre').fill(`Doña Lupe ${RUN}`);
  await page.getByLabel('Teléfono', { exact: true }).fill('5587654321');
  await page.getByLabel('Calle').fill('Madero');
  await page.getByLabel('Número', { exact: true }).fill('7');
  await page.getByLabel('Colonia').fill('Centro');
  await page.getByLabel('Alcaldía o municipio').fill('Cuauhtémoc');
  await page.getByLabel('Código postal').fill('06000');
  await pickAdminDay(page, 'Fecha de entrega', DAY);
  await page.getByRole('button', { name: 'Crear orden' }).click();
  const status = page.getByRole('status').filter({ hasText: /Orden K-\d+ creada/ });
  await expect(status).toBeVisible();
  const number = /K-\d+/.exec(await status.innerText())?.[0];
  expect(number).toBeDefined();
  await page.goto(`/admin/dash/ordenes?q=${number}`);
  await expect(page.getByText(`Doña Lupe ${RUN}`).first()).toBeVisible();
});

test('the admin at 375 px shows lists as cards without sideways scroll', async () => {
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 800 });
  const screens = ['resumen', 'ordenes', `ordenes/${orders[0]._id}`, 'ordenes/nueva', 'produccion', 'rutas', 'reportes'];
  screens.push('clientes', 'productos', 'usuarios', 'coupons', 'suscripciones', 'capacidad', 'facturas');
  for (const screen of screens) {
    await phone.goto(`/admin/dash/${screen}`);
    await expect(phone.locator('.adm-title, h1').first()).toBeVisible();
    await phone.waitForLoadState('networkidle').catch(() => undefined);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await shot(phone, `bakery-375-${screen.replace('/nueva', '-nueva').replace(/\/.*/, '-detalle')}`);
    expect({ screen, overflow }).toEqual({ screen, overflow: 0 });
  }
  await shot(phone, 'bakery-clientes-375');
  await phone.goto('/admin/dash/reportes');
  await expect(phone.getByRole('heading', { name: 'Reportes de ventas' })).toBeVisible();
  await page.goto('/admin/dash/reportes');
  await expect(page.getByText('Ventas por día').first()).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible(); // the day's bar has drawn
  await shot(page, 'bakery-reportes');
  await phone.close();
});
