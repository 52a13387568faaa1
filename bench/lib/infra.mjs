// Private PostgreSQL, NATS (JetStream) and Redis instances for the operational scripts: their own
// ports and folders, so restarting them never touches the machine's shared services.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(500, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

export async function waitForPort(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isListening(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`el puerto ${port} no respondió`);
}

const root = process.getuid?.() === 0;
const pgBin = () => {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return path.join('/usr/lib/postgresql', versions[0], 'bin');
};
/** PostgreSQL refuses to run as root: run its tools as the postgres user then. */
const asPg = (cmd, args) => (root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);

export class Postgres {
  constructor(dir, port) {
    this.dir = path.join(dir, 'pg');
    this.port = port;
    this.url = `postgres://postgres@127.0.0.1:${port}/kukki`;
  }
  init() {
    fs.mkdirSync(this.dir, { recursive: true });
    if (root) execFileSync('chown', ['-R', 'postgres:postgres', path.dirname(this.dir)]);
    fs.chmodSync(path.dirname(this.dir), 0o777);
    const [cmd, args] = asPg(path.join(pgBin(), 'initdb'), ['-D', this.dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    execFileSync(cmd, args, { stdio: 'ignore' });
  }
  async start() {
    const [cmd, args] = asPg(path.join(pgBin(), 'pg_ctl'), [
      '-D',
      this.dir,
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=on`,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
    execFileSync(cmd, args, { stdio: 'ignore' });
    await waitForPort(this.port);
  }
  /** `immediate`: like a crash (no checkpoint); recovery replays the WAL at the next start. */
  stop(mode = 'immediate') {
    const [cmd, args] = asPg(path.join(pgBin(), 'pg_ctl'), ['-D', this.dir, '-m', mode, '-w', 'stop']);
    try {
      execFileSync(cmd, args, { stdio: 'ignore' });
    } catch {
      /* already stopped */
    }
  }
}

class Daemon {
  constructor(name, port, cmd, args) {
    Object.assign(this, { name, port, cmd, args });
  }
  async start() {
    this.child = spawn(this.cmd, this.args, { stdio: 'ignore' });
    await waitForPort(this.port);
  }
  async stop(signal = 'SIGTERM') {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await gone;
  }
}

export function nats(dir, port) {
  const store = path.join(dir, 'nats');
  fs.mkdirSync(store, { recursive: true });
  const d = new Daemon('nats', port, 'nats-server', ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', store]);
  d.url = `nats://127.0.0.1:${port}`;
  return d;
}

export function redis(dir, port) {
  const data = path.join(dir, 'redis');
  fs.mkdirSync(data, { recursive: true });
  // appendonly: BullMQ's jobs survive the restart like a production Redis with persistence.
  const d = new Daemon('redis', port, 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    data,
    '--appendonly',
    'yes',
    '--save',
    '',
  ]);
  d.url = `redis://127.0.0.1:${port}`;
  return d;
}
