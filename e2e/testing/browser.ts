// Shared helpers of the end-to-end journeys: Debian Chromium through playwright-core, screenshots in e2e/artifacts/.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, request, type APIRequestContext, type Browser, type Locator, type Page } from 'playwright-core';
// The bench's Chromium flags (bench/lib/chromium.mjs): one list for every headless Chromium of the repository.
import CHROMIUM_FLAGS from '../../bench/lib/chromium-flags.json';

export const BASE_URL = (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
export const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
mkdirSync(ARTIFACTS, { recursive: true });

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_FLAGS });
}

/** One Chromium for the calling spec file: launched before its tests, closed after them. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium no arrancó');
    return browser;
  };
}

export async function newPage(browser: Browser, { width = 1280, height = 900, dismissWelcome = true } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'es-MX', baseURL: BASE_URL });
  context.setDefaultTimeout(15000);
  if (dismissWelcome) {
    await context.addInitScript(() => {
      try {
        if (!sessionStorage.getItem('kukkiWelcomeDismissed')) sessionStorage.setItem('kukkiWelcomeDismissed', JSON.stringify(['guest']));
      } catch {
        /* not a page of ours (PDF viewer) */
      }
    });
  }
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
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export function tomorrowIso() {
  const d = new Date(Date.now() + 36 * 3600 * 1000);
  return d.toISOString().slice(0, 10);
}

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
  if (dateField === 'deliveryDate') {
    await pickFirstDeliveryDay(page);
  } else {
    const min = await page.locator(`[name="${dateField}"]`).getAttribute('min');
    await fill(dateField, min ?? tomorrowIso());
  }
}

/**
 * /payerinfo's delivery date is a calendar (react-day-picker) where the days without capacity are
 * disabled: once GET /api/delivery-dates has answered, click the first enabled day (turning to the
 * next month when this one has none left) and check it reached the form's `deliveryDate`.
 */
export async function pickFirstDeliveryDay(page: Page) {
  const calendar = page.getByRole('group', { name: 'Fecha de entrega' });
  await page.locator('[role="group"][data-state="ready"]').waitFor({ timeout: 15000 });
  for (let turn = 0; turn < 3; turn += 1) {
    const day = calendar.locator('td[data-day] button:not([disabled])').first();
    if (await day.count()) {
      const iso = await calendar.locator('td[data-day]:has(button:not([disabled]))').first().getAttribute('data-day');
      await day.click();
      const chosen = await page.locator('[name="deliveryDate"]').inputValue();
      if (chosen !== iso) throw new Error(`La fecha de entrega elegida (${chosen}) no es el día pulsado (${iso})`);
      return chosen;
    }
    await calendar.getByRole('button', { name: /siguiente/i }).click();
  }
  throw new Error('El calendario de entrega no tiene días disponibles');
}

/** Opens the first product of a category from the catalogue API (same origin). */
export async function productPath(page: Page, category: string) {
  const res = await page.request.get(`${BASE_URL}/api/productos`);
  if (!res.ok()) throw new Error(`GET /api/productos → ${res.status()}`);
  const { products } = await res.json();
  const product = products.find((p: { category: string }) => p.category === category);
  if (!product) throw new Error(`No hay productos de la categoría ${category}`);
  return { path: `/productos/${product.category}/${product._id}`, product };
}

/** Pays on the emulator's checkout page (approve), or through its control API when the page has no such button. */
export async function approveInEmulator(page: Page, orderId: string) {
  const approve = page.getByRole('button', { name: /aprobar|approve/i }).or(page.getByRole('link', { name: /aprobar|approve/i }));
  if (
    await approve
      .first()
      .isVisible({ timeout: 5000 })
      .catch(() => false)
  ) {
    const cardNumber = page.locator('input[name*="card" i], input[name*="tarjeta" i]');
    if (
      await cardNumber
        .first()
        .isVisible()
        .catch(() => false)
    )
      await cardNumber.first().fill('4509953566233704');
    await approve.first().click();
  } else {
    const prefs = await page.request.get(`${BASE_URL}/mp-emulator/__emulator/preferences?external_reference=${orderId}`);
    const list = await prefs.json();
    const pref = (list.preferences ?? list.results ?? list)[0];
    await page.request.post(`${BASE_URL}/mp-emulator/__emulator/payments`, { data: { preference_id: pref.id, status: 'approved' } });
    await page.goto(`/order/${orderId}?status=approved`);
  }
  await page.waitForURL(/\/order\//, { timeout: 30000 });
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
  return res.ok() ? (await res.json()).token : null;
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
    if (check.ok() && (await check.json()).coupon?.isActive) return code;
    const token = await adminToken(api);
    if (!token)
      throw new Error(`El cupón ${code} no existe y no hay administrador para crearlo (E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD o E2E_DATA_DIR)`);
    const expireDate = new Date(Date.now() + 20 * 86400 * 1000).toISOString().slice(0, 10);
    const created = await api.post(`${BASE_URL}/api/admin/coupons`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { code, isPercent: true, isActive: true, amount: 10, expireDate },
    });
    if (!created.ok()) throw new Error(`POST /api/admin/coupons → ${created.status()} ${await created.text()}`);
    return code;
  } finally {
    await api.dispose();
  }
}
