const { remoteConfig } = require('../ui/build/webpack-common');
const { PrivacyPdfPlugin } = require('./build/privacy-pdf');

/** Remote 'storefront': exposes ./App (every public and customer route), served under /remotes/storefront/. */
module.exports = (_env = {}, argv = {}) =>
  remoteConfig({
    dir: __dirname,
    name: 'storefront',
    mode: argv.mode ?? process.env.NODE_ENV ?? 'production',
    extend: (config) => ({ ...config, plugins: [...config.plugins, new PrivacyPdfPlugin()] }),
  });
