import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');

/** A free TCP port on the loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Whether nothing listens on (or holds) `port` on every interface. */
function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/**
 * `count` consecutive free ports, below the kernel's ephemeral range (32768 and up on Linux): the processes'
 * own outgoing connections (PostgreSQL, NATS, Redis) take local ports from that range, so a run of ports
 * found free there can be taken before a later process listens on it.
 */
export async function freePortRun(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * (12_000 - count));
    let free = true;
    for (let i = 0; i < count && free; i++) free = await bindable(base + i);
    if (free) return base;
  }
  throw new Error(`no run of ${count} free ports found below 32000`);
}

export interface Proc {
  child: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts a compiled entry point (`dist/*.js`) as its own process. */
export function startProcess(entry: string, env: NodeJS.ProcessEnv, args: string[] = []): Proc {
  const child = spawn(process.execPath, [path.join(repoRoot, entry), ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Polls a URL until `accept(status)` or the time is up; returns the last status and body. */
export async function waitForHttp(
  url: string,
  accept: (status: number) => boolean,
  timeoutMs = 90_000,
): Promise<{ status: number; body: any }> {
  const deadline = Date.now() + timeoutMs;
  let last = { status: 0, body: undefined as any };
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      const text = await res.text();
      last = { status: res.status, body: safeJson(text) };
      if (accept(res.status)) return last;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} no respondió como se esperaba (último estado ${last.status})`);
}

function safeJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
