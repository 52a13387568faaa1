import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deleteEventStream, eventually, scratchDatabase } from '@kukki/platform/testing';
import { freePort, startProcess, type Proc } from './processes';

/** Polls `check` (the shared eventually) until it answers a value. */
export function until<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  return eventually(
    async () => {
      const value = await check();
      if (value === undefined) throw new Error('tiempo agotado');
      return value;
    },
    { timeoutMs, intervalMs: 250 },
  );
}

/** A request to `base + url`: the status and the body (parsed when it is JSON). */
export async function requestJson(base: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
}

export interface LaunchedServices {
  /** This run's random tag (in its database, stream and subject names). */
  readonly id: string;
  readonly launcher: Proc;
  /** Stops the launcher and its Redis, and drops what the run made (database, event stream, data folder). */
  close(): Promise<void>;
}

/**
 * `npm run start:services` (scripts/dist/services.js) as a developer runs it, on a scratch database, its own
 * Redis (BullMQ queues of a whole shop must not meet other runs' workers), NATS subjects, event stream and
 * data folder, named after `name`; `env` and `args` are the run's own (ports, timeouts, replicas).
 */
export async function launchServices(name: string, env: NodeJS.ProcessEnv, args: string[] = []): Promise<LaunchedServices> {
  const id = randomBytes(4).toString('hex');
  const stream = `KUKKI_${name.toUpperCase()}_${id}`;
  const prefix = `${name[0]}${id}.`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kukki-${name}-`));
  const database = await scratchDatabase(`kukki_${name}_${id}`);
  const redisPort = await freePort();
  const redis: ChildProcess = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const launcher = startProcess(
    'scripts/dist/services.js',
    {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      NATS_SUBJECT_PREFIX: prefix,
      EVENT_STREAM: stream,
      EVENT_SUBJECT_PREFIX: `${prefix}evt.`,
      SERVE_FRONTENDS: 'false',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      SMTP_URL: '',
      MERCADOPAGO_API_URL: '',
      MERCADOPAGO_ACCESS_TOKEN: '',
      ...env,
    },
    args,
  );
  return {
    id,
    launcher,
    async close() {
      await launcher.stop('SIGTERM');
      redis.kill('SIGTERM');
      await deleteEventStream(stream);
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
