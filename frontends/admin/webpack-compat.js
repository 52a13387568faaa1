// webpack 5.11x reorganised lib/ (e.g. lib/util/semver → lib/sharing/semver), while
// @module-federation/enhanced 2.9 still requires the old deep paths. When such a request fails,
// redirect it to the file of the same name under webpack/lib (names there are unique).
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

let index;
function findMoved(request) {
  if (!request.startsWith('webpack/lib/')) return undefined;
  if (!index) {
    index = new Map();
    const root = path.dirname(require.resolve('webpack/package.json'));
    const walk = (dir) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.js')) {
          const name = entry.name.slice(0, -3);
          index.set(name, index.has(name) ? null : full);
        }
      }
    };
    walk(path.join(root, 'lib'));
  }
  return index.get(path.posix.basename(request)) ?? undefined;
}

// frontends/ui/build/webpack-compat.js installs the same redirect; patch only once per process.
if (!Module._kukkiWebpackCompat) {
  Module._kukkiWebpackCompat = true;
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function resolveMoved(request, ...rest) {
    try {
      return resolve.call(this, request, ...rest);
    } catch (error) {
      const moved = error.code === 'MODULE_NOT_FOUND' && findMoved(request);
      if (moved) return moved;
      throw error;
    }
  };
}
