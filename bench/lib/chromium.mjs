import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * The house flags for Debian's Chromium, headless (see the brief); Playwright adds a fresh --user-data-dir itself.
 * JSON so that the end-to-end journeys (TypeScript under jest) launch with the same ones: e2e/testing/browser.ts.
 */
export const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'));

/** Debian's Chromium (never a downloaded browser), headless with the house flags. */
export function launchChromium(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}
