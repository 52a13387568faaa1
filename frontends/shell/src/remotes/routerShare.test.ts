import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';

// The shell and the remotes share react-router through the export list of react-router-shared.mjs;
// a name missing there would be undefined in the browser (the shared module is not type checked).
const frontends = path.resolve(__dirname, '../../..');
const shareFile = path.join(frontends, 'ui/build/react-router-shared.mjs');

function exportedNames(source: string): string[] {
  const list = source.match(/export\s*\{([^}]*)\}\s*from/)?.[1] ?? '';
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // ssr/ is the server build's entry (webpack.server.js): it uses the real package, not the shared list.
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'ssr' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function routerNamesUsed(): Map<string, string> {
  const used = new Map<string, string>();
  for (const app of ['shell', 'storefront', 'admin', 'ui', 'shop-client']) {
    let files: string[];
    try {
      files = sourceFiles(path.join(frontends, app, 'src'));
    } catch {
      continue; // a frontend without sources
    }
    for (const file of files) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*'react-router'/g)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part.trim();
          if (name && !name.startsWith('type ')) used.set(name.split(/\s+as\s+/)[0], path.relative(frontends, file));
        }
      }
    }
  }
  return used;
}

describe('shared react-router', () => {
  const shared = exportedNames(readFileSync(shareFile, 'utf8'));

  it('exports only names react-router has', () => {
    expect(shared.length).toBeGreaterThan(0);
    for (const name of shared) expect([name, name in reactRouter]).toEqual([name, true]);
  });

  it('exports every react-router name the frontends import', () => {
    const used = routerNamesUsed();
    expect(used.size).toBeGreaterThan(0);
    const missing = [...used].filter(([name]) => !shared.includes(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
