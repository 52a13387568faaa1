import { z } from 'zod';
import { ConfigError, parseEnv, resolveJwtSecret, type Runtime } from '@kukki/platform';

const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const usersEnvShape = {
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres').optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOGIN_MAX_FAILED_PER_ACCOUNT: positive(10),
  RATE_LIMIT_WINDOW_MS: positive(15 * 60_000),
  /** How long profile pages wait for the orders and subscriptions services before showing none. */
  USERS_SOFT_CALL_TIMEOUT_MS: positive(2000),
};

export const USERS_CONFIG = Symbol('USERS_CONFIG');

export interface UsersOptions {
  jwtSecret: string;
  admin: { email: string; password: string } | null;
  /** Embedded development with no ADMIN_*: create admin@kukki.mx with a random password. */
  defaultAdmin: boolean;
  loginMaxFailedPerAccount: number;
  rateLimitWindowMs: number;
  /** Base of links sent by e-mail (the platform's one PUBLIC_URL rule). */
  publicUrl: string;
  softCallTimeoutMs: number;
  resetTokenTtlMs: number;
}

/** Reads the users service's settings from the environment; tests pass overrides. */
export function usersOptions(runtime: Runtime, overrides: Partial<UsersOptions> = {}): UsersOptions {
  const env = parseEnv(usersEnvShape);
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (Boolean(email) !== Boolean(password)) throw new ConfigError('ADMIN_EMAIL y ADMIN_PASSWORD deben definirse juntos');
  if (password !== undefined && password.length < 8) throw new ConfigError('ADMIN_PASSWORD debe tener al menos 8 caracteres');
  return {
    jwtSecret:
      overrides.jwtSecret ?? resolveJwtSecret({ jwtSecret: env.JWT_SECRET, production: runtime.production, dataDir: runtime.dataDir }),
    admin: email && password ? { email, password } : null,
    defaultAdmin: runtime.mode === 'embedded' && !runtime.production && runtime.env.NODE_ENV !== 'test' && !email,
    loginMaxFailedPerAccount: env.LOGIN_MAX_FAILED_PER_ACCOUNT,
    rateLimitWindowMs: env.RATE_LIMIT_WINDOW_MS,
    publicUrl: runtime.publicUrl,
    softCallTimeoutMs: env.USERS_SOFT_CALL_TIMEOUT_MS,
    resetTokenTtlMs: 60 * 60_000,
    ...overrides,
  };
}
