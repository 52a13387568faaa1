/**
 * Admin journeys in Debian Chromium, against a started shop with its admin (how to run: e2e/README.md).
 * One administrator's page goes through them in order (the first test logs in through the form).
 * Screenshots go to e2e/artifacts/admin-*.png.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { ADMIN_ORDER_FILTERS } from '@kukki/contracts';
import { BASE_URL, dismissWelcomeFor, fillByLabel, shot as screenshot, type ShopProduct } from './testing/browser';
import { expect, test } from './testing/fixtures';
import { payOrder } from './testing/orders';

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? '';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? '';
const RUN = `${Date.now() % 100000}`;
// A 2×2 PNG, small and valid, for the product image upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ mode: 'serial' });

let admin: { context: BrowserContext; page: Page; token: string };

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX', baseURL: BASE_URL });
  context.setDefaultTimeout(20_000);
  // The welcome pop-up is the storefront's concern; keep it out of the admin's way.
  await dismissWelcomeFor(context, ['guest', 'user']);
  return context;
}

const shot = (page: Page, name: string) => screenshot(page, `admin-${name}`);

/** The welcome pop-up also greets a logged-in user whose first purchase is pending: close it for the session. */
async function closeWelcomeIfOpen(page: Page) {
  await page.evaluate(() => {
    const id = (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { _id?: string })._id;
    const dismissed = JSON.parse(sessionStorage.getItem('kukkiWelcomeDismissed') ?? '[]') as string[];
    if (id && !dismissed.includes(id)) sessionStorage.setItem('kukkiWelcomeDismissed', JSON.stringify([...dismissed, id]));
  });
  const close = page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).first();
  // The pop-up may or may not greet this user: a short look, not an expectation.
  const shown = await close.waitFor({ timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (shown) await close.click();
}

async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await closeWelcomeIfOpen(page);
}

