#!/usr/bin/env node
// Largest Contentful Paint of the storefront, in headless Chromium on loopback.
//   node bench/lcp.mjs [--url http://127.0.0.1:8160] [--port 8160] [--loads 5] [--chromium /usr/bin/chromium]
// Without --url it starts the embedded shop (scripts/dist/embedded.js, built frontends) on --port with a
// fresh data directory. Loads `/`, `/catalogo` and a product page --loads times each, every load in a new
// browser context (empty HTTP cache, like a first visit), reads LCP through a PerformanceObserver,
// and prints the median per page against the target (≤ 800 ms) with the element that painted last.
// Exits non-zero when a median misses the target.
import os from 'node:os';
import { launchChromium } from './lib/chromium.mjs';
import { median, option } from './lib/cli.mjs';
import { measuredPages, shopUnderTest } from './lib/embedded-shop.mjs';
import { observeLcp } from './lib/lcp-observer.mjs';

const TARGET_MS = 800;
const LOADS = Number(option('loads', 5));
const PORT = Number(option('port', 8160));
const CHROMIUM = option('chromium', '/usr/bin/chromium');

/** One cold load: a new context (no cache, no cookies), LCP once the page is quiet. */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeLcp, { withId: true });
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
  const shop = await shopUnderTest({ port: PORT, dataDirPrefix: 'kukki-lcp-' });
  const pages = await measuredPages(shop.base);

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
