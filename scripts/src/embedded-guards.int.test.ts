import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EMBEDDED_PID_FILE } from '@kukki/platform';
import { freePort, startProcess, waitForHttp, type Proc } from './testing/processes';

const exitOf = (proc: Proc) =>
  new Promise<number | null>((resolve) => (proc.child.exitCode !== null ? resolve(proc.child.exitCode) : proc.child.once('exit', resolve)));

/** The embedded shop's start and stop as an operator meets them (one line and exit 78 for what they set wrong). */
describe('embedded shop guards', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-guards-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('refuses a DATA_DIR another live shop has open, leaving its lock alone', async () => {
    const dataDir = path.join(work, 'abierta');
    fs.mkdirSync(dataDir);
    // This test's own process stands for the shop that holds the folder.
    fs.writeFileSync(path.join(dataDir, EMBEDDED_PID_FILE), String(process.pid));
    const second = startProcess('scripts/dist/embedded.js', {
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SERVE_FRONTENDS: 'false',
    });
    expect(await exitOf(second)).toBe(78);
    expect(second.output()).toBe(
      `La tienda ya está en marcha con ${dataDir} (pid ${process.pid}): detenla antes de iniciarla otra vez, o usa otro DATA_DIR\n`,
    );
    expect(fs.readFileSync(path.join(dataDir, EMBEDDED_PID_FILE), 'utf8')).toBe(String(process.pid));
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('explains a DATA_DIR it cannot create, and the published secrets in production, in one line each', async () => {
    const file = path.join(work, 'un-archivo');
    fs.writeFileSync(file, '');
    const unusable = startProcess('scripts/dist/embedded.js', { DATA_DIR: path.join(file, 'datos') });
    expect(await exitOf(unusable)).toBe(78);
    expect(unusable.output()).toBe(`No se puede usar DATA_DIR=${path.join(file, 'datos')}: ENOTDIR\n`);
    const published = startProcess('scripts/dist/embedded.js', {
      NODE_ENV: 'production',
      DATA_DIR: path.join(work, 'prod'),
      JWT_SECRET: 'dev-only-jwt-secret-change-me-0123456789abcdef',
    });
    expect(await exitOf(published)).toBe(78);
    expect(published.output()).toMatch(/^Configuración inválida — JWT_SECRET conserva el valor de desarrollo publicado[^\n]*\n$/);
  }, 60_000);

  it('says a taken port in Spanish; serves the ops port; stops once on two quick SIGINTs and frees its lock last', async () => {
    const [port, opsPort] = [await freePort(), await freePort()];
    const dataDir = path.join(work, 'datos');
    const base = { SERVE_FRONTENDS: 'false', LOG_LEVEL: 'info', LOG_FORMAT: 'json' };
    const shop = startProcess('scripts/dist/embedded.js', { ...base, PORT: String(port), HEALTH_PORT: String(opsPort), DATA_DIR: dataDir });
    await waitForHttp(`http://127.0.0.1:${port}/api/health/live`, (s) => s === 200);
    expect(shop.output()).toContain(`Correos enviados: http://localhost:${port}/dev/mailbox`);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    // Probes and metrics without a login, off the public port (where /metrics asks for an admin).
    expect((await waitForHttp(`http://127.0.0.1:${opsPort}/health/ready`, (s) => s === 200)).body).toEqual({
      ok: true,
      checks: { database: 'ok' },
    });
    expect((await fetch(`http://127.0.0.1:${opsPort}/metrics`)).status).toBe(200);

    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const taken = (blocker.address() as net.AddressInfo).port;
    try {
      const second = startProcess('scripts/dist/embedded.js', { ...base, PORT: String(taken), DATA_DIR: path.join(work, 'otra') });
      expect(await exitOf(second)).toBe(78);
      expect(second.output()).toContain(`El puerto ${taken} ya está en uso; elige otro con PORT=…\n`);
      expect(fs.existsSync(path.join(work, 'otra', EMBEDDED_PID_FILE))).toBe(false);
    } finally {
      blocker.close();
    }

    shop.child.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 30));
    shop.child.kill('SIGINT');
    expect(await exitOf(shop)).toBe(0);
    expect(shop.child.signalCode).toBeNull();
    expect(fs.existsSync(path.join(dataDir, EMBEDDED_PID_FILE))).toBe(false);
    const messages = shop
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line).msg);
    expect(messages.filter((m) => m === 'deteniendo Kukki…')).toHaveLength(1);
    expect(messages[messages.length - 1]).toBe('Kukki se detuvo');
  }, 300_000);
});
