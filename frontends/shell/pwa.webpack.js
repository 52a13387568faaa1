// The installable storefront: the web manifest, its icons and the offline page are
// emitted from public/; src/pwa/sw.ts is bundled on its own (a plain web-worker build: compiled as a
// child of this build it would inherit Module Federation's chunk handling) and workbox-webpack-plugin
// injects this build's precache list into it as /sw.js (served no-cache, like every unhashed file).
const fs = require('fs');
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');

const PUBLIC_FILES = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'og-kukki.png'];

/** Copies public files into the build as assets, so the precache list includes them. */
class EmitPublicFiles {
  constructor(dir, files) {
    this.dir = dir;
    this.files = files;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPublicFiles', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) {
            const source = path.join(this.dir, file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

/** Bundles the service worker source into `outFile` before each build of the shell. */
class ServiceWorkerBundle {
  constructor(dir, entry, outFile, mode) {
    this.options = {
      mode,
      context: dir,
      entry,
      target: 'webworker',
      devtool: false,
      output: { path: path.dirname(outFile), filename: path.basename(outFile), clean: false },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
          },
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  }

  apply(compiler) {
    const build = () =>
      new Promise((resolve, reject) =>
        compiler.webpack(this.options).run((err, stats) => {
          if (err || stats.hasErrors()) reject(err ?? new Error(stats.toString('errors-only')));
          else resolve();
        }),
      );
    compiler.hooks.beforeRun.tapPromise('ServiceWorkerBundle', build);
    compiler.hooks.watchRun.tapPromise('ServiceWorkerBundle', build);
  }
}

function pwaPlugins(dir, mode) {
  const bundled = path.join(dir, 'node_modules', '.cache', 'kukki-sw', 'sw.js');
  return [
    new ServiceWorkerBundle(dir, './src/pwa/sw.ts', bundled, mode),
    new EmitPublicFiles(path.join(dir, 'public'), PUBLIC_FILES),
    new HtmlWebpackPlugin({ template: './public/offline.html', filename: 'offline.html', inject: false, minify: false }),
    new InjectManifest({
      swSrc: bundled,
      compileSrc: false,
      swDest: 'sw.js',
      // Pages are not precached: each is kept as she sees it (network first).
      // The sharing card is for link previews, not for the shopper's device.
      exclude: [/(^|\/)index\.html$/, /\.(br|gz|map)$/, /\.LICENSE\.txt$/, /^og-kukki\.png$/],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    }),
  ];
}

module.exports = { pwaPlugins };
