/**
 * The bakery's morning (issue 30) in Debian Chromium, against a started shop:
 *   E2E_BASE_URL=http://localhost:8107 E2E_ADMIN_EMAIL=… E2E_ADMIN_PASSWORD=… \
 *     NODE_OPTIONS="--experimental-vm-modules --no-warnings" npx jest --selectProjects e2e --runInBand e2e/bakery.spec.ts
 * A delivery day with three paid orders (one a box): «Producción», «Rutas», the packing slip PDF read back,
 * an order taken by phone and listed, and the admin at 375 px without sideways scroll.
 * Screenshots: e2e/artifacts/bakery-*.png (and bakery-packing-slip.pdf).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFParse } from 'pdf-parse';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { deliveryDayLabel, shopDay, weekdayOf } from '@kukki/contracts';
import { ARTIFACTS, BASE_URL, launch, shot } from './testing/browser';

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? '';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const RUN = `${Date.now() % 100000}`;

jest.setTimeout(180_000);

/** A day the shop delivers, a week or more ahead, with no other test's orders (RUN varies it). */
function freshDay(): string {
  for (let i = 8 + (Number(RUN) % 15); ; i += 1) {
    const day = shopDay(new Date(Date.now() + i * 86_400_000));
    if (weekdayOf(day) !== 0) return day;
  }
}

const DAY = freshDay();
let browser: Browser;
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

async function shopOrder(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post(`${BASE_URL}/api/admin/orders`, { data: body, headers: { authorization: `Bearer ${token}` } });
  const json = await res.json();
  if (res.status() !== 201) throw new Error(`POST /api/admin/orders → ${res.status()} ${JSON.stringify(json)}`);
  return json.createdOrder as { _id: string; orderNumber: string };
}

beforeAll(async () => {
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD)
    throw new Error('Define E2E_ADMIN_EMAIL y E2E_ADMIN_PASSWORD (las credenciales que imprime npm start)');
  browser = await launch();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX', baseURL: BASE_URL });
  context.setDefaultTimeout(20_000);
  await context.addInitScript(() => sessionStorage.setItem('kukkiWelcomeDismissed', JSON.stringify(['guest', 'user'])));
  page = await context.newPage();
  page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
  const login = await page.request.post(`${BASE_URL}/api/usuarios/login`, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  const user = await login.json();
  token = user.token;
  await page.goto('/');
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), user);

  const { products } = await (await page.request.get(`${BASE_URL}/api/productos`)).json();
  const pie = products.find((p: { name: string }) => p.name === 'Pay de limón');
  const box = products.find((p: { category: string }) => p.category === 'cajas');
  const payer = (name: string) => ({ name, email: `e2e.bakery.${RUN}@example.com`, phone: { area_code: '+52', number: '5512345678' } });
  orders = [
    await shopOrder(page.request, {
      channel: 'telefono',
      paid: true,
      payer: payer('Ana Pérez'),
      deliveryAddress: address('Cuauhtémoc', '06700', 'Durango'),
      items: [{ id: pie._id, quantity: 2, unit_price: pie.price[0] }],
    }),
    await shopOrder(page.request, {
      channel: 'whatsapp',
      paid: true,
      payer: payer('Beto Ríos'),
      deliveryAddress: address('Benito Juárez', '03100', 'Xola'),
      items: [
        {
          id: box._id,
          quantity: 1,
          unit_price: box.price[0],
          picks: ['Alfajores mini', 'Biscottis de mermelada', 'Nueces garapiñadas', 'Besos de coco'],
        },
      ],
    }),
    await shopOrder(page.request, {
      channel: 'mostrador',
      paid: true,
      payer: payer('Carla Díaz'),
      deliveryAddress: address('Coyoacán', '04000', 'Hidalgo'),
      items: [{ id: pie._id, quantity: 1, unit_price: pie.price[0] }],
    }),
  ];
});

afterAll(async () => {
  await browser?.close();
});

