// Storefront journeys in Debian Chromium, against a started shop (how to run: e2e/README.md).
import type { Page } from '@playwright/test';
import {
  approveInEmulator,
  ensureCoupon,
  fillAddress,
  fillByLabel,
  gotoHydrated,
  newPage,
  productPath,
  shot,
  uniqueEmail,
} from './testing/browser';
import { expect, test } from './testing/fixtures';

const COUPON = process.env.E2E_COUPON ?? 'KUKKI10';

interface StoredCartLine {
  description: string;
}

const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? 'null') as StoredCartLine[] | null);
const orderIdOf = (page: Page) => /\/order\/([0-9a-f]{24})/.exec(page.url())?.[1] ?? '';
const atHome = (url: URL) => url.pathname === '/';

test.describe('storefront', () => {
  test.describe('a first visit', () => {
    test.use({ dismissWelcome: false });

    test('home renders the composed shell and storefront; the welcome pop-up invites to sign up', async ({ page }) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('25%');
      await expect(dialog.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/signup');
      await shot(page, 'home-welcome');
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(page.getByRole('link', { name: /Ver / }).first()).toBeVisible();
      for (const label of ['Sabores', 'Suscripciones', 'Catálogo', 'Contacto'])
        await expect(page.getByRole('link', { name: label, exact: true }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByText('2 de 5', { exact: false }).first()).toBeAttached();
      await shot(page, 'home-1280');
      await page.reload();
      await expect(page.getByRole('link', { name: /Ver / }).first()).toBeVisible();
      await expect(page.getByRole('dialog'), 'dismissal is remembered for the session').toHaveCount(0);
    });
  });

  test('a guest buys a box with picks, with a coupon, pays in the emulator and sees it paid', async ({ page }) => {
    const { path } = await productPath(page, 'cajas');
    await page.goto(path);
    const add = page.getByRole('button', { name: 'Agregar al carrito' });
    await expect(add).toBeVisible();
    await shot(page, 'product-box');
    await add.click();
    await expect(page.getByRole('dialog')).toContainText('Selecciona un producto para agregar a tu caja por favor');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByLabel('Alfajores mini', { exact: true }).check();
    await page.getByLabel('Besos de coco', { exact: true }).check();
    await add.click();
    // The shopper stays on the product page; the toast's «Ver carrito» leads to the cart.
    await page.getByTestId('added-toast').getByRole('link', { name: 'Ver carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Carrito' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await expect(page.locator('body')).toContainText(/Total \$[\d,]+\.\d{2}/, { useInnerText: true });
    const stored = await storedCart(page);
    expect(stored).toHaveLength(1);
    expect(stored?.[0].description).toBe('Alfajores mini, Besos de coco');
    await shot(page, 'cart');
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    const gate = page.getByRole('dialog');
    await expect(gate).toContainText('Para completar tu compra por favor inicia sesión, o si gustas puedes continuar como invitado.');
    await gate.getByRole('link', { name: 'Continuar como invitado' }).click();
    await expect(page).toHaveURL(/\/payerinfo$/);
    await expect(page.getByRole('heading', { name: 'Datos de entrega' })).toBeVisible();
    await fillAddress(page, { email: uniqueEmail('invitado') });
    await page.locator('[name="giftText"]').fill('¡Feliz cumpleaños!');
    await shot(page, 'payerinfo');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/summary$/);
    await expect(page.getByRole('heading', { name: 'Resumen de tu orden' })).toBeVisible();
    // Created through the admin API when missing; the step fails rather than skipping the coupon.
    const coupon = await ensureCoupon(COUPON);
    await page.getByLabel('Cupón de descuento').fill(coupon);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText(`Cupón ${coupon} aplicado`)).toBeVisible();
    await shot(page, 'summary-coupon');
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
    const orderId = orderIdOf(page);
    await expect(page.getByRole('heading', { name: 'Realiza tu pago' })).toBeVisible();
    await expect(page.getByTestId('cart-badge'), 'top bar hidden on /order').toHaveCount(0);
    expect(await storedCart(page)).toEqual([]);
    const pay = page.getByRole('link', { name: 'Pagar con Mercado Pago' });
    await expect(pay).toBeVisible();
    await shot(page, 'order-unpaid');
    await pay.click();
    await approveInEmulator(page, orderId);
    await expect(page.getByText('Pago aprobado')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'order-paid');
  });

  test('a new user signs up, sees the 25% reminder, buys with it, sees the order and changes the password', async ({ page }) => {
    const email = uniqueEmail('cliente');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Regístrate' })).toBeVisible();
    await page.getByLabel('Nombre').fill('Luisa');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('galletas123');
    await page.getByLabel('Confirmar contraseña').fill('galletas123');
    await page.getByRole('button', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(atHome);
    const reminder = page.getByRole('dialog');
    await expect(reminder).toContainText('25%');
    await shot(page, 'signup-welcome-reminder');
    await reminder.getByRole('button', { name: 'Cerrar' }).click();

    const { path } = await productPath(page, 'chocolates').catch(() => productPath(page, 'cajas'));
    await gotoHydrated(page, path);
    const firstPick = page.locator('input[name="picks"]').first();
    if (await firstPick.count()) await firstPick.check();
    await page.getByRole('button', { name: 'Agregar uno' }).click();
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByRole('link', { name: 'Ver carrito' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    await expect(page).toHaveURL(/\/payerinfo$/);
    await expect(page.getByRole('heading', { name: 'Datos de entrega' })).toBeVisible();
    await fillAddress(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/summary$/);
    await expect(page.getByRole('heading', { name: 'Resumen de tu orden' })).toBeVisible();
    await expect(page.getByLabel('Cupón de descuento'), 'coupon entry hidden while the first-purchase discount applies').toHaveCount(0);
    await expect(page.locator('body')).toContainText('25%', { useInnerText: true });
    await shot(page, 'summary-first-purchase');
    await page.getByRole('button', { name: 'Completar orden' }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f]{24}/);
    const orderId = orderIdOf(page);
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { firstPurchase?: boolean }).firstPurchase))
      .toBe(false);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: /Hola Luisa/ })).toBeVisible();
    const { orderNumber } = await page.evaluate(async (id) => {
      const { token } = JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { token: string };
      const res = await fetch(`/api/orders/detail/${id}`, { headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as { order?: { orderNumber: string }; orderNumber?: string };
      return body.order ?? { orderNumber: body.orderNumber ?? '' };
    }, orderId);
    expect(orderNumber).toMatch(/^K-\d{6,}$/);
    await expect(page.getByRole('cell', { name: orderNumber })).toBeVisible();
    await shot(page, 'profile');
    // On a phone every column of the order is on screen: a card, not a table scrolled sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    const orderRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: orderNumber }) });
    await orderRow.scrollIntoViewIfNeeded();
    for (const cell of await orderRow.getByRole('cell').all()) await expect(cell).toBeInViewport();
    await shot(page, 'profile-phone');
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/updatepassword$/);
    await page.getByLabel('Contraseña actual').fill('galletas123');
    await page.getByLabel('Nueva contraseña').fill('galletas456');
    await page.getByLabel('Confirmar contraseña').fill('galletas456');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('Se actualizó la contraseña correctamente')).toBeVisible();
    await shot(page, 'password-updated');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(atHome);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña').fill('galletas456');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(atHome);
    await expect(page.getByRole('link', { name: 'Mi perfil' })).toBeVisible();
  });

  test('contact and business forms', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { name: 'Contacto para empresas' })).toBeVisible();
    await expect(page.locator('body')).toContainText('20 productos', { useInnerText: true });
    /** Fills one of the two forms, sends it and waits for the shop's confirmation. */
    const send = async (form: number, fields: Record<string, string>) => {
      const scope = page.locator('form').nth(form);
      await fillByLabel(scope, fields);
      await scope.getByRole('button', { name: 'Enviar' }).click();
      await expect(scope.getByText('¡Hemos recibido tu mensaje, en seguida nos comunicaremos contigo!')).toBeVisible();
    };
    await send(0, {
      Nombre: 'Ana',
      Teléfono: '5512345678',
      'Correo electrónico': uniqueEmail('contacto'),
      Mensaje: '¿Hacen pasteles de cumpleaños?',
    });
    await send(1, {
      Nombre: 'Ana',
      Empresa: 'Oficinas Sol',
      Teléfono: '5512345678',
      'Correo electrónico': uniqueEmail('empresa'),
      Mensaje: 'Necesitamos 150 cajas para diciembre.',
    });
    await shot(page, 'contact');
  });

  test('a guest enrols in a subscription, pays at Mercado Pago and, back, sees it active', async ({ page }) => {
    await page.goto('/suscripciones');
    for (const step of ['Suscríbete', 'La dulce espera', 'Enviamos tu caja', 'Disfrútala'])
      await expect(page.getByRole('heading', { name: step })).toBeVisible();
    await expect(page.getByTestId('plan-card').first()).toBeVisible();
    await shot(page, 'subscriptions');
    await page.getByRole('link', { name: 'Suscribirme' }).first().click();
    await expect(page).toHaveURL(/\/suscripciones\/[^/]+$/);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const gate = page.getByRole('dialog');
    await expect(gate).toContainText('suscripción');
    await expect(gate.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?redirect=suscripciones');
    await gate.getByRole('link', { name: 'Continuar como invitado' }).click();
    await expect(page).toHaveURL(/\/enrollment$/);
    await fillAddress(page, { email: uniqueEmail('suscriptor'), dateField: 'suscriptionDate' });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/enrollconfirmation$/);
    await expect(page.getByRole('heading', { name: 'Confirma tu suscripción' })).toBeVisible();
    await expect(page.locator('body')).toContainText(/Recurrente|Único/, { useInnerText: true });
    await page.getByRole('button', { name: 'Suscribirme' }).click();
    const payLink = page.getByRole('link', { name: 'Proceder al pago' });
    await expect(payLink).toHaveAttribute('href', /.+/);
    await expect(page.getByRole('link', { name: 'Cancelar' })).toBeVisible();
    await shot(page, 'enroll-confirmation');
    // Paid at Mercado Pago, whose return carries no capability: the page finds the enrolment this browser made.
    await payLink.click();
    await page.getByRole('button', { name: /Autorizar suscripción|Aprobar pago/ }).click();
    await expect(page).toHaveURL(/\/misuscripcion\?/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Mis suscripciones' })).toBeVisible();
    await expect(page.getByText('Tu suscripción está activa')).toBeVisible({ timeout: 30_000 });
    await shot(page, 'enroll-returned');
  });

  test('the privacy notice renders as an embedded PDF', async ({ page }) => {
    await page.goto('/avisodeprivacidad');
    const frame = page.getByTitle('Aviso de privacidad');
    await expect(frame).toBeVisible();
    const src = await frame.getAttribute('src');
    expect(src).toBeTruthy();
    const pdf = await page.request.get(new URL(src ?? '', page.url()).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type'] ?? '').toMatch(/pdf/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, 'privacy');
  });

  test('a remote that fails to load shows a Spanish panel with Reintentar', async ({ page }) => {
    await page.route('**/remotes/storefront/**', (route) => route.abort());
    await page.goto('/catalogo');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await shot(page, 'remote-failure');
    await page.unroute('**/remotes/storefront/**');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { name: 'Catálogo' })).toBeVisible();
  });

  test('on plain HTTP the shop stays on HTTP: its own redirect (the icon Chromium asks for) is followed, not upgraded', async ({
    page,
  }) => {
    await page.goto('/catalogo');
    const followed = await page.evaluate(() =>
      fetch('/favicon.ico').then(
        (res) => ({ status: res.status, url: res.url }),
        (err: Error) => ({ status: 0, url: err.message }),
      ),
    );
    expect(followed).toEqual({ status: 200, url: new URL('/favicon.svg', page.url()).href });
  });

  test('no page scrolls sideways at 360 px', async ({ browser }) => {
    const page = await newPage(browser, { width: 360, height: 740 });
    const { path } = await productPath(page, 'cajas');
    const paths = [
      '/',
      '/catalogo',
      '/sabores',
      path,
      '/cart',
      '/payerinfo',
      '/login',
      '/signup',
      '/contacto',
      '/avisodeprivacidad',
      '/suscripciones',
      '/misuscripcion',
    ];
    const wide: string[] = [];
    for (const p of paths) {
      await page.goto(p);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (overflow > 0) wide.push(`${p} (+${overflow}px)`);
      await shot(page, `w360${p.replace(/[^a-z0-9]+/gi, '_')}`);
    }
    expect(wide).toEqual([]);
    await page.context().close();
  });
});
