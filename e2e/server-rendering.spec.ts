// Server-rendered storefront pages (issue 28, items 1 and 3) in Debian Chromium. Against a started shop:
//   E2E_BASE_URL=http://localhost:8080 npx jest --selectProjects e2e e2e/server-rendering.spec.ts
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS, BASE_URL, browserForThisFile, gotoHydrated, newPage } from './testing/browser';

jest.setTimeout(180_000);

const browser = browserForThisFile();

interface Pages {
  product: { path: string; name: string; price: number };
  plan: { path: string; name: string };
}

/** A product and a plan of the running shop, from its API. */
async function shopPages(): Promise<Pages> {
  const products = (await (await fetch(`${BASE_URL}/api/productos`)).json()).products;
  const p = products.find((x: { available?: boolean }) => x.available !== false) ?? products[0];
  const plans = (await (await fetch(`${BASE_URL}/api/suscripciones`)).json()).data.subscriptions;
  return {
    product: { path: `/productos/${encodeURIComponent(p.category)}/${p._id}`, name: p.name, price: p.price[0] },
    plan: { path: `/suscripciones/${plans[0]._id}`, name: plans[0].name },
  };
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
  assert.deepEqual(missing, [], 'every image of the server HTML carries width and height');
}

describe('server-rendered storefront', () => {
  let pages: Pages;
  beforeAll(async () => {
    pages = await shopPages();
  });

  test('every page arrives as complete HTML: readable and navigable with JavaScript off, in Spanish', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, baseURL: BASE_URL });
    const page = await context.newPage();
    for (const { path: url, text, status = 200 } of expectations(pages)) {
      const res = await page.goto(url);
      assert.equal(res?.status(), status, url);
      const body = await page.locator('body').innerText();
      for (const pattern of text) assert.match(body, pattern, `${url} without JavaScript`);
      // The header and the footer are there too.
      assert.ok(await page.getByRole('navigation', { name: 'Navegación principal' }).isVisible(), `${url}: navigation visible`);
      assert.ok(await page.locator('footer.site-footer a').count(), `${url}: footer links`);
      await imagesHaveSize(page);
      await page.screenshot({
        path: path.join(ARTIFACTS, `nojs-375${url === '/' ? '-home' : url.replace(/[/%]/g, '-')}.png`),
        fullPage: true,
      });
    }
    // Links work without scripts: from the catálogo to a product page, whose cart button says it needs JavaScript.
    await page.goto('/catalogo');
    await page.locator(`a[href="${pages.product.path}"]`).first().click();
    await page.waitForURL(`**${pages.product.path}`);
    assert.match(await page.locator('body').innerText(), /necesitas activar JavaScript/);
    // The menu's links too.
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Suscripciones' }).click();
    await page.waitForURL('**/suscripciones');
    await page.locator('a', { hasText: 'Suscribirme' }).first().click();
    await page.waitForURL('**/suscripciones/*');
    await context.close();
  });

  test('the browser hydrates each page without a warning and without asking the API again', async () => {
    const page = await newPage(browser(), { width: 375, height: 812 });
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
      assert.deepEqual(problems, [], `${url}: no hydration warning`);
    }
    assert.deepEqual(apiReads, [], 'the embedded data is used: no catalogue or plan read from the browser');
    // Client navigation after hydration still works.
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Catálogo' }).click();
    await page.getByTestId('product-card').first().waitFor();
    await page.context().close();
  });

  test('taps before hydration are not lost: the stepper, «Agregar al carrito» and the menu act once the page has hydrated', async () => {
    const products = (await (await fetch(`${BASE_URL}/api/productos`)).json()).products;
    const simple = products.find(
      (p: { available?: boolean; category: string }) => p.available !== false && p.category !== 'cajas' && p.category !== 'chocolates',
    );
    const page = await newPage(browser(), { width: 375, height: 812 });
    // The shell's code is held back: the page is the server's HTML, not hydrated, while she taps.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/productos/${encodeURIComponent(simple.category)}/${simple._id}`);
    await page.getByRole('button', { name: 'Agregar al carrito' }).waitFor();
    assert.equal(await page.locator('#root[data-hydrated]').count(), 0, 'not hydrated yet');
    await page.getByRole('button', { name: 'Agregar uno' }).click();
    await page.getByRole('button', { name: 'Agregar uno' }).click();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByRole('button', { name: 'Menú' }).click();
    assert.match(page.url(), /\/productos\//, 'the form was not posted by the browser');
    release();
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    const toast = page.getByTestId('added-toast');
    await toast.waitFor();
    assert.match(await toast.innerText(), new RegExp(`Agregaste 3 × ${escape(simple.name)} al carrito`));
    assert.equal(await page.getByRole('button', { name: 'Menú' }).getAttribute('aria-expanded'), 'true', 'the menu tap opened it');
    await page.context().close();
  });

  test('a personal page sends the header and footer from the server and renders the page in the browser', async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/cart');
    assert.ok(await page.getByRole('navigation', { name: 'Navegación principal' }).isVisible());
    assert.ok(await page.locator('footer.site-footer a').count());
    await context.close();
    const live = await newPage(browser());
    await live.goto('/cart');
    await live.getByRole('heading', { name: 'Carrito' }).waitFor();
    await live.context().close();
  });
});
