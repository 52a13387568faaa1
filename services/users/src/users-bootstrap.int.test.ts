import fs from 'node:fs';
import path from 'node:path';
import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  EVENTS,
  ORDERS_SUBJECTS,
  USERS_SUBJECTS,
  type OrderSummaryDto,
  type PasswordResetRequested,
  type RpcRequest,
} from '@kukki/contracts';
import { eq } from 'drizzle-orm';
import { newId, payloadSealer } from '@kukki/platform';
import { COMPOSITIONS, startComposition, type TestComposition } from '@kukki/platform/testing';
import { ADMIN_CREDENTIALS_FILE, bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from './admin-bootstrap';
import { usersOptions } from './config';
import { outbox } from './db/schema';
import { freshEmail, signUp, TEST_JWT_SECRET, verifyToken } from './testing/accounts';
import { UsersModule } from './users.module';

const S = USERS_SUBJECTS;

/** Stands in for the orders service: answers a user's orders and remembers who asked. */
const askedBy: unknown[] = [];
@Controller()
class FakeOrdersController {
  @MessagePattern(ORDERS_SUBJECTS.listByUser)
  byUser(@Payload() msg: RpcRequest<{ userId: string }>): { orders: Array<OrderSummaryDto & { secret?: string }> } {
    askedBy.push(msg.principal);
    const order = {
      _id: newId(),
      orderNumber: 'K-000001',
      createdAt: '2025-03-01T18:00:00.000Z',
      totalPrice: 519,
      isPaid: true,
      status: 'recibida' as const,
      deliveryDate: '2025-03-02',
      secret: 'x',
    };
    return { orders: [order] };
  }
}
@Module({ controllers: [FakeOrdersController] })
class FakeOrdersModule {}

describe.each(COMPOSITIONS)('users service with its neighbours and at start (%s)', (kind) => {
  let c: TestComposition;
  beforeAll(async () => {
    c = await startComposition(kind, [
      ['users', (rt) => UsersModule.forRoot(rt, { jwtSecret: TEST_JWT_SECRET, resetTokenTtlMs: 1, softCallTimeoutMs: 1000 })],
      ['orders', () => ({ module: FakeOrdersModule })],
    ]);
  });
  afterAll(() => c?.close());

  const signup = () => signUp(c, freshEmail(), 'Luis');
  const verify = (token: string) => verifyToken(c, token);

  it('shows the user’s orders from the orders service in the profile and the admin detail, asked on the caller’s behalf', async () => {
    const user = await signup();
    const me = { userId: user._id, isAdmin: false };
    const profile = await c.rpc.request(S.profile, {}, { principal: me });
    expect(profile.orders).toEqual([
      {
        _id: expect.any(String),
        orderNumber: 'K-000001',
        createdAt: '2025-03-01T18:00:00.000Z',
        totalPrice: 519,
        isPaid: true,
        status: 'recibida',
        deliveryDate: '2025-03-02',
      },
    ]);
    expect(askedBy.at(-1)).toEqual(me);
    const admin = { userId: newId(), isAdmin: true };
    const detail = await c.rpc.request(S.adminGet, { id: user._id }, { principal: admin });
    expect(detail.orders).toHaveLength(1);
    expect(askedBy.at(-1)).toEqual(admin);
  });

  it('refuses an expired reset link', async () => {
    const user = await signup();
    await c.rpc.request(S.forgotPassword, { email: user.email });
    const [row] = await c.runtime.database('users').db.select().from(outbox).where(eq(outbox.type, EVENTS.passwordResetRequested));
    const token = payloadSealer(c.runtime)
      .open((row.data as PasswordResetRequested).resetUrl)
      .split('/')
      .pop()!;
    await expect(
      c.rpc.request(S.resetPassword, { token, password: 'otra-clave-1', passwordConfirm: 'otra-clave-1' }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'El enlace para restablecer tu contraseña no es válido o ya expiró',
    });
  });

  it('promotes an existing account from ADMIN_EMAIL, re-passwords it, and keeps sessions on a restart with the same password', async () => {
    const user = await signup();
    const options = usersOptions(c.runtime, {
      jwtSecret: TEST_JWT_SECRET,
      admin: { email: user.email.toUpperCase(), password: 'clave-admin-1' },
    });
    const db = c.runtime.database('users').db;
    const logger = c.runtime.logger('test');
    await bootstrapAdmin(db, options, c.runtime.dataDir, logger);
    expect(await verify(user.token)).toEqual({ principal: null });
    const admin = await c.rpc.request(S.login, { email: user.email, password: 'clave-admin-1' });
    expect(admin).toMatchObject({ _id: user._id, isAdmin: true });
    await bootstrapAdmin(db, options, c.runtime.dataDir, logger);
    expect(await verify(admin.token)).toEqual({ principal: { userId: user._id, isAdmin: true } });
  });
});

describe('default administrator of embedded development', () => {
  it('is created once with a random password, printed and kept under DATA_DIR', async () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const c = await startComposition('embedded', [
      ['users', (rt) => UsersModule.forRoot(rt, { jwtSecret: TEST_JWT_SECRET, defaultAdmin: true })],
    ]);
    try {
      const printed = write.mock.calls.map((args) => String(args[0])).join('');
      const line = fs.readFileSync(path.join(c.runtime.dataDir, ADMIN_CREDENTIALS_FILE), 'utf8').trim();
      expect(line).toMatch(new RegExp(`^Administrador: ${DEFAULT_ADMIN_EMAIL} / \\S{12,}$`));
      expect(printed).toContain(line);
      const password = line.split(' / ')[1];
      const admin = await c.rpc.request(S.login, { email: DEFAULT_ADMIN_EMAIL, password });
      expect(admin.isAdmin).toBe(true);

      write.mockClear();
      await bootstrapAdmin(
        c.runtime.database('users').db,
        usersOptions(c.runtime, { jwtSecret: TEST_JWT_SECRET, defaultAdmin: true }),
        c.runtime.dataDir,
        c.runtime.logger('test'),
      );
      expect(write).not.toHaveBeenCalledWith(expect.stringContaining('Administrador:'));
    } finally {
      write.mockRestore();
      await c.close();
    }
  });

  it('is never created in production or without the embedded composition', () => {
    const production = { mode: 'embedded', production: true, dataDir: '/tmp', env: { NODE_ENV: 'production' } } as never;
    expect(usersOptions(production, { jwtSecret: TEST_JWT_SECRET }).defaultAdmin).toBe(false);
    const distributed = { mode: 'distributed', production: false, dataDir: '/tmp', env: { NODE_ENV: 'development' } } as never;
    expect(usersOptions(distributed, { jwtSecret: TEST_JWT_SECRET }).defaultAdmin).toBe(false);
    const dev = { mode: 'embedded', production: false, dataDir: '/tmp', env: { NODE_ENV: 'development' } } as never;
    expect(usersOptions(dev, { jwtSecret: TEST_JWT_SECRET }).defaultAdmin).toBe(!process.env.ADMIN_EMAIL);
  });
});
