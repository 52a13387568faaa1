// Server-rendered storefront pages in Debian Chromium, against a started shop (how to run: e2e/README.md).
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ARTIFACTS, BASE_URL, gotoHydrated, newPage } from './testing/browser';
import { expect, test } from './testing/fixtures';

interface Pages {
  product: { path: string; name: string; price: number };
  plan: { path: string; name: string };
}

/** A product and a plan of the running shop, from its API. */
async function shopPages(): Promise<Pages> {
  const { products } = (await (await fetch(`${BASE_URL}/api/productos`)).json()) as {
    products: Array<{ _id: string; name: string; category: string; price: number[]; available?: boolean }>;
  };
  const p = products.find((x) => x.available !== false) ?? products[0];
  const plans = (
    (await (await fetch(`${BASE_URL}/api/suscripciones`)).json()) as { data: { subscriptions: Array<{ _id: string; name: string }> } }
  ).data.subscriptions;
  return {
    product: { path: `/productos/${encodeURIComponent(p.category)}/${p._id}`, name: p.name, price: p.price[0] },
    plan: { path: `/suscripciones/${plans[0]._id}`, name: plans[0].name },
  };
}

/** A product on sale that goes to the cart without picks (not a box, not chocolates). */
async function simpleProduct(): Promise<{ _id: string; name: string; category: string }> {
  const { products } = (await (await fetch(`${BASE_URL}/api/productos`)).json()) as {
    products: Array<{ _id: string; name: string; category: string; available?: boolean }>;
  };
  const simple = products.find((p) => p.available !== false && p.category !== 'cajas' && p.category !== 'chocolates');
  if (!simple) throw new Error('the shop has no simple product on sale');
  return simple;
}

/**
 * A simple product's page on a phone as the server sent it: the shell's code is held back, so the page is not
 * hydrated while she taps, until `release()` lets it through.
 */
