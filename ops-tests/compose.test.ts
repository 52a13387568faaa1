/**
 * docker-compose.yml: parses, names every part of the distributed composition, every service has a
 * health check, start order follows health, images are pinned, Node containers are locked down, and
 * every variable it reads is documented in .env.example. When a Compose CLI is installed, it also
 * validates the file with Compose itself.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkProductionSecrets } from '@kukki/platform';
import { COMPOSE_FILE, documentedVariables, interpolatedVariables, loadCompose, withDefaults, type Obj } from './lib/compose';
import { ROOT, SERVICES } from './lib/paths';
import { imagePinned } from './lib/policy';

const compose = loadCompose();
const services: Record<string, Obj> = compose.services;
const INFRA = ['postgres', 'nats', 'redis', 'mailpit'];
const NODE = [...SERVICES, 'gateway'];
const EXPECTED = [...INFRA, 'mp-emulator', ...NODE, 'frontends'];

test('parses and names every service of the distributed composition', () => {
  expect(Object.keys(services).sort()).toEqual([...EXPECTED].sort());
});

test.each(EXPECTED)('%s has a health check', (name) => {
  const hc = services[name].healthcheck;
  expect(hc).toBeDefined();
  expect(hc.disable).not.toBe(true);
  expect(Array.isArray(hc.test) ? hc.test.length : String(hc.test).length).toBeGreaterThan(1);
  expect(hc.test[0]).not.toBe('NONE');
});

test('depends_on names existing services, waiting for their health checks', () => {
  const problems: string[] = [];
  for (const [name, s] of Object.entries(services)) {
    for (const [dep, cond] of Object.entries((s.depends_on ?? {}) as Record<string, Obj>)) {
      if (!services[dep]) problems.push(`${name} → unknown ${dep}`);
      else if (cond.condition !== 'service_healthy') problems.push(`${name} → ${dep}: condition ${cond.condition}`);
      else if (!services[dep].healthcheck) problems.push(`${name} → ${dep} has no health check`);
    }
  }
  expect(problems).toEqual([]);
  for (const name of NODE) {
    expect(Object.keys(services[name].depends_on).sort()).toEqual(expect.arrayContaining(['nats', 'postgres', 'redis']));
  }
  expect(Object.keys(services.frontends.depends_on)).toContain('gateway');
  expect(Object.keys(services.notifications.depends_on)).toContain('mailpit');
});

test('the Mercado Pago emulator is in the dev profile; everything else starts with a plain `up`', () => {
  expect(services['mp-emulator'].profiles).toEqual(['dev']);
  expect(
    Object.entries(services)
      .filter(([n, s]) => n !== 'mp-emulator' && s.profiles)
      .map(([n]) => n),
  ).toEqual([]);
  expect(services['mp-emulator'].command ?? services['mp-emulator'].build.args.ENTRY).toMatch(/scripts\/dist\/mp-emulator\.js/);
  expect(services['mp-emulator'].environment.NODE_ENV).not.toBe('production');
});

test('NATS runs JetStream on a persistent volume; PostgreSQL and Redis keep their data in volumes', () => {
  const nats = services.nats;
  expect(nats.command.join(' ')).toMatch(/(^|\s)(--jetstream|-js)(\s|$)/);
  const storeDir = nats.command[nats.command.indexOf('--store_dir') + 1];
  expect(nats.volumes.some((v: string) => v.endsWith(`:${storeDir}`) && compose.volumes && v.split(':')[0] in compose.volumes)).toBe(true);
  expect(services.postgres.volumes.join()).toMatch(/^pgdata:\/var\/lib\/postgresql\/data/);
  expect(services.redis.volumes.join()).toMatch(/^redisdata:\/data/);
});

test('every image is pinned (never latest, never untagged)', () => {
  const unpinned = Object.entries(services)
    .map(([n, s]) => [n, withDefaults(String(s.image ?? ''))])
    .filter(([, image]) => !imagePinned(image));
  expect(unpinned).toEqual([]);
});

test('every named volume is declared', () => {
  const used = Object.values(services).flatMap((s) =>
    (s.volumes ?? []).map((v: string) => v.split(':')[0]).filter((src: string) => !src.startsWith('.') && !src.startsWith('/')),
  );
  expect(used.filter((v) => !(v in (compose.volumes ?? {})))).toEqual([]);
});

test.each(NODE)('%s: built from docker/node-service.Dockerfile, locked down, configured for the distributed composition', (name) => {
  const s = services[name];
  expect(s.build.dockerfile).toBe('docker/node-service.Dockerfile');
  expect(fs.existsSync(path.join(ROOT, s.build.args.WORKSPACE, 'package.json'))).toBe(true);
  expect(withDefaults(s.image)).toBe(`kukki/${name}:0.1.0`);
  expect(s.read_only).toBe(true);
  expect(s.cap_drop).toEqual(['ALL']);
  expect(s.security_opt).toContain('no-new-privileges:true');
  expect(s.tmpfs.join()).toMatch(/^\/tmp/);
  const env = s.environment as Record<string, string>;
  for (const key of ['DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'HEALTH_PORT', 'LOG_FORMAT', 'NODE_ENV', 'LOG_LEVEL'])
    expect(env[key]).toBeDefined();
  expect(env.HEALTH_PORT).toBe('9464');
  expect(env.LOG_FORMAT).toBe('json');
  expect(withDefaults(env.DATABASE_URL)).toMatch(/^postgres:\/\/.+@postgres:5432\//);
  expect(withDefaults(env.NATS_URL)).toBe('nats://nats:4222');
  expect(withDefaults(env.REDIS_URL)).toBe('redis://redis:6379');
});

/** The gateway's secrets, public URL, first administrator and Mercado Pago settings. */
const GATEWAY_SETTINGS = [
  'JWT_SECRET',
  'CORS_ORIGINS',
  'PUBLIC_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_PUBLIC_KEY',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'MERCADOPAGO_API_URL',
];

