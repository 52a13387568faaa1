import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteEventStream, eventually, scratchDatabase, type ScratchDatabase } from '@kukki/platform/testing';
import { item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { freePort, startProcess, waitForHttp, type Proc } from './testing/processes';

/** Polls `check` (the shared eventually) until it answers a value. */
function until<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  return eventually(
    async () => {
      const value = await check();
      if (value === undefined) throw new Error('tiempo agotado');
      return value;
    },
    { timeoutMs, intervalMs: 200 },
  );
}

/**
 * `npm run start:services` as a developer runs it: every service and the gateway under the launcher,
 * the Mercado Pago emulator and the dev mailbox with no manual step, and a killed service restarted
 * with backoff while only its routes answer 503.
 */
const ADMIN = { email: 'admin-launcher@kukki.mx', password: 'Kukki-launcher-2026' };

describe('distributed launcher (npm run start:services)', () => {
  const id = randomBytes(4).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-launch-'));
  let redis: ChildProcess;
  let launcher: Proc;
  let database: ScratchDatabase | undefined;
  let base: string;

  beforeAll(async () => {
    database = await scratchDatabase(`kukki_launch_${id}`);
    // Its own Redis: BullMQ queues of a whole shop must not meet other runs' workers.
    const redisPort = await freePort();
    redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const [port, smtpPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    launcher = startProcess('scripts/dist/services.js', {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      NATS_SUBJECT_PREFIX: `l${id}.`,
      EVENT_STREAM: `KUKKI_LAUNCH_${id}`,
      EVENT_SUBJECT_PREFIX: `l${id}.evt.`,
      PORT: String(port),
      DEV_SMTP_PORT: String(smtpPort),
      RPC_TIMEOUT_MS: '2000',
      SERVE_FRONTENDS: 'false',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SMTP_URL: '',
      MERCADOPAGO_API_URL: '',
      MERCADOPAGO_ACCESS_TOKEN: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    // Every service answering: /api/health/services is for administrators on the public port.
    await waitForHttp(`${base}/api/health/live`, (s) => s === 200, 120_000);
    const token = await until(async () => {
      const res = await fetch(`${base}/api/usuarios/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      return res.status === 200 ? ((await res.json()) as { token: string }).token : undefined;
    }, 120_000);
    await until(async () => {
      const res = await fetch(`${base}/api/health/services`, { headers: { authorization: `Bearer ${token}` } });
      return res.status === 200 ? true : undefined;
    }, 120_000);
  }, 240_000);

  afterAll(async () => {
    await launcher?.stop('SIGTERM');
    redis?.kill('SIGTERM');
    await deleteEventStream(`KUKKI_LAUNCH_${id}`);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const json = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(base + url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };

  it('pays through the bundled emulator and shows every e-mail at /dev/mailbox, with no manual step', async () => {
    expect((await json('GET', '/dev/mailbox')).status).toBe(200);
    const { body } = await json('GET', '/api/productos');
    // A product sold as it is (a gift box needs its picks).
    const product = body.products.find((p: { category: string }) => p.category !== 'cajas');
    const order = await json(
      'POST',
      '/api/orders/guest',
      orderBody([item(product)], { payer: { ...payer, email: 'ana.launch@example.com' } }),
    );
    expect(order).toMatchObject({ status: 201, body: { createdOrder: expect.any(Object) } });
    const { _id, accessToken } = order.body.createdOrder;
    const pref = await json('POST', '/api/orders/payments/mercadopago', { orderId: _id }, { 'x-order-token': accessToken });
    expect(pref.status).toBe(200);
    expect(pref.body.init_point).toContain('/mp-emulator/');
    const paid = await json('POST', '/mp-emulator/__emulator/payments', { preference_id: pref.body.preferenceId, status: 'approved' });
    expect(paid.status).toBe(201);
    await until(async () => {
      const d = await json('GET', `/api/orders/detail/${_id}`, undefined, { 'x-order-token': accessToken });
      return d.body.order?.isPaid ? true : undefined;
    });
    const contact = await json('POST', '/api/contact/email', {
      name: 'Luis',
      email: 'luis.launch@example.com',
      message: '¿Hacen envíos a Toluca?',
    });
    expect(contact.status).toBe(200);
    const subjects = await until(async () => {
      const m = await json('GET', '/dev/mailbox/messages');
      const list = (m.body as Array<{ to: string; subject: string }>).map((x) => `${x.to} ${x.subject}`);
      return list.length >= 4 ? list : undefined;
    });
    expect(subjects).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ana\.launch@example\.com Recibimos tu orden/),
        expect.stringMatching(/^ana\.launch@example\.com ¡Pago aprobado!/),
        expect.stringMatching(/^luis\.launch@example\.com /),
      ]),
    );
  });

  it('restarts a killed service with backoff; only its routes answer 503 meanwhile, and it recovers by itself', async () => {
    const pid = Number(/\[catalogue\] iniciado \(pid (\d+)\)/.exec(launcher.output())?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    const down = await until(async () => {
      const r = await json('GET', '/api/productos');
      return r.status === 503 ? r : undefined;
    }, 15_000);
    expect(down.body.message).toMatch(/no está disponible/);
    const said = await until(async () =>
      /\[catalogue\] terminó \(SIGKILL\); se reinicia en [\d.,]+ s \(intento 1\)/.test(launcher.output()) ? true : undefined,
    );
    expect(said).toBe(true);
    // Another service's route is unaffected.
    expect((await json('POST', '/api/usuarios/login', { email: 'nadie@example.com', password: 'incorrecta123' })).status).toBe(401);
    const back = await until(async () => {
      const r = await json('GET', '/api/productos');
      return r.status === 200 ? r : undefined;
    }, 20_000);
    expect(back.body.products.length).toBeGreaterThan(0);
    const pids = [...launcher.output().matchAll(/\[catalogue\] iniciado \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    expect(pids.length).toBe(2);
    expect(pids[1]).not.toBe(pid);
  });
});
