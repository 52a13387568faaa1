import { randomBytes } from 'node:crypto';
import { USERS_SUBJECTS } from '@kukki/contracts';
import { verifySession } from '@kukki/platform';
import type { TestComposition } from '@kukki/platform/testing';

/** The session-signing secret the test compositions give the users service (jwtSecret). */
export const TEST_JWT_SECRET = 'k'.repeat(48);

/** The password every test account signs up with. */
export const TEST_PASSWORD = 'galletas123';

/** A new address on each call: accounts of one suite never meet another's in a shared database. */
export const freshEmail = (tag = 'cliente', domain = 'kukki.test') => `${tag}.${randomBytes(4).toString('hex')}@${domain}`;

/** Signs a customer up through the users service. */
export const signUp = (c: TestComposition, email = freshEmail(), name = 'Ana Pérez') =>
  c.rpc.request(USERS_SUBJECTS.signup, { name, email, password: TEST_PASSWORD, passwordConfirm: TEST_PASSWORD });

/** What the gateway asks on every signed-in request: the principal behind a session token, or null. */
export function verifyToken(c: TestComposition, token: string, secret = TEST_JWT_SECRET) {
  const claims = verifySession(token, secret)!;
  return c.rpc.request(USERS_SUBJECTS.verifySession, { userId: claims.sub, issuedAt: claims.iat, sessionId: claims.sessionId });
}
