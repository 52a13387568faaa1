import { randomFillSync } from 'node:crypto';

/** Bytes drawn from the CSPRNG at once: one call serves about 170 capability tokens. */
const POOL_SIZE = 4096;

let pool = Buffer.alloc(0);
let offset = POOL_SIZE;

/**
 * `size` bytes from the operating system's CSPRNG, as `crypto.randomBytes` gives them, but drawn in 4 kB
 * batches: each call of `randomBytes` is one trip into OpenSSL (about a microsecond and a buffer each), and a
 * checkout takes three (its capability token and two nonces). Every byte is handed out once, copied into a
 * buffer of its own, the way Node keeps entropy for `randomUUID`.
 */
export function pooledRandomBytes(size: number): Buffer {
  if (size > POOL_SIZE) return randomFillSync(Buffer.allocUnsafe(size));
  if (offset + size > POOL_SIZE) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_SIZE));
    offset = 0;
  }
  const bytes = Buffer.from(pool.subarray(offset, offset + size));
  pool.fill(0, offset, offset + size); // handed out: not kept where a later reader of the pool could see it
  offset += size;
  return bytes;
}
