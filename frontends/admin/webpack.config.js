const path = require('path');
const { remoteConfig } = require('../ui/build/webpack-common');

/**
 * Remote 'admin': exposes ./App (every /admin/dash route), served under /remotes/admin/.
 * `--env standalone` builds a preview that mounts the App alone into .preview/ (never shipped).
 */
module.exports = (env = {}, argv = {}) =>
  remoteConfig({
    dir: __dirname,
    name: 'admin',
    mode: argv.mode ?? process.env.NODE_ENV ?? 'production',
    extend: (config) => {
      if (!env.standalone) return config;
      const HtmlWebpackPlugin = require('html-webpack-plugin');
      return {
        ...config,
        entry: { standalone: './src/standalone/index.ts' },
        // The preview is served at /remotes/admin/ by a throwaway server, outside dist/.
        output: { ...config.output, path: path.join(__dirname, '.preview'), publicPath: '/remotes/admin/' },
        plugins: [...config.plugins, new HtmlWebpackPlugin({ template: './src/standalone/index.html', chunks: ['standalone'] })],
      };
    },
  });
