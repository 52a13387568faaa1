#!/usr/bin/env node
// Throughput, latency and memory of the shop against this machine's floor (issue 14), loopback only.
//   node bench/throughput.mjs [--composition embedded|distributed] [--duration 10] [--port 8150] [--record]
//                             [--reads-only | --checkout-only | --auth-read]
// Starts the shop in the chosen composition and, in the same run, a bare node:http server answering
// the same JSON (bench/floor-server.mjs). Each catalogue/plan read is loaded with autocannon at 50
// connections, floor and shop alternately; then valid guest orders (a new e-mail each) at 20
// connections, after which every order answered 201 must be readable and must have exactly one
// confirmation e-mail. Prints every figure with its ratio to the floor and its target, and exits
// non-zero when a target is missed. --record writes bench/results/throughput-<composition>.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { args, option, root, sleep } from './lib/cli.mjs';
import { mailboxMessages } from './lib/mailbox.mjs';
import { call, orderBody, waitForHttp } from './lib/shop-client.mjs';

const COMPOSITION = option('composition', 'embedded');
const DURATION = Number(option('duration', 10));
const PORT = Number(option('port', 8150));
const FLOOR_PORT = PORT + 1;
const RECORD = args.includes('--record');
/** --reads-only: the catalogue loads alone (quick comparisons while profiling). */
const READS_ONLY = args.includes('--reads-only');
/** --checkout-only: the guest-order load and its checks alone (quick comparisons while profiling). */
const CHECKOUT_ONLY = args.includes('--checkout-only');
/**
 * --auth-read: a signed-in customer reading their own order (GET /api/orders/detail/:id with a
 * bearer token) alone, beside the floor: the session check's cost. SESSION_CACHE_TTL_MS=0 in the
 * environment turns the gateway's session cache off (a users call on every request) for comparison.
 */
const AUTH_READ = args.includes('--auth-read');
const embedded = COMPOSITION === 'embedded';
if (RECORD && (READS_ONLY || CHECKOUT_ONLY || AUTH_READ)) {
  console.error('--record needs the full run (without --reads-only, --checkout-only or --auth-read)');
  process.exit(2);
}

/** Issue 14's targets, per composition. */
const TARGETS = embedded
  ? { readRatio: 0.6, readP99: 20, orders: 300, orderP99: 100, rssMb: 350 }
  : { readRatio: 0.5, readP99: null, orders: 250, orderP99: 150, rssMb: null };
const READS = ['/api/productos', '/api/productos/category', null /* a product */, '/api/suscripciones', '/api/suscripciones/month'];

const children = [];

/**
 * The Node flags and environment settings `npm start` gives the embedded shop (package.json "start",
 * e.g. `GLIBC_TUNABLES=… node --max-semi-space-size=8 scripts/dist/embedded.js`): the benchmark measures that process.
 */
function npmStartSettings() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const match = scripts.start.match(/(?:^|&& )((?:[A-Z_][A-Z0-9_]*=\S+ )*)node ((?:--\S+ )*)scripts\/dist\/embedded\.js/);
  if (!match) throw new Error('package.json "start" does not run node scripts/dist/embedded.js');
  const env = Object.fromEntries(
    match[1]
      .split(' ')
      .filter(Boolean)
      .map((assignment) => [assignment.slice(0, assignment.indexOf('=')), assignment.slice(assignment.indexOf('=') + 1)]),
  );
  return { env, nodeFlags: match[2].split(' ').filter(Boolean) };
}

function start(name, file, env, extra = [], nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, file, ...extra], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const keep = (chunk) => (tail = (tail + chunk).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('exit', (code) => {
    if (!child.stopping) process.stderr.write(`${name} terminó (${code}):\n${tail}\n`);
  });
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    child.stopping = true;
    child.kill('SIGTERM');
  }
}
process.on('exit', stopAll);

function rssMb(pid) {
  try {
    return Math.round(Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024);
  } catch {
    return null;
  }
}

/** The gateway process of the distributed launcher (a child of services.js). */
function gatewayPid(launcherPid) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== launcherPid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('gateway')) return Number(entry);
    } catch {
      // gone
    }
  }
  return null;
}

