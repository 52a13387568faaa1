const path = require('path');
const webpack = require('webpack');
const { baseConfig, uiSrc, shopClientSrc, contractsSrc, repoRoot } = require('../ui/build/webpack-common');

const storefrontSrc = path.join(repoRoot, 'frontends/storefront/src');

/**
 * Server build (target node) of the shell composed with the storefront remote's App: one CommonJS file,
 * dist-server/render.js, that the gateway loads to render pages (README, «Server rendering»). Asset
 * URLs are the storefront remote's own (same content hashes, under /remotes/storefront/); styles are
 * left to the browser build.
 */
module.exports = (_env = {}, argv = {}) => {
  const base = baseConfig({ dir: __dirname, mode: argv.mode ?? process.env.NODE_ENV ?? 'production' });
  return {
    ...base,
    target: 'node20',
    devtool: false,
    entry: { render: './src/ssr/render.tsx' },
    output: {
      path: path.join(__dirname, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/remotes/storefront/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { ...base.resolve, alias: { ...base.resolve.alias, 'react-router-full$': 'react-router' } },
    module: {
      rules: [
        { ...base.module.rules[0], include: [path.join(__dirname, 'src'), storefrontSrc, uiSrc, shopClientSrc, contractsSrc] },
        base.module.rules[1],
        { test: /\.css$/, use: path.join(uiSrc, '../build/empty-loader.js') },
        { test: /\.(png|jpe?g|webp|avif|gif|svg|pdf)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
  };
};
