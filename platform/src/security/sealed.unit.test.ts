import { createSealer, SEALED_PREFIX } from './sealed';

describe('sealed links in event payloads', () => {
  const link = 'http://localhost:8080/order/65a1b2c3d4e5f6a7b8c9d0e1?token=capacidad-secreta';

  it('seals a link so that it does not appear in the stored text, and opens it with the same key', () => {
    const sealer = createSealer('s'.repeat(40));
    const sealed = sealer.seal(link);
    expect(sealed.startsWith(SEALED_PREFIX)).toBe(true);
    expect(sealed).not.toContain('capacidad-secreta');
    expect(sealed).not.toEqual(sealer.seal(link)); // a fresh nonce each time
    expect(sealer.open(sealed)).toBe(link);
  });

  it('refuses a sealed value changed on the way or sealed with another key, and passes older plain values through', () => {
    const sealer = createSealer('s'.repeat(40));
    const sealed = sealer.seal(link);
    // One character in the middle: every bit of it counts (the last one may carry only padding bits).
    const at = Math.floor((SEALED_PREFIX.length + sealed.length) / 2);
    const tampered = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(() => sealer.open(tampered)).toThrow();
    expect(() => createSealer('t'.repeat(40)).open(sealed)).toThrow();
    expect(sealer.open(link)).toBe(link);
  });
});
