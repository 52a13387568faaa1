import zlib from 'node:zlib';

type Get = (
  url: string,
  headers?: Record<string, string>,
) => Promise<{ headers: Record<string, unknown>; body: string; rawPayload: Buffer }>;

/**
 * Asks `url` without and with `acceptEncoding` (which offers br): the first answer is not encoded, the
 * second is brotli and decodes to the same bytes. Answers both, for the caller's further checks.
 */
export async function expectBrotliNegotiated(get: Get, url: string, acceptEncoding: string) {
  const plain = await get(url);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const br = await get(url, { 'accept-encoding': acceptEncoding });
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  return { plain, br };
}
