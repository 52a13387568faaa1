#!/usr/bin/env node
// The order write floor: a bare node:http server with the shop's database engine doing the least an
// order needs. Each POST stores the order as one JSON row, takes its delivery day's counter
// (UPDATE … SET n = n + 1 WHERE day = $1 AND n < cap; 409 when full) and writes an outbox row.
// Concurrent requests are committed together (group commit: while one transaction is in flight the
// next requests queue and go in the following one) — the best one connection allows.
//   node bench/write-floor-server.mjs <port> pglite <dataDir>      (the embedded shop's PGlite, settings and prepared statements)
//   node bench/write-floor-server.mjs <port> pg <databaseUrl>      (PostgreSQL, one connection)
// It prints "listo" when listening.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [port, engine, target] = process.argv.slice(2);
const DAY_CAP = 1_000_000;

/** { query(text, params) → { rows, affectedRows }, exec(text) } over the chosen engine. */
async function openDatabase() {
  if (engine === 'pglite') {
    const { openEmbeddedPglite } = require('../platform/dist/db/pglite.js');
    const { preparedStatements } = require('../platform/dist/db/pglite-prepared.js');
    const db = await openEmbeddedPglite(target);
    // Prepared once, one exchange a call: the way the embedded shop queries PGlite.
    const prepared = preparedStatements(db);
    return {
      query: async (text, params) => {
        const r = await prepared.query(text, params);
        return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
      },
      exec: (text) => db.exec(text),
    };
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  return {
    query: async (text, params) => {
      const r = await client.query(text, params);
      return { rows: r.rows, affectedRows: r.rowCount ?? 0 };
    },
    exec: (text) => client.query(text),
  };
}

const db = await openDatabase();
await db.exec(`
  create table if not exists floor_orders (id uuid primary key, body jsonb not null, created_at timestamptz not null default now());
  create table if not exists floor_days (day text primary key, n integer not null default 0, cap integer not null);
  create table if not exists floor_outbox (id uuid primary key, type text not null, payload jsonb not null, published_at timestamptz);
`);

let queue = [];
let writing = false;

/** One transaction for every request waiting; each answers after the commit. */
async function drain() {
  writing = true;
  while (queue.length) {
    const group = queue;
    queue = [];
    const results = [];
    try {
      await db.exec('begin');
      for (const { order } of group) {
        const day = order.deliveryAddress?.deliveryDate ?? null;
        if (day) {
          await db.query('insert into floor_days (day, cap) values ($1, $2) on conflict (day) do nothing', [day, DAY_CAP]);
          const taken = await db.query('update floor_days set n = n + 1 where day = $1 and n < cap', [day]);
          if (taken.affectedRows !== 1) {
            results.push({ status: 409 });
            continue;
          }
        }
        const id = randomUUID();
        const stored = { ...order, _id: id };
        await db.query('insert into floor_orders (id, body) values ($1, $2)', [id, JSON.stringify(stored)]);
        await db.query('insert into floor_outbox (id, type, payload) values ($1, $2, $3)', [
          randomUUID(),
          'orders.order.created',
          JSON.stringify({ order: stored }),
        ]);
        results.push({ status: 201, body: JSON.stringify({ createdOrder: stored }) });
      }
      await db.exec('commit');
      group.forEach((waiting, i) => waiting.resolve(results[i]));
    } catch (err) {
      await db.exec('rollback').catch(() => undefined);
      for (const waiting of group) waiting.resolve({ status: 500, body: JSON.stringify({ message: String(err?.message ?? err) }) });
    }
  }
  writing = false;
}

function write(order) {
  return new Promise((resolve) => {
    queue.push({ order, resolve });
    if (!writing) void drain();
  });
}

http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      let order;
      try {
        order = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        res.writeHead(400).end();
        return;
      }
      const { status, body = '' } = await write(order);
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  })
  .listen(Number(port), '127.0.0.1', () => console.log('listo'));
