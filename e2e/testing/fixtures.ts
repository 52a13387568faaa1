// The journeys' fixtures: `page` without the welcome pop-up, `api` for the shop's HTTP API, and the
// administrator (`adminToken`, `adminPage`) for setup and admin screens.
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken as loginAdmin, BASE_URL, dismissWelcomeFor } from './browser';

/** The shop's API in a request context of its own: its cookies never reach the browser's pages. */
export interface ShopApi {
  request: APIRequestContext;
  /** Calls the API and returns the JSON body; fails the test on a status other than 2xx. */
  json<T = any>(method: string, url: string, options?: { data?: unknown; token?: string }): Promise<T>;
}

interface Fixtures {
  /** Whether `page` starts with the welcome pop-up dismissed (true unless a test asks to see it). */
  dismissWelcome: boolean;
  api: ShopApi;
  /** The administrator's bearer token (E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD or E2E_DATA_DIR's credentials). */
  adminToken: string;
  /** A page whose browser holds the administrator's session, as the login form leaves it. */
  adminPage: Page;
}

export function shopApi(request: APIRequestContext): ShopApi {
  return {
    request,
    async json<T>(method: string, url: string, { data, token }: { data?: unknown; token?: string } = {}) {
      const res = await request.fetch(`${BASE_URL}${url}`, { method, data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
      const body = (await res.json().catch(() => null)) as T;
      expect(res.ok(), `${method} ${url} → ${res.status()} ${JSON.stringify(body)}`).toBe(true);
      return body;
    },
  };
}

export const test = base.extend<Fixtures>({
  dismissWelcome: [true, { option: true }],
  context: async ({ context, dismissWelcome }, use) => {
    if (dismissWelcome) await dismissWelcomeFor(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    page.on('pageerror', (e) => console.log(`  pageerror: ${e.message}`));
    await use(page);
  },
  api: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    await use(shopApi(request));
    await request.dispose();
  },
  adminToken: async ({ api }, use) => {
    const token = await loginAdmin(api.request);
    if (!token) throw new Error('Sin administrador: define E2E_ADMIN_EMAIL/E2E_ADMIN_PASSWORD o E2E_DATA_DIR');
    await use(token);
  },
  adminPage: async ({ browser, api, adminToken }, use) => {
    const context = await browser.newContext({ baseURL: BASE_URL, locale: 'es-MX', viewport: { width: 1280, height: 900 } });
    await dismissWelcomeFor(context, ['guest', 'user']);
    const page = await context.newPage();
    await signInAsAdmin(page, api, adminToken);
    await use(page);
    await context.close();
  },
});

/** Puts the administrator's session in the page's browser (localStorage `userInfo`, as the login form leaves it). */
export async function signInAsAdmin(page: Page, api: ShopApi, token: string) {
  const profile = await api.json<Record<string, unknown>>('GET', '/api/usuarios/profile', { token });
  expect(profile.isAdmin, 'the administrator’s profile says so').toBe(true);
  await page.goto('/');
  await page.evaluate((info) => localStorage.setItem('userInfo', JSON.stringify(info)), { ...profile, token });
}

export { expect };
