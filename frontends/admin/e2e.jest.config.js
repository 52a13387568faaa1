// Runs e2e/admin.spec.ts (Playwright in Debian Chromium) against a started shop:
//   E2E_BASE_URL=http://localhost:8080 E2E_ADMIN_EMAIL=… E2E_ADMIN_PASSWORD=… npx jest -c frontends/admin/e2e.jest.config.js
const path = require('node:path');

module.exports = {
  displayName: 'admin-e2e',
  rootDir: path.resolve(__dirname, '../..'),
  roots: ['<rootDir>/e2e'],
  testMatch: ['<rootDir>/e2e/admin.spec.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  maxWorkers: 1,
  testTimeout: 180000,
};
