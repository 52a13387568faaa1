// The shop a browser benchmark loads: the one at --url, or the embedded shop (built frontends) started here.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { option, root } from './cli.mjs';
import { waitForHttp } from './shop-client.mjs';

/** Starts scripts/dist/embedded.js on `port` with a fresh data directory; resolves with its base URL and a stop function. */
export async function startEmbeddedShop({ port, nodeFlags = [], dataDirPrefix = 'kukki-shop-' }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  const base = `http://127.0.0.1:${port}`;
  const shop = spawn(process.execPath, [...nodeFlags, path.join(root, 'scripts/dist/embedded.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
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

/** The shop given by --url (left running), or an embedded one started with these settings. */
export async function shopUnderTest(settings) {
  const given = option('url', null);
  return given ? { base: given.replace(/\/$/, ''), stop: () => undefined } : startEmbeddedShop(settings);
}

/** The pages every LCP benchmark loads: home, catalogue and one product (a dessert when there is one). */
export async function measuredPages(base) {
  const { products } = await (await fetch(`${base}/api/productos`)).json();
  const product = products.find((p) => p.category === 'postres') ?? products[0];
  return ['/', '/catalogo', `/productos/${encodeURIComponent(product.category)}/${product._id}`];
}