test('the gateway: port 8080, frontends served by their own container, media shared with the catalogue and subscriptions', () => {
  const env = services.gateway.environment;
  expect(env.PORT).toBe('8080');
  expect(env.SERVE_FRONTENDS).toBe('false');
  for (const key of GATEWAY_SETTINGS) expect(env[key]).toBeDefined();
  const media = (s: Obj) => (s.volumes ?? []).find((v: string) => v.startsWith('media:'));
  expect(media(services.gateway)).toBe('media:/data/media');
  // Every service that writes images (product photos, the plans' artwork) writes them where the gateway serves them:
  // on a read-only root filesystem, anywhere else it could not start.
  for (const writer of ['catalogue', 'subscriptions']) {
    expect(media(services[writer])).toBe('media:/data/media');
    expect(services[writer].environment.UPLOADS_DIR).toBe('/data/media');
  }
  for (const key of ['SMTP_URL', 'MAIL_FROM', 'SHOP_INBOX']) expect(services.notifications.environment[key]).toBeDefined();
});

test('the frontends container publishes the shop and proxies /api and /media to the gateway', () => {
  const f = services.frontends;
  expect(f.build.dockerfile).toBe('docker/frontends.Dockerfile');
  expect(f.ports.map(withDefaults)).toContain('8080:8080');
  const proxy = f.volumes.find((v: string) => v.includes('nginx-api-proxy.conf'));
  expect(proxy).toMatch(/:\/etc\/nginx\/kukki\.d\/.*\.conf:ro$/);
  const conf = fs.readFileSync(path.join(ROOT, proxy.split(':')[0]), 'utf8');
  expect(conf).toMatch(/location \^~ \/api\//);
  expect(conf).toMatch(/location \^~ \/media\//);
});

test('every variable docker-compose.yml reads is documented in .env.example', () => {
  const documented = documentedVariables();
  const used = interpolatedVariables(fs.readFileSync(COMPOSE_FILE, 'utf8'));
  expect(used.length).toBeGreaterThan(10);
  expect(used.filter((v) => !documented.includes(v))).toEqual([]);
});

test('.env.example documents every variable of the facts sheet, with a comment for each group', () => {
  const documented = documentedVariables();
  const required = [
    'DATABASE_URL',
    'NATS_URL',
    'REDIS_URL',
    'NODE_ENV',
    'LOG_LEVEL',
    'LOG_FORMAT',
    'HEALTH_PORT',
    'PORT',
    ...GATEWAY_SETTINGS,
    'SERVE_FRONTENDS',
    'SMTP_URL',
    'MAIL_FROM',
    'SHOP_INBOX',
    'UPLOADS_DIR',
    'EVENT_PAYLOAD_SECRET',
  ];
  expect(required.filter((v) => !documented.includes(v))).toEqual([]);
  // Nothing reads S3_* (images live in UPLOADS_DIR): documenting them would promise a setting that does nothing.
  expect(documented.filter((v) => v.startsWith('S3_'))).toEqual([]);
});

test('.env.example leaves the secrets for the operator: no published development value for them', () => {
  const lines = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8').split('\n');
  const value = (name: string) => lines.find((l) => l.startsWith(`${name}=`))?.slice(name.length + 1);
  for (const name of ['JWT_SECRET', 'ADMIN_PASSWORD', 'MERCADOPAGO_WEBHOOK_SECRET'])
    expect({ name, value: value(name) }).toEqual({ name, value: '' });
});

test('the published development secrets that compose falls back to are the ones production refuses', () => {
  const env = services.gateway.environment as Record<string, string>;
  const defaults = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, withDefaults(String(v))]));
  expect(defaults.NODE_ENV).toBe('production');
  expect(() => checkProductionSecrets(defaults)).toThrow(/JWT_SECRET, ADMIN_PASSWORD, MERCADOPAGO_WEBHOOK_SECRET conservan/);
});

