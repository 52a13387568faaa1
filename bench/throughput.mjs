#!/usr/bin/env node
// Throughput, latency and memory of the shop against this machine's floor, loopback only.
//   node bench/throughput.mjs [--composition embedded|distributed] [--duration 10] [--port 8150] [--record]
//                             [--reads-only | --checkout-only] [--cpu-prof <dir>]
// Starts the shop in the chosen composition and, in the same run, a bare node:http server answering
// the same JSON (bench/floor-server.mjs). Each catalogue/plan read and a logged-in profile read is
// loaded with autocannon at 50 connections, floor and shop alternately (SESSION_CACHE_TTL_MS=0 in the
// environment turns the gateway's session cache off: a users call per request, for comparison). Then guest orders as the
// storefront sends them (a new e-mail, client address and Idempotency-Key each, an open delivery day spread across the
// days offered, a quarter with a coupon created at start) at 20 connections, against the write floor
// (bench/write-floor-server.mjs: the same engine storing each order, its day counter and an outbox row
// with group commit) and the shop alternately; afterwards every order answered 201 must be readable
// and must have exactly one confirmation e-mail. Prints every figure with its ratio to the floor and
// its target, and exits non-zero when a target is missed. --record writes
// bench/results/throughput-<composition>.json.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { args, option, root, sleep } from './lib/cli.mjs';
import { mailboxMessages } from './lib/mailbox.mjs';
import { orderBody, waitForHttp } from './lib/shop-client.mjs';

const COMPOSITION = option('composition', 'embedded');
const DURATION = Number(option('duration', 10));
const PORT = Number(option('port', 8150));
const FLOOR_PORT = PORT + 1;
const WRITE_FLOOR_PORT = PORT + 4;
const RECORD = args.includes('--record');
/** --reads-only: the catalogue loads alone (quick comparisons while profiling). */
const READS_ONLY = args.includes('--reads-only');
/** --checkout-only: the guest-order load and its checks alone (quick comparisons while profiling). */
const CHECKOUT_ONLY = args.includes('--checkout-only');
/** --cpu-prof <dir>: the shop's processes (embedded: one; distributed: every service and the gateway) write V8 CPU profiles there when they stop. */
const CPU_PROF_DIR = option('cpu-prof', null);
if (CPU_PROF_DIR) mkdirSync(CPU_PROF_DIR, { recursive: true });
const embedded = COMPOSITION === 'embedded';
if (RECORD && (READS_ONLY || CHECKOUT_ONLY)) {
  console.error('--record needs the full run (without --reads-only or --checkout-only)');
  process.exit(2);
}

/** The read and memory targets and the order targets (to the write floor), per composition. */
const TARGETS = embedded
  ? { readRatio: 0.6, readP99: 20, orderRatio: 0.5, orderP99Factor: 3, rssMb: 350 }
  : { readRatio: 0.5, readP99: null, orderRatio: 0.25, orderP99Factor: 5, rssMb: null };
const READS = ['/api/productos', '/api/productos/category', null /* a product */, '/api/suscripciones', '/api/suscripciones/month'];
/** The logged-in read: reported beside its floor, without a target. */
const PROFILE_READ = '/api/usuarios/profile';
const ADMIN = { email: 'admin-bench@kukki.mx', password: 'Kukki-bench-2026' };
const SHOPPER_PASSWORD = 'Kukki-bench-2026';

const children = [];

/**
 * The Node flags and environment settings `npm start` gives the embedded shop (package.json "start",
 * e.g. `GLIBC_TUNABLES=… node --max-semi-space-size=8 scripts/dist/embedded.js`): the benchmark measures that process.
 */
