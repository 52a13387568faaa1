import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processRunning } from '@kukki/platform';
import { restartDelayMs, Supervisor } from './supervisor';

describe('restart backoff of the distributed launcher', () => {
  it('doubles from half a second and stops growing at five seconds', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((n) => restartDelayMs(n))).toEqual([500, 1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe('launcher shutdown', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-supervisor-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const script = (name: string, body: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, body);
    return file;
  };

  it('waits for every child, and kills with SIGKILL one that ignores SIGTERM after the grace', async () => {
    const out: string[] = [];
    const supervisor = new Supervisor({ cwd: dir, env: process.env, write: (s) => out.push(s), writeErr: () => undefined });
    supervisor.add('obediente', script('polite.js', 'setInterval(() => {}, 1000);'));
    supervisor.add('terco', script('stubborn.js', "process.on('SIGTERM', () => {}); console.log('listo'); setInterval(() => {}, 1000);"));
    // The stubborn child must have installed its handler before the SIGTERM.
    const ready = async () => {
      for (let i = 0; i < 200 && !out.some((l) => l.includes('[terco] listo')); i++) await new Promise((r) => setTimeout(r, 25));
    };
    await ready();
    const pids = Object.values(supervisor.pids()) as number[];
    expect(pids).toHaveLength(2);
    const started = Date.now();
    await supervisor.stop(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(pids.filter(processRunning)).toEqual([]);
    expect(out.join('')).toMatch(/\[terco\] no terminó en 0[.,]3 s; se detiene con SIGKILL/);
    expect(out.join('')).toMatch(/\[obediente\] terminó \(SIGTERM\)/);
  });
});
