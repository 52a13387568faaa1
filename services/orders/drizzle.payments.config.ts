import { defineConfig } from 'drizzle-kit';

/** Migrations of the payments tables (src/payments/schema.ts), applied after the order tables'. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/payments/schema.ts',
  out: './migrations-payments',
});
