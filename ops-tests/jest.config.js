// Deployment checks (docker, docker-compose, Kubernetes manifests, runbook). Run alone with
//   npx jest -c ops-tests/jest.config.js --maxWorkers=2
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'ops',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.test.ts'],
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Rendering with kustomize and the strict type check take a few seconds each.
  testTimeout: 120000,
};
