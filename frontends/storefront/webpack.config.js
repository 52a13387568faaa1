const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig, shared, FEDERATION_EXPERIMENTS } = require('../ui/build/webpack-common');
const { PrivacyPdfPlugin } = require('./build/privacy-pdf');

/** Remote 'storefront': exposes ./App (every public and customer route), served under /remotes/storefront/. */
module.exports = (_env = {}, argv = {}) => {
  const base = baseConfig({ dir: __dirname, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
  const production = base.mode === 'production';
  return {
    ...base,
    entry: {},
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: 'kukki_storefront',
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name: 'storefront',
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared,
        dts: false,
        manifest: false,
        // The storefront consumes no remotes itself, so its runtime can leave out remote loading.
        experiments: { ...FEDERATION_EXPERIMENTS, optimization: { ...FEDERATION_EXPERIMENTS.optimization, disableRemote: true } },
      }),
      new PrivacyPdfPlugin(),
    ],
  };
};