it('«Producción» of a day with three paid orders (one box) lists what to bake and the box to assemble', async () => {
  await page.goto('/admin/dash/produccion');
  await page.getByLabel('Día de entrega').fill(DAY);
  await page.getByRole('heading', { name: `Producción del ${deliveryDayLabel(DAY)}` }).waitFor();
  await page.getByText('3 órdenes pagadas').waitFor();
  const bake = page.getByRole('table', { name: 'Productos para hornear' });
  await bake.getByRole('row', { name: /Pay de limón.*3/ }).waitFor();
  await page
    .getByRole('table', { name: 'Cajas para armar' })
    .getByText(/Biscottis de mermelada × 1/)
    .waitFor();
  await page.getByRole('button', { name: 'Imprimir' }).waitFor();
  await shot(page, 'bakery-produccion');
});

it('«Rutas» groups the stops by alcaldía with map, phone and WhatsApp links', async () => {
  await page.goto('/admin/dash/rutas');
  await page.getByLabel('Día de entrega').fill(DAY);
  const stops = page.locator('.adm-stop');
  await page.waitForFunction(() => document.querySelectorAll('.adm-stop').length === 3);
  const heads = await stops.locator('.adm-stop__head').allInnerTexts();
  expect(heads.map((h) => h.split(' · ')[1])).toEqual(['Beto Ríos', 'Carla Díaz', 'Ana Pérez']); // Benito Juárez, Coyoacán, Cuauhtémoc
  const first = stops.first();
  expect(await first.getByRole('link', { name: 'Mapa' }).getAttribute('href')).toMatch(
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Xola/,
  );
  expect(await first.getByRole('link', { name: /Llamar/ }).getAttribute('href')).toBe('tel:+525512345678');
  expect(await first.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/525512345678');
  await shot(page, 'bakery-rutas');
});

it('the packing slip PDF of an order carries its number, recipient, box contents and gift note, and no prices', async () => {
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
  await page.getByRole('button', { name: 'Imprimir hoja de empaque' }).waitFor();
});

it('an order taken by phone is entered in the form and listed with its number', async () => {
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
  await page.getByLabel('Fecha de entrega').fill(DAY);
  await page.getByRole('button', { name: 'Crear orden' }).click();
  const status = page.getByRole('status').filter({ hasText: /Orden K-\d+ creada/ });
  await status.waitFor();
  const number = (await status.innerText()).match(/K-\d+/)![0];
  await page.goto(`/admin/dash/ordenes?q=${number}`);
  await page.getByText(`Doña Lupe ${RUN}`).first().waitFor();
});

it('the admin at 375 px shows lists as cards without sideways scroll', async () => {
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 375, height: 800 });
  const screens = ['resumen', 'ordenes', `ordenes/${orders[0]._id}`, 'ordenes/nueva', 'produccion', 'rutas', 'reportes'];
  screens.push('clientes', 'productos', 'usuarios', 'coupons', 'suscripciones', 'capacidad', 'facturas');
  for (const screen of screens) {
    await phone.goto(`/admin/dash/${screen}`);
    await phone.locator('.adm-title, h1').first().waitFor();
    await phone.waitForLoadState('networkidle').catch(() => {});
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await shot(phone, `bakery-375-${screen.replace('/nueva', '-nueva').replace(/\/.*/, '-detalle')}`);
    expect({ screen, overflow }).toEqual({ screen, overflow: 0 });
  }
  await shot(phone, 'bakery-clientes-375');
  await phone.goto('/admin/dash/reportes');
  await phone.getByRole('heading', { name: 'Reportes de ventas' }).waitFor();
  await page.goto('/admin/dash/reportes');
  await page.getByText('Ventas por día').first().waitFor();
  await page.locator('.recharts-bar-rectangle').first().waitFor(); // the day's bar has drawn
  await shot(page, 'bakery-reportes');
  await phone.close();
});
