#!/usr/bin/env node
// Crashes under load. Build first: `npx tsc -b tsconfig.build.json`.
//
//   node bench/crash-under-load.mjs [distributed|embedded|all] [--replicas 2]
//
// With `--replicas N` the distributed shop runs N processes of every service and N gateways (the load
// alternates between them); the first replica of each is killed while the others carry on, so a
// service's window must show no 503 at all. CRASH_SHOP_PORT, CRASH_SMTP_PORT and CRASH_OPS_PORT_BASE
// move the launcher's ports.
//
// Distributed: its own PostgreSQL, NATS (JetStream) and Redis on CRASH_PORT_BASE.. (default 8720..8722),
// `npm run start:services`' launcher on CRASH_PORT_BASE+10 (its gateways on +10, +11, …; its SMTP catcher on +9), and CRASH_DURATION_S (60) seconds of mixed
// traffic (catalogue reads, guest orders, signups, contact messages) while every service is killed with
// SIGKILL once and NATS, Redis and PostgreSQL are restarted once each. Embedded: `npm start`'s process
// killed with SIGKILL mid-load and started again. Then it checks every acknowledged order and e-mail
// and prints a summary table (also written to bench/results/crash-under-load.json).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root as repo, sleep } from './lib/cli.mjs';
import { mailboxMessages } from './lib/mailbox.mjs';
import { call, orderBody, waitFor } from './lib/shop-client.mjs';
import { Postgres, nats, redis } from './lib/infra.mjs';

const BASE = Number(process.env.CRASH_PORT_BASE ?? 8720);
const DURATION = Number(process.env.CRASH_DURATION_S ?? 60) * 1000;
const EMBEDDED_DURATION = Number(process.env.CRASH_EMBEDDED_DURATION_S ?? 30) * 1000;
const CONCURRENCY = Number(process.env.CRASH_CONCURRENCY ?? 6);
const RECOVERY_LIMIT_MS = 10_000;
/**
 * A window ends when the part's own paths answered again (measured by its probes), plus this grace: a
 * probe proves one path, and each process has several NATS connections (RPC server, RPC client,
 * JetStream) and a database pool that reconnect on their own — 250 ms + up to 100 ms jitter for NATS,
 * the next statement for PostgreSQL — and the probes poll every 100 ms.
 */
const WINDOW_GRACE_MS = 1000;
const SERVICES = ['catalogue', 'users', 'orders', 'coupons', 'subscriptions', 'notifications', 'gateway'];
const replicasFlag = process.argv.findIndex((a) => a === '--replicas');
const REPLICAS = replicasFlag >= 0 ? Number(process.argv[replicasFlag + 1]) : 1;
const mode = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--replicas') ?? 'all';
/** The launcher's name of the replica that is killed (the first one). */
const replicaName = (name) => (REPLICAS > 1 ? `${name}-1` : name);

const ADMIN = { email: 'admin-crash@kukki.mx', password: 'Kukki-crash-2026' };
const secs = (ms) => (ms / 1000).toFixed(1);
const log = (line) => process.stdout.write(`${line}\n`);

/** The shop's limits are per client address; the load comes from one. */
const generousLimits = {
  // Orders come each from an address of its own (X-Forwarded-For), as shoppers' do.
  TRUST_PROXY: '1',
  ORDERS_RATE_LIMIT: '1000000',
  UNPAID_ORDERS_PER_ADDRESS_PER_DAY: '1000',
  UNPAID_ORDERS_PER_EMAIL_PER_DAY: '1000',
  COUPON_RATE_LIMIT: '1000000',
  RATE_LIMIT_PAYMENTS: '1000000',
  RATE_LIMIT_ENROLL: '1000000',
  SIGNUP_MAX_PER_IP: '1000000',
  LOGIN_MAX_PER_IP: '1000000',
  FORGOT_MAX_PER_IP: '1000000',
  LOGIN_MAX_FAILED_PER_ACCOUNT: '1000000',
  CONTACT_MAX_PER_HOUR: '1000000',
};

/**
 * E-mails whose job died with a process wait for the sweeper (defaults: every 60 s, once 30 s late, after
 * a 2-minute send lock). Shorter here so a run takes minutes; the behaviour is the same.
 */
