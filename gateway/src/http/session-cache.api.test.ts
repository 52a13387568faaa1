import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SESSION_EVENTS, USERS_SUBJECTS } from '@kukki/contracts';
import { DistributedRuntime, parseEnv, type RpcClient, type Runtime } from '@kukki/platform';
import { COMPOSITIONS } from '@kukki/platform/testing';
import { UsersModule } from '@kukki/users';
import { gatewayEnvShape } from '../config';
import { createGateway } from '../create-gateway';
import { CUSTOMER_PASSWORD, startApi, uniqueEmail, type ApiHarness } from '../testing';
import { RPC } from '../tokens';
import { SessionCache } from './session-cache';

const ADMIN = { email: 'jefa.sesiones@kukki.test', password: 'secreto-de-jefa' };
const principal = (userId: string) => ({ userId, isAdmin: false });

describe('SessionCache', () => {
  it('keeps a session for its TTL only', () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const cache = new SessionCache(1000);
      cache.store('k', cache.generation, { principal: principal('u1'), sessionId: 's1' });
      expect(cache.get('k')).toEqual({ principal: principal('u1'), sessionId: 's1' });
      jest.setSystemTime(1001);
      expect(cache.get('k')).toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops one session, or every session of the account, on a revocation event', async () => {
    const cache = new SessionCache(60_000);
    cache.store('a1', cache.generation, { principal: principal('u1'), sessionId: 's1' });
    cache.store('a2', cache.generation, { principal: principal('u1'), sessionId: 's2' });
    cache.store('b1', cache.generation, { principal: principal('u2'), sessionId: 's3' });
    await cache.onEvent({ id: 'e1', type: SESSION_EVENTS.sessionRevoked, occurredAt: '', data: { userId: 'u1', sessionId: 's1' } });
    expect([cache.get('a1'), cache.get('a2'), cache.get('b1')].map(Boolean)).toEqual([false, true, true]);
    await cache.onEvent({ id: 'e2', type: 'users.user.updated', occurredAt: '', data: { userId: 'u1' } });
    expect(cache.get('a2')).toBeDefined();
    await cache.onEvent({ id: 'e3', type: SESSION_EVENTS.sessionRevoked, occurredAt: '', data: { userId: 'u1' } });
    expect([cache.get('a2'), cache.get('b1')].map(Boolean)).toEqual([false, true]);
    // The outbox's copy of an event already heard leaves a newer session alone.
    cache.store('a3', cache.generation, { principal: principal('u1'), sessionId: 's4' });
    await cache.onEvent({ id: 'e3', type: SESSION_EVENTS.sessionRevoked, occurredAt: '', data: { userId: 'u1' } });
    expect(cache.get('a3')).toBeDefined();
  });

  it('never stores a check that started before a revocation', () => {
    const cache = new SessionCache(60_000);
    const startedAt = cache.generation;
    cache.revoke({ userId: 'u1' });
    cache.store('a1', startedAt, { principal: principal('u1'), sessionId: 's1' });
    expect(cache.get('a1')).toBeUndefined();
  });

  it('stays within its bound and stores nothing with a TTL of 0', () => {
    const bounded = new SessionCache(60_000, 3);
    for (let i = 0; i < 10; i++) bounded.store(`k${i}`, bounded.generation, { principal: principal(`u${i}`), sessionId: `s${i}` });
    expect(bounded.size).toBeLessThanOrEqual(3);
    const off = new SessionCache(0);
    off.store('k', off.generation, { principal: principal('u1'), sessionId: 's1' });
    expect(off.get('k')).toBeUndefined();
  });
});

