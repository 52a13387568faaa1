import { isIP } from 'node:net';
import { z } from 'zod';
import { baseEnvShape } from '@kukki/platform';
import { rateLimitEnvShape } from './http/rate-limit.config';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const TRUST_PROXY_MESSAGE =
  'TRUST_PROXY debe ser false, un número de proxies propios (p. ej. 1) o una lista de direcciones/CIDR separadas por comas; nunca true';

/** An address or a CIDR block (v4 or v6). */
function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the gateway are believed about the client address (`X-Forwarded-For`):
 * false, a hop count (the proxies of our own deployment), or a list of addresses/CIDRs. A blanket
 * `true` would believe the leftmost, client-written entry and let anyone pick the address that
 * every per-address limit counts.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === '' || v === 'false' || v === '0') return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const entries = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (v !== 'true' && entries.length > 0 && entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });

export const gatewayEnvShape = {
  ...baseEnvShape,
  ...rateLimitEnvShape,
  /** Longest life of a cached catalogue/plan reply when no catalogue event arrives. */
  REPLY_CACHE_TTL_MS: z.coerce.number().positive().default(10_000),
  /** How long the gateway trusts the users service's word on a session; 0 asks on every request. */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).default(30_000),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  CORS_ORIGINS: z.string().default('http://localhost:8080'),
  SERVE_FRONTENDS: bool.default('true'),
  FRONTENDS_DIR: z.string().default('./frontends'),
  UPLOADS_DIR: z.string().optional(),
  TRUST_PROXY: trustProxySetting.default('false'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** OpenAPI at /api/docs: on by default outside production, off in production unless `true`. */
  API_DOCS: bool.optional(),
  /** The WhatsApp Business Cloud API's webhook: the token its subscription check sends, and the app secret that signs its posts. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  REMOTE_STOREFRONT_URL: z.string().default('/remotes/storefront/remoteEntry.js'),
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/remoteEntry.js'),
};

export type GatewayEnv = z.infer<z.ZodObject<typeof gatewayEnvShape>>;

export interface GatewayConfig {
  env: GatewayEnv;
  jwtSecret: string;
  corsOrigins: string[];
}
