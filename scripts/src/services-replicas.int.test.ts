import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICES } from '@kukki/contracts';
import { deleteEventStream, eventually, scratchDatabase, type ScratchDatabase } from '@kukki/platform/testing';
import { item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { freePort, freePortRun, startProcess, waitForHttp, type Proc } from './testing/processes';

/** Polls `check` until it answers a value. */
function until<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  return eventually(
    async () => {
      const value = await check();
      if (value === undefined) throw new Error('tiempo agotado');
      return value;
    },
    { timeoutMs, intervalMs: 250 },
  );
}

/**
 * `npm run start:services -- --replicas 2`: two processes of every service and two gateways (the second
 * on PORT+1), each with its own ops port; one shop through either gateway, and a service whose other
 * replica is up keeps answering while one of its processes is killed.
 */
describe('distributed launcher with --replicas 2', () => {
  const id = randomBytes(4).toString('hex');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-replicas-'));
  let redis: ChildProcess;
  let launcher: Proc;
  let database: ScratchDatabase | undefined;
  let port: number;
  let opsBase: number;
  const gateways = () => [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];

  beforeAll(async () => {
    database = await scratchDatabase(`kukki_replicas_${id}`);
    const redisPort = await freePort();
    redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    // The two gateways (PORT, PORT+1) and every process's ops port (OPS_PORT_BASE + i) need runs of free ports.
    port = await freePortRun(2);
    opsBase = await freePortRun(SERVICES.length * 2 + 2);
    launcher = startProcess(
      'scripts/dist/services.js',
      {
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        NATS_SUBJECT_PREFIX: `r${id}.`,
        EVENT_STREAM: `KUKKI_REPLICAS_${id}`,
        EVENT_SUBJECT_PREFIX: `r${id}.evt.`,
        PORT: String(port),
        OPS_PORT_BASE: String(opsBase),
        DEV_SMTP_PORT: String(await freePort()),
        RPC_TIMEOUT_MS: '10000',
        SERVE_FRONTENDS: 'false',
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        SMTP_URL: '',
        MERCADOPAGO_API_URL: '',
        MERCADOPAGO_ACCESS_TOKEN: '',
      },
      ['--replicas', '2'],
    );
    try {
      for (const base of gateways()) await waitForHttp(`${base}/api/health/live`, (s) => s === 200, 480_000);
      // Every process up: each answers on its own ops port.
      for (let i = 0; i < SERVICES.length * 2 + 2; i++)
        await waitForHttp(`http://127.0.0.1:${opsBase + i}/health/live`, (s) => s === 200, 480_000);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${launcher.output().slice(-4000)}`);
    }
  }, 600_000);

  afterAll(async () => {
    await launcher?.stop('SIGTERM');
    redis?.kill('SIGTERM');
    await deleteEventStream(`KUKKI_REPLICAS_${id}`);
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const json = async (base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(base + url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };

  it('starts two of every process, named apart, and says which ops port each one has', () => {
    const out = launcher.output();
    for (const name of [...SERVICES, 'gateway']) {
      for (const k of [1, 2]) expect(out).toMatch(new RegExp(`\\[${name}-${k}\\] iniciado \\(pid \\d+\\)`));
    }
    expect(out).toContain(`gateway-2: puerto de operación ${opsBase + SERVICES.length * 2 + 1}`);
  });

  it('an order taken by one gateway is read through the other; a repeat of its attempt on the other answers it', async () => {
    const [one, two] = gateways();
    const { body } = await json(one, 'GET', '/api/productos');
    const product = body.products.find((p: { category: string }) => p.category !== 'cajas');
    const order = orderBody([item(product)], { payer: { ...payer, email: `replicas-${id}@example.com` } });
    const key = { 'idempotency-key': `replicas-${id}-attempt` };
    const created = await json(one, 'POST', '/api/orders/guest', order, key);
    expect(created.status).toBe(201);
    const { _id, accessToken } = created.body.createdOrder;
    const read = await json(two, 'GET', `/api/orders/detail/${_id}`, undefined, { 'x-order-token': accessToken });
    expect(read).toMatchObject({ status: 200, body: { order: { _id } } });
    const repeat = await json(two, 'POST', '/api/orders/guest', order, key);
    expect(repeat).toMatchObject({ status: 201, body: { createdOrder: { _id, accessToken } } });
  });

  it('while one replica of a service is down the other carries its routes (no 503), and the launcher restarts it', async () => {
    const pid = Number(/\[catalogue-1\] iniciado \(pid (\d+)\)/.exec(launcher.output())?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    await until(async () => (/\[catalogue-1\] terminó \(SIGKILL\)/.test(launcher.output()) ? true : undefined), 30_000);
    // A request the killed process had already taken may be lost with it; every later one is answered.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      for (const base of gateways()) statuses.push((await json(base, 'GET', `/api/productos?replica=${i}`)).status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    await until(async () => ([...launcher.output().matchAll(/\[catalogue-1\] iniciado/g)].length === 2 ? true : undefined), 30_000);
  });
});
