#!/usr/bin/env node
// JS budget of the home page: every JavaScript file the browser loads to render / (shell + storefront
// remote + shared chunks), gzip-compressed, must add up to at most 170 KB.
// Second section: the admin's /admin/dash (shell + admin remote + the dashboard's chunk) at most 250 KB.
// By default it serves the built dist folders itself (API answers 503, so only the page's own code loads);
// pass --url http://localhost:8080 (or E2E_BASE_URL) to measure a running shop instead.
// Exit code 1 when over budget, 2 when it cannot measure.
import http from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';
import { option, root } from './lib/cli.mjs';

const BUDGET_KB = Number(process.env.FRONTEND_BUDGET_KB ?? 170);
const externalUrl = option('url', process.env.BUDGET_URL);

function staticServer() {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json',
  };
  const serve = (res, file) => {
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  };
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://x');
    if (pathname.startsWith('/api/')) {
      res.writeHead(503, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ message: 'sin API en la medición' }));
    }
    if (pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ storefront: '/remotes/storefront/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js' }));
    }
    const remote = pathname.match(/^\/remotes\/(storefront|admin)\/(.+)$/);
    const file = remote
      ? path.join(root, 'frontends', remote[1], 'dist', path.normalize(remote[2]))
      : path.join(root, 'frontends/shell/dist', path.normalize(pathname));
    if (existsSync(file) && statSync(file).isFile()) return serve(res, file);
    if (remote) {
      res.writeHead(404);
      return res.end();
    }
    return serve(res, path.join(root, 'frontends/shell/dist/index.html'));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function main() {
  if (!externalUrl && !existsSync(path.join(root, 'frontends/shell/dist/index.html'))) {
    console.error('No hay build de los frontends: ejecuta `npm run build:frontends` primero.');
    process.exit(2);
  }
  const server = externalUrl ? null : await staticServer();
  const base = externalUrl ?? `http://127.0.0.1:${server.address().port}`;
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Map();
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      const url = response.url();
      if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(url)) return;
      if (!url.startsWith(base)) return; // only our own code counts
      try {
        scripts.set(url, await response.body());
      } catch {
        /* redirected or aborted */
      }
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.carousel', { timeout: 15000 });
    await page.waitForLoadState('networkidle');
    await addServiceWorkerScript(page, base, scripts);

    let total = 0;
    const rows = [...scripts.entries()].map(([url, body]) => {
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      total += gz;
      return { file: new URL(url).pathname, raw: body.length, gzip: gz };
    });
    rows.sort((a, b) => b.gzip - a.gzip);
    for (const r of rows)
      console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(r.raw / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
    const totalKb = total / 1024;
    console.log(`JS para renderizar /: ${totalKb.toFixed(1)} KB gzip (presupuesto ${BUDGET_KB} KB) en ${rows.length} archivos`);
    if (totalKb > BUDGET_KB) {
      console.error('Fuera de presupuesto.');
      process.exitCode = 1;
    }

    await measureAdminDash(browser, base);
  } finally {
    await browser.close();
    server?.close();
  }
}

/**
 * The storefront's service worker counts too: the browser fetches its script for the
 * worker, not for the page, so it is not among the page's responses. Registered after load.
 */
async function addServiceWorkerScript(page, base, scripts) {
  const deadline = Date.now() + 5000;
  let url = null;
  while (!url && Date.now() < deadline) {
    url = await page
      .evaluate(async () => {
        const reg = await navigator.serviceWorker?.getRegistration();
        return (reg?.active ?? reg?.waiting ?? reg?.installing)?.scriptURL ?? null;
      })
      .catch(() => null);
    if (!url) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!url || !url.startsWith(base) || scripts.has(url)) return;
  const response = await page.request.get(url);
  if (response.ok()) scripts.set(url, await response.body());
}

// ---------------------------------------------------------------- /admin/dash

const ADMIN_BUDGET_KB = Number(process.env.ADMIN_BUDGET_KB ?? 250);
/** A signed-in administrator as the shell stores it (the token only matters against a running shop). */
const ADMIN_SESSION = { _id: 'bench', name: 'Medición', email: 'a@kukki.mx', isAdmin: true, firstPurchase: false, token: '' };

/**
 * Every script of our origin loaded for /admin/dash: shell, admin remote, shared and the dashboard's
 * chunk. «Initial» is what the browser asks for before the figures arrive (GET /api/admin/stats); the
 * chunks the figures then pull in (the chart library, lazy by design) are listed apart and not budgeted.
 */
async function measureAdminDash(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    // Against a running shop, sign in for real so the dashboard gets its figures (and the chart chunk loads).
    const session =
      externalUrl && process.env.ADMIN_EMAIL
        ? await signIn(base, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD ?? '')
        : ADMIN_SESSION;
    await context.addInitScript((info) => window.localStorage.setItem('userInfo', JSON.stringify(info)), session);
    const page = await context.newPage();
    const isScript = (url, type = '') => url.startsWith(base) && (/javascript/.test(type) || /\.m?js(\?|$)/.test(url));
    const scripts = new Map();
    const deferred = new Set();
    let statsArrived = false;
    let lastScriptAt = Date.now();
    page.on('request', (request) => {
      if (statsArrived && isScript(request.url())) deferred.add(request.url());
    });
    page.on('response', async (response) => {
      const url = response.url();
      if (new URL(url).pathname === '/api/admin/stats') statsArrived = true;
      if (!isScript(url, response.headers()['content-type'])) return;
      lastScriptAt = Date.now();
      try {
        scripts.set(url, await response.body());
      } catch {
        /* redirected or aborted */
      }
    });
    // 'load', not 'networkidle': the live orders stream stays open.
    await page.goto(`${base}/admin/dash`, { waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Resumen' }).waitFor({ timeout: 20000 });
    await page.locator('.adm-kpis, .error-panel').first().waitFor({ timeout: 20000 });
    // Settled: no new script for a second (the chart's chunk follows the figures).
    const deadline = Date.now() + 15000;
    while (Date.now() - lastScriptAt < 1000 && Date.now() < deadline) await page.waitForTimeout(200);

    let initial = 0;
    let later = 0;
    const rows = [...scripts.entries()].map(([url, body]) => {
      const gz = zlib.gzipSync(body, { level: 9 }).length;
      const isDeferred = deferred.has(url);
      if (isDeferred) later += gz;
      else initial += gz;
      return { file: new URL(url).pathname, raw: body.length, gzip: gz, isDeferred };
    });
    rows.sort((a, b) => a.isDeferred - b.isDeferred || b.gzip - a.gzip);
    for (const r of rows)
      console.log(
        `${(r.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${(r.raw / 1024).toFixed(1).padStart(7)} KB  ${r.file}${r.isDeferred ? '  (tras las cifras)' : ''}`,
      );
    const initialKb = initial / 1024;
    console.log(
      `JS inicial de /admin/dash: ${initialKb.toFixed(1)} KB gzip (presupuesto ${ADMIN_BUDGET_KB} KB); ` +
        `después de las cifras ${(later / 1024).toFixed(1)} KB más; ${rows.length} archivos`,
    );
    if (initialKb > ADMIN_BUDGET_KB) {
      console.error('/admin/dash fuera de presupuesto.');
      process.exitCode = 1;
    }
  } finally {
    await context.close();
  }
}

async function signIn(base, email, password) {
  const response = await fetch(`${base}/api/usuarios/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${response.status}`);
  return response.json();
}

main().catch((error) => {
  console.error(error);
  process.exit(2);
});
