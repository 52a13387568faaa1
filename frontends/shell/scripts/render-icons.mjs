#!/usr/bin/env node
// Renders the web-manifest icons (public/icons/*.png) from the shop's cookie logo (public/favicon.svg)
// in Chromium. Run again after the logo changes: `node frontends/shell/scripts/render-icons.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.join(here, '..', 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const CREAM = '#fdf7ee';

/** `any`: the cookie edge to edge on transparency; `maskable`: on cream, inside the 80 % safe zone. */
const ICONS = [
  { file: 'icon-192.png', size: 192, background: 'transparent', scale: 1 },
  { file: 'icon-512.png', size: 512, background: 'transparent', scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, background: CREAM, scale: 0.72 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size, background, scale } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
        '</body>',
    );
    writeFileSync(path.join(publicDir, 'icons', file), await page.screenshot({ omitBackground: background === 'transparent' }));
    await page.close();
  }
} finally {
  await browser.close();
}