interface Gateway {
  app: NestFastifyApplication;
  /** Session checks this gateway asked of the users service so far. */
  checks(): number;
  get(url: string, token: string): Promise<{ status: number; body: any }>;
  send(method: 'PATCH' | 'POST', url: string, payload: unknown, token?: string): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

function gatewayOn(app: NestFastifyApplication, close: () => Promise<void>): Gateway {
  const rpc = app.get<RpcClient>(RPC);
  const request = jest.spyOn(rpc, 'request');
  const fastify = app.getHttpAdapter().getInstance();
  const inject = async (method: string, url: string, payload?: unknown, token?: string) => {
    const res = await fastify.inject({
      method: method as never,
      url,
      headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : undefined };
  };
  return {
    app,
    checks: () => request.mock.calls.filter(([subject]) => subject === USERS_SUBJECTS.verifySession).length,
    get: (url, token) => inject('GET', url, undefined, token),
    send: (method, url, payload, token) => inject(method, url, payload, token),
    close,
  };
}

/** Another gateway replica: in distributed on its own runtime (own NATS connection), in embedded on the same process. */
async function secondGateway(api: ApiHarness): Promise<Gateway> {
  const composition = api.composition;
  const runtime: Runtime =
    composition.kind === 'distributed'
      ? await DistributedRuntime.create(`gateway-b-${randomBytes(3).toString('hex')}`, composition.env)
      : composition.runtime;
  const env = parseEnv(gatewayEnvShape, { ...process.env, ...composition.env, SERVE_FRONTENDS: 'false' } as unknown as NodeJS.ProcessEnv);
  const app = await createGateway(runtime, env);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return gatewayOn(app, async () => {
    await app.close();
    if (runtime !== composition.runtime) await runtime.close();
  });
}

describe.each(COMPOSITIONS)('sessions across two gateways (%s)', (kind) => {
  let api: ApiHarness;
  let a: Gateway;
  let b: Gateway;
  let adminToken: string;

  beforeAll(async () => {
    api = await startApi(kind, [['users', (rt) => UsersModule.forRoot(rt, { admin: ADMIN, softCallTimeoutMs: 300 })]], {
      SESSION_CACHE_TTL_MS: '60000',
    });
    a = gatewayOn(api.app, async () => undefined);
    b = await secondGateway(api);
    adminToken = (await a.send('POST', '/api/usuarios/login', ADMIN)).body.token;
  });
  afterAll(async () => {
    await b?.close();
    await api?.close();
  });

  const signup = async (): Promise<{ token: string; id: string }> => {
    const res = await a.send('POST', '/api/usuarios/signup', {
      name: 'Ana',
      email: uniqueEmail('sesion'),
      password: CUSTOMER_PASSWORD,
      passwordConfirm: CUSTOMER_PASSWORD,
    });
    expect(res.status).toBe(201);
    return { token: res.body.token, id: res.body._id };
  };
  /** Reads the profile through both gateways twice: the second round is answered from each gateway's cache. */
  const readThroughBoth = async (token: string) => {
    for (const gateway of [a, b]) expect((await gateway.get('/api/usuarios/profile', token)).status).toBe(200);
    const before = [a.checks(), b.checks()];
    for (const gateway of [a, b]) expect((await gateway.get('/api/usuarios/profile', token)).status).toBe(200);
    expect([a.checks(), b.checks()]).toEqual(before);
  };

  it('a cached session asks users nothing; a logout through A is refused by B at once', async () => {
    const { token } = await signup();
    await readThroughBoth(token);
    expect((await a.get('/api/usuarios/logout', token)).status).toBe(200);
    expect((await b.get('/api/usuarios/profile', token)).status).toBe(401);
    expect((await a.get('/api/usuarios/profile', token)).status).toBe(401);
  });

  it('a deactivated account is refused at once by both gateways', async () => {
    const { token, id } = await signup();
    await readThroughBoth(token);
    expect((await a.send('PATCH', `/api/admin/users/${id}`, { active: false }, adminToken)).status).toBe(200);
    expect((await b.get('/api/usuarios/profile', token)).status).toBe(401);
    expect((await a.get('/api/usuarios/profile', token)).status).toBe(401);
  });

  it('a password changed through B ends the old session on A at once; the new token works on both', async () => {
    const { token } = await signup();
    await readThroughBoth(token);
    const changed = await b.send(
      'PATCH',
      '/api/usuarios/updateMyPassword',
      { passwordCurrent: CUSTOMER_PASSWORD, password: 'galletas456', passwordConfirm: 'galletas456' },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await a.get('/api/usuarios/profile', token)).status).toBe(401);
    expect((await b.get('/api/usuarios/profile', token)).status).toBe(401);
    await readThroughBoth(changed.body.token);
  });
});
