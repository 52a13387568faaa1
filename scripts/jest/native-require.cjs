// Loads an ESM-only dependency with Node's own require (Node ≥ 20.19 can require ES modules),
// bypassing jest's CommonJS-only module registry. Used through moduleNameMapper in jest.config.js.
const { createRequire } = require('node:module');
module.exports = createRequire(require.resolve('@fastify/static'))('content-disposition');
