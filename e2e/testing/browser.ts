// Shared helpers of the end-to-end journeys (Playwright's runner, Debian Chromium); screenshots in e2e/artifacts/.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
export const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

/** Keeps the welcome pop-up (the storefront's first-visit invitation) out of a journey's way. */
export async function dismissWelcomeFor(context: BrowserContext, who: string[] = ['guest']) {
  await context.addInitScript((ids) => {
    try {
      if (!sessionStorage.getItem('kukkiWelcomeDismissed')) sessionStorage.setItem('kukkiWelcomeDismissed', JSON.stringify(ids));
    } catch {
      /* not a page of ours (PDF viewer) */
    }
  }, who);
}

/** A page in a context of its own (its own cookies and storage), for a journey that needs a given width or a second visitor. */
export async function newPage(browser: Browser, { width = 1280, height = 900, dismissWelcome = true } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'es-MX', baseURL: BASE_URL });
  context.setDefaultTimeout(20_000);
  if (dismissWelcome) await dismissWelcomeFor(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`  pageerror: ${e.message}`));
  return page;
}

/** Opens `url` and waits until React has hydrated (or rendered) it: #root carries data-hydrated then. */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

export async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the fields of a page or form by their labels, in the order given. */
export async function fillByLabel(scope: Page | Locator, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}

/** Fills /payerinfo (or /enrollment) with a valid Mexico City address. */
export async function fillAddress(page: Page, { email, dateField = 'deliveryDate' }: { email?: string; dateField?: string } = {}) {
  const fill = (name: string, value: string) => page.locator(`[name="${name}"]`).fill(value);
  await fill('name', 'Ana');
  await fill('lastname', 'Pérez');
  if (email) await fill('email', email);
  await fill('area_code', '52');
  await fill('tel', '5512345678');
  await fill('street', 'Av. Ámsterdam');
  await fill('stNumber', '123');
  await fill('intNumber', '4');
  await fill('zip', '06100');
  await fill('col', 'Hipódromo');
  await fill('del', 'Cuauhtémoc');
  await page.locator('[name="city"]').selectOption('CDMX');
  if (dateField === 'deliveryDate') await pickFirstDeliveryDay(page);
  else await pickFirstDay(page, 'Fecha de suscripción', dateField);
}

/**
 * /payerinfo's delivery date is a calendar (react-day-picker) where the days without capacity are
 * disabled: once GET /api/delivery-dates has answered, click the first enabled day (turning to the
 * next month when this one has none left) and check it reached the form's `deliveryDate`.
 */
/**
 * Chooses `day` ('YYYY-MM-DD') in an admin date field (a button labelled `label` that opens a Spanish
 * calendar): opens it, turns the months until the day shows and clicks it.
 */
export async function pickAdminDay(page: Page, label: string, day: string): Promise<void> {
  await page.getByLabel(label).click();
  const dialog = page.getByRole('dialog', { name: 'Elegir fecha' });
  for (let turn = 0; turn < 36; turn += 1) {
    const button = dialog.locator(`td[data-day="${day}"]:not([data-outside]) button`);
    if (await button.count()) return button.click();
    const shown = (await dialog.locator('td[data-day]:not([data-outside])').first().getAttribute('data-day')) ?? '';
    await dialog.getByRole('button', { name: shown < day ? /siguiente/i : /anterior/i }).click();
  }
  throw new Error(`${day} never showed in «${label}»`);
}

export const pickFirstDeliveryDay = (page: Page) => pickFirstDay(page, 'Fecha de entrega', 'deliveryDate');

