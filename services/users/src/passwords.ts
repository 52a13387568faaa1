import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum that isolated-module transpilers cannot inline.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
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
