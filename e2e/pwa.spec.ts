// The phone shopper: the installable storefront, offline reading, the 375 px catalogue and the
// add-to-cart toast, in Debian Chromium against a started shop (how to run: e2e/README.md).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import CHROMIUM_FLAGS from '../bench/lib/chromium-flags.json';
import { ARTIFACTS, BASE_URL, gotoHydrated, productPath, shot } from './testing/browser';
import { expect, test } from './testing/fixtures';

const PHONE = { width: 375, height: 812 };
/** JavaScript for `/`, gzip, the service worker's script included (bench/frontend-budget.mjs measures the same). */
const HOME_JS_BUDGET_KB = 170;

/** The service worker controls the page and has kept `paths` (pages or API reads) in its caches. */
async function keptOffline(page: Page, paths: string[]) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { message: 'el service worker controla la página' })
    .toBe(true);
  for (const p of paths)
    await expect
      .poll(() => page.evaluate((url) => caches.match(url).then(Boolean), new URL(p, page.url()).href), { message: `${p} en caché` })
      .toBe(true);
}

test.describe('installable storefront (PWA)', () => {
  test('Chromium finds the shop installable: manifest «Kukki», icons 192/512, service worker, no installability errors', async () => {
    // Chromium never offers to install from an incognito context: a profile of its own.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'kukki-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
      baseURL: BASE_URL,
      locale: 'es-MX',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await keptOffline(page, []);
      const cdp = await page.context().newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      const parsed = JSON.parse(manifest.data ?? '{}') as { short_name: string; icons: Array<{ sizes: string }> };
      expect(parsed.short_name).toBe('Kukki');
      expect(parsed.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const sw = await page.request.get('/sw.js');
      expect(sw.headers()['cache-control']).toBe('no-cache');
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('a visited product page and the cart reload offline; an unseen page shows the Spanish offline page', async ({ page, context }) => {
      const { path: productUrl, product } = await productPath(page, 'galletas');
      await page.goto(productUrl);
      await page.getByRole('button', { name: 'Agregar al carrito' }).click();
      await page.getByTestId('added-toast').getByRole('link', { name: 'Ver carrito' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('heading', { name: 'Carrito' })).toBeVisible();
      // The product page arrived server-rendered with its data inside: the page itself is what is kept; the
      // catalogue is kept from the first visit, though she has not opened it.
      await keptOffline(page, [productUrl, '/cart', '/catalogo', '/api/productos']);

      await context.setOffline(true);
      await page.goto(productUrl);
      await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: product.name })).toBeVisible();

      await page.goto('/cart');
      await expect(page.getByRole('heading', { name: 'Carrito' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Productos en tu carrito' }).getByText(product.name)).toBeVisible();

      await page.goto('/catalogo');
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      await expect(page.getByTestId('product-card').filter({ hasText: product.name })).toBeVisible();

      await page.goto('/avisodeprivacidad');
      await expect(page.getByRole('heading', { name: 'Sin conexión' })).toBeVisible();
      await expect(page.locator('body')).toContainText('Las páginas que ya viste y tu carrito siguen disponibles', { useInnerText: true });
      await shot(page, 'pwa-offline-375');
      await context.setOffline(false);
    });
  });
});

test.describe('the phone shopper’s budget', () => {
  // A first visit: the welcome pop-up (and its focus trap) loads too, as in bench/frontend-budget.mjs.
  test.use({ dismissWelcome: false });

  test(`the JavaScript that renders / stays within ${HOME_JS_BUDGET_KB} KB gzip, the service worker included`, async ({ page }) => {
    const scripts = new Map<string, Buffer>();
    page.on('response', async (response) => {
      const url = response.url();
      const type = response.headers()['content-type'] ?? '';
      if (!url.startsWith(BASE_URL) || (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(url))) return;
      scripts.set(url, await response.body().catch(() => Buffer.alloc(0)));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('.carousel')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(worker, 'el service worker').toBeTruthy();
    if (!scripts.has(worker!)) scripts.set(worker!, await (await page.request.get(worker!)).body());
    const sizes = [...scripts].map(([url, body]) => ({ file: new URL(url).pathname, gzip: zlib.gzipSync(body, { level: 9 }).length }));
    const totalKb = sizes.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    expect(totalKb, sizes.map((s) => `${s.file} ${(s.gzip / 1024).toFixed(1)} KB`).join('\n')).toBeLessThanOrEqual(HOME_JS_BUDGET_KB);
  });
});

test.describe('a catalogue made for a thumb (375 px)', () => {
  test.use({ viewport: PHONE });

  test('two columns, no sideways scroll, category chips that stay in reach', async ({ page }) => {
    await page.goto('/catalogo');
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(3)).toBeVisible();
    const lefts = await cards.evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(new Set(lefts).size, `dos columnas (${lefts.join(', ')})`).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'sin desplazamiento lateral').toBe(true);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(ARTIFACTS, 'pwa-catalogue-375.png') });

    const chips = page.getByRole('navigation', { name: 'Categorías' });
    await page.mouse.wheel(0, 2500);
    await expect
      .poll(async () => (await chips.boundingBox())?.y ?? Infinity, { message: 'los chips quedan arriba al desplazarse' })
      .toBeLessThanOrEqual(1);
    const box = await chips.getByRole('button', { name: 'Todos' }).boundingBox();
    expect(box?.height, 'chip de 44 px o más').toBeGreaterThanOrEqual(44);
    await chips.getByRole('button', { name: 'Galletas' }).click();
    const categories = await cards.evaluateAll((els) => els.map((e) => e.querySelector('a')?.getAttribute('href')?.split('/')[2]));
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories), `solo galletas: ${categories.join(', ')}`).toEqual(new Set(['galletas']));
  });

  test('every control a thumb taps on the home page and a product page is at least 44 × 44 px', async ({ page }) => {
    const { path: productUrl } = await productPath(page, 'cajas');
    for (const url of ['/', productUrl]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const small = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('header a, header button, main a, main button, .modal button')]
          .filter((e) => e.offsetParent !== null)
          .map((e) => ({ name: (e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40), box: e.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(({ name, box }) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
      );
      expect(small, `${url}: controles de menos de 44 px`).toEqual([]);
    }
  });

  test('«Agregar al carrito» stays on the product page with a toast; «Ver carrito» shows the way to free shipping', async ({ page }) => {
    const { path: productUrl, product } = await productPath(page, 'galletas');
    // This journey is about the toast; taps before hydration have their own journey (server-rendering.spec).
    await gotoHydrated(page, productUrl);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    const toast = page.getByTestId('added-toast');
    await expect(toast).toContainText(`Agregaste ${product.name} al carrito`);
    expect(new URL(page.url()).pathname).toBe(productUrl);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.screenshot({ path: path.join(ARTIFACTS, 'pwa-toast-375.png') });
    await toast.getByRole('link', { name: 'Ver carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const missing = 699 + 1 - product.price[0];
    await expect(page.getByTestId('free-shipping')).toContainText(`Te faltan $${missing} para envío gratis`);
  });
});
