const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Adds `<link rel="preload">` to the built index.html for the chunks the entry loads first: its
 * async bootstrap and the shared modules (React, router, layout…). Without it the browser only learns
 * of them once main.js has run; with it they download alongside main.js. Chunks loaded later (a
 * remote's fallback copies, lazy widgets) are left out.
 */
class PreloadChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (groups) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '' : (compilation.outputOptions.publicPath ?? '');
        const firstChunks = new Set(
          [...compilation.entrypoints.values()].flatMap((entry) => entry.getChildren().flatMap((group) => group.chunks)),
        );
        const files = [...firstChunks].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
        files.sort();
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadChunksPlugin' },
          attributes: { rel: 'preload', href: `${publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        groups.headTags.push(...links);
        return groups;
      });
    });
  }
}

module.exports = { PreloadChunksPlugin };