/** The first enabled day of the form's calendar labelled `label`, checked to have reached the field `name`. */
export async function pickFirstDay(page: Page, label: string, name: string): Promise<string> {
  const calendar = page.getByRole('group', { name: label });
  await expect(page.locator('[role="group"][data-state="ready"]')).toBeVisible();
  for (let turn = 0; turn < 3; turn += 1) {
    const day = calendar.locator('td[data-day] button:not([disabled])').first();
    if (await day.count()) {
      const iso = await calendar.locator('td[data-day]:has(button:not([disabled]))').first().getAttribute('data-day');
      await day.click();
      await expect(page.locator(`[name="${name}"]`), 'the chosen day is the day clicked').toHaveValue(iso ?? '');
      return iso ?? '';
    }
    await calendar.getByRole('button', { name: /siguiente/i }).click();
  }
  throw new Error(`El calendario «${label}» no tiene días disponibles`);
}

export interface ShopProduct {
  _id: string;
  name: string;
  category: string;
  price: number[];
  size: string[];
  coverImage: string;
  available?: boolean;
  archived?: boolean;
}

/** Opens the first product of a category from the catalogue API (same origin). */
export async function productPath(page: Page, category: string): Promise<{ path: string; product: ShopProduct }> {
  const res = await page.request.get(`${BASE_URL}/api/productos`);
  expect(res.ok(), `GET /api/productos → ${res.status()}`).toBe(true);
  const { products } = (await res.json()) as { products: ShopProduct[] };
  const product = products.find((p) => p.category === category);
  if (!product) throw new Error(`No hay productos de la categoría ${category}`);
  return { path: `/productos/${product.category}/${product._id}`, product };
}

/**
 * Pays on the emulator's checkout page with «Aprobar pago». There is no way around the page: when its
 * button is missing the journey fails, so a broken checkout page is never paid behind its back.
 */
export async function approveInEmulator(page: Page, orderId: string) {
  const approve = page.getByRole('button', { name: /aprobar|approve/i });
  await expect(approve).toBeVisible();
  const cardNumber = page.locator('input[name*="card" i], input[name*="tarjeta" i]').first();
  if (await cardNumber.isVisible()) await cardNumber.fill('4509953566233704');
  await approve.click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}`), { timeout: 30_000 });
}

/** Admin login for test setup: E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD, or the credentials file the shop writes in its DATA_DIR. */
export async function adminToken(request: APIRequestContext): Promise<string | null> {
  let email = process.env.E2E_ADMIN_EMAIL;
  let password = process.env.E2E_ADMIN_PASSWORD;
  const dataDir = process.env.E2E_DATA_DIR ?? process.env.DATA_DIR;
  if ((!email || !password) && dataDir) {
    const file = path.join(dataDir, 'admin-credentials.txt');
    if (existsSync(file)) {
      const match = readFileSync(file, 'utf8').match(/:\s*(\S+@\S+)\s*\/\s*(\S+)/);
      if (match) [, email, password] = match;
    }
  }
  if (!email || !password) return null;
  const res = await request.post(`${BASE_URL}/api/usuarios/login`, { data: { email, password } });
  return res.ok() ? ((await res.json()) as { token: string }).token : null;
}

/**
 * Makes sure an active percent coupon exists (creating it as the administrator); fails when it cannot.
 * It asks through a request context of its own: the administrator's login sets a session cookie, and in
 * the shopper's browser context that cookie would turn the guest into the administrator.
 */
export async function ensureCoupon(code: string): Promise<string> {
  const api = await request.newContext();
  try {
    const check = await api.post(`${BASE_URL}/api/orders/coupon`, { data: { couponCode: code } });
    if (check.ok() && ((await check.json()) as { coupon?: { isActive?: boolean } }).coupon?.isActive) return code;
    const token = await adminToken(api);
    if (!token)
      throw new Error(`El cupón ${code} no existe y no hay administrador para crearlo (E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD o E2E_DATA_DIR)`);
    const expireDate = new Date(Date.now() + 20 * 86400 * 1000).toISOString().slice(0, 10);
    const created = await api.post(`${BASE_URL}/api/admin/coupons`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { code, isPercent: true, isActive: true, amount: 10, expireDate },
    });
    expect(created.ok(), `POST /api/admin/coupons → ${created.status()} ${await created.text()}`).toBe(true);
    return code;
  } finally {
    await api.dispose();
  }
}
