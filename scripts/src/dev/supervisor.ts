import { spawn, type ChildProcess } from 'node:child_process';

/** Backoff before the n-th consecutive restart (1-based): 0.5 s, 1 s, 2 s, 4 s, then 5 s. */
export function restartDelayMs(attempt: number, baseMs = 500, maxMs = 5000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** How long `stop` waits for a child to finish after SIGTERM before it kills it. */
export const STOP_GRACE_MS = 5000;

/** A process that stayed up this long is healthy again: the next crash starts the backoff over. */
export const STABLE_AFTER_MS = 30_000;

interface Entry {
  name: string;
  entry: string;
  env: NodeJS.ProcessEnv;
  child?: ChildProcess;
  startedAt: number;
  attempt: number;
  timer?: NodeJS.Timeout;
}

export interface SupervisorOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  write: (text: string) => void;
  writeErr: (text: string) => void;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Runs each entry point as a child process, prefixes its output with its name, and restarts it with
 * backoff when it dies (saying so), until `stop()`.
 */
export class Supervisor {
  private readonly entries = new Map<string, Entry>();
  private stopping = false;

  constructor(private readonly options: SupervisorOptions) {}

  /** `env` adds to (or overrides) the supervisor's environment for this process only (its port, its ops port). */
  add(name: string, entry: string, env: NodeJS.ProcessEnv = {}): void {
    const item: Entry = { name, entry, env, startedAt: 0, attempt: 0 };
    this.entries.set(name, item);
    this.start(item);
  }

  pids(): Record<string, number | undefined> {
    return Object.fromEntries([...this.entries.values()].map((e) => [e.name, e.child?.pid]));
  }

  private start(item: Entry): void {
    const child = spawn(process.execPath, [item.entry], {
      cwd: this.options.cwd,
      env: { ...this.options.env, ...item.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    item.child = child;
    item.startedAt = Date.now();
    const prefix = `[${item.name}] `;
    const pipe = (stream: NodeJS.ReadableStream | null, out: (s: string) => void) =>
      stream?.on('data', (chunk: Buffer) => out(chunk.toString().replace(/^(?=.)/gm, prefix)));
    pipe(child.stdout, this.options.write);
    pipe(child.stderr, this.options.writeErr);
    this.options.write(`${prefix}iniciado (pid ${child.pid})\n`);
    child.on('exit', (code, signal) => {
      item.child = undefined;
      if (this.stopping) {
        this.options.write(`${prefix}terminó (${signal ?? code})\n`);
        return;
      }
      if (Date.now() - item.startedAt >= STABLE_AFTER_MS) item.attempt = 0;
      item.attempt += 1;
      const delay = restartDelayMs(item.attempt, this.options.baseDelayMs, this.options.maxDelayMs);
      this.options.write(
        `${prefix}terminó (${signal ?? code}); se reinicia en ${(delay / 1000).toLocaleString('es-MX')} s (intento ${item.attempt})\n`,
      );
      item.timer = setTimeout(() => {
        item.timer = undefined;
        if (!this.stopping) this.start(item);
      }, delay);
    });
  }

  /**
   * SIGTERM to every child, SIGKILL to those still running after `graceMs`; resolves when every child
   * has exited, so the launcher never leaves a service behind.
   */
  async stop(graceMs = STOP_GRACE_MS): Promise<void> {
    this.stopping = true;
    const waits: Promise<void>[] = [];
    for (const item of this.entries.values()) {
      if (item.timer) clearTimeout(item.timer);
      const child = item.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const forced = setTimeout(() => {
        this.options.write(`[${item.name}] no terminó en ${(graceMs / 1000).toLocaleString('es-MX')} s; se detiene con SIGKILL\n`);
        child.kill('SIGKILL');
      }, graceMs);
      waits.push(exited.finally(() => clearTimeout(forced)));
    }
    await Promise.all(waits);
  }
}
