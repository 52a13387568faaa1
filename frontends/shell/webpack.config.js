const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, shared, FEDERATION_EXPERIMENTS } = require('../ui/build/webpack-common');
const { PreloadChunksPlugin } = require('../ui/build/preload-chunks-plugin');
const { pwaPlugins } = require('./pwa.webpack');

/** Host: layout, navigation, modal area; remotes are registered at runtime from /remotes.json. */
module.exports = (_env = {}, argv = {}) => {
  const base = baseConfig({ dir: __dirname, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
  const production = base.mode === 'production';
  return {
    ...base,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      // Entry names stay unhashed (the federation runtime cannot resolve [contenthash] for entries);
      // html-webpack-plugin's `hash` adds a cache-busting query instead.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: 'kukki_shell',
      clean: true,
    },
    plugins: [
      ...base.plugins,
      // The remotes use this build's federation runtime (their externalRuntime) rather than carrying their own.
      // The library's provideExternalRuntime would add a second, untrimmed copy of it to main.js.
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared,
        dts: false,
        manifest: false,
        experiments: FEDERATION_EXPERIMENTS,
        runtimePlugins: [path.join(__dirname, 'src/remotes/shareRuntimeCore.ts')],
      }),
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg', scriptLoading: 'defer', hash: true }),
      new PreloadChunksPlugin(),
      ...pwaPlugins(__dirname, base.mode),
    ],
  };
};
