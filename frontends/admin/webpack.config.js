const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, shared, FEDERATION_EXPERIMENTS } = require('../ui/build/webpack-common');

/**
 * Remote 'admin': exposes ./App (every /admin/dash route), served under /remotes/admin/.
 * `--env standalone` builds a preview that mounts the App alone into .preview/ (never shipped).
 */
module.exports = (env = {}, argv = {}) => {
  const base = baseConfig({ dir: __dirname, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
  const production = base.mode === 'production';
  const plugins = [
    ...base.plugins,
    new ModuleFederationPlugin({
      name: 'admin',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      shared,
      dts: false,
      manifest: false,
      // The admin consumes no remotes itself, so its runtime can leave out remote loading.
      experiments: { ...FEDERATION_EXPERIMENTS, optimization: { ...FEDERATION_EXPERIMENTS.optimization, disableRemote: true } },
    }),
  ];
  if (env.standalone) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    plugins.push(new HtmlWebpackPlugin({ template: './src/standalone/index.html', chunks: ['standalone'] }));
  }

  return {
    ...base,
    entry: env.standalone ? { standalone: './src/standalone/index.ts' } : {},
    output: {
      // The preview is served at /remotes/admin/ by a throwaway server, outside dist/.
      path: path.join(__dirname, env.standalone ? '.preview' : 'dist'),
      publicPath: env.standalone ? '/remotes/admin/' : 'auto',
      // Entry names stay unhashed: the federation runtime cannot resolve [contenthash] for entries.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'kukki_admin',
      clean: true,
    },
    plugins,
  };
};
