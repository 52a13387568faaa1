// Component tests of the admin remote (run: npx jest -c frontends/admin/jest.config.js --maxWorkers=2).
const path = require('node:path');

module.exports = {
  displayName: 'admin',
  rootDir: __dirname,
  testEnvironment: path.resolve(__dirname, '../shop-client/test/environment.js'),
  // msw/node's packages by their Node (require) entry, not jsdom's default «browser» one.
  testEnvironmentOptions: { customExportConditions: [''] },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  maxWorkers: 2,
  testTimeout: 20000,
  // msw's own dependencies include ES-module-only packages (rettime, until-async, .mjs files): compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!(rettime|until-async)/)(?!.+\\.mjs$)'],
  transform: {
    '^.+\\.m?[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^@kukki/ui$': path.resolve(__dirname, '../ui/src/index.ts'),
    '^@kukki/shop-client$': path.resolve(__dirname, '../shop-client/src/index.ts'),
    '^@kukki/contracts$': path.resolve(__dirname, '../../contracts/src/index.ts'),
    '^@kukki/contracts/testing$': path.resolve(__dirname, '../../contracts/src/testing/index.ts'),
    '\\.css$': path.resolve(__dirname, 'src/test/styleStub.js'),
    '\\.(svg|png|jpe?g|pdf)$': path.resolve(__dirname, '../ui/test/fileStub.js'),
  },
  // jsdom lacks TextEncoder/TextDecoder, which react-router needs at import time.
  setupFiles: [path.resolve(__dirname, '../ui/test/polyfills.js')],
  setupFilesAfterEnv: [path.resolve(__dirname, 'src/test/setup.ts'), path.resolve(__dirname, '../shop-client/test/mswSetup.ts')],
};
