#!/usr/bin/env node
// Type-checks the test code under the strict config: every project of tsconfig.tests.json (server tests and
// their testing/ helpers, drizzle configs, ops-tests, e2e) with `tsc -b`, then says how many test files were
// covered, counting also the frontends' tests that `npm run typecheck:frontends` checks. Exits non-zero on
// any type error.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FRONTEND_PROJECTS = ['frontends/ui', 'frontends/shop-client', 'frontends/shell', 'frontends/storefront', 'frontends/admin'];
const TEST_FILE = /(\.test\.tsx?|\.spec\.ts)$|\/(testing|test)\/|^(e2e|ops-tests)\/|drizzle[^/]*\.config\.ts$/;

const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-b', 'tsconfig.tests.json'], {
  cwd: root,
  stdio: 'inherit',
});
if (tsc.status !== 0) process.exit(tsc.status ?? 1);

const testsConfig = ts.readConfigFile(path.join(root, 'tsconfig.tests.json'), ts.sys.readFile).config;
const projects = [...testsConfig.references.map((reference) => reference.path), ...FRONTEND_PROJECTS];
const files = new Set(projects.flatMap(rootFilesOf).filter((file) => TEST_FILE.test(file)));
console.log(`type-checked ${files.size} test files (${projects.length} projects)`);

/** The files a project lists (its include patterns, resolved), relative to the repository. */
function rootFilesOf(project) {
  const configPath = ts.sys.fileExists(path.join(root, project)) ? path.join(root, project) : path.join(root, project, 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  return parsed.fileNames.map((file) => path.relative(root, file));
}