function npmStartSettings() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const match = scripts.start.match(/(?:^|&& )((?:[A-Z_][A-Z0-9_]*=\S+ )*)(?:exec )?node ((?:--\S+ )*)scripts\/dist\/embedded\.js/);
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
    // Each order comes from its own client address (X-Forwarded-For), as shoppers' orders do.
    TRUST_PROXY: '1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
  };
  let shop;
  let cleanup = async () => undefined;
  let writeFloorTarget = path.join(dataDir, 'write-floor');
  if (embedded) {
    const settings = npmStartSettings();
    shop = start(
      'shop',
      path.join(root, 'scripts/dist/embedded.js'),
      { ...settings.env, ...env, DATA_DIR: dataDir },
      [],
      CPU_PROF_DIR ? [...settings.nodeFlags, '--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF_DIR)}`] : settings.nodeFlags,
    );
  } else {
    const tag = `bench${Date.now().toString(36)}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query(`create database "kukki_${tag}_floor"`);
    await admin.end();
    writeFloorTarget = `postgres://postgres@127.0.0.1:5432/kukki_${tag}_floor`;
    // Afterwards: drop the run's databases and event stream (the launcher creates the shop's).
    cleanup = async () => {
      const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
      await client.connect();
      for (const db of [`kukki_${tag}`, `kukki_${tag}_floor`])
        await client.query(`drop database if exists "${db}" with (force)`).catch(() => undefined);
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
      ...(CPU_PROF_DIR
        ? { NODE_OPTIONS: `--require ${path.join(root, 'bench/lib/cpu-profile.cjs')}`, CPUPROF_DIR: path.resolve(CPU_PROF_DIR) }
        : {}),
    });
  }
  const base = `http://127.0.0.1:${PORT}`;
  const t0 = Date.now();
  await waitForHttp(`${base}/api/productos`);
  const startSeconds = (Date.now() - t0) / 1000;

  const { products } = await (await fetch(`${base}/api/productos`)).json();
  const product = products.find((p) => p.category === 'postres') ?? products[0];
  const reads = READS.map((p) => p ?? `/api/productos/${encodeURIComponent(product.category)}/${product._id}`);
  const bodies = {};
  for (const url of reads) bodies[url] = await (await fetch(`${base}${url}`)).text();
  const run = Date.now().toString(36);
  const shopper = await signup(base, `bench-${run}-cliente@kukki.mx`);
  const profileHeaders = { authorization: `Bearer ${shopper.token}` };
  bodies[PROFILE_READ] = await (await fetch(`${base}${PROFILE_READ}`, { headers: profileHeaders })).text();
  const couponCode = await createCoupon(base, `BENCH${run.toUpperCase()}`);
  const { dates } = await (await fetch(`${base}/api/delivery-dates?productIds=${product._id}`)).json();
  const openDays = dates.filter((d) => d.available && !d.closed && !d.soldOut?.length).map((d) => d.date);
  if (!openDays.length) throw new Error('no hay días de entrega abiertos');
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
  for (const url of CHECKOUT_ONLY ? [] : [...reads, PROFILE_READ]) {
    await load({ url: `http://127.0.0.1:${FLOOR_PORT}${url}`, connections: 10, duration: 1 });
    await load({ url: `${base}${url}`, headers: url === PROFILE_READ ? profileHeaders : undefined, connections: 10, duration: 2 });
  }
  for (const url of CHECKOUT_ONLY ? [] : [...reads, PROFILE_READ]) {
    const headers = url === PROFILE_READ ? profileHeaders : undefined;
    const f = summary(await load({ url: `http://127.0.0.1:${FLOOR_PORT}${url}`, connections: 50 }));
    const s = summary(await load({ url: `${base}${url}`, headers, connections: 50 }));
    const ratio = Math.round((s.rps / f.rps) * 1000) / 1000;
    if (url === PROFILE_READ) {
      rows.push({
        name: `GET ${url} (logged in)`,
        floor: f,
        shop: s,
        ratio,
        target: 'reported',
        verdict: check(s.non2xx === 0 && s.errors === 0),
      });
      continue;
    }
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

  if (READS_ONLY) {
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
  start('write floor', path.join(root, 'bench/write-floor-server.mjs'), {}, [
    String(WRITE_FLOOR_PORT),
    embedded ? 'pglite' : 'pg',
    writeFloorTarget,
  ]);
  await waitForPort(WRITE_FLOOR_PORT);
  let n = 0;
  const created = [];
  /** The storefront's order: an open delivery day (spread across the days offered), a quarter with the coupon. */
  const nextOrder = () => {
    const i = n++;
    const body = orderBody(product, `bench-${run}-${i}@kukki.mx`);
    body.deliveryAddress = { ...body.deliveryAddress, deliveryDate: openDays[i % openDays.length] };
    if (i % 4 === 0) body.couponCode = couponCode;
    return { body: JSON.stringify(body), address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
  };
  const orderLoad = (origin, duration, keep) =>
    load({
      url: origin,
      connections: 20,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/orders/guest',
          setupRequest: (req) => {
            const { body, address } = nextOrder();
            const headers = { 'content-type': 'application/json', 'x-forwarded-for': address, 'idempotency-key': randomUUID() };
            return { ...req, headers, body };
          },
          onResponse: (status, body) => {
            if (keep && status === 201) {
              const { createdOrder } = JSON.parse(body);
              created.push({ id: createdOrder._id, token: createdOrder.accessToken, email: createdOrder.payer?.email });
            }
          },
        },
      ],
    });
  const writeFloor = `http://127.0.0.1:${WRITE_FLOOR_PORT}`;
  await orderLoad(writeFloor, 2, false);
  await orderLoad(base, 2, true);
  const orderFloor = summary(await orderLoad(writeFloor, DURATION, false));
  const checkout = summary(await orderLoad(base, DURATION, true));
  const pid = embedded ? shop.pid : gatewayPid(shop.pid);
  const rss = rssMb(pid);
  const orderRatio = Math.round((checkout.rps / orderFloor.rps) * 1000) / 1000;
  const p99Factor = Math.round((checkout.p99 / Math.max(orderFloor.p99, 1)) * 10) / 10;
  rows.push({
    name: 'POST /api/orders/guest (delivery day, ¼ coupon)',
    floor: orderFloor,
    shop: checkout,
    ratio: orderRatio,
    p99Factor,
    target: `≥ ${TARGETS.orderRatio}× write floor, p99 ≤ ${TARGETS.orderP99Factor}× floor's`,
    verdict: check(
      orderRatio >= TARGETS.orderRatio &&
        checkout.p99 <= TARGETS.orderP99Factor * Math.max(orderFloor.p99, 1) &&
        checkout.non2xx === 0 &&
        checkout.errors === 0 &&
        orderFloor.non2xx === 0,
    ),
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
    console.log(
      `| ${r.name} | ${fl} | ${r.shop.rps} (${r.shop.p99}) | ${r.ratio ?? '—'}${r.p99Factor ? ` (p99 ${r.p99Factor}×)` : ''} | ${r.target} | ${r.verdict} |`,
    );
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

/** A new shopper's session token. */
async function signup(base, email) {
  const res = await fetch(`${base}/api/usuarios/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Cliente Bench', email, password: SHOPPER_PASSWORD, passwordConfirm: SHOPPER_PASSWORD }),
  });
  const user = await res.json();
  if (!res.ok || !user.token) throw new Error(`registro: ${res.status} ${JSON.stringify(user)}`);
  return user;
}

/** A valid 10 % coupon, created through the admin API; answers its code. */
async function createCoupon(base, code) {
  const login = await fetch(`${base}/api/usuarios/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = await login.json();
  const expireDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const res = await fetch(`${base}/api/admin/coupons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ code, isPercent: true, isActive: true, amount: 10, expireDate }),
  });
  if (!res.ok) throw new Error(`cupón: ${res.status} ${await res.text()}`);
  return code;
}

/** Waits until something listens on the port (the write floor answers 404 to a GET). */
async function waitForPort(port) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`el puerto ${port} no respondió`);
}

main().catch((err) => {
  console.error(err);
  stopAll();
  process.exit(1);
});
