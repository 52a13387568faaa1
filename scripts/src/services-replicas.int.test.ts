import { SERVICES } from '@kukki/contracts';
import { item, orderBody, payer } from '@kukki/orders/src/testing/order-fixtures';
import { launchServices, requestJson as json, until, type LaunchedServices } from './testing/launcher';
import { freePort, freePortRun, waitForHttp } from './testing/processes';

/**
 * `npm run start:services -- --replicas 2`: two processes of every service and two gateways (the second
 * on PORT+1), each with its own ops port; one shop through either gateway, and a service whose other
 * replica is up keeps answering while one of its processes is killed.
 */
describe('distributed launcher with --replicas 2', () => {
  let shop: LaunchedServices | undefined;
  let port: number;
  let opsBase: number;
  const gateways = () => [`http://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`];

  beforeAll(async () => {
    // The two gateways (PORT, PORT+1) and every process's ops port (OPS_PORT_BASE + i) need runs of free ports.
    port = await freePortRun(2);
    opsBase = await freePortRun(SERVICES.length * 2 + 2);
    shop = await launchServices(
      'replicas',
      { PORT: String(port), OPS_PORT_BASE: String(opsBase), DEV_SMTP_PORT: String(await freePort()), RPC_TIMEOUT_MS: '10000' },
      ['--replicas', '2'],
    );
    try {
      for (const base of gateways()) await waitForHttp(`${base}/api/health/live`, (s) => s === 200, 480_000);
      // Every process up: each answers on its own ops port.
      for (let i = 0; i < SERVICES.length * 2 + 2; i++)
        await waitForHttp(`http://127.0.0.1:${opsBase + i}/health/live`, (s) => s === 200, 480_000);
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${output().slice(-4000)}`);
    }
  }, 600_000);

  afterAll(() => shop?.close());
  const output = () => shop!.launcher.output();

  it('starts two of every process, named apart, and says which ops port each one has', () => {
    const out = output();
    for (const name of [...SERVICES, 'gateway']) {
      for (const k of [1, 2]) expect(out).toMatch(new RegExp(`\\[${name}-${k}\\] iniciado \\(pid \\d+\\)`));
    }
    expect(out).toContain(`gateway-2: puerto de operación ${opsBase + SERVICES.length * 2 + 1}`);
  });

  it('an order taken by one gateway is read through the other; a repeat of its attempt on the other answers it', async () => {
    const [one, two] = gateways();
    const { body } = await json(one, 'GET', '/api/productos');
    const product = body.products.find((p: { category: string }) => p.category !== 'cajas');
    const order = orderBody([item(product)], { payer: { ...payer, email: `replicas-${shop!.id}@example.com` } });
    const key = { 'idempotency-key': `replicas-${shop!.id}-attempt` };
    const created = await json(one, 'POST', '/api/orders/guest', order, key);
    expect(created.status).toBe(201);
    const { _id, accessToken } = created.body.createdOrder;
    const read = await json(two, 'GET', `/api/orders/detail/${_id}`, undefined, { 'x-order-token': accessToken });
    expect(read).toMatchObject({ status: 200, body: { order: { _id } } });
    const repeat = await json(two, 'POST', '/api/orders/guest', order, key);
    expect(repeat).toMatchObject({ status: 201, body: { createdOrder: { _id, accessToken } } });
  });

  it('while one replica of a service is down the other carries its routes (no 503), and the launcher restarts it', async () => {
    const pid = Number(/\[catalogue-1\] iniciado \(pid (\d+)\)/.exec(output())?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    await until(async () => (/\[catalogue-1\] terminó \(SIGKILL\)/.test(output()) ? true : undefined), 30_000);
    // A request the killed process had already taken may be lost with it; every later one is answered.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      for (const base of gateways()) statuses.push((await json(base, 'GET', `/api/productos?replica=${i}`)).status);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    await until(async () => ([...output().matchAll(/\[catalogue-1\] iniciado/g)].length === 2 ? true : undefined), 30_000);
  });
});
