#!/usr/bin/env node
// Largest Contentful Paint of the storefront, in headless Chromium on loopback.
//   node bench/lcp.mjs [--url http://127.0.0.1:8160] [--port 8160] [--loads 5] [--chromium /usr/bin/chromium]
// Without --url it starts the embedded shop (scripts/dist/embedded.js, built frontends) on --port with a
// fresh data directory. Loads `/`, `/catalogo` and a product page --loads times each, every load in a new
// browser context (empty HTTP cache, like a first visit), reads LCP through a PerformanceObserver,
// and prints the median per page against the target (≤ 800 ms) with the element that painted last.
// Exits non-zero when a median misses the target.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { median, option, root } from './lib/cli.mjs';
import { waitForHttp } from './lib/shop-client.mjs';

const TARGET_MS = 800;
const LOADS = Number(option('loads', 5));
const PORT = Number(option('port', 8160));
const CHROMIUM = option('chromium', '/usr/bin/chromium');

/** Starts the embedded shop serving the built frontends; resolves with its base URL and a stop function. */
async function startShop() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kukki-lcp-'));
  const base = `http://127.0.0.1:${PORT}`;
  const shop = spawn(process.execPath, [path.join(root, 'scripts/dist/embedded.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  shop.stderr.on('data', (chunk) => (tail = (tail + chunk).slice(-4000)));
  shop.on('exit', (code) => {
    if (!shop.stopping) process.stderr.write(`la tienda terminó (${code}):\n${tail}\n`);
  });
  const stop = () => {
    shop.stopping = true;
    shop.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('exit', () => shop.exitCode === null && shop.kill('SIGTERM'));
  await waitForHttp(`${base}/api/productos`);
  await waitForHttp(`${base}/`);
  return { base, stop };
}

/** Runs before any script of the page: keeps the latest LCP candidate. */
function observeLcp() {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    const el = last.element;
    window.__lcp = {
      ms: last.startTime,
      element: el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
        : '(removed)',
      url: last.url || '',
      size: last.size,
    };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** One cold load: a new context (no cache, no cookies), LCP once the page is quiet. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLcp);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // LCP candidates stop with the last paint; wait (with a deadline) until one exists.
    await page.waitForFunction(() => window.__lcp !== null, null, { timeout: 10_000 });
    const navigation = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { ttfb: nav?.responseStart ?? 0, fcp: fcp?.startTime ?? 0, requests: performance.getEntriesByType('resource').length };
    });
    const lcp = await page.evaluate(() => window.__lcp);
    return { ...lcp, ...navigation };
  } finally {
    await context.close();
  }
}

async function main() {
  const given = option('url', null);
  const shop = given ? { base: given.replace(/\/$/, ''), stop: () => undefined } : await startShop();
  const { products } = await (await fetch(`${shop.base}/api/productos`)).json();
  const product = products.find((p) => p.category === 'postres') ?? products[0];
  const pages = ['/', '/catalogo', `/productos/${encodeURIComponent(product.category)}/${product._id}`];

  const browser = await launchChromium(CHROMIUM);
  let failed = false;
  try {
    // One throw-away load so the shop's caches and Chromium's process pool are warm for every page.
    await measure(browser, `${shop.base}/`);
    console.log(`\nLargest Contentful Paint, ${LOADS} cold loads per page, ${os.cpus().length} cores, ${shop.base}\n`);
    console.log('| page | LCP median (ms) | loads (ms) | FCP median | TTFB median | LCP element | target | |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < LOADS; i++) runs.push(await measure(browser, `${shop.base}${page}`));
      const lcp = median(runs.map((r) => r.ms));
      const ok = lcp <= TARGET_MS;
      if (!ok) failed = true;
      const last = runs.at(-1);
      const element = `${last.element}${last.url ? ` ${last.url.replace(shop.base, '')}` : ''} (${last.size} px²)`;
      console.log(
        `| ${page} | ${Math.round(lcp)} | ${runs.map((r) => Math.round(r.ms)).join(', ')} | ${Math.round(median(runs.map((r) => r.fcp)))} | ${Math.round(median(runs.map((r) => r.ttfb)))} | ${element} | ≤ ${TARGET_MS} ms | ${ok ? 'ok' : 'NO'} |`,
      );
    }
  } finally {
    await browser.close();
    shop.stop();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
