import bcrypt from 'bcryptjs';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('password hashes', () => {
  const legacy = bcrypt.hashSync('galletas-de-nuez', 4); // $2b$ from bcryptjs

  it('accepts the original shop’s bcrypt hashes ($2a$, $2b$, $2y$) and marks them for rehashing', async () => {
    for (const prefix of ['$2a$', '$2b$', '$2y$']) {
      const stored = prefix + legacy.slice(4);
      expect(needsRehash(stored)).toBe(true);
      await expect(verifyPassword(stored, 'galletas-de-nuez')).resolves.toBe(true);
      await expect(verifyPassword(stored, 'otra-contraseña')).resolves.toBe(false);
    }
  });

  it('keeps argon2id hashes as they are', async () => {
    const current = await hashPassword('galletas-de-nuez');
    expect(current.startsWith('$argon2id$')).toBe(true);
    expect(needsRehash(current)).toBe(false);
    await expect(verifyPassword(current, 'galletas-de-nuez')).resolves.toBe(true);
    await expect(verifyPassword('$2b$10$corto', 'galletas-de-nuez')).resolves.toBe(false);
  });
});
