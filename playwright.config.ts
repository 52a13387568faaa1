// The end-to-end journeys (e2e/*.spec.ts) on Playwright's runner, driving Debian's Chromium (never a
// downloaded browser). `npm test` starts the shop and passes E2E_BASE_URL (scripts/src/test-all.ts).
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import CHROMIUM_FLAGS from './bench/lib/chromium-flags.json';

export const E2E_RESULTS = path.join(__dirname, 'e2e', 'test-results');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: E2E_RESULTS,
  // The journeys share one shop (prices, capacity, coupons): one at a time, in file order.
  workers: 1,
  fullyParallel: false,
  // A retry would turn a flaky journey green and repeat its writes on the shared shop: none, also in CI.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? path.join(E2E_RESULTS, 'report.json') }]],
  use: {
    baseURL: (process.env.E2E_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, ''),
    locale: 'es-MX',
    viewport: { width: 1280, height: 900 },
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS },
  },
});
