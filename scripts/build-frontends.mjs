#!/usr/bin/env node
// Builds the frontends (shell, storefront, and admin when it has a webpack config) with webpack's Node API,
// one after another, in production mode. A frontend whose dist is newer than all of its sources (and of
// frontends/ui/src, frontends/shop-client/src and contracts/src) is skipped, so a second `npm start` is fast.
// Exits non-zero on error.
// Flags: --force (rebuild everything), or names to build only those (e.g. `storefront`; `ssr` is the server build).
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const force = args.includes('--force') || process.env.FRONTENDS_FORCE === '1';
const only = args.filter((a) => !a.startsWith('--'));

const SHARED_SOURCES = [
  'frontends/ui/src',
  'frontends/ui/build',
  'frontends/ui/package.json',
  'frontends/shop-client/src',
  'frontends/shop-client/package.json',
  'contracts/src',
];
const FRONTENDS = [
  { name: 'shell', optional: false, marker: 'index.html' },
  { name: 'storefront', optional: false, marker: 'remoteEntry.js' },
  { name: 'admin', optional: true, marker: 'remoteEntry.js' },
  // The server build the gateway renders pages with: the shell composed with the storefront (README, «Server rendering»).
  {
    name: 'shell',
    label: 'shell (servidor)',
    only: 'ssr',
    optional: false,
    marker: 'render.js',
    config: 'webpack.server.js',
    dist: 'dist-server',
    sources: ['frontends/storefront/src'],
    precompress: false,
  },
];
const IGNORED_DIRS = new Set(['node_modules', 'dist', 'dist-server', '.cache', 'coverage']);

/** Newest modification time (ms) of a file or of every file under a directory. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && (IGNORED_DIRS.has(entry.name) || entry.name.startsWith('.'))) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

// webpack leaves unchanged assets untouched, so their mtimes say nothing: a stamp written after each
// successful build records when dist was last made.
const STAMP = '.kukki-build-stamp';

/** When dist was last built (0 when the stamp or the build marker is missing). */
function builtAt(distDir, marker) {
  if (!existsSync(path.join(distDir, marker)) || !existsSync(path.join(distDir, STAMP))) return 0;
  return statSync(path.join(distDir, STAMP)).mtimeMs;
}

function upToDate(dir, distDir, marker, extraSources = []) {
  const built = builtAt(distDir, marker);
  if (!built) return false;
  const sources = Math.max(newestMtime(dir), ...[...SHARED_SOURCES, ...extraSources].map((p) => newestMtime(path.join(root, p))));
  return built > sources;
}

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Writes `<file>.gz` and `<file>.br` next to every text asset of dist (best compression: done once
 * here, served as-is by the gateway and nginx). Files already compressed since their last change are skipped.
 */
function precompress(distDir) {
  if (!existsSync(distDir)) return 0;
  let written = 0;
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    const file = path.join(distDir, entry.name);
    if (entry.isDirectory()) {
      written += precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name)) continue;
    const source = statSync(file);
    if (source.size < 256) continue;
    const br = `${file}.br`;
    if (existsSync(br) && existsSync(`${file}.gz`) && statSync(br).mtimeMs >= source.mtimeMs) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    writeFileSync(
      br,
      zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    written++;
  }
  return written;
}

function runWebpack(configPath) {
  const webpack = require('webpack');
  const exported = require(configPath);
  const config = typeof exported === 'function' ? exported({ production: true }, { mode: 'production' }) : exported;
  config.mode = 'production';
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      const info = stats.toJson({ all: false, errors: true, warnings: true, assets: false });
      for (const warning of info.warnings ?? []) console.warn(`  aviso: ${warning.message ?? warning}`);
      if (stats.hasErrors()) {
        const messages = (info.errors ?? []).map((e) => e.message ?? String(e)).join('\n\n');
        return reject(new Error(messages));
      }
      resolve(stats);
    });
  });
}

async function main() {
  process.env.NODE_ENV ??= 'production';
  let failed = false;
  for (const frontend of FRONTENDS) {
    const label = frontend.label ?? frontend.name;
    if (only.length && !only.includes(frontend.only ?? frontend.name)) continue;
    const dir = path.join(root, 'frontends', frontend.name);
    const configPath = path.join(dir, frontend.config ?? 'webpack.config.js');
    const distDir = path.join(dir, frontend.dist ?? 'dist');
    const compress = frontend.precompress !== false;
    if (!existsSync(configPath)) {
      if (frontend.optional) continue;
      console.error(`frontends/${label}: falta ${path.basename(configPath)}`);
      failed = true;
      continue;
    }
    if (!force && upToDate(dir, distDir, frontend.marker, frontend.sources)) {
      if (compress) precompress(distDir);
      console.log(`frontends/${label}: al día, se omite la compilación`);
      continue;
    }
    const started = Date.now();
    console.log(`frontends/${label}: compilando...`);
    try {
      await runWebpack(configPath);
      if (compress) precompress(distDir);
      writeFileSync(path.join(distDir, STAMP), `${new Date().toISOString()}\n`);
      console.log(`frontends/${label}: listo en ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      failed = true;
      console.error(`frontends/${label}: error de compilación\n${error?.stack ?? error}`);
    }
  }
  if (failed) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
