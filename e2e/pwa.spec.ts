// The phone shopper (issue 28 items 4–5): the installable storefront, offline reading, the 375 px
// catalogue and the add-to-cart toast, in Debian Chromium against a started shop:
//   E2E_BASE_URL=http://localhost:8080 npx jest --selectProjects e2e e2e/pwa.spec.ts
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import CHROMIUM_FLAGS from '../bench/lib/chromium-flags.json';
import { BASE_URL, browserForThisFile, newPage, productPath, shot } from './testing/browser';

jest.setTimeout(180_000);

const browser = browserForThisFile();
const PHONE = { width: 375, height: 812 };

/** Polls `check` in the page until it is true, for at most `ms`. */
async function until(page: Page, check: () => Promise<boolean>, what: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await page.waitForTimeout(200);
  }
  throw new Error(`Sin cumplirse a tiempo: ${what}`);
}

/** The service worker controls the page and has kept `paths` (pages or API reads) in its caches. */
async function keptOffline(page: Page, paths: string[]) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await until(page, () => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), 'el service worker controla la página');
  for (const p of paths)
    await until(page, () => page.evaluate((url) => caches.match(url).then(Boolean), new URL(p, page.url()).href), `${p} en caché`);
}

describe('installable storefront (PWA)', () => {
  test('Chromium finds the shop installable: manifest «Kukki», icons 192/512, service worker, no installability errors', async () => {
    // Chromium never offers to install from an incognito context: a profile of its own.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'kukki-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
      baseURL: BASE_URL,
      locale: 'es-MX',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await keptOffline(page, []);
    const cdp = await page.context().newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, []);
    const parsed = JSON.parse(manifest.data ?? '{}');
    assert.equal(parsed.short_name, 'Kukki');
    assert.deepEqual(
      parsed.icons.map((i: { sizes: string }) => i.sizes),
      ['192x192', '512x512', '512x512'],
    );
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, []);
    const sw = await page.request.get('/sw.js');
    assert.equal(sw.headers()['cache-control'], 'no-cache');
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  test('a visited product page and the cart reload offline; an unseen page shows the Spanish offline page', async () => {
    const page = await newPage(browser(), PHONE);
    const { path, product } = await productPath(page, 'galletas');
    await page.goto(path);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByTestId('added-toast').getByRole('link', { name: 'Ver carrito' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByRole('heading', { name: 'Carrito' }).waitFor();
    // The product page arrived server-rendered with its data inside: the page itself is what is kept.
    await keptOffline(page, [path, '/cart']);

    await page.context().setOffline(true);
    await page.goto(path);
    await page.getByRole('heading', { name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Agregar al carrito' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: product.name }).waitFor();

    await page.goto('/cart');
    await page.getByRole('heading', { name: 'Carrito' }).waitFor();
    await page.getByRole('list', { name: 'Productos en tu carrito' }).getByText(product.name).waitFor();

    await page.goto('/avisodeprivacidad');
    await page.getByRole('heading', { name: 'Sin conexión' }).waitFor();
    assert.match(await page.locator('body').innerText(), /Las páginas que ya viste y tu carrito siguen disponibles/);
    await shot(page, 'pwa-offline-375');
    await page.context().setOffline(false);
    await page.context().close();
  });
});

describe('a catalogue made for a thumb (375 px)', () => {
  test('two columns, no sideways scroll, category chips that stay in reach', async () => {
    const page = await newPage(browser(), PHONE);
    await page.goto('/catalogo');
    const cards = page.getByTestId('product-card');
    await cards.nth(3).waitFor();
    const lefts = await cards.evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().left)));
    assert.equal(new Set(lefts).size, 2, `dos columnas (${lefts})`);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'sin desplazamiento lateral');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'e2e/artifacts/pwa-catalogue-375.png' });

    const chips = page.getByRole('navigation', { name: 'Categorías' });
    await page.mouse.wheel(0, 2500);
    await until(page, async () => (await chips.boundingBox())!.y <= 1, 'los chips quedan arriba al desplazarse');
    const box = (await chips.getByRole('button', { name: 'Todos' }).boundingBox())!;
    assert.ok(box.height >= 44, `chip de ${box.height} px`);
    await chips.getByRole('button', { name: 'Galletas' }).click();
    const categories = await cards.evaluateAll((els) => els.map((e) => e.querySelector('a')!.getAttribute('href')!.split('/')[2]));
    assert.ok(categories.length > 0 && categories.every((c) => c === 'galletas'), `solo galletas: ${categories}`);
    await page.context().close();
  });

  test('«Agregar al carrito» stays on the product page with a toast; «Ver carrito» shows the way to free shipping', async () => {
    const page = await newPage(browser(), PHONE);
    const { path, product } = await productPath(page, 'galletas');
    await page.goto(path);
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    const toast = page.getByTestId('added-toast');
    await toast.waitFor();
    assert.match(await toast.innerText(), new RegExp(`Agregaste ${product.name} al carrito`));
    assert.equal(new URL(page.url()).pathname, path);
    assert.equal(await page.getByTestId('cart-badge').innerText(), '1');
    await page.screenshot({ path: 'e2e/artifacts/pwa-toast-375.png' });
    await toast.getByRole('link', { name: 'Ver carrito' }).click();
    await page.waitForURL(/\/cart$/);
    const line = await page.getByTestId('free-shipping').innerText();
    const missing = 699 + 1 - product.price[0];
    assert.match(line, new RegExp(`Te faltan \\$${missing} para envío gratis`));
    await page.context().close();
  });
});
