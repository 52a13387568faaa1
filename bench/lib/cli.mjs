// What every bench script's command line shares: the repository root, `--name value` options, a pause, a median.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const args = process.argv.slice(2);

/** The value after `--name`, or the fallback. */
export function option(name, fallback) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
