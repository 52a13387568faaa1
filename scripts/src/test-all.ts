import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM, ensureChromium, ensureInfrastructure, ensureDeploymentTools, waitForPort } from './infra';
import { playwrightCounts, type PlaywrightReport } from './playwright-report';

const root = path.resolve(__dirname, '..', '..');
const jestBin = require.resolve('jest/bin/jest');
const playwrightBin = require.resolve('@playwright/test/cli');

interface LevelResult {
  level: string;
  passed: number;
  failed: number;
  ok: boolean;
}

/**
 * The browser projects (jsdom) run without Node's VM modules: msw's ES-module-only dependencies are compiled to
 * CommonJS like the sources, which jest does only when it does not load `.mjs` files as native modules. The
 * server projects need VM modules (PGlite loads its WebAssembly through a dynamic import).
 */
const BROWSER_PROJECTS = ['frontends', 'admin'];

function jest(projects: string[], extraEnv: NodeJS.ProcessEnv = {}, workers = '--maxWorkers=2'): Promise<LevelResult> {
  const vmModules = !projects.every((p) => BROWSER_PROJECTS.includes(p));
  const out = path.join(os.tmpdir(), `kukki-jest-${projects.join('-')}-${process.pid}.json`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jestBin, '--selectProjects', ...projects, workers, '--ci', '--json', `--outputFile=${out}`], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''}${vmModules ? ' --experimental-vm-modules' : ''} --no-warnings`.trim(),
        ...extraEnv,
      },
    });
    child.on('exit', (code) => {
      let passed = 0;
      let failed = 0;
      try {
        const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
          numPassedTests: number;
          numFailedTests: number;
          numRuntimeErrorTestSuites?: number;
        };
        passed = report.numPassedTests;
        failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      } catch {
        failed = 1;
      }
      resolve({ level: projects.join('+'), passed, failed, ok: code === 0 });
    });
  });
}

/** The end-to-end journeys on Playwright's runner (playwright.config.ts), counted from its json report. */
function playwright(extraEnv: NodeJS.ProcessEnv): Promise<LevelResult> {
  const out = path.join(os.tmpdir(), `kukki-playwright-${process.pid}.json`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [playwrightBin, 'test', '--config', path.join(root, 'playwright.config.ts')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_JSON_REPORT: out, ...extraEnv },
    });
    child.on('exit', (code) => {
      let counts = { passed: 0, failed: 1 };
      try {
        counts = playwrightCounts(JSON.parse(fs.readFileSync(out, 'utf8')) as PlaywrightReport);
      } catch {
        // No report: the run itself broke, which counts as a failure.
      }
      resolve({ level: 'e2e', ...counts, ok: code === 0 && counts.failed === 0 });
    });
  });
}

/** Starts the embedded shop on a free port with a fresh data folder, for the end-to-end level. */
async function startShop(port: number, dataDir: string) {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'dist', 'embedded.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin-e2e@kukki.mx',
      ADMIN_PASSWORD: 'Kukki-e2e-2026',
      PUBLIC_URL: `http://localhost:${port}`,
    },
  });
  const log = fs.createWriteStream(path.join(dataDir, 'shop.log'));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  if (!(await waitForPort(port, 120_000))) throw new Error('la tienda no arrancó para las pruebas e2e');
  return child;
}

async function main() {
  const selected = process.argv.slice(2);
  const wants = (level: string) => selected.length === 0 || selected.includes(level);
  const results: LevelResult[] = [];

  if (!(await ensureInfrastructure())) {
    process.stderr.write('No están disponibles los servicios que necesitan las pruebas (ver arriba).\n');
    process.exit(1);
  }

  if (wants('unit')) {
    ensureDeploymentTools();
    const projects = ['unit', ...optionalProjects()];
    results.push(await jest(projects.filter((p) => !BROWSER_PROJECTS.includes(p))));
    results.push(await jest(projects.filter((p) => BROWSER_PROJECTS.includes(p))));
  }
  if (wants('integration')) results.push(await jest(['integration']));
  if (wants('api')) results.push(await jest(['api']));
  if (wants('e2e')) {
    if (!ensureChromium()) {
      results.push({ level: 'e2e', passed: 0, failed: 1, ok: false });
    } else {
      const port = 18080 + Math.floor(Math.random() * 1000);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kukki-e2e-'));
      const shop = await startShop(port, dataDir);
      const e2eEnv = {
        E2E_BASE_URL: `http://localhost:${port}`,
        E2E_DATA_DIR: dataDir,
        E2E_ADMIN_EMAIL: 'admin-e2e@kukki.mx',
        E2E_ADMIN_PASSWORD: 'Kukki-e2e-2026',
        CHROMIUM_PATH: CHROMIUM,
      };
      try {
        // One worker (playwright.config.ts): the journeys share one shop (prices, capacity, coupons).
        results.push(await playwright(e2eEnv));
      } finally {
        shop.kill('SIGTERM');
        await new Promise((r) => shop.once('exit', r));
      }
    }
  }

  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  process.stdout.write('\nResumen por nivel:\n');
  for (const r of results) process.stdout.write(`  ${r.ok ? '✓' : '✗'} ${r.level}: ${r.passed} passed, ${r.failed} failed\n`);
  process.stdout.write(`\nTests: ${passed} passed, ${failed} failed\n`);
  process.exit(results.every((r) => r.ok) ? 0 : 1);
}

/** Frontend component tests and deployment checks join the unit level when present. */
function optionalProjects(): string[] {
  const config = require(path.join(root, 'jest.config.js')) as { projects: Array<{ displayName?: string } | string> };
  return config.projects
    .map((p) => (typeof p === 'string' ? undefined : p.displayName))
    .filter((name): name is string => !!name && !['unit', 'integration', 'api', 'e2e'].includes(name));
}

main().catch((err: Error) => {
  process.stderr.write(`${err.stack ?? err.message}\n`);
  process.exit(1);
});
