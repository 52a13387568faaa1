import { hash, verify, type Algorithm } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// `Algorithm` is a const enum that isolated-module transpilers cannot inline.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** bcrypt hashes ($2a$, $2b$, $2y$), as the original shop stored them; imported accounts keep them until they log in. */
const BCRYPT = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

/** Whether a stored hash is an imported legacy one, to be replaced by argon2id at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  return BCRYPT.test(passwordHash);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    if (BCRYPT.test(passwordHash)) return await bcrypt.compare(password, passwordHash);
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so a missing account is not told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('kukki-no-account-placeholder');
  await verifyPassword(await dummyHash, password);
  return false;
}
