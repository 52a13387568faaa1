const { sources } = require('webpack');

/**
 * Writes `exposed-chunks.json` next to remoteEntry.js: for each exposed module ("./App"), the JS and
 * CSS files the remote loads for it, relative to remoteEntry.js. The gateway preloads them with the
 * page, so the browser does not wait for remoteEntry.js to run before asking for them.
 */
class ExposedChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ExposedChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExposedChunksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const exposed = {};
          for (const group of compilation.chunkGroups) {
            for (const origin of group.origins) {
              if (origin.module?.constructor?.name !== 'ContainerEntryModule' || !origin.loc?.name) continue;
              const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file));
              exposed[origin.loc.name] = [...new Set([...(exposed[origin.loc.name] ?? []), ...files])].sort();
            }
          }
          compilation.emitAsset('exposed-chunks.json', new sources.RawSource(JSON.stringify(exposed)));
        },
      );
    });
  }
}

module.exports = { ExposedChunksPlugin };
