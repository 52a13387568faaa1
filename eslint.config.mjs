// Lint: `npm run lint`. Type-checked recommended rules on TypeScript (each file with the tsconfig that builds or
// type-checks it), the plain recommended ones on JavaScript; generated and third-party files are ignored.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Every TypeScript file belongs to the tsconfig that builds it or to its package's test config. */
const TYPESCRIPT_PROJECTS = [
  './*/tsconfig.json',
  './*/tsconfig.test.json',
  './services/*/tsconfig.json',
  './services/*/tsconfig.test.json',
  './tools/*/tsconfig.json',
  './tools/*/tsconfig.test.json',
  './frontends/*/tsconfig.json',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/migrations*/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'frontends/**/.preview/**',
      'coverage/**',
      '**/*.d.ts',
      'platform/testing.js',
      'contracts/testing.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser, ...globals.jest },
      parserOptions: { project: TYPESCRIPT_PROJECTS, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-require-imports': 'off',
      // async functions that implement Promise-returning interfaces (buses, queues, Fastify routes) need no await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  { files: ['frontends/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  // The frontends are not built with the React Compiler: a library it cannot compile (react-hook-form) is no finding.
  { files: ['frontends/**/*.{ts,tsx}'], rules: { 'react-hooks/incompatible-library': 'off' } },
  {
    // Tests read JSON replies and fixtures as `any` on purpose (the assertion checks the shape), and name the
    // element types Testing Library's queries return as HTMLElement; the other type-checked rules hold for them.
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/testing/**', '**/test/**', 'e2e/**', 'ops-tests/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  ...importBoundaries(),
);

/**
 * The house rule on dependencies: a service never imports another service or the gateway; frontends never
 * import server code; the two remotes never import each other; the design system (ui) never imports the shop's
 * state (shop-client).
 */
function importBoundaries() {
  const services = ['catalogue', 'users', 'orders', 'coupons', 'subscriptions', 'notifications', 'payments'];
  const server = ['@kukki/platform', '@kukki/gateway', ...services.map((s) => `@kukki/${s}`)];
  const banned = (names, message) => ({
    'no-restricted-imports': ['error', { patterns: names.map((name) => ({ group: [name, `${name}/*`], message })) }],
  });
  return [
    ...services.map((service) => ({
      files: [`services/${service}/**/*.{ts,tsx,js,mjs}`],
      // Integration suites are composition roots: they assemble the services a flow crosses (some through
      // a helper under src/testing, which is test code and never built).
      ignores: ['**/*.int.test.ts', '**/src/testing/**'],
      rules: banned(
        ['@kukki/gateway', ...services.filter((s) => s !== service).map((s) => `@kukki/${s}`), '**/services/*/src/**', '**/gateway/src/**'],
        'Un servicio nunca importa otro servicio ni el gateway: lo compartido va en contracts/ o platform/.',
      ),
    })),
    {
      files: ['platform/**/*.{ts,tsx,js,mjs}', 'contracts/**/*.{ts,tsx,js,mjs}'],
      rules: banned(
        server.filter((n) => n !== '@kukki/platform'),
        'platform y contracts no dependen de servicios ni del gateway.',
      ),
    },
    { files: ['frontends/**/*.{ts,tsx,js,mjs}'], rules: banned(server, 'El frontend nunca importa código de servidor.') },
    {
      files: ['frontends/storefront/**/*.{ts,tsx,js,mjs}'],
      rules: banned([...server, '@kukki/admin', '**/frontends/admin/**'], 'Los remotos no se importan entre sí.'),
    },
    {
      files: ['frontends/admin/**/*.{ts,tsx,js,mjs}'],
      rules: banned([...server, '@kukki/storefront', '**/frontends/storefront/**'], 'Los remotos no se importan entre sí.'),
    },
    {
      files: ['frontends/ui/src/**/*.{ts,tsx,js,mjs}'],
      rules: banned(
        [...server, '@kukki/shop-client', '**/shop-client/**'],
        'ui es el sistema de diseño: el estado, la API y las reglas de compra viven en @kukki/shop-client.',
      ),
    },
  ];
}
