#!/usr/bin/env node
// Largest Contentful Paint on a phone, beside its static floor, in one run.
//   node bench/mobile-lcp.mjs [--url http://127.0.0.1:8104] [--port 8170] [--loads 3] [--record] [--chromium /usr/bin/chromium]
// Lighthouse's mobile settings emulated through CDP: CPU slowed 4×, 150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up, viewport 412×823 at 1.75× with a phone's user agent. For `/`, `/catalogo` and a product
// page it takes the finished page once (loaded with its scripts, on a fast network) and saves it as static
// HTML without any script, served with the same styles and images by a bare node:http server (the floor).
// Then it loads shop and floor alternately, --loads cold loads each (a new browser context: empty cache),
// and compares the medians. Targets: shop ≤ 1.3× its floor and ≤ 2.5 s on each page; exits non-zero otherwise.
// Without --url it starts the embedded shop on --port with a fresh data directory; the floor listens on a
// port the system picks. --record writes bench/results/mobile-lcp.json.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { launchChromium } from './lib/chromium.mjs';
import { args, median, option, root } from './lib/cli.mjs';
import { measuredPages, shopUnderTest } from './lib/embedded-shop.mjs';
import { observeLcp } from './lib/lcp-observer.mjs';

const RATIO_TARGET = 1.3;
const LCP_TARGET_MS = 2500;
const LOADS = Number(option('loads', 3));
const PORT = Number(option('port', 8170));
const CHROMIUM = option('chromium', '/usr/bin/chromium');
const RECORD = args.includes('--record');

/** Lighthouse's mobile profile (a mid-range phone on slow 4G). */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
  locale: 'es-MX',
};
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const CPU_SLOWDOWN = 4;

/** A file of the shop as it sends it (compressed bytes and their headers), fetched once for the floor. */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * The floor: a bare node:http server answering each saved page (static HTML, brotli or gzip as accepted)
 * and every other path with the shop's own bytes for it (styles, images), fetched once and kept in memory.
 */
async function startFloor(shopBase, pages) {
  const files = new Map();
  const server = http.createServer(async (req, res) => {
    const url = req.url.split('#')[0];
    const page = pages.get(url);
    if (page !== undefined) {
      const accept = String(req.headers['accept-encoding'] ?? '');
      const [encoding, body] = accept.includes('br')
        ? ['br', zlib.brotliCompressSync(page)]
        : accept.includes('gzip')
          ? ['gzip', zlib.gzipSync(page)]
          : [null, Buffer.from(page)];
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        ...(encoding && { 'content-encoding': encoding }),
      });
      return res.end(body);
    }
    let file = files.get(url);
    if (!file) {
      file = await fetchRaw(`${shopBase}${url}`);
      files.set(url, file);
    }
    const headers = {};
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag'])
      if (file.headers[name]) headers[name] = file.headers[name];
    res.writeHead(file.status, headers);
    res.end(file.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** The page as the shopper ends up seeing it, without a single script (nor what only scripts use). */
async function finishedPageWithoutScripts(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    await dismissWelcome(context);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const html = await page.evaluate(() => {
      const doc = document.documentElement.cloneNode(true);
      doc
        .querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]')
        .forEach((el) => el.remove());
      return `<!doctype html>\n${doc.outerHTML}`;
    });
    return html;
  } finally {
    await context.close();
  }
}

/** The welcome pop-up is not the page: dismissed for this browser session, in the shop and in its capture alike. */
const dismissWelcome = (context) =>
  context.addInitScript(() => {
    try {
      sessionStorage.setItem('kukkiWelcomeDismissed', JSON.stringify(['guest']));
    } catch {
      /* no storage */
    }
  });

/** One cold load under the mobile settings: a new context (no cache), LCP and CLS once the page is quiet. */
async function measure(browser, url) {
  const context = await browser.newContext(MOBILE);
  try {
    await dismissWelcome(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeLcp, { withId: false });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForFunction(() => window.__lcp !== null, null, { timeout: 30_000 });
    const { lcp, cls } = await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }));
    return { ...lcp, cls };
  } finally {
    await context.close();
  }
}

async function main() {
  const shop = await shopUnderTest({
    port: PORT,
    nodeFlags: ['--max-semi-space-size=8', '--heap-growing-percent=50', '--no-liftoff'],
    dataDirPrefix: 'kukki-mobile-lcp-',
  });
  const paths = await measuredPages(shop.base);

  const browser = await launchChromium(CHROMIUM);
  const saved = new Map();
  for (const p of paths) saved.set(p, await finishedPageWithoutScripts(browser, `${shop.base}${p}`));
  const floor = await startFloor(shop.base, saved);
  const rows = [];
  let failed = false;
  try {
    // One throw-away load of each so the shop's page cache and the floor's copies are warm.
    for (const p of paths) {
      await measure(browser, `${shop.base}${p}`);
      await measure(browser, `${floor.base}${p}`);
    }
    for (const p of paths) {
      const shopRuns = [];
      const floorRuns = [];
      for (let i = 0; i < LOADS; i++) {
        shopRuns.push(await measure(browser, `${shop.base}${p}`));
        floorRuns.push(await measure(browser, `${floor.base}${p}`));
      }
      const shopMs = median(shopRuns.map((r) => r.ms));
      const floorMs = median(floorRuns.map((r) => r.ms));
      const ratio = shopMs / floorMs;
      const cls = Math.max(...shopRuns.map((r) => r.cls));
      const ok = ratio <= RATIO_TARGET && shopMs <= LCP_TARGET_MS;
      if (!ok) failed = true;
      const last = shopRuns.at(-1);
      rows.push({
        page: p,
        shopMs: Math.round(shopMs),
        floorMs: Math.round(floorMs),
        ratio: Number(ratio.toFixed(2)),
        shopLoads: shopRuns.map((r) => Math.round(r.ms)),
        floorLoads: floorRuns.map((r) => Math.round(r.ms)),
        maxCls: Number(cls.toFixed(3)),
        element: `${last.element}${last.url ? ` ${last.url.replace(shop.base, '')}` : ''}`,
        ok,
      });
    }
  } finally {
    await browser.close();
    floor.close();
    shop.stop();
  }

  console.log(
    `\nLCP on Lighthouse's mobile settings (CPU ${CPU_SLOWDOWN}×, ${NETWORK.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, 412×823), median of ${LOADS} cold loads, ${os.cpus().length} cores\n`,
  );
  console.log('| page | shop LCP (ms) | static floor (ms) | ratio | shop loads | floor loads | CLS (max) | LCP element | target | |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    console.log(
      `| ${r.page} | ${r.shopMs} | ${r.floorMs} | ${r.ratio.toFixed(2)}× | ${r.shopLoads.join(', ')} | ${r.floorLoads.join(', ')} | ${r.maxCls} | ${r.element} | ≤ ${RATIO_TARGET}× and ≤ ${LCP_TARGET_MS} ms | ${r.ok ? 'ok' : 'NO'} |`,
    );
  if (RECORD) {
    const file = path.join(root, 'bench/results/mobile-lcp.json');
    const machine = `${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}`.trim();
    writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine, loads: LOADS, rows }, null, 2)}\n`);
    console.log(`\nguardado en ${path.relative(root, file)}`);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
