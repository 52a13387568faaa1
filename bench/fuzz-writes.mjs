#!/usr/bin/env node
// Longer fuzz of every write route of a running shop: lone surrogates, NUL, control
// characters, deep and wide bodies, sent as raw JSON text. Counts answers by status; exits 1 on any 5xx.
//
//   BASE_URL=http://localhost:8080 ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/fuzz-writes.mjs [requests=4000] [seed=27]
//
// The route list is read from the shop's OpenAPI document (/api/docs-json, on outside production).
const base = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const total = Number(process.argv[2] ?? 4000);
let seed = Number(process.argv[3] ?? 27);
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';
// Escapes as a hostile client writes them in JSON text.
const HOSTILE = ['\\ud800', '\\udfff', 'a\\u0000b', '\\u0000', 'x\\ud83c', '\\udc00y', '\\u001b[31m', '\\u0085'];
const FIELDS = [
  'name',
  'email',
  'message',
  'code',
  'payer',
  'items',
  'deliveryInfo',
  'street_name',
  'giftText',
  'picks',
  'status',
  'size',
  'packaging',
];

function body() {
  const text = `"Ana ${pick(HOSTILE)}"`;
  switch (Math.floor(random() * 4)) {
    case 0: {
      const depth = 20 + Math.floor(random() * 2000);
      return `${'{"a":['.repeat(depth)}${text}${']}'.repeat(depth)}`;
    }
    case 1:
      return `{"${pick(FIELDS)}":[${Array.from({ length: 50_000 + Math.floor(random() * 100_000) }, () => 1).join(',')},${text}]}`;
    case 2:
      return `{${Array.from({ length: 5_000 }, (_, i) => `"${pick(FIELDS)}${i}":"ok"`).join(',')},"${pick(FIELDS)}":${text}}`;
    default:
      return `{"${pick(FIELDS)}":{"${pick(FIELDS)}":[${text}]},"${pick(FIELDS)}":${text}}`;
  }
}

async function main() {
  const headers = { 'content-type': 'application/json' };
  if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
    const login = await fetch(`${base}/api/usuarios/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
    });
    if (login.ok) headers.authorization = `Bearer ${(await login.json()).token}`;
  }
  const doc = await (await fetch(`${base}/api/docs-json`)).json();
  const routes = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {}))
    for (const method of Object.keys(methods))
      if (['post', 'patch', 'put', 'delete'].includes(method))
        routes.push({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, ID) });
  if (!routes.length) throw new Error('no write routes found at /api/docs-json');
  const counts = {};
  const failures = [];
  for (let i = 0; i < total; i++) {
    const route = pick(routes);
    const res = await fetch(`${base}${route.url}`, { method: route.method, headers, body: body() });
    await res.arrayBuffer();
    counts[res.status] = (counts[res.status] ?? 0) + 1;
    if (res.status >= 500) failures.push(`${route.method} ${route.url} → ${res.status}`);
  }
  console.log(JSON.stringify({ requests: total, routes: routes.length, counts, failures: failures.slice(0, 20) }, null, 2));
  process.exit(failures.length ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
