import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync, spawn, spawnSync } from 'node:child_process';

/** Is something listening on host:port? */
export function isListening(port: number, host = '127.0.0.1', timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function waitForPort(port: number, timeoutMs: number, host = '127.0.0.1'): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isListening(port, host)) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

const has = (cmd: string) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/bash' });
    return true;
  } catch {
    return false;
  }
};

const isRoot = () => process.getuid?.() === 0;
let aptUpdated = false;

/** Installs Debian packages when running as root; otherwise says exactly what is missing. */
export function aptInstall(packages: string[], why: string): boolean {
  if (!isRoot() || !has('apt-get')) {
    process.stderr.write(`Falta ${why}. Instálalo con: sudo apt-get install -y ${packages.join(' ')}\n`);
    return false;
  }
  try {
    if (!aptUpdated) execSync('apt-get update -qq', { stdio: 'inherit' });
    aptUpdated = true;
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit', shell: '/bin/bash' });
    return true;
  } catch {
    process.stderr.write(`No se pudo instalar ${packages.join(' ')}\n`);
    return false;
  }
}

function run(cmd: string) {
  try {
    execSync(cmd, { stdio: 'ignore', shell: '/bin/bash' });
  } catch {
    /* the port check decides */
  }
}

function startDetached(cmd: string, args: string[]) {
  const child = spawn(cmd, args, { detached: true, stdio: 'ignore' });
  child.unref();
}

interface Dependency {
  name: string;
  url?: string;
  port: number;
  packages: string[];
  binary: string;
  start(): void;
}

const DEPENDENCIES: Dependency[] = [
  {
    name: 'PostgreSQL',
    url: process.env.DATABASE_URL,
    port: 5432,
    packages: ['postgresql'],
    binary: 'pg_ctlcluster',
    start() {
      run('for v in $(ls /etc/postgresql 2>/dev/null); do pg_ctlcluster --skip-systemctl-redirect $v main start; done');
      // Tests connect as postgres without a password (trust on the loopback, as on these machines).
      run(
        `for f in /etc/postgresql/*/main/pg_hba.conf; do grep -q "kukki-test" $f || sed -i '1i host all all 127.0.0.1/32 trust # kukki-test' $f; done; for v in $(ls /etc/postgresql); do pg_ctlcluster --skip-systemctl-redirect $v main reload; done`,
      );
    },
  },
  {
    name: 'NATS (JetStream)',
    url: process.env.NATS_URL,
    port: 4222,
    packages: ['nats-server'],
    binary: 'nats-server',
    start() {
      const dir = path.join(os.tmpdir(), 'kukki-nats');
      fs.mkdirSync(dir, { recursive: true });
      startDetached('nats-server', ['-js', '-a', '127.0.0.1', '-p', '4222', '-sd', dir]);
    },
  },
  {
    name: 'Redis',
    url: process.env.REDIS_URL,
    port: 6379,
    packages: ['redis-server'],
    binary: 'redis-server',
    start() {
      run('redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no');
    },
  },
];

/**
 * Finds PostgreSQL, NATS with JetStream and Redis (DATABASE_URL, NATS_URL, REDIS_URL when set,
 * otherwise the local defaults) and starts what is missing from local binaries, installing
 * Debian packages when running as root.
 */
export async function ensureInfrastructure(): Promise<boolean> {
  let ok = true;
  for (const dep of DEPENDENCIES) {
    if (dep.url) {
      process.stdout.write(`✓ ${dep.name}: ${dep.url.replace(/\/\/[^@]*@/, '//***@')} (configurado)\n`);
      continue;
    }
    if (await isListening(dep.port)) {
      process.stdout.write(`✓ ${dep.name} en 127.0.0.1:${dep.port}\n`);
      continue;
    }
    process.stdout.write(`… ${dep.name} no responde en ${dep.port}; intentando iniciarlo\n`);
    if (!has(dep.binary) && !aptInstall(dep.packages, dep.name)) {
      ok = false;
      continue;
    }
    dep.start();
    if (await waitForPort(dep.port, 30_000)) process.stdout.write(`✓ ${dep.name} iniciado\n`);
    else {
      process.stderr.write(`✗ ${dep.name} no arrancó en el puerto ${dep.port}\n`);
      ok = false;
    }
  }
  return ok;
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the end-to-end tests (never a browser download). */
export function ensureChromium(): boolean {
  if (fs.existsSync(CHROMIUM)) return true;
  return aptInstall(['chromium'], 'Chromium (para las pruebas de extremo a extremo)') && fs.existsSync(CHROMIUM);
}

const hasComposeCli = () => has('docker-compose') || (has('docker') && spawnSync('docker', ['compose', 'version']).status === 0);

/**
 * nginx and a Compose CLI for the deployment checks, which serve docker/nginx.conf for real and validate
 * docker-compose.yml with Compose itself (best effort: without them those checks say loudly they were skipped).
 */
export function ensureDeploymentTools(): void {
  if (!['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p)) && !has('nginx')) {
    aptInstall(['nginx-light'], 'nginx (para probar la configuración de la imagen de los frontends)');
  }
  if (!hasComposeCli()) aptInstall(['docker-compose'], 'Docker Compose (para validar docker-compose.yml)');
}
