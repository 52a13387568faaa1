import { randomBytes } from 'node:crypto';
import { deleteEventStream, scratchDatabase, type ScratchDatabase } from '@kukki/platform/testing';
import { freePort, startProcess, waitForHttp, type Proc } from './testing/processes';

/** Separate processes over NATS and PostgreSQL: a stopped service is a quick 503, and it recovers. */
describe('distributed composition', () => {
  const id = randomBytes(4).toString('hex');
  const procs: Proc[] = [];
  let database: ScratchDatabase | undefined;
  let env: NodeJS.ProcessEnv;
  let base: string;

  beforeAll(async () => {
    database = await scratchDatabase(`kukki_dist_${id}`);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      DATABASE_URL: database.url,
      NATS_SUBJECT_PREFIX: `d${id}.`,
      EVENT_STREAM: `KUKKI_DIST_${id}`,
      EVENT_SUBJECT_PREFIX: `d${id}.evt.`,
      PORT: String(port),
      RPC_TIMEOUT_MS: '2000',
      SERVE_FRONTENDS: 'false',
      DATA_DIR: `/tmp/kukki-dist-${id}`,
    };
  });

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await deleteEventStream(`KUKKI_DIST_${id}`);
    await database?.drop();
  });

  it('answers from separate processes, 503 within 5 s when the catalogue stops, and recovers when it returns', async () => {
    let catalogue = startProcess('services/catalogue/dist/main.js', env);
    procs.push(catalogue, startProcess('gateway/dist/main.js', env));
    const ok = await waitForHttp(`${base}/api/productos`, (s) => s === 200);
    expect(ok.body.products.length).toBeGreaterThanOrEqual(19);

    await catalogue.stop('SIGTERM');
    const started = Date.now();
    // The public reads are cached; the gateway stops serving them once the catalogue misses its health ping.
    const down = await waitForHttp(`${base}/api/productos`, (s) => s === 503, 10_000);
    expect(down.status).toBe(503);
    expect(down.body.message).toMatch(/no está disponible/);
    expect(Date.now() - started).toBeLessThan(5000);

    catalogue = startProcess('services/catalogue/dist/main.js', env);
    procs.push(catalogue);
    const back = await waitForHttp(`${base}/api/productos`, (s) => s === 200);
    expect(back.body.products.map((p: { _id: string }) => p._id)).toEqual(ok.body.products.map((p: { _id: string }) => p._id));
  });
});
