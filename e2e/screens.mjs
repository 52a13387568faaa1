#!/usr/bin/env node
// Screenshots of pages at given widths: node e2e/screens.mjs [baseUrl] [width,...] [path ...]
import { launchChromium } from '../bench/lib/chromium.mjs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const [base = process.env.E2E_BASE_URL ?? 'http://localhost:8080', widthsArg = '360,1280', ...paths] = process.argv.slice(2);
const widths = widthsArg.split(',').map(Number);
const out = path.join(here, 'artifacts', 'screens');
mkdirSync(out, { recursive: true });

const browser = await launchChromium();
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-MX' });
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('kukkiWelcomeDismissed', JSON.stringify(['guest']));
    } catch {
      /* storage unavailable */
    }
  });
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[${width}] console: ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[${width}] pageerror: ${e.message}`));
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const file = path.join(out, `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${width} ${p} overflow=${overflow} → ${path.relative(process.cwd(), file)}`);
  }
  await context.close();
}
await browser.close();
