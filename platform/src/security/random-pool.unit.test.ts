import { pooledRandomBytes } from './random-pool';

describe('pooledRandomBytes', () => {
  it('gives the asked number of bytes, each call different, across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const bytes = pooledRandomBytes(24);
      expect(bytes).toHaveLength(24);
      seen.add(bytes.toString('hex'));
    }
    expect(seen.size).toBe(2000); // 48,000 bytes: the 4 kB pool was refilled about a dozen times
  });

  it('hands out buffers of their own: changing one changes no later draw', () => {
    const first = pooledRandomBytes(12);
    const next = pooledRandomBytes(12);
    const kept = Buffer.from(next);
    first.fill(0);
    expect(next.equals(kept)).toBe(true);
    expect(next.equals(Buffer.alloc(12))).toBe(false);
  });

  it('serves sizes larger than the pool directly', () => {
    const big = pooledRandomBytes(10_000);
    expect(big).toHaveLength(10_000);
    expect(new Set(big).size).toBeGreaterThan(200); // random bytes, not zeroes
  });

  it('looks uniformly random: every byte value appears in 64 kB of draws', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 4096; i++) for (const b of pooledRandomBytes(16)) counts[b]++;
    expect(Math.min(...counts)).toBeGreaterThan(150); // 256 expected each
  });
});
