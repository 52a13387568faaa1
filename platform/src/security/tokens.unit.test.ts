import jwt from 'jsonwebtoken';
import { signSession, verifySession } from './tokens';

const SECRET = 'a-test-secret-of-enough-length-0123456789';

describe('session tokens', () => {
  it('verifies what it signs, with the claims', () => {
    const token = signSession({ sub: 'u1', isAdmin: true, jti: 's1' }, SECRET);
    expect(verifySession(token, SECRET)).toMatchObject({ sub: 'u1', isAdmin: true, sessionId: 's1' });
  });

  it('accepts a token signed with the secret as a plain string (sessions issued before stay valid)', () => {
    const token = jwt.sign({ sub: 'u2', isAdmin: false, jti: 's2' }, SECRET, { algorithm: 'HS256', expiresIn: 60 });
    expect(verifySession(token, SECRET)).toMatchObject({ sub: 'u2', isAdmin: false });
  });

  it('refuses another secret, a tampered payload and an expired token', () => {
    const token = signSession({ sub: 'u3', isAdmin: false }, SECRET);
    expect(verifySession(token, `${SECRET}-other`)).toBeNull();
    const [head, , sig] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'u3', isAdmin: true, iat: 1 })).toString('base64url');
    expect(verifySession(`${head}.${forged}.${sig}`, SECRET)).toBeNull();
    expect(verifySession(signSession({ sub: 'u3', isAdmin: false }, SECRET, -10), SECRET)).toBeNull();
  });
});
