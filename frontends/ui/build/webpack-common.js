// Shared webpack 5 pieces for the Kukki shell and remotes (CommonJS, loaded by each webpack.config.js).
// webpack is pinned to 5.111.1 (root package.json): 5.112 moved lib/ files (lib/Module.js, lib/util/semver.js…)
// that @module-federation/enhanced 2.9.2 still requires by their old deep paths. Move both together.
const path = require('path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');

const repoRoot = path.resolve(__dirname, '../../..');
const uiSrc = path.join(repoRoot, 'frontends/ui/src');
const shopClientSrc = path.join(repoRoot, 'frontends/shop-client/src');
const contractsSrc = path.join(repoRoot, 'contracts/src');

const uiVersion = require('../package.json').version;
const shopClientVersion = require('../../shop-client/package.json').version;
const routerVersion = require('react-router/package.json').version;
const routerShare = path.join(__dirname, 'react-router-shared.mjs');

/**
 * React, the router, TanStack Query, @kukki/ui (its modal context) and @kukki/shop-client (the cart, session and
 * query client) are one instance across the shell and every remote.
 */
const shared = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0', version: routerVersion, import: routerShare },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  '@kukki/ui': { singleton: true, requiredVersion: false, version: uiVersion, import: path.join(uiSrc, 'index.ts') },
  '@kukki/shop-client': {
    singleton: true,
    requiredVersion: false,
    version: shopClientVersion,
    import: path.join(shopClientSrc, 'index.ts'),
  },
};

/** Remotes are plain remoteEntry.js files in the browser: no manifest snapshots, no Node code in the runtime. */
const FEDERATION_EXPERIMENTS = { optimization: { disableSnapshot: true, target: 'web' } };

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
  },
};

/** Base config: TS/TSX through swc (incl. ui, shop-client and contracts sources), CSS extracted, assets as files. */
function baseConfig({ dir, mode }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'web',
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@kukki/contracts$': path.join(contractsSrc, 'index.ts'),
        '@kukki/ui$': path.join(uiSrc, 'index.ts'),
        '@kukki/shop-client$': path.join(shopClientSrc, 'index.ts'),
        // The real package behind the shared react-router (react-router-shared.mjs).
        // Its production build: the package's exports only name the development one (warnings and checks).
        'react-router-full$': path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          include: [path.join(dir, 'src'), uiSrc, shopClientSrc, contractsSrc],
          use: { loader: 'swc-loader', options: swcOptions },
        },
        // contracts is side-effect free: lets webpack drop its server-only modules (zod schemas).
        { test: /\.ts$/, include: [contractsSrc], sideEffects: false },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }],
        },
        { test: /\.(png|jpe?g|webp|avif|gif|svg|pdf)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
      }),
    ],
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
          parallel: 1,
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/**
 * A remote's whole config: the base, its dist/ output under a unique name, and Module Federation
 * exposing ./App with the shared singletons. Remotes consume no remotes, so their runtime leaves out
 * remote loading. `extend` adjusts the result (extra plugins, entries).
 */
function remoteConfig({ dir, name, mode, extend = (config) => config }) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const base = baseConfig({ dir, mode });
  const production = base.mode === 'production';
  return extend({
    ...base,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      // Entry names stay unhashed: the federation runtime cannot resolve [contenthash] for entries.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `kukki_${name}`,
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared,
        dts: false,
        manifest: false,
        // The federation runtime comes from the shell (provideExternalRuntime) instead of a second copy.
        experiments: {
          ...FEDERATION_EXPERIMENTS,
          externalRuntime: true,
          optimization: { ...FEDERATION_EXPERIMENTS.optimization, disableRemote: true },
        },
      }),
    ],
  });
}

module.exports = { baseConfig, remoteConfig, shared, FEDERATION_EXPERIMENTS, repoRoot, uiSrc, shopClientSrc, contractsSrc };
