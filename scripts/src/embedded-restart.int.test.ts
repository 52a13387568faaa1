import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startProcess, waitForHttp } from './testing/processes';

/** The embedded shop keeps its data in DATA_DIR and comes back after a hard kill (ARCHITECTURE §2). */
describe('embedded shop restart', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('restarts after kill -9 with its data, and after a clean stop', async () => {
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir, SERVE_FRONTENDS: 'false' };
    const url = `http://127.0.0.1:${port}/api/productos`;

    const first = startProcess('scripts/dist/embedded.js', env);
    const before = await waitForHttp(url, (s) => s === 200);
    const ids = before.body.products.map((p: { _id: string }) => p._id);
    expect(ids.length).toBeGreaterThanOrEqual(19);
    await first.stop('SIGKILL');

    const second = startProcess('scripts/dist/embedded.js', env);
    const after = await waitForHttp(url, (s) => s === 200);
    expect(after.body.products.map((p: { _id: string }) => p._id)).toEqual(ids);
    await second.stop('SIGTERM');
    expect(second.child.exitCode).toBe(0);

    const third = startProcess('scripts/dist/embedded.js', env);
    const again = await waitForHttp(url, (s) => s === 200);
    expect(again.body.products.map((p: { _id: string }) => p._id)).toEqual(ids);
    await third.stop('SIGTERM');
  }, 420_000);
});