async function productPageWithScriptsHeld(browser: Browser) {
  const simple = await simpleProduct();
  const page = await newPage(browser, { width: 375, height: 812 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/productos/${encodeURIComponent(simple.category)}/${simple._id}`);
  return { page, simple, release };
}

/** What each page of item 1 must show without JavaScript: its heading and, where it has them, products and prices. */
function expectations(pages: Pages): Array<{ path: string; text: RegExp[]; status?: number }> {
  return [
    { path: '/', text: [/Nuestros productos/, new RegExp(escape(pages.product.name))] },
    { path: '/catalogo', text: [new RegExp(escape(pages.product.name)), /\$[\d,]+\.\d{2}/] },
    { path: '/sabores', text: [/Sabores|sabores/] },
    { path: '/suscripciones', text: [/Suscripción Kukki/, new RegExp(escape(pages.plan.name)), /\$[\d,]+\.\d{2}/] },
    { path: pages.plan.path, text: [new RegExp(escape(pages.plan.name))] },
    { path: pages.product.path, text: [new RegExp(escape(pages.product.name)), /\$[\d,]+\.\d{2}/, /Agregar al carrito/] },
    { path: '/contacto', text: [/Contacto|Escríbenos/] },
    { path: '/no-existe-esta-pagina', text: [/Página no encontrada/], status: 404 },
  ];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Console messages React prints when the server's HTML and the first browser render differ. */
const HYDRATION_PROBLEM = /hydrat|did not match|server rendered HTML|Minified React error #4(18|19|23|25)/i;

async function imagesHaveSize(page: Page) {
  const missing = await page.$$eval('#root img', (imgs) =>
    imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.getAttribute('src')),
  );
  expect(missing, 'every image of the server HTML carries width and height').toEqual([]);
}

test.describe('server-rendered storefront', () => {
  let pages: Pages;
  test.beforeAll(async () => {
    pages = await shopPages();
  });

  test('every page arrives as complete HTML: readable and navigable with JavaScript off, in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, baseURL: BASE_URL });
    const page = await context.newPage();
    for (const { path: url, text, status = 200 } of expectations(pages)) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(status);
      const body = page.locator('body');
      for (const pattern of text) await expect(body, `${url} without JavaScript`).toContainText(pattern, { useInnerText: true });
      // The header and the footer are there too.
      await expect(page.getByRole('navigation', { name: 'Navegación principal' }), `${url}: navigation visible`).toBeVisible();
      expect(await page.locator('footer.site-footer a').count(), `${url}: footer links`).toBeGreaterThan(0);
      await imagesHaveSize(page);
      await page.screenshot({
        path: path.join(ARTIFACTS, `nojs-375${url === '/' ? '-home' : url.replace(/[/%]/g, '-')}.png`),
        fullPage: true,
      });
    }
    // Links work without scripts: from the catálogo to a product page, whose cart button says it needs JavaScript.
    await page.goto('/catalogo');
    await page.locator(`a[href="${pages.product.path}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${escape(pages.product.path)}$`));
    await expect(page.locator('body')).toContainText('necesitas activar JavaScript', { useInnerText: true });
    // The menu's links too.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Suscripciones' }).click();
    await expect(page).toHaveURL(/\/suscripciones$/);
    await page.locator('a', { hasText: 'Suscribirme' }).first().click();
    await expect(page).toHaveURL(/\/suscripciones\/[^/]+$/);
    // The contact forms cannot be sent without scripts: they say so, and offer no «Enviar» that would lose the message.
    await page.goto('/contacto');
    await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
    await expect(page.locator('body')).toContainText('Para enviar este formulario necesitas activar JavaScript', { useInnerText: true });
    expect(await page.locator('form.form').evaluateAll((forms) => forms.map((f) => f.getAttribute('method')))).not.toContain(null);
    // The catalogue's chips and search ask the server for the filtered page.
    await page.goto('/catalogo');
    await page.getByRole('navigation', { name: 'Categorías' }).getByRole('button', { name: 'Galletas' }).click();
    await expect(page).toHaveURL(/\/catalogo\?.*categoria=galletas/);
    const categories = await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('a')?.getAttribute('href')?.split('/')[2]));
    expect(categories.length).toBeGreaterThan(0);
    expect(new Set(categories)).toEqual(new Set(['galletas']));
    await page.getByRole('searchbox').fill('coco');
    await page.getByRole('searchbox').press('Enter');
    // Enter keeps the chosen category; «Todos» lets it go and keeps the words.
    await expect(page).toHaveURL(/\/catalogo\?q=coco&categoria=galletas$/);
    await expect(page.getByTestId('product-card').filter({ hasText: 'Besos de coco' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Categorías' }).getByRole('button', { name: 'Todos' }).click();
    await expect(page).toHaveURL(/\/catalogo\?q=coco&categoria=galletas&categoria=$/);
    await expect(page.getByRole('navigation', { name: 'Categorías' }).getByRole('button', { name: 'Todos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('product-card').filter({ hasText: 'Besos de coco' })).toBeVisible();
    await context.close();
  });

  test('a shared link shows a picture: every page names a PNG or JPEG card the shop serves, never an SVG', async ({ request }) => {
    for (const url of ['/', '/catalogo', '/sabores', '/suscripciones', pages.product.path]) {
      const html = await (await request.get(url)).text();
      const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
      expect(image, `${url}: og:image`).toBeTruthy();
      const res = await request.get(new URL(image!).pathname);
      expect({ url, image, status: res.status() }).toEqual({ url, image, status: 200 });
      expect(res.headers()['content-type'], `${url}: ${image}`).toMatch(/^image\/(png|jpeg)/);
    }
  });

  test('the browser hydrates each page without a warning and without asking the API again', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const problems: string[] = [];
    const apiReads: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION_PROBLEM.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/productos') || new URL(r.url()).pathname.startsWith('/api/suscripciones'))
        apiReads.push(r.url());
    });
    for (const { path: url } of expectations(pages)) {
      await gotoHydrated(page, url);
      await page.waitForLoadState('networkidle');
      expect(problems, `${url}: no hydration warning`).toEqual([]);
    }
    expect(apiReads, 'the embedded data is used: no catalogue or plan read from the browser').toEqual([]);
    // Client navigation after hydration still works.
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Catálogo' }).click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('taps before hydration are not lost: the stepper, «Agregar al carrito» and the menu act once the page has hydrated', async ({
    browser,
  }) => {
    const { page, simple, release } = await productPageWithScriptsHeld(browser);
    await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();
    await expect(page.locator('#root[data-hydrated]'), 'not hydrated yet').toHaveCount(0);
    await page.getByRole('button', { name: 'Agregar uno' }).click();
    await page.getByRole('button', { name: 'Agregar uno' }).click();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByRole('button', { name: 'Menú' }).click();
    expect(page.url(), 'the form was not posted by the browser').toMatch(/\/productos\//);
    release();
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('added-toast')).toContainText(new RegExp(`Agregaste 3 × ${escape(simple.name)} al carrito`));
    await expect(page.getByRole('button', { name: 'Menú' }), 'the menu tap opened it').toHaveAttribute('aria-expanded', 'true');
    await page.context().close();
  });

  test('a finger pressing «Agregar al carrito» while the scripts arrive adds the product once: the page does not move under it', async ({
    browser,
  }) => {
    const { page, simple, release } = await productPageWithScriptsHeld(browser);
    // Below the fold on a phone: she scrolls down to it on the server's page and presses it.
    const add = page.getByRole('button', { name: 'Agregar al carrito' });
    await add.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled, 'the button is below the fold').toBeGreaterThan(0);
    const box = await add.boundingBox();
    if (!box) throw new Error('«Agregar al carrito» has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator('#root[data-hydrated]'), 'not hydrated yet').toHaveCount(0);
    await page.mouse.down();
    // The scripts arrive while her finger is down; she lifts it on the hydrated page.
    release();
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await page.mouse.up();
    await expect(page.getByTestId('added-toast')).toContainText(`Agregaste ${simple.name} al carrito`);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.waitForLoadState('networkidle');
    const quantities = await page.evaluate(() =>
      (JSON.parse(localStorage.getItem('cartItems') ?? '[]') as Array<{ quantity: number }>).map((item) => item.quantity),
    );
    expect(quantities, 'one line of one: the tap was not counted twice').toEqual([1]);
    expect(await page.evaluate(() => window.scrollY), 'the page stayed where she scrolled it').toBe(scrolled);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await page.context().close();
  });

  test('a personal page sends the header and footer from the server and renders the page in the browser', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/cart');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    expect(await page.locator('footer.site-footer a').count()).toBeGreaterThan(0);
    // The page never comes without scripts: the notice says why, and no loader spins forever.
    await expect(page.locator('body')).toContainText('para agregar productos al carrito y comprar necesitas activarlo', {
      useInnerText: true,
    });
    await expect(page.locator('.loader')).toBeHidden();
    await context.close();
    const live = await newPage(browser);
    await live.goto('/cart');
    await expect(live.getByRole('heading', { name: 'Carrito' })).toBeVisible();
    await live.context().close();
  });
});
