import { randomBytes } from 'node:crypto';
import { COVERAGE_MESSAGES } from '@kukki/contracts';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { UsersModule } from '@kukki/users';
import { newCustomerListed, newCustomerLogin, newCustomerProfile } from '@kukki/users/src/testing/new-customer';
import { SESSION_COOKIE } from '../http/auth';
import { CUSTOMER_PASSWORD, newAddress, startApi, uniqueEmail, type ApiHarness } from '../testing';

const ADMIN = { email: 'jefa@kukki.test', password: 'secreto-de-jefa' };

type Req = { method: string; url: string; payload?: unknown; token?: string; headers?: Record<string, string> };

describe.each(COMPOSITIONS)('users HTTP routes (%s)', (kind) => {
  let api: ApiHarness;
  let address: string;
  beforeAll(async () => {
    api = await startApi(kind, [['users', (rt) => UsersModule.forRoot(rt, { admin: ADMIN, softCallTimeoutMs: 300 })]], {
      TRUST_PROXY: '1',
    });
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    address = newAddress();
  });

  const send = ({ token, headers, ...rest }: Req) =>
    api.request({ ...rest, headers: { 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
  const signup = (email = uniqueEmail(), name = 'Ana Pérez') =>
    send({
      method: 'POST',
      url: '/api/usuarios/signup',
      payload: { name, email, password: CUSTOMER_PASSWORD, passwordConfirm: CUSTOMER_PASSWORD },
    });
  const login = (email: string, password = CUSTOMER_PASSWORD) =>
    send({ method: 'POST', url: '/api/usuarios/login', payload: { email, password } });
  const sessionCookie = (headers: Record<string, unknown>) => {
    const raw = headers['set-cookie'];
    return (Array.isArray(raw) ? raw : [raw]).map(String).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  };

  describe('POST /api/usuarios/signup', () => {
    it('answers 201 with the login info and sets an httpOnly, SameSite=Lax session cookie', async () => {
      const email = uniqueEmail();
      const res = await signup(email.toUpperCase());
      expect(res.status).toBe(201);
      expect(res.body).toEqual(newCustomerLogin(expect.stringMatching(/^[0-9a-f]{24}$/), email));
      const cookie = sessionCookie(res.headers)!;
      expect(cookie).toContain(`${SESSION_COOKIE}=${res.body.token}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
    });

    it('refuses a duplicate e-mail in another case with 409 in Spanish', async () => {
      const email = uniqueEmail();
      expect((await signup(email)).status).toBe(201);
      expect(await signup(email.toUpperCase())).toMatchObject({ status: 409, body: { message: 'Ya existe una cuenta con ese correo' } });
    });

    it.each([
      [{}, 'Por favor ingresa tu nombre'],
      [
        { name: 'Ana', email: 'ana', password: CUSTOMER_PASSWORD, passwordConfirm: CUSTOMER_PASSWORD },
        'Por favor ingresa un correo válido',
      ],
      [
        { name: 'Ana', email: 'ana@kukki.test', password: 'corta', passwordConfirm: 'corta' },
        'La contraseña debe tener al menos 8 caracteres',
      ],
      [
        { name: 'Ana', email: 'ana@kukki.test', password: CUSTOMER_PASSWORD, passwordConfirm: 'otra-clave' },
        'Las contraseñas no coinciden',
      ],
    ])('answers 400 { message } for %j', async (payload, message) => {
      expect(await send({ method: 'POST', url: '/api/usuarios/signup', payload })).toEqual(
        expect.objectContaining({ status: 400, body: { message } }),
      );
    });

    it('allows 30 sign-ups per address in the window, then 429 in Spanish', async () => {
      for (let i = 0; i < 30; i++) expect((await send({ method: 'POST', url: '/api/usuarios/signup', payload: {} })).status).toBe(400);
      const res = await send({ method: 'POST', url: '/api/usuarios/signup', payload: {} });
      expect(res).toMatchObject({ status: 429, body: { message: expect.stringMatching(/Demasiados intentos/) } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('POST /api/usuarios/login and GET /api/usuarios/logout', () => {
    it('logs in with the e-mail in any case, answering the login info and the cookie', async () => {
      const email = uniqueEmail();
      const created = (await signup(email)).body;
      const res = await login(email.toUpperCase());
      expect(res.status).toBe(200);
      expect(res.body).toEqual(newCustomerLogin(created._id, email));
      expect(sessionCookie(res.headers)).toContain(res.body.token);
    });

    it('answers 401 with the same Spanish message for a wrong password and an unknown e-mail; 400 when incomplete', async () => {
      const email = uniqueEmail();
      await signup(email);
      const expected = { status: 401, body: { message: 'Correo o contraseña incorrectos' } };
      expect(await login(email, 'otra-clave-9')).toMatchObject(expected);
      expect(await login(uniqueEmail('nadie'))).toMatchObject(expected);
      expect(await send({ method: 'POST', url: '/api/usuarios/login', payload: {} })).toMatchObject({
        status: 400,
        body: { message: 'Por favor ingresa tu correo' },
      });
    });

    it('answers 429 after 10 failed logins of one account, even with the right password, saying how long to wait', async () => {
      const email = uniqueEmail();
      await signup(email);
      for (let i = 0; i < 10; i++) {
        address = newAddress();
        expect((await login(email, `incorrecta-${i}`)).status).toBe(401);
      }
      const locked = await login(email);
      expect(locked).toMatchObject({ status: 429, body: { message: expect.stringMatching(/^Demasiados intentos/) } });
      expect(locked.body).not.toHaveProperty('retryAfterSeconds');
      // The account's window (15 minutes by default) is what is left to wait, in whole seconds.
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    });

    it('allows 100 login attempts per address in the window, then 429', async () => {
      for (let i = 0; i < 100; i++) expect((await send({ method: 'POST', url: '/api/usuarios/login', payload: {} })).status).toBe(400);
      expect(await send({ method: 'POST', url: '/api/usuarios/login', payload: {} })).toMatchObject({
        status: 429,
        body: { message: expect.any(String) },
      });
    });

    it('logout answers 200 and clears the session cookie', async () => {
      const res = await send({ method: 'GET', url: '/api/usuarios/logout' });
      expect(res).toMatchObject({ status: 200, body: { message: 'Cerraste tu sesión correctamente' } });
      expect(sessionCookie(res.headers)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*(Expires=Thu, 01 Jan 1970|Max-Age=0)`, 'i'));
    });
  });

  describe('logout revokes the token on the server', () => {
    it('a bearer token logged out answers 401 from the next request, as bearer and as cookie; other sessions live', async () => {
      const user = (await signup()).body;
      const other = (await login(user.email)).body;
      expect((await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token })).status).toBe(200);
      const out = await send({ method: 'GET', url: '/api/usuarios/logout', token: user.token });
      expect(out).toMatchObject({ status: 200, body: { message: 'Cerraste tu sesión correctamente' } });
      const expired = { status: 401, body: { message: 'Tu sesión no es válida o expiró, por favor inicia sesión de nuevo' } };
      expect(await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token })).toMatchObject(expired);
      expect(
        await send({ method: 'GET', url: '/api/usuarios/profile', headers: { cookie: `${SESSION_COOKIE}=${user.token}` } }),
      ).toMatchObject(expired);
      expect((await send({ method: 'GET', url: '/api/usuarios/profile', token: other.token })).status).toBe(200);
    });

    it('a cookie session logged out answers 401 afterwards; a forged token at logout only clears the cookie', async () => {
      const user = (await signup()).body;
      const cookie = { cookie: `${SESSION_COOKIE}=${user.token}` };
      expect((await send({ method: 'GET', url: '/api/usuarios/logout', headers: cookie })).status).toBe(200);
      expect(await send({ method: 'GET', url: '/api/usuarios/profile', headers: cookie })).toMatchObject({ status: 401 });
      expect(await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token })).toMatchObject({ status: 401 });
      expect(await send({ method: 'GET', url: '/api/usuarios/logout', token: 'basura' })).toMatchObject({ status: 200 });
    });
  });

  describe('GET /api/usuarios/profile', () => {
    it('answers the profile by bearer token or by the session cookie', async () => {
      const user = (await signup()).body;
      const byBearer = await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token });
      expect(byBearer).toMatchObject({ status: 200 });
      expect(byBearer.body).toEqual(newCustomerProfile(user._id, user.email));
      const byCookie = await send({ method: 'GET', url: '/api/usuarios/profile', headers: { cookie: `${SESSION_COOKIE}=${user.token}` } });
      expect(byCookie.body._id).toBe(user._id);
    });

    it('answers 401 in Spanish without a token and for a forged or tampered one', async () => {
      const user = (await signup()).body;
      expect(await send({ method: 'GET', url: '/api/usuarios/profile' })).toMatchObject({
        status: 401,
        body: { message: 'Por favor inicia sesión para continuar' },
      });
      const [head, payload, signature] = user.token.split('.');
      const forgedPayload = Buffer.from(JSON.stringify({ sub: user._id, isAdmin: true, iat: Math.floor(Date.now() / 1000) })).toString(
        'base64url',
      );
      for (const token of [`${head}.${forgedPayload}.${signature}`, `${head}.${payload}.${signature.slice(0, -2)}xx`, 'basura']) {
        expect(await send({ method: 'GET', url: '/api/usuarios/profile', token })).toMatchObject({
          status: 401,
          body: { message: expect.stringMatching(/sesión/) },
        });
      }
    });
  });

  describe('PATCH /api/usuarios/updateMe', () => {
    it('updates the caller and answers the spec message with the user', async () => {
      const user = (await signup()).body;
      const deliveryInfo = {
        street_name: 'Calle 5',
        street_number: '12',
        interior_number: '',
        col: 'Del Valle',
        del: 'Benito Juárez',
        zip_code: '03100',
        city: 'CDMX',
        phone: '5587654321',
      };
      const res = await send({
        method: 'PATCH',
        url: '/api/usuarios/updateMe',
        token: user.token,
        payload: { id: user._id, name: 'Ana P.', email: user.email, deliveryInfo },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Se actualizó la información correctamente',
        user: {
          _id: user._id,
          name: 'Ana P.',
          lastname: '',
          email: user.email,
          isAdmin: false,
          firstPurchase: true,
          active: true,
          phone: '5587654321',
          deliveryInfo,
          createdAt: expect.any(String),
        },
      });
      const profile = await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token });
      expect(profile.body).toMatchObject({ name: 'Ana P.', phone: '5587654321', deliveryInfo });
    });

    it('refuses another user’s id (403), a taken e-mail (409), bad data (400) and anonymous callers (401)', async () => {
      const user = (await signup()).body;
      const other = (await signup()).body;
      const patch = (payload: unknown, token: string | null = user.token) =>
        send({ method: 'PATCH', url: '/api/usuarios/updateMe', token: token ?? undefined, payload });
      expect(await patch({ id: other._id, name: 'Intruso' })).toMatchObject({
        status: 403,
        body: { message: 'Solo puedes actualizar tu propia información' },
      });
      expect(await patch({ email: other.email.toUpperCase(), passwordCurrent: CUSTOMER_PASSWORD })).toMatchObject({
        status: 409,
        body: { message: 'Ya existe una cuenta con ese correo' },
      });
      expect(await patch({ deliveryInfo: { city: 'Puebla' } })).toMatchObject({
        status: 400,
        body: { message: 'La ciudad debe ser CDMX o Estado de México' },
      });
      expect(await patch({ deliveryInfo: { zip_code: '123' } })).toMatchObject({
        status: 400,
        body: { message: 'El código postal debe tener 5 dígitos' },
      });
      // the address checkout would refuse is not saved either: outside the area, or of the other city
      const saved = (await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token })).body.deliveryInfo;
      expect(await patch({ deliveryInfo: { zip_code: '64000', city: 'CDMX' } })).toMatchObject({
        status: 400,
        body: { message: COVERAGE_MESSAGES.outside('64000') },
      });
      expect(await patch({ deliveryInfo: { zip_code: '53100', city: 'CDMX' } })).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining('53100') },
      });
      expect((await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token })).body.deliveryInfo).toEqual(saved);
      expect(await patch({ deliveryInfo: { zip_code: '53100', city: 'Estado de México' } })).toMatchObject({ status: 200 });
      expect(await patch({ name: '' })).toMatchObject({ status: 400, body: { message: 'Por favor ingresa tu nombre' } });
      expect(await patch({ name: 'X' }, null)).toMatchObject({ status: 401 });
    });
  });

  describe('PATCH /api/usuarios/updateMe with a new e-mail', () => {
    it('needs passwordCurrent (400 in Spanish), keeps the caller’s session and ends the others', async () => {
      const user = (await signup()).body;
      const other = (await login(user.email)).body;
      const newEmail = uniqueEmail('nuevo');
      const patch = (payload: unknown) => send({ method: 'PATCH', url: '/api/usuarios/updateMe', token: user.token, payload });
      expect(await patch({ email: newEmail })).toMatchObject({
        status: 400,
        body: { message: 'Por favor ingresa tu contraseña actual para cambiar tu correo' },
      });
      expect(await patch({ email: newEmail, passwordCurrent: 'incorrecta-1' })).toMatchObject({
        status: 400,
        body: { message: 'Tu contraseña actual es incorrecta' },
      });
      expect((await send({ method: 'GET', url: '/api/usuarios/profile', token: other.token })).status).toBe(200);
      const ok = await patch({ email: newEmail, passwordCurrent: CUSTOMER_PASSWORD, lastname: 'Usuario' });
      expect(ok).toMatchObject({ status: 200, body: { user: { email: newEmail, lastname: 'Usuario' } } });
      expect(await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token })).toMatchObject({
        status: 200,
        body: { email: newEmail, name: 'Ana Pérez', lastname: 'Usuario' },
      });
      expect(await send({ method: 'GET', url: '/api/usuarios/profile', token: other.token })).toMatchObject({ status: 401 });
      expect((await login(user.email)).status).toBe(401);
      expect((await login(newEmail)).status).toBe(200);
    });
  });

  describe('PATCH /api/usuarios/updateMyPassword', () => {
    it('changes the password, revokes the old token, sets the fresh one; login works with the new password only', async () => {
      const user = (await signup()).body;
      const res = await send({
        method: 'PATCH',
        url: '/api/usuarios/updateMyPassword',
        token: user.token,
        payload: { passwordCurrent: CUSTOMER_PASSWORD, password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Se actualizó la contraseña correctamente',
        _id: user._id,
        name: 'Ana Pérez',
        lastname: '',
        email: user.email,
        isAdmin: false,
        firstPurchase: true,
        token: expect.any(String),
      });
      expect(sessionCookie(res.headers)).toContain(res.body.token);
      expect(await send({ method: 'GET', url: '/api/usuarios/profile', token: user.token })).toMatchObject({
        status: 401,
        body: { message: 'Tu sesión no es válida o expiró, por favor inicia sesión de nuevo' },
      });
      expect((await send({ method: 'GET', url: '/api/usuarios/profile', token: res.body.token })).status).toBe(200);
      expect((await login(user.email)).status).toBe(401);
      const again = await login(user.email, 'nueva-clave-1');
      expect(again.status).toBe(200);
      expect((await send({ method: 'GET', url: '/api/usuarios/profile', token: again.body.token })).status).toBe(200);
    });

    it('answers 400 for a wrong current password, a mismatch or a short password; 401 anonymous', async () => {
      const user = (await signup()).body;
      const patch = (payload: unknown, token: string | null = user.token) =>
        send({ method: 'PATCH', url: '/api/usuarios/updateMyPassword', token: token ?? undefined, payload });
      expect(await patch({ passwordCurrent: 'no-es-esta', password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' })).toMatchObject({
        status: 400,
        body: { message: 'Tu contraseña actual es incorrecta' },
      });
      expect(
        await patch({ passwordCurrent: CUSTOMER_PASSWORD, password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-2' }),
      ).toMatchObject({
        status: 400,
        body: { message: 'Las contraseñas no coinciden' },
      });
      expect(await patch({ passwordCurrent: CUSTOMER_PASSWORD, password: 'corta', passwordConfirm: 'corta' })).toMatchObject({
        status: 400,
        body: { message: 'La contraseña debe tener al menos 8 caracteres' },
      });
      expect(await patch({ password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' })).toMatchObject({
        status: 400,
        body: { message: 'Por favor ingresa tu contraseña actual' },
      });
      expect(
        await patch({ passwordCurrent: CUSTOMER_PASSWORD, password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' }, null),
      ).toMatchObject({
        status: 401,
      });
    });
  });

  describe('forgotten password', () => {
    it('POST /api/usuarios/forgotPassword answers the same 200 for known and unknown e-mails; 10 per address, then 429', async () => {
      const user = (await signup()).body;
      const known = await send({ method: 'POST', url: '/api/usuarios/forgotPassword', payload: { email: user.email } });
      const unknown = await send({ method: 'POST', url: '/api/usuarios/forgotPassword', payload: { email: uniqueEmail('nadie') } });
      expect(known.status).toBe(200);
      expect(unknown).toEqual(expect.objectContaining({ status: known.status, body: known.body }));
      expect(await send({ method: 'POST', url: '/api/usuarios/forgotPassword', payload: { email: 'x' } })).toMatchObject({
        status: 400,
        body: { message: 'Por favor ingresa un correo válido' },
      });
      for (let i = 0; i < 7; i++)
        await send({ method: 'POST', url: '/api/usuarios/forgotPassword', payload: { email: uniqueEmail('nadie') } });
      expect(await send({ method: 'POST', url: '/api/usuarios/forgotPassword', payload: { email: user.email } })).toMatchObject({
        status: 429,
        body: { message: expect.stringMatching(/Demasiados intentos/) },
      });
    });

    it('PATCH /api/usuarios/resetPassword/:token refuses an unknown link with 400 and validates the passwords', async () => {
      const url = `/api/usuarios/resetPassword/${randomBytes(24).toString('base64url')}`;
      expect(await send({ method: 'PATCH', url, payload: { password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' } })).toMatchObject({
        status: 400,
        body: { message: 'El enlace para restablecer tu contraseña no es válido o ya expiró' },
      });
      expect(await send({ method: 'PATCH', url, payload: { password: 'nueva-clave-1', passwordConfirm: 'otra' } })).toMatchObject({
        status: 400,
        body: { message: 'Las contraseñas no coinciden' },
      });
    });
  });

  describe('GET /api/admin/users and /api/admin/users/:id', () => {
    it('lists users and shows one with its orders for the administrator, with no hash anywhere', async () => {
      const admin = (await login(ADMIN.email, ADMIN.password)).body;
      expect(admin.isAdmin).toBe(true);
      const customer = (await signup()).body;
      const list = await send({ method: 'GET', url: '/api/admin/users', token: admin.token });
      expect(list.status).toBe(200);
      expect(list.body.users.find((u: { _id: string }) => u._id === customer._id)).toEqual(newCustomerListed(customer._id, customer.email));
      const detail = await send({ method: 'GET', url: `/api/admin/users/${customer._id}`, token: admin.token });
      expect(detail).toMatchObject({ status: 200, body: { _id: customer._id, email: customer.email, isAdmin: false, orders: [] } });
      for (const res of [list, detail]) expect(JSON.stringify(res.body)).not.toMatch(/argon2|password|hash/i);
    });

    it('PATCH /api/admin/users/:id { active } deactivates (login 403, sessions 401) and reactivates; never the last admin', async () => {
      const admin = (await login(ADMIN.email, ADMIN.password)).body;
      const customer = (await signup()).body;
      const patch = (id: string, payload: unknown, token = admin.token) =>
        send({ method: 'PATCH', url: `/api/admin/users/${id}`, token, payload });
      const off = await patch(customer._id, { active: false });
      expect(off).toMatchObject({
        status: 200,
        body: { message: 'La cuenta quedó desactivada', user: { _id: customer._id, active: false } },
      });
      expect(await send({ method: 'GET', url: '/api/usuarios/profile', token: customer.token })).toMatchObject({ status: 401 });
      expect(await login(customer.email)).toMatchObject({
        status: 403,
        body: { message: 'Tu cuenta está desactivada, por favor contáctanos' },
      });
      const detail = await send({ method: 'GET', url: `/api/admin/users/${customer._id}`, token: admin.token });
      expect(detail.body.active).toBe(false);
      expect(await patch(customer._id, { active: true })).toMatchObject({
        status: 200,
        body: { message: 'La cuenta quedó activa', user: { active: true } },
      });
      expect((await login(customer.email)).status).toBe(200);

      expect(await patch(admin._id, { active: false })).toMatchObject({
        status: 409,
        body: { message: 'No puedes desactivar al último administrador activo' },
      });
      expect((await send({ method: 'GET', url: '/api/admin/users', token: admin.token })).status).toBe(200);
      for (const payload of [{}, { active: 'false' }, { active: null }])
        expect(await patch(customer._id, payload)).toMatchObject({
          status: 400,
          body: { message: 'Indica si la cuenta debe estar activa (true) o desactivada (false)' },
        });
      expect(await patch('123', { active: false })).toMatchObject({ status: 400, body: { message: 'El identificador no es válido' } });
      expect(await patch('a'.repeat(24), { active: false })).toMatchObject({
        status: 404,
        body: { message: 'No encontramos ese usuario' },
      });
      const other = (await signup()).body;
      expect(await patch(customer._id, { active: false }, other.token)).toMatchObject({ status: 403 });
      expect(await send({ method: 'PATCH', url: `/api/admin/users/${customer._id}`, payload: { active: false } })).toMatchObject({
        status: 401,
      });
    });

    it('answers 404 for an unknown user and 400 for a malformed id', async () => {
      const admin = (await login(ADMIN.email, ADMIN.password)).body;
      expect(await send({ method: 'GET', url: `/api/admin/users/${'a'.repeat(24)}`, token: admin.token })).toMatchObject({
        status: 404,
        body: { message: 'No encontramos ese usuario' },
      });
      expect(await send({ method: 'GET', url: '/api/admin/users/123', token: admin.token })).toMatchObject({
        status: 400,
        body: { message: 'El identificador no es válido' },
      });
    });

    it('is 401 anonymous and 403 for a customer', async () => {
      const customer = (await signup()).body;
      expect(await send({ method: 'GET', url: '/api/admin/users' })).toMatchObject({ status: 401, body: { message: expect.any(String) } });
      expect(await send({ method: 'GET', url: '/api/admin/users', token: customer.token })).toMatchObject({
        status: 403,
        body: { message: 'No tienes permiso para realizar esta acción' },
      });
    });
  });
});
