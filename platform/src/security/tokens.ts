import jwt from 'jsonwebtoken';
import { randomBytes, createHash, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pooledRandomBytes } from './random-pool';

export interface SessionClaims {
  sub: string;
  isAdmin: boolean;
  /** Issued-at in seconds; a token older than the user's last password change is refused. */
  iat?: number;
  /** Session id: what logout revokes (one token among the user's sessions). */
  jti?: string;
}

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

const secretKeys = new Map<string, KeyObject>();

/**
 * The HMAC key of a secret, made once: given a string, jsonwebtoken first tries it as a PEM public key
 * on every call (a thrown parse error each time, about a tenth of a logged-in request's CPU).
 */
function hmacKey(secret: string): KeyObject {
  let key = secretKeys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    secretKeys.set(secret, key);
  }
  return key;
}

/** `iat` may be set (seconds) so a token signed right after a password change outranks earlier ones. */
export function signSession(claims: SessionClaims, secret: string, ttlSeconds = SESSION_TTL_SECONDS): string {
  const payload = {
    sub: claims.sub,
    isAdmin: claims.isAdmin,
    jti: claims.jti ?? pooledRandomBytes(16).toString('base64url'),
    ...(claims.iat !== undefined ? { iat: claims.iat } : {}),
  };
  return jwt.sign(payload, hmacKey(secret), { algorithm: 'HS256', expiresIn: ttlSeconds });
}

export interface VerifiedSession extends SessionClaims {
  iat: number;
  /** Expiry in seconds. */
  exp: number;
  /** The token's `jti`, or the SHA-256 of the token when it has none: the key logout revokes. */
  sessionId: string;
}

/** Verifies signature and expiry; returns null for anything forged, tampered or expired. */
export function verifySession(token: string, secret: string): VerifiedSession | null {
  try {
    const payload = jwt.verify(token, hmacKey(secret), { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.iat !== 'number') return null;
    const jti = typeof payload.jti === 'string' && payload.jti ? payload.jti.slice(0, 64) : undefined;
    return {
      sub: payload.sub,
      isAdmin: Boolean(payload.isAdmin),
      iat: payload.iat,
      exp: typeof payload.exp === 'number' ? payload.exp : payload.iat + SESSION_TTL_SECONDS,
      ...(jti ? { jti } : {}),
      sessionId: jti ?? hashToken(token),
    };
  } catch {
    return null;
  }
}

/**
 * JWT secret: JWT_SECRET when set (required in production); otherwise generated once and kept
 * under DATA_DIR so sessions survive restarts of the embedded shop.
 */
export function resolveJwtSecret(opts: { jwtSecret?: string; production: boolean; dataDir: string }): string {
  if (opts.jwtSecret) return opts.jwtSecret;
  if (opts.production) throw new Error('JWT_SECRET es obligatorio con NODE_ENV=production');
  const file = path.join(opts.dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    fs.mkdirSync(opts.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return fs.readFileSync(file, 'utf8').trim();
  }
}

/** A capability token (≥128 random bits) and its stored SHA-256 hash. */
export function newCapability(): { token: string; hash: string } {
  const token = pooledRandomBytes(24).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
