import { createCipheriv, createDecipheriv, createHash, hkdfSync } from 'node:crypto';
import { pooledRandomBytes } from './random-pool';
import { resolveJwtSecret } from './tokens';

/**
 * Capability links (a guest's order link, a password-reset link) that travel in outbox rows and
 * event payloads are sealed: AES-256-GCM with a key derived from `EVENT_PAYLOAD_SECRET` (or, when
 * unset, `JWT_SECRET`, which every process of a deployment already shares). A database dump, the
 * JetStream stream or an event log then holds no usable link; the consumer opens it just before
 * rendering the e-mail.
 */
export const SEALED_PREFIX = 'sealed:v1:';

export interface Sealer {
  seal(plain: string): string;
  /** The plain text of a sealed value; a value that is not sealed is returned as it is (older events). */
  open(value: string): string;
}

export function createSealer(secret: string): Sealer {
  const key = Buffer.from(hkdfSync('sha256', secret, createHash('sha256').update('kukki').digest(), 'kukki event payload secrets', 32));
  return {
    seal(plain) {
      const iv = pooledRandomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${SEALED_PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(value) {
      if (!value.startsWith(SEALED_PREFIX)) return value;
      const raw = Buffer.from(value.slice(SEALED_PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** The sealer of a process: EVENT_PAYLOAD_SECRET, else JWT_SECRET (generated in DATA_DIR outside production). */
export function payloadSealer(runtime: {
  production: boolean;
  dataDir: string;
  env: { EVENT_PAYLOAD_SECRET?: string; JWT_SECRET?: string };
}): Sealer {
  const secret =
    runtime.env.EVENT_PAYLOAD_SECRET ||
    resolveJwtSecret({ jwtSecret: runtime.env.JWT_SECRET, production: runtime.production, dataDir: runtime.dataDir });
  return createSealer(secret);
}
