import { chromium } from 'playwright-core';

/** The house flags for Debian's Chromium, headless (see the brief); Playwright adds a fresh --user-data-dir itself. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium (never a downloaded browser), headless with the house flags. */
export function launchChromium(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}
