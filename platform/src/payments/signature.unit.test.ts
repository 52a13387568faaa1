import { createHmac } from 'node:crypto';
import { signWebhook, verifyWebhookSignature } from './signature';

const secret = 'test-webhook-secret';
const now = 1_760_000_000_000;
const sign = (dataId: string, requestId: string, ts: number | string, key = secret) =>
  `ts=${ts},v1=${createHmac('sha256', key).update(`id:${dataId};request-id:${requestId};ts:${ts};`).digest('hex')}`;

describe('verifyWebhookSignature', () => {
  it('accepts a valid signature (manifest id;request-id;ts)', () => {
    const check = verifyWebhookSignature({ xSignature: sign('123456', 'req-1', now), xRequestId: 'req-1', dataId: '123456', secret, now });
    expect(check).toEqual({ valid: true, ts: now });
  });

  it('accepts timestamps in seconds and signatures made by signWebhook', () => {
    const seconds = Math.floor(now / 1000);
    expect(verifyWebhookSignature({ xSignature: sign('9', 'r', seconds), xRequestId: 'r', dataId: 9, secret, now }).valid).toBe(true);
    const header = signWebhook({ dataId: 77, requestId: 'abc', secret, now });
    expect(verifyWebhookSignature({ xSignature: header, xRequestId: 'abc', dataId: '77', secret, now }).valid).toBe(true);
  });

  it('lower-cases alphanumeric ids as Mercado Pago does', () => {
    const header = sign('abcdef', 'r', now);
    expect(verifyWebhookSignature({ xSignature: header, xRequestId: 'r', dataId: 'ABCDEF', secret, now }).valid).toBe(true);
  });

  it('refuses a tampered data id', () => {
    const check = verifyWebhookSignature({ xSignature: sign('123456', 'req-1', now), xRequestId: 'req-1', dataId: '123457', secret, now });
    expect(check).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a tampered request id', () => {
    const check = verifyWebhookSignature({ xSignature: sign('1', 'req-1', now), xRequestId: 'req-2', dataId: '1', secret, now });
    expect(check).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a signature made with another secret', () => {
    const check = verifyWebhookSignature({ xSignature: sign('1', 'r', now, 'other-secret'), xRequestId: 'r', dataId: '1', secret, now });
    expect(check).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a stale or future timestamp (default 5 minutes), and honours a custom tolerance', () => {
    const old = now - 5 * 60_000 - 1;
    expect(verifyWebhookSignature({ xSignature: sign('1', 'r', old), xRequestId: 'r', dataId: '1', secret, now })).toEqual({
      valid: false,
      reason: 'stale-timestamp',
    });
    const future = now + 6 * 60_000;
    expect(verifyWebhookSignature({ xSignature: sign('1', 'r', future), xRequestId: 'r', dataId: '1', secret, now }).valid).toBe(false);
    const recent = now - 4 * 60_000;
    expect(verifyWebhookSignature({ xSignature: sign('1', 'r', recent), xRequestId: 'r', dataId: '1', secret, now }).valid).toBe(true);
    expect(
      verifyWebhookSignature({ xSignature: sign('1', 'r', recent), xRequestId: 'r', dataId: '1', secret, now, toleranceSeconds: 60 }).valid,
    ).toBe(false);
    expect(
      verifyWebhookSignature({ xSignature: sign('1', 'r', now - 1000), xRequestId: 'r', dataId: '1', secret, now: new Date(now) }).valid,
    ).toBe(true);
  });

  it.each([
    ['missing header', undefined, 'missing-signature'],
    ['empty header', '   ', 'missing-signature'],
    ['no v1', `ts=${now}`, 'malformed-signature'],
    ['no ts', `v1=${'a'.repeat(64)}`, 'malformed-signature'],
    ['non-numeric ts', `ts=abc,v1=${'a'.repeat(64)}`, 'malformed-signature'],
    ['short hash', `ts=${now},v1=abc`, 'malformed-signature'],
    ['not hex', `ts=${now},v1=${'z'.repeat(64)}`, 'malformed-signature'],
    ['garbage', 'garbage', 'malformed-signature'],
  ])('refuses a malformed header (%s)', (_label, header, reason) => {
    expect(verifyWebhookSignature({ xSignature: header, xRequestId: 'r', dataId: '1', secret, now })).toEqual({ valid: false, reason });
  });

  it('refuses a missing data id and a missing secret', () => {
    expect(verifyWebhookSignature({ xSignature: sign('1', 'r', now), xRequestId: 'r', dataId: undefined, secret, now })).toEqual({
      valid: false,
      reason: 'missing-data-id',
    });
    expect(verifyWebhookSignature({ xSignature: sign('1', 'r', now), xRequestId: 'r', dataId: '1', secret: '', now })).toEqual({
      valid: false,
      reason: 'missing-secret',
    });
  });

  it('accepts header parts in any order with spaces, as Mercado Pago may send them', () => {
    const [ts, v1] = sign('5', 'r', now).split(',');
    expect(verifyWebhookSignature({ xSignature: ` ${v1} , ${ts} `, xRequestId: 'r', dataId: '5', secret, now }).valid).toBe(true);
  });
});
