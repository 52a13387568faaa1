import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { DEFAULT_DATABASE_URL } from '@kukki/platform';
import { SERVICES } from '@kukki/contracts';

const root = path.resolve(__dirname, '..', '..');

/** Creates the database named in DATABASE_URL when it does not exist yet (local development). */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1)) || 'postgres';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

function launch(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const pipe = (stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream) =>
    stream?.on('data', (chunk: Buffer) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => process.stdout.write(`${prefix}terminó (${signal ?? code})\n`));
  return child;
}

/**
 * The distributed composition on one machine: every service and the gateway as separate
 * processes over NATS, PostgreSQL and Redis (defaults: the local ones).
 */
async function main() {
  const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL };
  await ensureDatabase(env.DATABASE_URL!);
  const children = SERVICES.map((s) => launch(s, path.join(root, 'services', s, 'dist', 'main.js'), env));
  children.push(launch('gateway', path.join(root, 'gateway', 'dist', 'main.js'), env));
  const stop = () => {
    for (const c of children) c.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  process.stderr.write(`No se pudo iniciar la composición distribuida: ${err.message}\n`);
  process.exit(1);
});
