import { eq } from 'drizzle-orm';
import {
  EVENTS,
  USERS_SUBJECTS,
  type EventEnvelope,
  type PasswordResetRequested,
  type Principal,
  type UserInfoDto,
} from '@kukki/contracts';
import { newId, payloadSealer, verifySession } from '@kukki/platform';
import { COMPOSITIONS, eventually, startComposition, type TestComposition } from '@kukki/platform/testing';
import { accounts, outbox, processedEvents } from './db/schema';
import { freshEmail, signUp, TEST_JWT_SECRET, TEST_PASSWORD, verifyToken } from './testing/accounts';
import { newCustomerListed, newCustomerLogin, newCustomerProfile } from './testing/new-customer';
import { UsersModule } from './users.module';

const PASSWORD = TEST_PASSWORD;
const ADMIN = { email: 'Jefa@Kukki.test', password: 'secreto-de-jefa' };
const S = USERS_SUBJECTS;

/** Mixed case on purpose: addresses are stored trimmed and lower-case. */
const uniqueEmail = (tag = 'cliente') => freshEmail(tag, 'Kukki.Test');

describe.each(COMPOSITIONS)('users service (%s)', (kind) => {
  let c: TestComposition;
  const events: EventEnvelope[] = [];

  beforeAll(async () => {
    c = await startComposition(kind, [
      [
        'users',
        (rt) =>
          UsersModule.forRoot(rt, {
            jwtSecret: TEST_JWT_SECRET,
            admin: ADMIN,
            loginMaxFailedPerAccount: 3,
            rateLimitWindowMs: 1500,
            softCallTimeoutMs: 300,
          }),
      ],
    ]);
    await c.runtime.events.subscribe('test-observer', async (e) => {
      events.push(e);
    });
  });
  afterAll(() => c?.close());

  const signup = (email = uniqueEmail(), name = 'Ana Pérez') => signUp(c, email, name);
  const login = (email: string, password = PASSWORD) => c.rpc.request(S.login, { email, password });
  const principalOf = (u: { _id: string; isAdmin: boolean }): Principal => ({ userId: u._id, isAdmin: u.isAdmin });
  const verify = (token: string) => verifyToken(c, token);
  const logout = (token: string) => {
    const claims = verifySession(token, TEST_JWT_SECRET)!;
    return c.rpc.request(S.logout, { userId: claims.sub, sessionId: claims.sessionId, expiresAt: claims.exp });
  };
  const sessionOf = (token: string) => verifySession(token, TEST_JWT_SECRET)!.sessionId;
  const setActive = (id: string, active: boolean) =>
    c.runtime.database('users').db.update(accounts).set({ active }).where(eq(accounts.id, id));
  const eventOf = <T>(type: string, match: (data: T) => boolean) =>
    eventually(() => {
      const found = events.find((e) => e.type === type && match(e.data as T));
      if (!found) throw new Error(`no ${type} yet`);
      return found as EventEnvelope<T>;
    });

  describe('sign-up', () => {
    it('creates an account with the first-purchase discount and answers the login info with a signed token', async () => {
      const email = uniqueEmail();
      const user = await signup(`  ${email} `);
      expect(user).toEqual(newCustomerLogin(expect.stringMatching(/^[0-9a-f]{24}$/), email.toLowerCase()));
      expect(verifySession(user.token, TEST_JWT_SECRET)).toMatchObject({ sub: user._id, isAdmin: false });
      await eventOf(
        EVENTS.userSignedUp,
        (d: { userId: string; email: string }) => d.userId === user._id && d.email === email.toLowerCase(),
      );
    });

    it('a repeat of one sign-up call (its replica died with it in hand) answers the account it made, once; any other sign-up finds the e-mail taken', async () => {
      const email = uniqueEmail();
      const attemptId = newId();
      const command = { name: 'Ana', email, password: PASSWORD, passwordConfirm: PASSWORD, attemptId };
      const [a, b] = await Promise.all([c.rpc.request(S.signup, command), c.rpc.request(S.signup, command)]);
      const again = await c.rpc.request(S.signup, command);
      expect([a._id, b._id, again._id]).toEqual([attemptId, attemptId, attemptId]);
      await expect(c.rpc.request(S.signup, { ...command, attemptId: newId() })).rejects.toMatchObject({
        status: 409,
        message: 'Ya existe una cuenta con ese correo',
      });
      await eventually(() =>
        expect(events.filter((e) => e.type === EVENTS.userSignedUp && (e.data as { userId?: string }).userId === attemptId)).toHaveLength(
          1,
        ),
      );
    });

    it('refuses the same e-mail in any case with 409', async () => {
      const email = uniqueEmail();
      await signup(email);
      await expect(signup(email.toUpperCase())).rejects.toMatchObject({ status: 409, message: 'Ya existe una cuenta con ese correo' });
    });

    it.each([
      [{ email: 'x@kukki.test', password: PASSWORD, passwordConfirm: PASSWORD }, 'Por favor ingresa tu nombre'],
      [{ name: '  ', email: 'x@kukki.test', password: PASSWORD, passwordConfirm: PASSWORD }, 'Por favor ingresa tu nombre'],
      [{ name: 'Ana', email: 'no-es-correo', password: PASSWORD, passwordConfirm: PASSWORD }, 'Por favor ingresa un correo válido'],
      [{ name: 'Ana', password: PASSWORD, passwordConfirm: PASSWORD }, 'Por favor ingresa tu correo'],
      [
        { name: 'Ana', email: 'x@kukki.test', password: 'corta', passwordConfirm: 'corta' },
        'La contraseña debe tener al menos 8 caracteres',
      ],
      [{ name: 'Ana', email: 'x@kukki.test', password: PASSWORD, passwordConfirm: 'otra-cosa1' }, 'Las contraseñas no coinciden'],
    ])('validates %j → 400 %s', async (body, message) => {
      await expect(c.rpc.request(S.signup, body)).rejects.toMatchObject({ status: 400, message });
    });
  });

  describe('login and sessions', () => {
    it('logs in with any case of the e-mail; a wrong password and an unknown e-mail look the same', async () => {
      const email = uniqueEmail();
      const created = await signup(email);
      const user = await login(email.toUpperCase());
      expect(user).toMatchObject({ _id: created._id, email: email.toLowerCase(), firstPurchase: true, isAdmin: false });
      const wrong = login(email, 'incorrecta1').catch((e) => e);
      const unknown = login(uniqueEmail('nadie')).catch((e) => e);
      expect(await wrong).toMatchObject({ status: 401, message: 'Correo o contraseña incorrectos' });
      expect(await unknown).toMatchObject({ status: 401, message: 'Correo o contraseña incorrectos' });
      await expect(c.rpc.request(S.login, { email })).rejects.toMatchObject({ status: 400, message: 'Por favor ingresa tu contraseña' });
    });

    it('locks an account after too many failed logins until the window passes, even with the right password', async () => {
      const email = uniqueEmail();
      await signup(email);
      const windowStart = Date.now();
      for (let i = 0; i < 3; i++) await expect(login(email, 'incorrecta1')).rejects.toMatchObject({ status: 401 });
      await expect(login(email)).rejects.toMatchObject({ status: 429, message: expect.stringMatching(/Demasiados intentos/) });
      // Polled (fixed window: attempts while locked do not extend it); the lock cannot lift before the 1.5 s window.
      const user = await eventually(() => login(email), { timeoutMs: 10_000, intervalMs: 250 });
      expect(user).toMatchObject({ email: email.toLowerCase() });
      expect(Date.now() - windowStart).toBeGreaterThanOrEqual(1400);
    });

    it('counts parallel wrong logins before checking the password: at most the limit are checked, the rest 429', async () => {
      const email = uniqueEmail();
      await signup(email);
      const unknownEmail = uniqueEmail('nadie');
      const [known, unknown] = await Promise.all(
        [email, unknownEmail].map((address) =>
          Promise.all(
            Array.from({ length: 40 }, () =>
              login(address, 'incorrecta1').then(
                () => ({ status: 200, message: 'entró' }),
                (e: { status: number; message: string }) => e,
              ),
            ),
          ),
        ),
      );
      for (const replies of [known, unknown]) {
        const checked = replies.filter((r) => r.status === 401);
        const locked = replies.filter((r) => r.status === 429);
        expect(checked.length).toBeLessThanOrEqual(3);
        expect(checked.length + locked.length).toBe(40);
      }
      // The lock reads the same whether the account exists or not.
      const lockedKnown = known.find((r) => r.status === 429);
      const lockedUnknown = unknown.find((r) => r.status === 429);
      expect(lockedKnown).toEqual(lockedUnknown);
      expect(lockedKnown).toMatchObject({ message: expect.stringMatching(/Demasiados intentos/) });
    });

    it('confirms a session only for an existing, active account', async () => {
      const user = await signup();
      expect(await verify(user.token)).toEqual({ principal: { userId: user._id, isAdmin: false } });
      expect(await c.rpc.request(S.verifySession, { userId: newId(), issuedAt: 1 })).toEqual({ principal: null });
      await setActive(user._id, false);
      expect(await verify(user.token)).toEqual({ principal: null });
      await expect(login(user.email)).rejects.toMatchObject({ status: 403, message: 'Tu cuenta está desactivada, por favor contáctanos' });
      await setActive(user._id, true);
      expect((await verify(user.token)).principal).not.toBeNull();
    });
  });

  describe('logout and session revocation', () => {
    it('logout revokes only the presented token, at once; other sessions of the account keep working', async () => {
      const user = await signup();
      const second = await login(user.email);
      expect(sessionOf(user.token)).not.toBe(sessionOf(second.token));
      expect((await verify(user.token)).principal).not.toBeNull();
      expect(await logout(user.token)).toEqual({ revoked: true });
      expect(await verify(user.token)).toEqual({ principal: null });
      expect(await verify(second.token)).toEqual({ principal: { userId: user._id, isAdmin: false } });
      // A second logout of the same token changes nothing.
      expect(await logout(user.token)).toEqual({ revoked: true });
      expect(await verify(user.token)).toEqual({ principal: null });
      // @ts-expect-error a logout without the session's id and expiry, to see it refused
      await expect(c.rpc.request(S.logout, { userId: user._id })).rejects.toMatchObject({ status: 400 });
    });

    it('an e-mail change needs the current password, tells the old address and ends every other session', async () => {
      const user = await signup(uniqueEmail(), 'Beto');
      const other = await login(user.email);
      const me = principalOf(user);
      const newEmail = uniqueEmail('cambio').toLowerCase();
      await expect(c.rpc.request(S.updateMe, { email: newEmail }, { principal: me })).rejects.toMatchObject({
        status: 400,
        message: 'Por favor ingresa tu contraseña actual para cambiar tu correo',
      });
      await expect(c.rpc.request(S.updateMe, { email: newEmail, passwordCurrent: 'incorrecta1' }, { principal: me })).rejects.toMatchObject(
        { status: 400, message: 'Tu contraseña actual es incorrecta' },
      );
      // Same address, other case: no change, no password needed.
      await expect(c.rpc.request(S.updateMe, { email: user.email.toUpperCase(), name: 'Beto' }, { principal: me })).resolves.toMatchObject({
        user: { email: user.email },
      });
      expect((await verify(other.token)).principal).not.toBeNull();
      // A reset link sent to the old address before the change …
      await c.rpc.request(S.forgotPassword, { email: user.email });
      const reset = await eventOf<PasswordResetRequested>(EVENTS.passwordResetRequested, (d) => d.userId === user._id);
      const resetToken = payloadSealer(c.runtime).open(reset.data.resetUrl).split('/').pop()!;

      const reply = await c.rpc.request(
        S.updateMe,
        { email: newEmail, passwordCurrent: PASSWORD, sessionId: sessionOf(user.token) },
        { principal: me },
      );
      expect(reply.user.email).toBe(newEmail);
      expect(await verify(other.token)).toEqual({ principal: null });
      expect(await verify(user.token)).toEqual({ principal: { userId: user._id, isAdmin: false } });
      const changed = await eventOf<{ userId: string; previousEmail: string; email: string }>(
        EVENTS.emailChanged,
        (d) => d.userId === user._id,
      );
      expect(changed.data).toMatchObject({ previousEmail: user.email, email: newEmail, name: 'Beto' });
      // … no longer opens the account.
      await expect(
        c.rpc.request(S.resetPassword, { token: resetToken, password: 'tomada-123', passwordConfirm: 'tomada-123' }),
      ).rejects.toMatchObject({ status: 400 });
      // Logging in again (new address) works; the kept session ends with the next password change.
      const fresh = await login(newEmail);
      expect((await verify(fresh.token)).principal).not.toBeNull();
      await c.rpc.request(
        S.updatePassword,
        { passwordCurrent: PASSWORD, password: 'nueva-clave-2', passwordConfirm: 'nueva-clave-2' },
        { principal: me },
      );
      expect(await verify(user.token)).toEqual({ principal: null });
    });

    it('a password change and a reset send «tu contraseña cambió» through an event', async () => {
      const user = await signup();
      await c.rpc.request(
        S.updatePassword,
        { passwordCurrent: PASSWORD, password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' },
        { principal: principalOf(user) },
      );
      await eventOf<{ userId: string; email: string }>(EVENTS.passwordChanged, (d) => d.userId === user._id && d.email === user.email);
      await c.rpc.request(S.forgotPassword, { email: user.email });
      const reset = await eventOf<PasswordResetRequested>(EVENTS.passwordResetRequested, (d) => d.userId === user._id);
      const token = payloadSealer(c.runtime).open(reset.data.resetUrl).split('/').pop()!;
      await c.rpc.request(S.resetPassword, { token, password: 'reiniciada-2', passwordConfirm: 'reiniciada-2' });
      await eventually(() => {
        const changes = events.filter((e) => e.type === EVENTS.passwordChanged && (e.data as { userId: string }).userId === user._id);
        expect(changes).toHaveLength(2);
      });
    });

    it('keeps name and lastname apart from sign-up to profile', async () => {
      const email = uniqueEmail();
      const user = await c.rpc.request(S.signup, {
        name: 'Beto',
        lastname: 'Usuario',
        email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
      });
      expect(user).toMatchObject({ name: 'Beto', lastname: 'Usuario' });
      const me = principalOf(user);
      expect(await c.rpc.request(S.profile, {}, { principal: me })).toMatchObject({ name: 'Beto', lastname: 'Usuario' });
      const reply = await c.rpc.request(S.updateMe, { lastname: '  Gómez  ' }, { principal: me });
      expect(reply.user).toMatchObject({ name: 'Beto', lastname: 'Gómez' });
      await expect(c.rpc.request(S.updateMe, { lastname: 'x'.repeat(81) }, { principal: me })).rejects.toMatchObject({
        status: 400,
        message: 'El apellido no puede tener más de 80 caracteres',
      });
    });
  });

  describe('profile', () => {
    it('answers the profile with no orders when the orders service does not answer', async () => {
      const user = await signup();
      const started = Date.now();
      const profile = await c.rpc.request(S.profile, {}, { principal: principalOf(user) });
      expect(profile).toEqual(newCustomerProfile(user._id, user.email));
      expect(Date.now() - started).toBeLessThan(2000);
      await expect(c.rpc.request(S.profile, {})).rejects.toMatchObject({ status: 401 });
    });

    it('updates name, e-mail and delivery info of oneself only, keeping e-mails unique', async () => {
      const user = await signup();
      const other = await signup();
      const me = principalOf(user);
      const deliveryInfo = {
        street_name: 'Av. Insurgentes',
        street_number: '123',
        col: 'Roma',
        del: 'Cuauhtémoc',
        zip_code: '06700',
        city: 'CDMX',
        phone: '5512345678',
      };
      const newEmail = uniqueEmail('nuevo');
      const reply = await c.rpc.request(
        S.updateMe,
        { id: user._id, name: 'Ana María', email: newEmail, passwordCurrent: PASSWORD, deliveryInfo },
        { principal: me },
      );
      expect(reply.message).toBe('Se actualizó la información correctamente');
      expect(reply.user).toMatchObject({
        _id: user._id,
        name: 'Ana María',
        email: newEmail.toLowerCase(),
        phone: '5512345678',
        deliveryInfo: { ...deliveryInfo, interior_number: '' },
      });
      await eventOf(EVENTS.userUpdated, (d: { userId: string; name: string }) => d.userId === user._id && d.name === 'Ana María');

      const partial = await c.rpc.request(S.updateMe, { deliveryInfo: { interior_number: '4B' } }, { principal: me });
      expect(partial.user.deliveryInfo).toEqual({ ...deliveryInfo, interior_number: '4B' });
      const profile = await c.rpc.request(S.profile, {}, { principal: me });
      expect(profile).toMatchObject({ name: 'Ana María', phone: '5512345678', deliveryInfo: { interior_number: '4B', city: 'CDMX' } });

      await expect(c.rpc.request(S.updateMe, { id: other._id, name: 'Hackeo' }, { principal: me })).rejects.toMatchObject({
        status: 403,
        message: 'Solo puedes actualizar tu propia información',
      });
      await expect(
        c.rpc.request(S.updateMe, { email: other.email.toUpperCase(), passwordCurrent: PASSWORD }, { principal: me }),
      ).rejects.toMatchObject({
        status: 409,
        message: 'Ya existe una cuenta con ese correo',
      });
      await expect(c.rpc.request(S.updateMe, { deliveryInfo: { city: 'Monterrey' } }, { principal: me })).rejects.toMatchObject({
        status: 400,
        message: 'La ciudad debe ser CDMX o Estado de México',
      });
      await expect(c.rpc.request(S.updateMe, { email: 'malo' }, { principal: me })).rejects.toMatchObject({
        status: 400,
        message: 'Por favor ingresa un correo válido',
      });
    });
  });

  describe('passwords', () => {
    it('changes the password: wrong current refused, old tokens revoked, fresh token valid, login with the new one', async () => {
      const user = await signup();
      const me = principalOf(user);
      const body = { passwordCurrent: PASSWORD, password: 'nueva-clave-1', passwordConfirm: 'nueva-clave-1' };
      await expect(c.rpc.request(S.updatePassword, { ...body, passwordCurrent: 'incorrecta1' }, { principal: me })).rejects.toMatchObject({
        status: 400,
        message: 'Tu contraseña actual es incorrecta',
      });
      await expect(c.rpc.request(S.updatePassword, { ...body, passwordConfirm: 'otra-clave-1' }, { principal: me })).rejects.toMatchObject({
        status: 400,
        message: 'Las contraseñas no coinciden',
      });
      await expect(
        c.rpc.request(S.updatePassword, { ...body, password: 'corta', passwordConfirm: 'corta' }, { principal: me }),
      ).rejects.toMatchObject({ status: 400, message: 'La contraseña debe tener al menos 8 caracteres' });

      const reply = await c.rpc.request(S.updatePassword, body, { principal: me });
      expect(reply).toMatchObject({
        message: 'Se actualizó la contraseña correctamente',
        _id: user._id,
        email: user.email,
        token: expect.any(String),
      });
      // Same second or not, the earlier token is dead and the fresh one lives.
      expect(await verify(user.token)).toEqual({ principal: null });
      expect(await verify(reply.token)).toEqual({ principal: { userId: user._id, isAdmin: false } });
      await expect(login(user.email)).rejects.toMatchObject({ status: 401 });
      const again = await login(user.email, 'nueva-clave-1');
      expect(await verify(again.token)).toEqual({ principal: { userId: user._id, isAdmin: false } });
    });

    it('resets a forgotten password with a single-use link sent through an event', async () => {
      const user = await signup();
      const answer = await c.rpc.request(S.forgotPassword, { email: user.email.toUpperCase() });
      const unknown = await c.rpc.request(S.forgotPassword, { email: uniqueEmail('nadie') });
      expect(answer).toEqual(unknown);
      expect(answer).toEqual({ message: expect.stringMatching(/te enviamos un enlace/) });

      const event = await eventOf<PasswordResetRequested>(EVENTS.passwordResetRequested, (d) => d.userId === user._id);
      // The link travels sealed: neither the outbox row nor the event holds it in plain text.
      expect(event.data).toMatchObject({ email: user.email, name: 'Ana Pérez', resetUrl: expect.stringMatching(/^sealed:v1:/) });
      expect(JSON.stringify(event.data)).not.toMatch(/resetpassword/);
      const [row] = await c.runtime.database('users').db.select().from(outbox).where(eq(outbox.id, event.id));
      expect(JSON.stringify(row.data)).not.toMatch(/resetpassword/);
      const resetUrl = payloadSealer(c.runtime).open(event.data.resetUrl);
      expect(resetUrl).toMatch(/^http:\/\/localhost:\d+\/resetpassword\/[\w-]{20,}$/);
      expect(new Date(event.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
      const token = resetUrl.split('/').pop()!;

      const body = { token, password: 'reiniciada-1', passwordConfirm: 'reiniciada-1' };
      await expect(c.rpc.request(S.resetPassword, { ...body, passwordConfirm: 'otra' })).rejects.toMatchObject({
        status: 400,
        message: 'Las contraseñas no coinciden',
      });
      const reset = await c.rpc.request(S.resetPassword, body);
      expect(reset).toMatchObject({ _id: user._id, token: expect.any(String), message: expect.stringMatching(/restableció/) });
      expect(await verify(user.token)).toEqual({ principal: null });
      expect((await verify(reset.token)).principal).not.toBeNull();
      await expect(c.rpc.request(S.resetPassword, body)).rejects.toMatchObject({
        status: 400,
        message: 'El enlace para restablecer tu contraseña no es válido o ya expiró',
      });
      await expect(login(user.email, 'reiniciada-1')).resolves.toMatchObject({ _id: user._id });
    });
  });

  describe('first purchase', () => {
    it('lets exactly one of several simultaneous orders hold the discount; release hands it on', async () => {
      const user = await signup();
      const orders = Array.from({ length: 5 }, () => newId());
      const replies = await Promise.all(orders.map((orderId) => c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId })));
      const winners = orders.filter((_, i) => replies[i].granted);
      expect(winners).toHaveLength(1);
      const loser = orders.find((o) => o !== winners[0])!;
      expect(await c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId: winners[0] })).toEqual({ granted: true });
      expect(await c.rpc.request(S.releaseFirstPurchase, { userId: user._id, orderId: loser })).toEqual({ released: false });
      expect(await c.rpc.request(S.releaseFirstPurchase, { userId: user._id, orderId: winners[0] })).toEqual({ released: true });
      expect(await c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId: loser })).toEqual({ granted: true });
      expect(await c.rpc.request(S.reserveFirstPurchase, { userId: newId(), orderId: loser })).toEqual({ granted: false });
    });

    it('firstPurchaseStatus tells whether an order would get the discount, without holding it', async () => {
      const user = await signup();
      const status = () => c.rpc.request(S.firstPurchaseStatus, { userId: user._id });
      expect(await status()).toEqual({ eligible: true });
      expect(await status()).toEqual({ eligible: true });
      const orderId = newId();
      expect(await c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId })).toEqual({ granted: true });
      expect(await status()).toEqual({ eligible: false });
      await c.rpc.request(S.releaseFirstPurchase, { userId: user._id, orderId });
      expect(await status()).toEqual({ eligible: true });
      expect(await c.rpc.request(S.firstPurchaseStatus, { userId: newId() })).toEqual({ eligible: false });
    });

    const orderEvent = (type: string, order: Record<string, unknown>): EventEnvelope => ({
      id: newId(),
      type,
      occurredAt: new Date().toISOString(),
      data: { order: { isPaid: false, discountDescription: { type: 'FP' }, ...order }, orderUrl: `/order/${String(order._id)}` },
    });
    const firstPurchaseOf = async (user: UserInfoDto) =>
      (await c.rpc.request(S.profile, {}, { principal: principalOf(user) })).firstPurchase;

    it('uses up firstPurchase once when the user’s order is created, whatever the redelivery', async () => {
      const user = await signup();
      const orderId = newId();
      await c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId });
      const created = orderEvent(EVENTS.orderCreated, { _id: orderId, user: user._id });
      await c.runtime.events.publish(created);
      await c.runtime.events.publish(created);
      await eventually(async () => expect(await firstPurchaseOf(user)).toBe(false));
      expect(await c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId: newId() })).toEqual({ granted: false });
      expect((await login(user.email)).firstPurchase).toBe(false);
      // Any first order uses it up, with or without the discount; a guest order touches nobody.
      const other = await signup();
      await c.runtime.events.publish(
        orderEvent(EVENTS.orderCreated, { _id: newId(), user: other._id, discountDescription: { type: 'CP' } }),
      );
      await c.runtime.events.publish(orderEvent(EVENTS.orderCreated, { _id: newId(), user: null }));
      await eventually(async () => expect(await firstPurchaseOf(other)).toBe(false));
    });

    it('gives the discount back when the unpaid order that used it is cancelled (event or release)', async () => {
      const user = await signup();
      const first = newId();
      await c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId: first });
      await c.runtime.events.publish(orderEvent(EVENTS.orderCreated, { _id: first, user: user._id }));
      await eventually(async () => expect(await firstPurchaseOf(user)).toBe(false));
      await c.runtime.events.publish(orderEvent(EVENTS.orderCancelled, { _id: newId(), user: user._id }));
      await c.runtime.events.publish(orderEvent(EVENTS.orderCancelled, { _id: first, user: user._id, isPaid: true }));
      await c.runtime.events.publish(orderEvent(EVENTS.orderCancelled, { _id: first, user: user._id }));
      await eventually(async () => expect(await firstPurchaseOf(user)).toBe(true));

      const second = newId();
      expect(await c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId: second })).toEqual({ granted: true });
      await c.runtime.events.publish(orderEvent(EVENTS.orderCreated, { _id: second, user: user._id }));
      await eventually(async () => expect(await firstPurchaseOf(user)).toBe(false));
      expect(await c.rpc.request(S.releaseFirstPurchase, { userId: user._id, orderId: second })).toEqual({ released: true });
      expect(await firstPurchaseOf(user)).toBe(true);
    });

    it('converges whatever the order of an order’s created and cancelled events (two replicas, redeliveries)', async () => {
      const applied = (event: EventEnvelope) =>
        eventually(async () => {
          const rows = await c.runtime.database('users').db.select().from(processedEvents).where(eq(processedEvents.eventId, event.id));
          expect(rows).toHaveLength(1);
        });
      const deliver = async (...events: EventEnvelope[]) => {
        for (const event of events) {
          await c.runtime.events.publish(event);
          await c.runtime.events.publish(event);
          await applied(event);
        }
      };

      const user = await signup();
      const first = newId();
      expect(await c.rpc.request(S.reserveFirstPurchase, { userId: user._id, orderId: first })).toEqual({ granted: true });
      await deliver(
        orderEvent(EVENTS.orderCancelled, { _id: first, user: user._id }),
        orderEvent(EVENTS.orderCreated, { _id: first, user: user._id }),
      );
      expect(await firstPurchaseOf(user)).toBe(true);
      expect(await c.rpc.request(S.firstPurchaseStatus, { userId: user._id })).toEqual({ eligible: true });

      // A paid cancellation keeps it used, in either order; a live order keeps it used whatever else is cancelled.
      const paid = newId();
      await deliver(
        orderEvent(EVENTS.orderCancelled, { _id: paid, user: user._id, isPaid: true }),
        orderEvent(EVENTS.orderCreated, { _id: paid, user: user._id }),
      );
      expect(await firstPurchaseOf(user)).toBe(false);
      const other = await signup();
      const [live, cancelled] = [newId(), newId()];
      await deliver(
        orderEvent(EVENTS.orderCancelled, { _id: cancelled, user: other._id }),
        orderEvent(EVENTS.orderCreated, { _id: live, user: other._id, discountDescription: null }),
        orderEvent(EVENTS.orderCreated, { _id: cancelled, user: other._id }),
      );
      expect(await firstPurchaseOf(other)).toBe(false);
      await deliver(orderEvent(EVENTS.orderCancelled, { _id: live, user: other._id, discountDescription: null }));
      expect(await firstPurchaseOf(other)).toBe(false);
    });
  });

  describe('administration', () => {
    it('bootstraps the administrator from ADMIN_EMAIL / ADMIN_PASSWORD', async () => {
      const admin = await login(ADMIN.email, ADMIN.password);
      expect(admin).toMatchObject({ email: 'jefa@kukki.test', isAdmin: true });
      expect(await verify(admin.token)).toEqual({ principal: { userId: admin._id, isAdmin: true } });
    });

    it('lists users and shows one with its orders, to admins only, never with a password hash', async () => {
      const admin = await login(ADMIN.email, ADMIN.password);
      const customer = await signup();
      const { users } = await c.rpc.request(S.adminList, {}, { principal: principalOf(admin) });
      const listed = users.find((u) => u._id === customer._id);
      expect(listed).toEqual(newCustomerListed(customer._id, customer.email));
      const detail = await c.rpc.request(S.adminGet, { id: customer._id }, { principal: principalOf(admin) });
      expect(detail).toMatchObject({ _id: customer._id, email: customer.email, orders: [] });
      for (const reply of [users, detail]) expect(JSON.stringify(reply)).not.toMatch(/argon2|password|hash/i);

      await expect(c.rpc.request(S.adminList, {}, { principal: principalOf(customer) })).rejects.toMatchObject({ status: 403 });
      await expect(c.rpc.request(S.adminList, {})).rejects.toMatchObject({ status: 401 });
      await expect(c.rpc.request(S.adminGet, { id: newId() }, { principal: principalOf(admin) })).rejects.toMatchObject({
        status: 404,
        message: 'No encontramos ese usuario',
      });
      await expect(c.rpc.request(S.adminGet, { id: 'xyz' }, { principal: principalOf(admin) })).rejects.toMatchObject({
        status: 400,
        message: 'El identificador no es válido',
      });
    });

    it('deactivates and reactivates an account: login 403, sessions dead, never the last active admin', async () => {
      const admin = await login(ADMIN.email, ADMIN.password);
      const asAdmin = { principal: principalOf(admin) };
      const customer = await signup();
      const off = await c.rpc.request(S.adminSetActive, { id: customer._id, active: false }, asAdmin);
      expect(off).toMatchObject({ message: 'La cuenta quedó desactivada', user: { _id: customer._id, active: false } });
      expect(await verify(customer.token)).toEqual({ principal: null });
      await expect(login(customer.email)).rejects.toMatchObject({
        status: 403,
        message: 'Tu cuenta está desactivada, por favor contáctanos',
      });
      const on = await c.rpc.request(S.adminSetActive, { id: customer._id, active: true }, asAdmin);
      expect(on).toMatchObject({ message: 'La cuenta quedó activa', user: { active: true } });
      // Reactivation does not bring the old sessions back; a new login works.
      expect(await verify(customer.token)).toEqual({ principal: null });
      expect((await verify((await login(customer.email)).token)).principal).not.toBeNull();

      // The bootstrap admin is the only active admin here: refused with 409.
      const { users } = await c.rpc.request(S.adminList, {}, asAdmin);
      expect(users.filter((u) => u.isAdmin && u.active).map((u) => u._id)).toEqual([admin._id]);
      await expect(c.rpc.request(S.adminSetActive, { id: admin._id, active: false }, asAdmin)).rejects.toMatchObject({
        status: 409,
        message: 'No puedes desactivar al último administrador activo',
      });
      expect((await verify(admin.token)).principal).not.toBeNull();

      await expect(c.rpc.request(S.adminSetActive, { id: customer._id, active: 'no' }, asAdmin)).rejects.toMatchObject({
        status: 400,
        message: 'Indica si la cuenta debe estar activa (true) o desactivada (false)',
      });
      await expect(c.rpc.request(S.adminSetActive, { id: newId(), active: false }, asAdmin)).rejects.toMatchObject({ status: 404 });
      await expect(
        c.rpc.request(S.adminSetActive, { id: customer._id, active: false }, { principal: principalOf(customer) }),
      ).rejects.toMatchObject({ status: 403 });
    });
  });
});