const load = (opts) =>
  new Promise((resolve, reject) => {
    const instance = autocannon({ duration: DURATION, ...opts }, (err, result) => (err ? reject(err) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });

/** A new customer with one order of `product`: the URL and bearer header of its authenticated read. */
async function signedInOrderRead(base, product) {
  const email = `bench-auth-${Date.now().toString(36)}@kukki.mx`;
  const password = 'galletas-de-bench';
  const signup = await call(base, 'POST', '/api/usuarios/signup', { name: 'Bench', email, password, passwordConfirm: password });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}: ${JSON.stringify(signup.body)}`);
  const headers = { authorization: `Bearer ${signup.body.token}` };
  const order = await call(base, 'POST', '/api/orders/user', orderBody(product, email), headers);
  if (order.status !== 201) throw new Error(`order ${order.status}: ${JSON.stringify(order.body)}`);
  return { url: `/api/orders/detail/${order.body.createdOrder._id}`, headers };
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p99: r.latency.p99,
  ok: r['2xx'],
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kukki-bench-'));
  const env = {
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    SERVE_FRONTENDS: 'false',
    // The benchmark raises the order limits through their variables; the defaults stay as they are.
    ORDERS_RATE_LIMIT: '10000000',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  };
  let shop;
  let cleanup = async () => undefined;
  if (embedded) {
    const settings = npmStartSettings();
    shop = start(
      'shop',
      path.join(root, 'scripts/dist/embedded.js'),
      { ...settings.env, ...env, DATA_DIR: dataDir },
      [],
      settings.nodeFlags,
    );
  } else {
    const tag = `bench${Date.now().toString(36)}`;
    // Afterwards: drop the run's database and event stream (the launcher creates them).
    cleanup = async () => {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await client.connect();
      await client.query(`drop database if exists "kukki_${tag}" with (force)`).catch(() => undefined);
      await client.end();
      const { connect } = await import('nats');
      const nc = await connect({ servers: 'nats://127.0.0.1:4222' });
      await (await nc.jetstreamManager()).streams.delete(tag.toUpperCase()).catch(() => undefined);
      await nc.close();
    };
    shop = start('shop', path.join(root, 'scripts/dist/services.js'), {
      ...env,
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/kukki_${tag}`,
      NATS_SUBJECT_PREFIX: `${tag}.`,
      EVENT_STREAM: tag.toUpperCase(),
      EVENT_SUBJECT_PREFIX: `${tag}evt.`,
      // The launcher's development SMTP catcher keeps the e-mails in DATA_DIR/mailbox, as the embedded shop does.
      DEV_SMTP_PORT: String(PORT + 2),
      MERCADOPAGO_API_URL: `http://127.0.0.1:${PORT + 3}`,
    });
  }
  const base = `http://127.0.0.1:${PORT}`;
  const t0 = Date.now();
  await waitForHttp(`${base}/api/productos`);
  const startSeconds = (Date.now() - t0) / 1000;

  const { products } = await (await fetch(`${base}/api/productos`)).json();
  const product = products.find((p) => p.category === 'postres') ?? products[0];
  const authRead = AUTH_READ ? await signedInOrderRead(base, product) : null;
  const reads = authRead ? [authRead.url] : READS.map((p) => p ?? `/api/productos/${encodeURIComponent(product.category)}/${product._id}`);
  const readHeaders = authRead?.headers ?? {};
  const bodies = {};
  for (const url of reads) bodies[url] = await (await fetch(`${base}${url}`, { headers: readHeaders })).text();
  const bodiesFile = path.join(dataDir, 'floor-bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  start('floor', path.join(root, 'bench/floor-server.mjs'), {}, [String(FLOOR_PORT), bodiesFile]);
  await waitForHttp(`http://127.0.0.1:${FLOOR_PORT}${reads[0]}`);

  const rows = [];
  let failed = false;
  const check = (ok) => {
    if (!ok) failed = true;
    return ok ? 'ok' : 'NO';
  };

  // Warm-up: JIT and first fills on both sides before anything is measured.
  for (const url of CHECKOUT_ONLY ? [] : reads) {
    await load({ url: `http://127.0.0.1:${FLOOR_PORT}${url}`, connections: 10, duration: 1 });
    await load({ url: `${base}${url}`, headers: readHeaders, connections: 10, duration: 2 });
  }
  for (const url of CHECKOUT_ONLY ? [] : reads) {
    const f = summary(await load({ url: `http://127.0.0.1:${FLOOR_PORT}${url}`, connections: 50 }));
    const s = summary(await load({ url: `${base}${url}`, headers: readHeaders, connections: 50 }));
    const ratio = Math.round((s.rps / f.rps) * 1000) / 1000;
    const meets = ratio >= TARGETS.readRatio && (TARGETS.readP99 === null || s.p99 <= TARGETS.readP99) && s.non2xx === 0 && s.errors === 0;
    rows.push({
      name: `GET ${url}`,
      floor: f,
      shop: s,
      ratio,
      target: `≥ ${TARGETS.readRatio}× floor${TARGETS.readP99 === null ? '' : `, p99 ≤ ${TARGETS.readP99} ms`}`,
      verdict: check(meets),
    });
  }

  if (READS_ONLY || AUTH_READ) {
    for (const r of rows)
      console.log(
        `${r.name}: floor ${r.floor.rps} (${r.floor.p99}) shop ${r.shop.rps} (${r.shop.p99}) non-2xx ${r.shop.non2xx} errors ${r.shop.errors} ratio ${r.ratio} ${r.verdict}`,
      );
    // Same ending as a full run: the distributed run's database and event stream are dropped too.
    stopAll();
    await sleep(3000);
    await cleanup().catch((err) => console.error(`limpieza: ${err.message}`));
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(failed ? 1 : 0);
  }
  const run = Date.now().toString(36);
  let n = 0;
  const created = [];
  const checkout = summary(
    await load({
      url: base,
      connections: 20,
      requests: [
        {
          method: 'POST',
          path: '/api/orders/guest',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify(orderBody(product, `bench-${run}-${n++}@kukki.mx`)),
          }),
          onResponse: (status, body) => {
            if (status === 201) {
              const { createdOrder } = JSON.parse(body);
              created.push({ id: createdOrder._id, token: createdOrder.accessToken, email: createdOrder.payer?.email });
            }
          },
        },
      ],
    }),
  );
  const pid = embedded ? shop.pid : gatewayPid(shop.pid);
  const rss = rssMb(pid);
  rows.push({
    name: 'POST /api/orders/guest',
    floor: null,
    shop: checkout,
    ratio: null,
    target: `≥ ${TARGETS.orders} orders/s, p99 ≤ ${TARGETS.orderP99} ms`,
    verdict: check(checkout.rps >= TARGETS.orders && checkout.p99 <= TARGETS.orderP99 && checkout.errors === 0),
  });

  // Every 201 is readable afterwards, and each has exactly one confirmation e-mail.
  let unreadable = 0;
  for (let i = 0; i < created.length; i += 20) {
    await Promise.all(
      created.slice(i, i + 20).map(async (o) => {
        const res = await fetch(`${base}/api/orders/detail/${o.id}?token=${encodeURIComponent(o.token ?? '')}`);
        if (res.status !== 200) unreadable++;
        await res.arrayBuffer();
      }),
    );
  }
  let mailIssues = null;
  const deadline = Date.now() + 120_000;
  const wanted = new Set(created.map((o) => o.email));
  while (Date.now() < deadline) {
    // The mailbox files themselves: the dev mailbox page lists only the newest 500.
    const counts = new Map();
    for (const m of mailboxMessages(path.join(dataDir, 'mailbox'))) if (wanted.has(m.to)) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    const missing = [...wanted].filter((e) => !counts.has(e)).length;
    const doubled = [...counts.values()].filter((c) => c > 1).length;
    mailIssues = { missing, doubled };
    if (missing === 0) break;
    await sleep(1000);
  }
  const invariantOk = unreadable === 0 && (mailIssues === null || (mailIssues.missing === 0 && mailIssues.doubled === 0));
  const invariant = {
    created: created.length,
    unreadable,
    mail: mailIssues,
    verdict: check(invariantOk),
  };
  const memory = {
    rssMb: rss,
    target: TARGETS.rssMb === null ? '—' : `≤ ${TARGETS.rssMb} MB`,
    verdict: TARGETS.rssMb === null ? 'ok' : check(rss !== null && rss <= TARGETS.rssMb),
  };

  console.log(`\nKukki ${COMPOSITION}, ${os.cpus().length} cores, ${DURATION} s per load, ready in ${startSeconds.toFixed(1)} s\n`);
  console.log('| load | floor req/s (p99 ms) | shop req/s (p99 ms) | ratio | target | |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) {
    const fl = r.floor ? `${r.floor.rps} (${r.floor.p99})` : '—';
    console.log(`| ${r.name} | ${fl} | ${r.shop.rps} (${r.shop.p99}) | ${r.ratio ?? '—'} | ${r.target} | ${r.verdict} |`);
  }
  console.log(
    `\norders answered 201: ${invariant.created}; unreadable: ${unreadable}; e-mails: ${mailIssues ? `${mailIssues.missing} missing, ${mailIssues.doubled} doubled` : 'not checked'} — ${invariant.verdict}`,
  );
  console.log(`resident memory after the checkout load: ${rss} MB (${memory.target}) — ${memory.verdict}`);

  if (RECORD) {
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    const file = path.join(root, 'bench/results', `throughput-${COMPOSITION}.json`);
    const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    writeFileSync(
      file,
      `${JSON.stringify({ date: new Date().toISOString(), machine, composition: COMPOSITION, durationSeconds: DURATION, startSeconds, rows, invariant, memory, targets: TARGETS }, null, 2)}\n`,
    );
    console.log(`guardado en ${path.relative(root, file)}`);
  }
  stopAll();
  await sleep(3000);
  await cleanup().catch((err) => console.error(`limpieza: ${err.message}`));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  stopAll();
  process.exit(1);
});
