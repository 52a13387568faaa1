// Admin remote: every /admin/dash route, loaded by the shell through Module Federation.
// `--env standalone` builds a preview that mounts the App alone into .preview/ (never shipped).
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const singleton = { singleton: true, requiredVersion: false };

module.exports = (env = {}, argv = {}) => {
  const production = argv.mode !== 'development';
  const plugins = [
    new MiniCssExtractPlugin({
      filename: production ? '[name].[contenthash:8].css' : '[name].css',
      chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
    }),
    new ModuleFederationPlugin({
      name: 'admin',
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      // Same singletons as the shell (frontends/ui/build/webpack-common.js).
      shared: {
        react: singleton,
        'react/jsx-runtime': singleton,
        'react-dom': singleton,
        'react-dom/client': singleton,
        'react-router': singleton,
        '@tanstack/react-query': singleton,
        // Shared so the host's instance wins, but never bundled here: the admin does not import it.
        '@kukki/ui': { ...singleton, import: false },
      },
      dts: false,
      manifest: false,
      // No experiments.externalRuntime: with @module-federation/enhanced 2.9 + webpack 5.112 such a
      // remote fails in the shell ("reading 'setGlobalFederationConstructor'"); bundling the
      // runtime works, and the instances still meet through the global federation registry.
    }),
  ];
  if (env.standalone) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    plugins.push(new HtmlWebpackPlugin({ template: './src/standalone/index.html', chunks: ['standalone'] }));
  }

  return {
    context: __dirname,
    entry: env.standalone ? { standalone: './src/standalone/index.ts' } : {},
    output: {
      // The preview is served at /remotes/admin/ by a throwaway server, outside dist/.
      path: path.resolve(__dirname, env.standalone ? '.preview' : 'dist'),
      publicPath: env.standalone ? '/remotes/admin/' : 'auto',
      // Entry names stay unhashed: the federation runtime cannot resolve [contenthash] for entries.
      filename: '[name].js',
      chunkFilename: production ? '[id].[contenthash:8].js' : '[id].js',
      uniqueName: 'kukki_admin',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Compile the browser-safe contracts from source: no prebuilt dist needed.
      alias: { '@kukki/contracts$': path.resolve(__dirname, '../../contracts/src/index.ts') },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins,
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
