import { z } from 'zod';
import { baseEnvShape } from '@kukki/platform';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const gatewayEnvShape = {
  ...baseEnvShape,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  CORS_ORIGINS: z.string().default('http://localhost:8080'),
  SERVE_FRONTENDS: bool.default('true'),
  FRONTENDS_DIR: z.string().default('./frontends'),
  UPLOADS_DIR: z.string().optional(),
  TRUST_PROXY: bool.default('false'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  REMOTE_STOREFRONT_URL: z.string().default('/remotes/storefront/remoteEntry.js'),
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/remoteEntry.js'),
};

export type GatewayEnv = z.infer<z.ZodObject<typeof gatewayEnvShape>>;

export interface GatewayConfig {
  env: GatewayEnv;
  jwtSecret: string;
  corsOrigins: string[];
}
