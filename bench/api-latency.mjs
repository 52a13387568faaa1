#!/usr/bin/env node
// API latency and memory benchmark against a shop started on this machine (loopback only).
//   node bench/api-latency.mjs [baseUrl] [--requests 400] [--concurrency 8] [--record]
// Without a base URL it starts the embedded shop itself on a free port with a fresh DATA_DIR.
// Targets (embedded composition, 2-core machine): p95 ≤ 150 ms for catalogue reads, ≤ 600 ms for a
// guest order; gateway process RSS ≤ 900 MB after the run (PGlite keeps the whole database in WASM memory). Exits non-zero when a target is missed.
// --record writes the numbers to bench/results/api-latency.json.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const REQUESTS = flag('requests', 400);
const CONCURRENCY = flag('concurrency', 8);
const TARGETS = {
  'GET /api/productos': 150,
  'GET /api/productos/category': 150,
  'GET /api/productos/:category/:id': 150,
  'POST /api/orders/guest': 600,
};
const RSS_LIMIT_MB = 900;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, ms = 180_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} no respondió`);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function measure(name, count, makeRequest) {
  const times = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const t = performance.now();
      try {
        const res = await makeRequest();
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - t);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (x) => Math.round(x * 10) / 10;
  return {
    name,
    requests: count,
    errors,
    rps: round(count / seconds),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024);
  } catch {
    return null;
  }
}

async function main() {
  let base = args.find((a) => a.startsWith('http'));
  let shop;
  if (!base) {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    shop = spawn(process.execPath, [path.join(root, 'scripts/dist/embedded.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kukki-bench-')),
        LOG_LEVEL: 'warn',
        SERVE_FRONTENDS: 'false',
        ORDERS_RATE_LIMIT: '100000',
      },
      stdio: 'ignore',
    });
  }
  try {
    await waitFor(`${base}/api/productos`);
    const { products } = await (await fetch(`${base}/api/productos`)).json();
    const pay = products.find((p) => p.category === 'postres') ?? products[0];
    const order = {
      items: [{ id: pay._id, quantity: 1, unit_price: pay.price[0] }],
      payer: {
        name: 'Banco de Pruebas',
        email: 'bench@kukki.mx',
        phone: { area_code: '55', number: '12345678' },
        address: { street_name: 'Durango', street_number: '10', zip_code: '06700' },
      },
      deliveryAddress: {
        street_name: 'Durango',
        street_number: '10',
        interior_number: '',
        col: 'Roma',
        del: 'Cuauhtémoc',
        zip_code: '06700',
        city: 'CDMX',
        giftText: '',
      },
    };
    const results = [];
    results.push(await measure('GET /api/productos', REQUESTS, () => fetch(`${base}/api/productos`)));
    results.push(await measure('GET /api/productos/category', REQUESTS, () => fetch(`${base}/api/productos/category`)));
    results.push(
      await measure('GET /api/productos/:category/:id', REQUESTS, () =>
        fetch(`${base}/api/productos/${encodeURIComponent(pay.category)}/${pay._id}`),
      ),
    );
    results.push(
      await measure('POST /api/orders/guest', Math.max(20, Math.floor(REQUESTS / 4)), () =>
        fetch(`${base}/api/orders/guest`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(order) }),
      ),
    );
    const rss = shop ? rssMb(shop.pid) : null;
    console.table(results);
    if (rss !== null) console.log(`RSS del proceso de la tienda: ${rss} MB (límite ${RSS_LIMIT_MB} MB)`);
    const misses = results
      .filter((r) => r.errors > 0 || r.p95 > TARGETS[r.name])
      .map((r) => `${r.name}: p95 ${r.p95} ms (meta ${TARGETS[r.name]} ms), errores ${r.errors}`);
    if (rss !== null && rss > RSS_LIMIT_MB) misses.push(`memoria: ${rss} MB > ${RSS_LIMIT_MB} MB`);
    if (args.includes('--record')) {
      const out = {
        date: new Date().toISOString(),
        machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
        concurrency: CONCURRENCY,
        results,
        rssMb: rss,
        targets: TARGETS,
      };
      writeFileSync(path.join(root, 'bench/results/api-latency.json'), JSON.stringify(out, null, 2) + '\n');
    }
    if (misses.length) {
      console.error(`Metas no cumplidas:\n  ${misses.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('Todas las metas se cumplen.');
  } finally {
    shop?.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