function composeCli(): { bin: string; args: string[] } | null {
  for (const [bin, args] of [
    ['docker', ['compose']],
    ['docker-compose', []],
  ] as const) {
    try {
      execFileSync(bin, [...args, 'version'], { stdio: 'ignore' });
      return { bin, args: [...args] };
    } catch {
      /* not installed */
    }
  }
  return null;
}

const cli = composeCli();
const NO_CLI = 'SKIPPED: no Compose CLI (docker compose or docker-compose) on PATH';
if (!cli) {
  // Loud, never silent: the reason is printed and is part of the test's name; REQUIRE_COMPOSE_CLI=1 turns it into a failure.
  if (process.env.REQUIRE_COMPOSE_CLI === '1') throw new Error(`${NO_CLI}, and REQUIRE_COMPOSE_CLI=1`);
  console.warn(`ops-tests/compose.test.ts: ${NO_CLI}; the file is still parsed and checked by the other tests here.`);
}
(cli ? test : test.skip)(`Compose itself accepts the file (${cli ? [cli.bin, ...cli.args].join(' ') : NO_CLI})`, () => {
  let file = COMPOSE_FILE;
  if (cli!.bin === 'docker-compose') {
    // Compose v1 predates the top-level `name`; validate everything else.
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-compose-')), 'docker-compose.yml');
    fs.writeFileSync(file, fs.readFileSync(COMPOSE_FILE, 'utf8').replace(/^name: .*$/m, ''));
  }
  for (const profile of ['', 'dev']) {
    execFileSync(
      cli!.bin,
      [...cli!.args, '-f', file, '--project-directory', ROOT, ...(profile ? ['--profile', profile] : []), 'config', '-q'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, COMPOSE_PROFILES: '' },
      },
    );
  }
});