const fasterSweeps = { NOTIFICATIONS_SWEEP_MS: '5000', EMAIL_SWEEP_GRACE_MS: '5000', EMAIL_SEND_LOCK_MS: '60000' };
const SETTLE_QUIET_MS = 75_000;

function cleanEnv(extra) {
  const env = {
    ...process.env,
    NODE_OPTIONS: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // JSON lines keep each error's details (kukki-crash-errors.log).
    LOG_FORMAT: 'json',
    SERVE_FRONTENDS: 'false',
    ...generousLimits,
    ...fasterSweeps,
    ...extra,
  };
  for (const k of [
    'SMTP_URL',
    'MERCADOPAGO_API_URL',
    'MERCADOPAGO_ACCESS_TOKEN',
    'PUBLIC_URL',
    'DATABASE_URL',
    'NATS_URL',
    'REDIS_URL',
    'JWT_SECRET',
  ])
    if (!(k in extra)) delete env[k];
  return env;
}

/** A child process whose output lines are kept with the time they arrived. */
function startLogged(entry, env, args = []) {
  const child = spawn(process.execPath, [path.join(repo, entry), ...args], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines = [];
  let buf = '';
  const take = (d) => {
    buf += d;
    let i;
    while ((i = buf.indexOf('\n')) >= 0) {
      lines.push({ at: Date.now(), text: buf.slice(0, i) });
      buf = buf.slice(i + 1);
    }
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise((r) => child.once('exit', r));
  return { child, lines, exited };
}

// ---------------------------------------------------------------- traffic

let seq = 0;
/**
 * Orders as the storefront sends them: a delivery day (spread over the open ones) and, one in four, the
 * run's coupon — so the day, stock and coupon counters are under the faults too (checked afterwards).
 */
function shopperOrder(product, email, n, shopping) {
  const body = orderBody(product, email);
  if (shopping?.days.length) body.deliveryAddress = { ...body.deliveryAddress, deliveryDate: shopping.days[n % shopping.days.length] };
  if (shopping?.coupon && n % 4 === 0) body.couponCode = shopping.coupon;
  return body;
}

function makeLoad(bases, product, records, shopping) {
  let stop = false;
  const tag = Date.now().toString(36);
  async function worker() {
    while (!stop) {
      const n = ++seq;
      const base = bases[n % bases.length];
      const r = Math.random();
      if (r < 0.45) {
        const res = await call(base, 'GET', '/api/productos');
        records.push({ base, kind: 'catálogo', ok: res.status === 200, ...res, body: res.status === 200 ? undefined : res.body });
      } else if (r < 0.75) {
        const email = `o${n}.${tag}@crash.test`;
        // As the storefront sends it: one Idempotency-Key per checkout attempt.
        const res = await call(base, 'POST', '/api/orders/guest', shopperOrder(product, email, n, shopping), {
          'idempotency-key': randomUUID(),
          // Each shopper from an address of their own: one address may hold only so many unpaid orders.
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        });
        const o = res.body?.createdOrder;
        records.push({
          base,
          kind: 'orden',
          ok: res.status === 201,
          email,
          id: o?._id,
          token: o?.accessToken,
          ...res,
          body: res.status === 201 ? undefined : res.body,
        });
      } else if (r < 0.88) {
        const email = `u${n}.${tag}@crash.test`;
        const password = 'Galleta-2024x';
        const res = await call(base, 'POST', '/api/usuarios/signup', { name: `Cliente ${n}`, email, password, passwordConfirm: password });
        records.push({ base, kind: 'registro', ok: res.status === 201, email, ...res, body: res.status === 201 ? undefined : res.body });
      } else {
        const email = `c${n}.${tag}@crash.test`;
        const res = await call(base, 'POST', '/api/contact/email', { name: `Contacto ${n}`, email, message: `Mensaje de prueba ${n}` });
        records.push({ base, kind: 'contacto', ok: res.status === 200, email, ...res, body: res.status === 200 ? undefined : res.body });
      }
    }
  }
  const workers = Array.from({ length: CONCURRENCY }, worker);
  return {
    async stop() {
      stop = true;
      await Promise.all(workers);
    },
  };
}

/** Polls `probe` until it answers (not 0, not 5xx); returns when. */
async function recoveredAt(base, probe, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const url = probe.fresh ? `${probe.url}?sonda=${Date.now()}` : probe.url;
    const res = await call(base, probe.method, url, probe.body, probe.headers ?? {}, 3000);
    if (res.status !== 0 && res.status < 500) return Date.now();
    await sleep(100);
  }
  return null;
}

// ---------------------------------------------------------------- checks

/** Waits until no new e-mail arrived for `quietMs` (pending e-mails delivered, retries done). */
async function mailboxSettles(dir, quietMs = SETTLE_QUIET_MS, maxMs = 300_000) {
  const deadline = Date.now() + maxMs;
  let last = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const n = mailboxMessages(dir).length;
    if (n !== last) {
      last = n;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return n;
    await sleep(500);
  }
  return last;
}

async function verify(base, records, mailDir, windows) {
  // The mailbox keeps one message per Message-ID (a resend replaces it and counts a delivery): each
  // entry is one e-mail the shop decided to send; two entries with the same subject to one recipient
  // are an event applied twice. Raw deliveries above one per Message-ID are the at-least-once resends.
  const mails = mailboxMessages(mailDir);
  const resends = mails.filter((m) => (m.deliveries ?? 1) > 1);
  const rawDuplicateDeliveries = resends.reduce((n, m) => n + (m.deliveries - 1), 0);
  const byTo = new Map();
  for (const m of mails) byTo.set(m.to, [...(byTo.get(m.to) ?? []), m.subject]);
  const count = (email, re) => (byTo.get(email) ?? []).filter((s) => re.test(s)).length;
  const orders = records.filter((r) => r.kind === 'orden' && r.ok);
  let readable = 0;
  const missing = [];
  const orderMails = { one: 0, none: [], many: [] };
  for (const o of orders) {
    const res = await call(base, 'GET', `/api/orders/detail/${o.id}`, undefined, { 'x-order-token': o.token });
    if (res.status === 200 && res.body?.order?._id === o.id) readable += 1;
    else missing.push(`${o.id} (${res.status})`);
    const n = count(o.email, /^Recibimos tu orden/);
    if (n === 1) orderMails.one += 1;
    else (n === 0 ? orderMails.none : orderMails.many).push(`${o.id}: ${n}`);
  }
  const exactlyOnce = (kind, re) => {
    const acked = records.filter((r) => r.kind === kind && r.ok);
    const bad = acked.filter((r) => count(r.email, re) !== 1).map((r) => `${r.email}: ${count(r.email, re)}`);
    return { acked: acked.length, bad };
  };
  const signups = exactlyOnce('registro', /^¡Bienvenido a Kukki/);
  const contacts = exactlyOnce('contacto', /^Recibimos tu mensaje/);
  // Unacknowledged attempts whose effect still happened (answered 503 after the commit): not errors, reported.
  const unackedOrdersCreated = records.filter((r) => r.kind === 'orden' && !r.ok && count(r.email, /^Recibimos tu orden/) > 0).length;
  const duplicates = [...byTo.entries()].filter(([, subjects]) => new Set(subjects).size !== subjects.length).map(([to]) => to);

  const errors = records.filter((r) => !r.ok);
  const inWindow = (r) =>
    windows.some(
      (w) =>
        r.started <= (w.recoveredAt ?? Infinity) + WINDOW_GRACE_MS &&
        r.ended >= w.at &&
        (r.status === 503 || (r.status === 0 && w.allowsRefused)),
    );
  const stray = errors.filter((r) => !inWindow(r));
  return {
    mails: mails.length,
    rawDuplicateDeliveries,
    resentSubjects: resends.map((m) => `${m.to}: ${m.subject} ×${m.deliveries}`),
    orders: orders.length,
    readable,
    missing,
    orderMails,
    signups,
    contacts,
    unackedOrdersCreated,
    duplicates,
    errors,
    stray,
  };
}

/** Every acknowledged order readable, every e-mail exactly once, no error outside the outage windows. */
function trafficHeld(v) {
  return (
    v.missing.length === 0 &&
    v.orderMails.one === v.orders &&
    v.signups.bad.length === 0 &&
    v.contacts.bad.length === 0 &&
    v.duplicates.length === 0 &&
    v.stray.length === 0
  );
}

/**
 * The counters the orders hold, against the orders themselves (distributed: straight from PostgreSQL):
 * each day's used slots = its live orders (not cancelled, holds not given back), each product-day's
 * used stock = the units of those orders, each recorded coupon use not given back = a live order with
 * the coupon. Reservations of attempts killed before committing are counted apart.
 */
async function countersAgainstOrders(url, couponCode) {
  const { default: pgClient } = await import('pg');
  const client = new pgClient.Client({ connectionString: url });
  await client.connect();
  try {
    const live = `not o.cancelled and o.holds_released_at is null`;
    const days = await client.query(
      `select d.day, d.used, (select count(*)::int from orders.orders o
         where o.delivery_address->>'deliveryDate' = d.day and ${live}) as orders
       from orders.capacity_days d where d.used > 0 or exists (select 1 from orders.orders o where o.delivery_address->>'deliveryDate' = d.day)`,
    );
    const stock = await client.query(
      `select s.product_id, s.day, s.used, coalesce((select sum((i->>'quantity')::int)::int from orders.orders o, jsonb_array_elements(o.items) i
         where i->>'id' = s.product_id and o.delivery_address->>'deliveryDate' = s.day and ${live}), 0) as units
       from orders.stock_days s`,
    );
    const coupon = await client.query(
      `select
         (select count(*)::int from coupons.redemptions r where r.code = $1 and r.released_at is null and r.recorded_at is not null) as held,
         (select count(*)::int from coupons.redemptions r where r.code = $1 and r.released_at is null and r.recorded_at is null) as reserved,
         (select count(*)::int from orders.orders o where ${live} and o.discount_description::text like '%' || $1 || '%') as orders`,
      [couponCode],
    );
    const dayOff = days.rows.filter((r) => r.used !== r.orders).map((r) => `${r.day}: ${r.used} ≠ ${r.orders}`);
    const stockOff = stock.rows.filter((r) => r.used !== r.units).map((r) => `${r.product_id} ${r.day}: ${r.used} ≠ ${r.units}`);
    const { held, reserved, orders } = coupon.rows[0];
    return {
      days: days.rows.length,
      slots: days.rows.reduce((n, r) => n + r.used, 0),
      dayOff,
      stockOff,
      couponHeld: held,
      couponOrders: orders,
      // Reserved by an attempt that never committed (its replica was killed): free again after 15 minutes.
      couponReservedWithoutOrder: reserved,
      ok: dayOff.length === 0 && stockOff.length === 0 && held === orders,
    };
  } finally {
    await client.end();
  }
}

async function createCoupon(base, admin, code) {
  const expireDate = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const res = await call(base, 'POST', '/api/admin/coupons', { code, isPercent: true, isActive: true, amount: 10, expireDate }, admin);
  if (res.status !== 201 && res.status !== 200) throw new Error(`cupón: ${res.status} ${JSON.stringify(res.body)}`);
  return code;
}

async function openDays(base, product) {
  const { body } = await call(base, 'GET', `/api/delivery-dates?productIds=${product._id}`);
  return (body?.dates ?? []).filter((d) => d.available && !d.closed && !d.soldOut?.length).map((d) => d.date);
}

function printTotals(title, records, v) {
  const kinds = ['catálogo', 'orden', 'registro', 'contacto'];
  log(`\n${title}`);
  log('tipo        peticiones   correctas   503   sin conexión   otros');
  for (const k of kinds) {
    const rs = records.filter((r) => r.kind === k);
    const ok = rs.filter((r) => r.ok).length;
    const s503 = rs.filter((r) => r.status === 503).length;
    const s0 = rs.filter((r) => r.status === 0).length;
    log(
      `${k.padEnd(11)} ${String(rs.length).padStart(10)}   ${String(ok).padStart(9)}   ${String(s503).padStart(3)}   ${String(s0).padStart(12)}   ${String(rs.length - ok - s503 - s0).padStart(5)}`,
    );
  }
  log('');
  log(`órdenes con 201: ${v.orders}; legibles con su token: ${v.readable}${v.missing.length ? ` — FALTAN: ${v.missing.join(', ')}` : ''}`);
  log(
    `correo de confirmación exactamente una vez: ${v.orderMails.one}/${v.orders}${v.orderMails.none.length ? ` — sin correo: ${v.orderMails.none.join(', ')}` : ''}${v.orderMails.many.length ? ` — repetido: ${v.orderMails.many.join(', ')}` : ''}`,
  );
  log(
    `bienvenidas exactamente una vez: ${v.signups.acked - v.signups.bad.length}/${v.signups.acked}${v.signups.bad.length ? ` — ${v.signups.bad.join(', ')}` : ''}`,
  );
  log(
    `acuses de contacto exactamente una vez: ${v.contacts.acked - v.contacts.bad.length}/${v.contacts.acked}${v.contacts.bad.length ? ` — ${v.contacts.bad.join(', ')}` : ''}`,
  );
  log(
    `destinatarios con un correo repetido (evento aplicado dos veces): ${v.duplicates.length}${v.duplicates.length ? ` — ${v.duplicates.slice(0, 5).join(', ')}` : ''}`,
  );
  log(
    `entregas SMTP repetidas del mismo Message-ID (reenvío al-menos-una-vez, el buzón guarda una): ${v.rawDuplicateDeliveries}${v.resentSubjects.length ? ` — ${v.resentSubjects.slice(0, 5).join('; ')}` : ''}`,
  );
  log(`órdenes creadas aunque se respondió error (sin acuse): ${v.unackedOrdersCreated}`);
  log(`errores fuera de las ventanas de caída o distintos de 503: ${v.stray.length}`);
  const groups = new Map();
  for (const r of v.stray) {
    const key = `${r.kind} ${r.status} a los ${Math.floor((r.started - t0) / 1000)} s ${JSON.stringify(r.body ?? '').slice(0, 100)}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...groups].slice(0, 30)) log(`  ${String(n).padStart(4)} × ${key}`);
}

let t0 = Date.now();

// ---------------------------------------------------------------- distributed

async function distributed() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-crash-'));
  const pg = new Postgres(work, BASE);
  const natsd = nats(work, BASE + 1);
  const redisd = redis(work, BASE + 2);
  const port = Number(process.env.CRASH_SHOP_PORT ?? BASE + 10);
  const gateways = Array.from({ length: REPLICAS }, (_, k) => `http://127.0.0.1:${port + k}`);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = path.join(work, 'data');
  log(`\n=== Distribuida (carpeta ${work}) ===`);
  pg.init();
  await pg.start();
  await natsd.start();
  await redisd.start();
  const launcher = startLogged(
    'scripts/dist/services.js',
    cleanEnv({
      PORT: String(port),
      DEV_SMTP_PORT: String(process.env.CRASH_SMTP_PORT ?? BASE + 9),
      ...(process.env.CRASH_OPS_PORT_BASE ? { OPS_PORT_BASE: process.env.CRASH_OPS_PORT_BASE } : {}),
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      NATS_URL: natsd.url,
      REDIS_URL: redisd.url,
      RPC_TIMEOUT_MS: '3000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }),
    REPLICAS > 1 ? ['--replicas', String(REPLICAS)] : [],
  );
  const pidOf = (name) => {
    const re = new RegExp(`^\\[${name}\\] iniciado \\(pid (\\d+)\\)`);
    const hit = [...launcher.lines].reverse().find((l) => re.test(l.text));
    return hit ? Number(re.exec(hit.text)[1]) : null;
  };
  const restartedAfter = (name, at) =>
    waitFor(async () => launcher.lines.find((l) => l.at > at && l.text.startsWith(`[${name}] iniciado`))?.at, 30_000, 50);
  try {
    // /api/health/services is for administrators on the public port.
    const token = await waitFor(async () => (await call(base, 'POST', '/api/usuarios/login', ADMIN)).body?.token, 180_000, 500);
    const admin = { authorization: `Bearer ${token}` };
    await waitFor(async () => (await call(base, 'GET', '/api/health/services', undefined, admin)).status === 200, 180_000, 500);
    // Every gateway answers before the load starts (the second one may come up after the first).
    for (const gateway of gateways)
      await waitFor(async () => (await call(gateway, 'GET', '/api/health/live')).status === 200, 180_000, 200);
    const { body } = await call(base, 'GET', '/api/productos');
    const product = body.products.find((p) => p.category !== 'cajas');
    const shopping = {
      days: await openDays(base, product),
      coupon: await createCoupon(base, admin, `CRASH${Date.now().toString(36).toUpperCase()}`),
    };
    const seedOrder = await call(base, 'POST', '/api/orders/guest', orderBody(product, 'sonda@crash.test'));
    const probeOrder = seedOrder.body.createdOrder;
    const probes = {
      // A query string the reply cache has never seen: the probe asks the catalogue service itself.
      catalogue: { method: 'GET', url: '/api/productos', fresh: true },
      users: { method: 'POST', url: '/api/usuarios/login', body: { email: 'nadie@crash.test', password: 'Incorrecta-123' } },
      orders: { method: 'GET', url: `/api/orders/detail/${probeOrder._id}`, headers: { 'x-order-token': probeOrder.accessToken } },
      coupons: { method: 'POST', url: '/api/orders/coupon', body: { couponCode: 'NOEXISTE' } },
      subscriptions: { method: 'GET', url: '/api/suscripciones' },
      notifications: { method: 'GET', url: '/api/health/services', headers: admin },
      gateway: { method: 'GET', url: '/api/health/live' },
    };

    // When each part's own paths answer again. A service: its probe. NATS, Redis, PostgreSQL: every
    // service is behind them, so their window ends when the last service's probe answers.
    const answers = (name) =>
      name === 'notifications'
        ? waitFor(
            async () =>
              (await call(base, 'GET', '/api/health/services', undefined, admin)).body?.checks?.notifications === 'ok' ? Date.now() : null,
            60_000,
            100,
          )
        : recoveredAt(base, probes[name]);
    const everyServiceAnswers = async () => {
      const times = await Promise.all(SERVICES.filter((s) => s !== 'gateway').map(answers));
      return times.includes(null) ? null : Math.max(...times);
    };

    const records = [];
    const windows = [];
    t0 = Date.now();
    const load = makeLoad(gateways, product, records, shopping);
    const step = DURATION / 11;
    const faults = [];
    SERVICES.forEach((name, i) => {
      faults.push({
        name,
        at: step * (i + 0.5),
        run: async (w) => {
          const pid = pidOf(replicaName(name));
          process.kill(pid, 'SIGKILL');
          w.backAt = await restartedAfter(replicaName(name), w.at);
          w.recoveredAt = await answers(name);
        },
      });
    });
    const infra = [
      ['NATS', natsd, 'SIGTERM'],
      ['Redis', redisd, 'SIGTERM'],
    ];
    infra.forEach(([name, d, signal], i) =>
      faults.push({
        name,
        at: step * (7.5 + i),
        run: async (w) => {
          await d.stop(signal);
          await sleep(2000);
          await d.start();
          w.backAt = Date.now();
          w.recoveredAt = await everyServiceAnswers();
        },
      }),
    );
    faults.push({
      name: 'PostgreSQL',
      at: step * 9.5,
      run: async (w) => {
        pg.stop('immediate');
        await sleep(2000);
        await pg.start();
        w.backAt = Date.now();
        w.recoveredAt = await everyServiceAnswers();
      },
    });

    const runs = [];
    for (const f of faults) {
      const wait = t0 + f.at - Date.now();
      if (wait > 0) await sleep(wait);
      const w = {
        name: REPLICAS > 1 && SERVICES.includes(f.name) ? replicaName(f.name) : f.name,
        at: Date.now(),
        allowsRefused: f.name === 'gateway',
        // Another replica of the killed one is up: nothing of the shop may answer 503 meanwhile.
        no503: REPLICAS > 1 && SERVICES.includes(f.name),
      };
      windows.push(w);
      log(
        `  ${secs(w.at - t0)} s: ${f.name === 'NATS' || f.name === 'Redis' || f.name === 'PostgreSQL' ? 'reinicio de' : 'SIGKILL a'} ${f.name}`,
      );
      runs.push(f.run(w).catch((err) => (w.error = err.message)));
      await runs.at(-1);
    }
    const left = t0 + DURATION - Date.now();
    if (left > 0) await sleep(left);
    await load.stop();
    await Promise.all(runs);
    log(`  carga terminada a los ${secs(Date.now() - t0)} s; esperando los correos pendientes…`);
    const mailDir = path.join(dataDir, 'mailbox');
    await mailboxSettles(mailDir);
    const v = await verify(base, records, mailDir, windows);

    const details = [];
    log('\nparte           caída (s)   de vuelta (s)   recuperada en (s)   503 en su ventana   resultado');
    // A replica's window may run into the next fault's (NATS, Redis, PostgreSQL restarted): the 503s that
    // fault's own window allows are not the replica's.
    const infraWindows = windows.filter((w) => !w.no503);
    const duringInfra = (r) => infraWindows.some((w) => r.started <= (w.recoveredAt ?? Infinity) + WINDOW_GRACE_MS && r.ended >= w.at);
    const in503Of = (w) =>
      records.filter(
        (r) => r.status === 503 && r.ended >= w.at && r.started <= (w.recoveredAt ?? Infinity) && !(w.no503 && duringInfra(r)),
      );
    const rows = windows.map((w) => {
      const recovery = w.recoveredAt && w.backAt ? Math.max(0, w.recoveredAt - w.backAt) : null;
      const in503 = in503Of(w).length;
      const ok = recovery !== null && recovery <= RECOVERY_LIMIT_MS && !w.error && !(w.no503 && in503 > 0);
      // Which requests a window with another replica up answered 503, and after how long (a lost in-flight call waits out its deadline).
      if (w.no503)
        for (const r of in503Of(w))
          details.push(
            `  ${w.name}: ${r.kind} ${r.base ?? ''} a los ${secs(r.started - t0)} s, ${r.ended - r.started} ms: ${JSON.stringify(r.body)}`,
          );
      log(
        `${w.name.padEnd(15)} ${secs(w.at - t0).padStart(9)}   ${(w.backAt ? secs(w.backAt - t0) : '—').padStart(13)}   ${(recovery !== null ? secs(recovery) : 'NO').padStart(17)}   ${String(in503).padStart(17)}   ${ok ? 'bien' : `MAL${w.error ? ` (${w.error})` : ''}`}`,
      );
      return {
        part: w.name,
        downAtS: (w.at - t0) / 1000,
        backAtS: w.backAt ? (w.backAt - t0) / 1000 : null,
        recoveryS: recovery === null ? null : recovery / 1000,
        in503,
        ok,
      };
    });
    if (details.length) log(`503 con otra réplica arriba:\n${details.join('\n')}`);
    printTotals('Tráfico (distribuida)', records, v);
    const counters = await countersAgainstOrders(pg.url, shopping.coupon);
    log(
      `contadores = órdenes vivas: ${counters.ok ? 'sí' : 'NO'} — ${counters.days} días, ${counters.slots} lugares tomados; usos del cupón registrados ${counters.couponHeld}, órdenes vivas con el cupón ${counters.couponOrders}, reservas sin orden ${counters.couponReservedWithoutOrder} (dejan de contar a los 15 min)${counters.dayOff.length ? `; días distintos: ${counters.dayOff.slice(0, 5).join(', ')}` : ''}${counters.stockOff.length ? `; existencias distintas: ${counters.stockOff.slice(0, 5).join(', ')}` : ''}`,
    );
    const pass = rows.every((r) => r.ok) && trafficHeld(v) && counters.ok;
    const errorsLog = path.join(os.tmpdir(), 'kukki-crash-errors.log');
    fs.writeFileSync(
      errorsLog,
      launcher.lines
        .filter((l) => /error|fatal|failed/i.test(l.text))
        .map((l) => `${secs(l.at - t0)} ${l.text}`)
        .join('\n'),
    );
    const resendLines = launcher.lines.filter((l) => l.text.includes('correo repetido')).length;
    log(`el buzón SMTP registró ${resendLines} entregas repetidas`);
    log(`\nDistribuida: ${pass ? 'SUPERADA' : 'NO SUPERADA'} (errores del registro en ${errorsLog})`);
    return {
      composition: 'distributed',
      pass,
      parts: rows,
      requests: records.length,
      ...summarize(v),
      counters,
      in503WithReplicaUp: details,
    };
  } catch (err) {
    // What the processes said last: why the shop did not come up or what it was doing when the run broke.
    log(
      launcher.lines
        .slice(-60)
        .map((l) => `  | ${l.text}`)
        .join('\n'),
    );
    throw err;
  } finally {
    launcher.child.kill('SIGTERM');
    await Promise.race([launcher.exited, sleep(10_000)]);
    await natsd.stop();
    await redisd.stop();
    pg.stop('fast');
    if (!process.env.CRASH_KEEP) fs.rmSync(work, { recursive: true, force: true });
  }
}

function summarize(v) {
  return {
    ordersAcknowledged: v.orders,
    ordersReadable: v.readable,
    confirmationExactlyOnce: v.orderMails.one,
    welcomeExactlyOnce: v.signups.acked - v.signups.bad.length,
    signups: v.signups.acked,
    contactAckExactlyOnce: v.contacts.acked - v.contacts.bad.length,
    contacts: v.contacts.acked,
    duplicates: v.duplicates.length,
    errors: v.errors.length,
    errorsOutsideWindows: v.stray.length,
    unacknowledgedOrdersCreated: v.unackedOrdersCreated,
    mails: v.mails,
    rawDuplicateDeliveries: v.rawDuplicateDeliveries,
  };
}

// ---------------------------------------------------------------- embedded

async function embedded() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-crash-emb-'));
  const port = BASE + 20;
  const base = `http://127.0.0.1:${port}`;
  const env = cleanEnv({ PORT: String(port), DATA_DIR: work });
  log(`\n=== Embebida (carpeta ${work}) ===`);
  let shop = startLogged('scripts/dist/embedded.js', env);
  try {
    await waitFor(async () => (await call(base, 'GET', '/api/productos')).status === 200, 180_000, 500);
    const { body } = await call(base, 'GET', '/api/productos');
    const product = body.products.find((p) => p.category !== 'cajas');
    const records = [];
    t0 = Date.now();
    const load = makeLoad([base], product, records);
    await sleep(EMBEDDED_DURATION / 2);
    const w = { name: 'npm start (SIGKILL)', at: Date.now(), allowsRefused: true };
    log(`  ${secs(w.at - t0)} s: SIGKILL a la tienda embebida; se inicia de nuevo`);
    shop.child.kill('SIGKILL');
    await shop.exited;
    shop = startLogged('scripts/dist/embedded.js', env);
    w.backAt = Date.now();
    w.recoveredAt = await recoveredAt(base, { method: 'GET', url: '/api/productos' }, 120_000);
    const left = t0 + EMBEDDED_DURATION - Date.now();
    if (left > 0) await sleep(left);
    await load.stop();
    log(`  carga terminada a los ${secs(Date.now() - t0)} s; esperando los correos pendientes…`);
    const mailDir = path.join(work, 'mailbox');
    await mailboxSettles(mailDir);
    const v = await verify(base, records, mailDir, [w]);
    const startup = w.recoveredAt ? w.recoveredAt - w.backAt : null;
    log(`\nparte                caída (s)   de vuelta (s)   lista en (s)`);
    log(
      `${w.name.padEnd(20)} ${secs(w.at - t0).padStart(9)}   ${secs(w.backAt - t0).padStart(13)}   ${(startup !== null ? secs(startup) : 'NO').padStart(12)}`,
    );
    printTotals('Tráfico (embebida)', records, v);
    const pass = startup !== null && trafficHeld(v);
    log(`\nEmbebida: ${pass ? 'SUPERADA' : 'NO SUPERADA'}`);
    return {
      composition: 'embedded',
      pass,
      restartReadyS: startup === null ? null : startup / 1000,
      requests: records.length,
      ...summarize(v),
    };
  } finally {
    shop.child.kill('SIGTERM');
    await Promise.race([shop.exited, sleep(10_000)]);
    if (!process.env.CRASH_KEEP) fs.rmSync(work, { recursive: true, force: true });
  }
}

const results = [];
if (mode === 'distributed' || mode === 'all') results.push(await distributed());
if (mode === 'embedded' || mode === 'all') results.push(await embedded());
const out = path.join(repo, 'bench', 'results', REPLICAS > 1 ? `crash-under-load-replicas-${REPLICAS}.json` : 'crash-under-load.json');
fs.writeFileSync(
  out,
  `${JSON.stringify({ at: new Date().toISOString(), durationS: DURATION / 1000, concurrency: CONCURRENCY, results }, null, 2)}\n`,
);
log(`\nResultado en ${path.relative(repo, out)}`);
process.exit(results.every((r) => r.pass) ? 0 : 1);
