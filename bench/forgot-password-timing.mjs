#!/usr/bin/env node
// forgotPassword must not tell known addresses from unknown ones by its timing.
//   node bench/forgot-password-timing.mjs [baseUrl] [--rounds 60]
// Without a base URL it starts the embedded shop itself on a free port with a fresh DATA_DIR
// (loopback only). It signs one account up, then alternates forgotPassword calls for that account and
// for unknown addresses, each from its own X-Forwarded-For (the shop must run with TRUST_PROXY=1 for the
// per-address limit not to stop it; the embedded start below does). Target: medians within 5 ms.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { args, median, option, root } from './lib/cli.mjs';
import { waitForHttp } from './lib/shop-client.mjs';

const ROUNDS = Number(option('rounds', 60));
const TARGET_MS = 5;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const settle = () => new Promise((r) => setTimeout(r, 150));

let child;
let base = args.find((a) => /^https?:\/\//.test(a));
if (!base) {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(root, 'scripts/dist/embedded.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'kukki-forgot-')),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      SERVE_FRONTENDS: 'false',
    },
    stdio: 'inherit',
  });
}

try {
  await waitForHttp(`${base}/api/health/ready`, 180_000, 500);
  let address = 0;
  const post = async (url, body) => {
    address++;
    const started = performance.now();
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(address >> 8) & 255}.${address & 255}` },
      body: JSON.stringify(body),
    });
    await res.text();
    return { status: res.status, ms: performance.now() - started };
  };
  const email = `bench.${Date.now()}@kukki.test`;
  const signup = await post('/api/usuarios/signup', { name: 'Banco', email, password: 'galletas123', passwordConfirm: 'galletas123' });
  if (signup.status !== 201) throw new Error(`signup answered ${signup.status}`);
  const known = [];
  const unknown = [];
  for (let i = 0; i < ROUNDS; i++) {
    // A pause after each call lets the e-mail a known address causes go out before the next measurement.
    const a = await post('/api/usuarios/forgotPassword', { email });
    await settle();
    const b = await post('/api/usuarios/forgotPassword', { email: `nadie.${i}.${Date.now()}@kukki.test` });
    await settle();
    if (a.status !== 200 || b.status !== 200) throw new Error(`forgotPassword answered ${a.status}/${b.status}`);
    if (i >= 5) {
      known.push(a.ms);
      unknown.push(b.ms);
    }
  }
  const mk = median(known);
  const mu = median(unknown);
  const diff = Math.abs(mk - mu);
  console.log(`forgotPassword median: known ${mk.toFixed(1)} ms, unknown ${mu.toFixed(1)} ms, difference ${diff.toFixed(1)} ms`);
  process.exitCode = diff <= TARGET_MS ? 0 : 1;
} finally {
  child?.kill('SIGTERM');
}