/** A guest order for the first product that needs no picks, placed through the public API. */
async function placeGuestOrder(request: APIRequestContext, payerName: string, couponCode?: string) {
  const { products } = (await (await request.get(`${BASE_URL}/api/productos`)).json()) as { products: ShopProduct[] };
  const product = products.find((p) => !['cajas', 'chocolates'].includes(p.category));
  if (!product) throw new Error('No hay productos sin selección en el catálogo');
  const email = `e2e.${RUN}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(`${BASE_URL}/api/orders/guest`, {
    data: {
      items: [{ id: product._id, quantity: 2, unit_price: product.price[0], title: product.name }],
      payer: { name: payerName, email, phone: { area_code: '55', number: '12345678' } },
      deliveryAddress: {
        street_name: 'Av. Ámsterdam',
        street_number: '123',
        interior_number: '4',
        col: 'Hipódromo Condesa',
        del: 'Cuauhtémoc',
        zip_code: '06100',
        city: 'CDMX',
        giftText: 'Con cariño',
      },
      ...(couponCode ? { discountDescription: { type: 'CP', code: couponCode } } : {}),
    },
  });
  const body = (await response.json()) as {
    createdOrder: { _id: string; orderNumber: string; discountPrice: number; totalPrice: number; accessToken: string };
  };
  expect(response.ok(), `POST /api/orders/guest → ${response.status()} ${JSON.stringify(body)}`).toBe(true);
  return { order: body.createdOrder, email };
}

test.beforeAll(async ({ browser }) => {
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD)
    throw new Error('Define E2E_ADMIN_EMAIL y E2E_ADMIN_PASSWORD (las credenciales que imprime npm start)');
  const context = await newContext(browser);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
  admin = { context, page, token: '' };
});

test.afterAll(async () => {
  await admin?.context.close();
});

test.describe('admin', () => {
  test('an admin logs in, sees the dashboard icon and the Resumen with side navigation', async () => {
    const { page } = admin;
    await loginThroughForm(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    admin.token = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { token?: string }).token ?? '');
    const icon = page.locator('a[href="/admin/dash"]').first();
    await expect(icon).toBeVisible();
    await icon.click();
    await expect(page).toHaveURL(/\/admin\/dash$/);
    await expect(page.getByRole('heading', { name: 'Resumen' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Administración' });
    for (const label of ['Órdenes', 'Productos', 'Usuarios', 'Cupones', 'Suscripciones', 'Resumen']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^Hola /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ventas de los últimos 30 días' })).toBeVisible();
    await shot(page, 'dashboard');
  });

  test('a new order appears live on the Resumen', async () => {
    const { page } = admin;
    await page.goto('/admin/dash');
    await expect(page.getByText('En vivo')).toBeVisible({ timeout: 30_000 });
    const name = `En vivo ${RUN}`;
    await placeGuestOrder(page.request, name);
    // The feed lists paid orders; an unpaid one shows with «Mostrar también sin pagar», marked «Sin pagar».
    await page.getByLabel('Mostrar también sin pagar').check();
    const item = page.locator('.adm-live-list__item', { hasText: name });
    await expect(item).toBeVisible({ timeout: 30_000 });
    await expect(item.getByText('Sin pagar')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Nueva orden de' })).toBeVisible();
    await shot(page, 'live-order');
  });

  test('the admin filters orders and changes one to cocinando; the customer gets an e-mail', async () => {
    const { page } = admin;
    const name = `Cliente ${RUN}`;
    const { order, email } = await placeGuestOrder(page.request, name);
    await payOrder(page.request, order); // only a paid order goes to the kitchen

    await page.goto('/admin/dash/ordenes');
    const filter = page.getByRole('combobox', { name: 'Filtrar por estado' });
    await expect(filter.locator('option')).toHaveText([...ADMIN_ORDER_FILTERS]);
    const row = page.locator('tr', { hasText: name });
    await expect(row).toBeVisible();
    await filter.selectOption('recibida');
    await expect(row).toBeVisible();
    await shot(page, 'orders-recibida');
    await filter.selectOption('entregada');
    await expect(row).toHaveCount(0);
    await filter.selectOption('todas');
    await row.getByRole('link', { name: 'Ver' }).click();

    await expect(page).toHaveURL(new RegExp(`/admin/dash/ordenes/${order._id}$`));
    await expect(page.getByRole('heading', { name: `Orden ${order.orderNumber}` })).toBeVisible();
    await expect(page.getByText('Invitado')).toBeVisible();
    await expect(page.getByText('Nota de regalo')).toBeVisible();
    const status = page.getByRole('combobox', { name: 'Cambiar estado' });
    await expect(status.locator('option:not([disabled])')).toHaveText(['cocinando', 'enviada', 'entregada']);
    await status.selectOption('cocinando');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('dialog', { name: 'Confirmar cambio de estado' }).getByRole('button', { name: 'Sí, cambiar' }).click();
    const notice = page.getByRole('dialog', { name: 'Estado actualizado' });
    await expect(notice.getByText('Estado cambió a: cocinando')).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);
    await shot(page, 'order-status-changed');
    await notice.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForLoadState('load');
    await expect(page.locator('.adm-status-control .adm-status', { hasText: 'cocinando' })).toBeVisible();

    // The notifications service mails the customer about the new status (dev mailbox, embedded shop).
    await expect
      .poll(
        async () => {
          const messages = (await (await page.request.get(`${BASE_URL}/dev/mailbox/messages`)).json()) as Array<{
            to: string | string[];
            subject?: string;
            text?: string;
          }>;
          return messages.some((m) => JSON.stringify(m.to).includes(email) && /cocinando/i.test(`${m.subject} ${m.text}`));
        },
        { message: 'the customer gets the «cocinando» e-mail', timeout: 30_000, intervals: [1000] },
      )
      .toBe(true);
    await page.goto(`${BASE_URL}/dev/mailbox`);
    await shot(page, 'mailbox');
  });

  test('the admin creates a coupon that the checkout then accepts, and edits it', async () => {
    const { page } = admin;
    const code = `E2E${RUN}`;
    await page.goto('/admin/dash/coupons');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await expect(page).toHaveURL(/\/admin\/dash\/coupons\/create$/);
    await page.getByLabel('Código').fill(code);
    await page.getByLabel(/Cantidad/).fill('10');
    // Days outside today … +180 are disabled; pick the last enabled day of the first month shown.
    await page.locator('.rdp-day:not(.rdp-disabled) button').last().click();
    await shot(page, 'coupon-form');
    await page.getByRole('button', { name: 'Crear cupón' }).click();
    await expect(page.getByText('Cupón creado con éxito')).toBeVisible();
    await shot(page, 'coupon-created');
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForLoadState('load');

    const validated = await page.request.post(`${BASE_URL}/api/orders/coupon`, { data: { couponCode: code.toLowerCase() } });
    expect(validated.status()).toBe(200);
    expect(((await validated.json()) as { coupon: unknown }).coupon).toMatchObject({ code, isActive: true, isPercent: true, amount: 10 });
    const { order } = await placeGuestOrder(page.request, `Cupon ${RUN}`, code);
    expect(order.discountPrice).toBeGreaterThan(0);

    await page.goto('/admin/dash/coupons');
    const row = page.locator('tr', { hasText: code });
    await expect(row.getByText('Activo')).toBeVisible();
    await row.getByRole('link', { name: 'Editar' }).click();
    await expect(page.getByRole('button', { name: 'Actualizar cupón' })).toBeVisible();
    await expect(page.getByLabel('Código')).toHaveValue(code);
    await page.getByText(/Activo:/).click();
    await page.getByRole('button', { name: 'Actualizar cupón' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/admin\/dash\/coupons$/);
    await expect(page.locator('tr', { hasText: code }).getByText('Desactivado')).toBeVisible();
    await shot(page, 'coupons');
  });

  test('the admin creates a product with an uploaded image, it shows in /catalogo, then edits and archives it', async () => {
    const { page } = admin;
    const name = `Galletas e2e ${RUN}`;
    await page.goto('/admin/dash/productos');
    await expect(page.getByRole('heading', { name: 'Productos Kukki' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    await page.getByLabel('Nombre').fill(name);
    const category = page.getByLabel('Categoría');
    await expect(category.locator('option').nth(1)).toBeAttached();
    const values = await category.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await category.selectOption(
      values.includes('galletas') ? 'galletas' : (values.find((v) => v && v !== 'cajas' && v !== 'chocolates') ?? values[1]),
    );
    await fillByLabel(page, { 'SKU 1': '9901', 'Tamaño 1': '6 piezas', 'Peso (g) 1': '250', 'Precio 1': '135' });
    await page.getByRole('button', { name: 'Agregar tamaño' }).click();
    await fillByLabel(page, { 'SKU 2': '9902', 'Tamaño 2': '12 piezas', 'Peso (g) 2': '500', 'Precio 2': '250' });
    await page.getByLabel('Descripción').fill('Galletas de prueba horneadas por el recorrido de punta a punta.');
    await page.getByRole('button', { name: 'Agregar empaque' }).click();
    await page.getByLabel('Empaque 1').fill('Caja kraft');
    await page.locator('input[type=file]').first().setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.locator('.adm-cover-preview')).toBeVisible();
    await page.locator('input[type=file]').nth(1).setInputFiles({ name: 'galeria.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Imagen 1' })).toBeVisible();
    await shot(page, 'product-form');
    await page.getByRole('button', { name: 'Crear producto' }).click();
    await expect(page.getByText('Producto guardado')).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
    const productUrl = page.url();
    await shot(page, 'product-detail');

    await page.goto('/catalogo');
    await expect(page.getByText(name).first()).toBeVisible();

    await page.goto(productUrl);
    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByLabel('Nombre').fill(`${name} editadas`);
    await page.getByLabel('Precio 1').fill('140');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('heading', { name: `${name} editadas` })).toBeVisible();
    await expect(page.getByText('$140.00').first()).toBeVisible();

    await page.getByRole('button', { name: 'Editar' }).click();
    await page.getByRole('button', { name: 'Archivar producto' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archivar' }).click();
    await expect(page).toHaveURL(/\/admin\/dash\/productos$/);
    await page.goto('/catalogo');
    await expect(page.getByText('Catálogo').first()).toBeVisible();
    // Positive signal instead of a fixed wait: the catalogue's products have rendered (the first one the API lists).
    const { products } = (await (await page.request.get(`${BASE_URL}/api/productos`)).json()) as { products: ShopProduct[] };
    await expect(page.getByText(products[0].name).first()).toBeVisible();
    await expect(page.getByText(`${name} editadas`)).toHaveCount(0);
  });

  test('the admin views users, a user detail and subscriptions', async () => {
    const { page } = admin;
    await page.goto('/admin/dash/usuarios');
    for (const header of ['Nombre', 'Email', 'Primera compra', 'Activo', 'Dirección', 'Detalles']) {
      await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    const row = page.locator('tr', { hasText: ADMIN_EMAIL });
    await expect(row.getByRole('cell', { name: 'Activa', exact: true })).toBeVisible();
    await row.getByRole('link', { name: 'Ver' }).click();
    await expect(page.locator('dd', { hasText: /^Administrador$/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desactivar cuenta' })).toBeVisible();
    await shot(page, 'user-detail');

    await page.goto('/admin/dash/suscripciones');
    await expect(page.getByRole('heading', { name: 'Inscripciones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Entregas de / })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await shot(page, 'subscriptions');
  });

  test('a customer or an anonymous visitor who opens /admin/dash sees no admin data', async ({ browser }) => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let adminCalls = 0;
    page.on('response', (response) => {
      if (response.url().includes('/api/admin/') && response.ok()) adminCalls += 1;
    });
    await page.goto('/admin/dash/ordenes');
    await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Iniciar sesión' }).last()).toHaveAttribute('href', '/login?redirect=admin/dash');

    const email = `cliente.${RUN}.${Math.floor(Math.random() * 1e6)}@example.com`;
    const signup = await page.request.post(`${BASE_URL}/api/usuarios/signup`, {
      data: { name: 'Cliente Curioso', email, password: 'galletas123', passwordConfirm: 'galletas123' },
    });
    expect(signup.ok()).toBe(true);
    await loginThroughForm(page, email, 'galletas123');
    await expect(page.locator('a[href="/admin/dash"]')).toHaveCount(0);
    await page.goto('/admin/dash');
    await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
    await page.goto('/admin/dash/usuarios');
    await expect(page.getByRole('heading', { name: 'No autorizado' })).toBeVisible();
    await expect(page.locator('.adm-table')).toHaveCount(0);
    expect(adminCalls).toBe(0);
    await shot(page, 'not-authorized');

    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { token?: string }).token);
    const direct = await page.request.get(`${BASE_URL}/api/admin/orders`, { headers: { Authorization: `Bearer ${token}` } });
    expect(direct.status()).toBe(403);
    await context.close();
  });
});
