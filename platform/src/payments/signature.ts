import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Mercado Pago webhook signatures (`x-signature: ts=<ms>,v1=<hex>`): HMAC-SHA256 with the webhook
 * secret over the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};`.
 * https://www.mercadopago.com.mx/developers/es/docs/your-integrations/notifications/webhooks
 */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureFailure =
  'missing-signature' | 'malformed-signature' | 'missing-data-id' | 'mismatch' | 'stale-timestamp' | 'missing-secret';

export type SignatureCheck = { valid: true; ts: number } | { valid: false; reason: SignatureFailure };

export interface VerifyWebhookSignatureInput {
  xSignature: string | string[] | undefined | null;
  xRequestId: string | string[] | undefined | null;
  dataId: string | number | undefined | null;
  secret: string;
  /** Current time (ms or Date); defaults to Date.now(). */
  now?: number | Date;
  toleranceSeconds?: number;
}

const first = (v: string | string[] | number | undefined | null): string | undefined => {
  const raw = Array.isArray(v) ? v[0] : v;
  if (raw === undefined || raw === null) return undefined;
  const s = String(raw).trim();
  return s.length ? s : undefined;
};

/** Mercado Pago lower-cases alphanumeric ids in the manifest; numeric ids are unchanged. */
export function signatureManifest(dataId: string, requestId: string | undefined, ts: string): string {
  const parts = [`id:${dataId.toLowerCase()}`];
  if (requestId) parts.push(`request-id:${requestId}`);
  parts.push(`ts:${ts}`);
  return `${parts.join(';')};`;
}

/** Milliseconds of a signature timestamp: Mercado Pago sends ms; seconds are accepted too. */
export const timestampMs = (ts: number) => (ts < 1e12 ? ts * 1000 : ts);

function parseHeader(header: string): { ts?: string; v1?: string } {
  const out: { ts?: string; v1?: string } = {};
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const value = part.slice(eq + 1).trim();
    if (key === 'ts') out.ts = value;
    if (key === 'v1') out.v1 = value;
  }
  return out;
}

/** Checks a webhook's signature in constant time and refuses timestamps outside the tolerance. */
export function verifyWebhookSignature(input: VerifyWebhookSignatureInput): SignatureCheck {
  if (!input.secret) return { valid: false, reason: 'missing-secret' };
  const header = first(input.xSignature);
  if (!header) return { valid: false, reason: 'missing-signature' };
  const { ts, v1 } = parseHeader(header);
  if (!ts || !v1 || !/^\d{1,16}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(v1)) return { valid: false, reason: 'malformed-signature' };
  const dataId = first(input.dataId);
  if (!dataId) return { valid: false, reason: 'missing-data-id' };

  const expected = createHmac('sha256', input.secret)
    .update(signatureManifest(dataId, first(input.xRequestId), ts))
    .digest();
  const received = Buffer.from(v1, 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { valid: false, reason: 'mismatch' };

  const nowMs = input.now instanceof Date ? input.now.getTime() : (input.now ?? Date.now());
  const tolerance = (input.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS) * 1000;
  const tsMs = timestampMs(Number(ts));
  if (Math.abs(nowMs - tsMs) > tolerance) return { valid: false, reason: 'stale-timestamp' };
  return { valid: true, ts: tsMs };
}

/** Builds the `x-signature` header for a notification (the emulator and tests sign with it). */
export function signWebhook(opts: { dataId: string | number; requestId?: string; secret: string; now?: number }): string {
  const ts = String(opts.now ?? Date.now());
  const v1 = createHmac('sha256', opts.secret)
    .update(signatureManifest(String(opts.dataId), opts.requestId, ts))
    .digest('hex');
  return `ts=${ts},v1=${v1}`;
}
